import { brand, telHref } from '@hp/shell-sdk';
import { Trans, useLingui } from '@lingui/react';
import { Anchor, ButtonLink, Container, Paper, Stack, Text, Title } from '@hp/ui';

/** Placeholder until provider login lands; proves the provider remote loads. */
export default function ClinicLoginComingSoon() {
  const { i18n } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="sm">
          <Title order={2}>{i18n._('Clinic login — coming soon')}</Title>
          <Text c="dimmed">
            <Trans
              id="Login for clinics, pharmacies and laboratories is on its way. Partner questions: <0>{phone}</0>."
              values={{ phone: brand.supportPhone }}
              components={{ 0: <Anchor href={telHref(brand.supportPhone)} /> }}
            />
          </Text>
          <ButtonLink to="/" variant="outline" w="fit-content">
            {i18n._('Back to Home')}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
