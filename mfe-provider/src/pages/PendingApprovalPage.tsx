import { useLingui } from '@lingui/react';
import { Alert, ButtonLink, Container, Paper, Stack, Text, Title } from '@hp/ui';
import classes from './ProviderPage.module.css';

/** /pending-approval: a pharmacy or lab (or clinic) that an admin has not approved yet. */
export default function PendingApprovalPage() {
  const { i18n } = useLingui();
  return (
    <Container size="sm" className={classes.page}>
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="md">
          <Title order={1}>{i18n._('Pending Admin Approval')}</Title>
          <Alert color="yellow" role="status">
            {i18n._('Your account is waiting for admin approval.')}
          </Alert>
          <Text>
            {i18n._(
              'Once an admin approves your registration, you can log in, and prescription details from users will arrive by e-mail.',
            )}
          </Text>
          <ButtonLink to="/cliniclog" variant="outline" w="fit-content">
            {i18n._('Back to login')}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
