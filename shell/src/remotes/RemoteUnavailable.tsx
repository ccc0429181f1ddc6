import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react';

/** What an area shows when its remote cannot be loaded or crashed; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="md" maw={480} w="100%" role="alert">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h3">
            {i18n._('This section is temporarily unavailable')}
          </Title>
          <Text c="dimmed">{i18n._('Please try again in a moment.')}</Text>
          <Button onClick={onRetry}>{i18n._('Try again')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
