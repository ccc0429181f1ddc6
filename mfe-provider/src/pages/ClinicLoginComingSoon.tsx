import { brand, telHref } from '@hp/shell-sdk';
import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Placeholder until provider login lands; proves the provider remote loads. */
export function ClinicLoginComingSoon() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={2}>Clinic login — coming soon</Title>
          <Text c="dimmed">
            Login for clinics, pharmacies and laboratories is on its way. Partner questions:{' '}
            <Anchor href={telHref(brand.supportPhone)}>{brand.supportPhone}</Anchor>.
          </Text>
          <Button component={Link} to="/" variant="light" w="fit-content">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
