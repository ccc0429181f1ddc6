import { useLingui } from '@lingui/react';
import { ButtonLink, Container, Paper, Stack, Text, Title } from '@hp/ui';

/** Placeholder until the admin screens land; proves the admin remote loads. */
export default function AdminComingSoon() {
  const { i18n } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="sm">
          <Title order={2}>{i18n._('Admin area — coming soon')}</Title>
          <Text c="dimmed">{i18n._('Administrator login and the approval screens are on their way.')}</Text>
          <ButtonLink to="/" variant="outline" w="fit-content">
            {i18n._('Back to Home')}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
