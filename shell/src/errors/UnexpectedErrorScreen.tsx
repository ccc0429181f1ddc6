import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** Last resort when the shell itself fails; rendered outside the router, so it uses plain navigation. */
export function UnexpectedErrorScreen() {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={520} role="alert">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Unexpected Application Error
          </Title>
          <Text c="dimmed">Something went wrong while showing this page. Reloading usually helps.</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>Reload page</Button>
            <Button variant="default" component="a" href="/">
              Go to Home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
