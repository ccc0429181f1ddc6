import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Placeholder until the admin screens land; proves the admin remote loads. */
export function AdminComingSoon() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={2}>Admin area — coming soon</Title>
          <Text c="dimmed">Administrator login and the approval screens are on their way.</Text>
          <Button component={Link} to="/" variant="light" w="fit-content">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
