import { useLingui } from '@lingui/react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Placeholder until the admin screens land; proves the admin remote loads. */
export default function AdminComingSoon() {
  const { i18n } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={2}>{i18n._('Admin area — coming soon')}</Title>
          <Text c="dimmed">{i18n._('Administrator login and the approval screens are on their way.')}</Text>
          <Button component={Link} to="/" variant="outline" w="fit-content">
            {i18n._('Back to Home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
