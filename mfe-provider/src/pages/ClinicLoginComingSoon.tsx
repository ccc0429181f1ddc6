import { brand, telHref } from '@hp/shell-sdk';
import { Trans, useLingui } from '@lingui/react';
import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Placeholder until provider login lands; proves the provider remote loads. */
export default function ClinicLoginComingSoon() {
  const { i18n } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={2}>{i18n._('Clinic login — coming soon')}</Title>
          <Text c="dimmed">
            <Trans
              id="Login for clinics, pharmacies and laboratories is on its way. Partner questions: <0>{phone}</0>."
              values={{ phone: brand.supportPhone }}
              components={{ 0: <Anchor href={telHref(brand.supportPhone)} /> }}
            />
          </Text>
          <Button component={Link} to="/" variant="outline" w="fit-content">
            {i18n._('Back to Home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
