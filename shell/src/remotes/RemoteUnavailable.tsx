import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';

/** What an area shows when its remote cannot be loaded or crashed; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="md" maw={480} w="100%" role="alert">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h3">
            This section is temporarily unavailable
          </Title>
          <Text c="dimmed">Please try again in a moment.</Text>
          <Button onClick={onRetry}>Try again</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
