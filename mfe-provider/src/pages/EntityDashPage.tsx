import { useLingui } from '@lingui/react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@hp/shell-sdk';
import { Alert, Container, Paper, Stack, Text } from '@hp/ui';
import { ProviderHeader } from './ProviderHeader';
import classes from './ProviderPage.module.css';

/** /entitydash (providers only): an approved pharmacy's or laboratory's page. */
export default function EntityDashPage() {
  const { i18n } = useLingui();
  const user = useSession((session) => session.user);
  // A clinic has a dashboard of its own.
  if (user?.entityType === 'clinic') return <Navigate to="/clinicdash" replace />;
  const title = user?.entityType === 'lab' ? i18n._('Laboratory Dashboard') : i18n._('Pharmacy Dashboard');
  return (
    <Container size="md" className={classes.page}>
      <Stack gap="xl">
        <ProviderHeader title={title}>{user?.email && <Text c="dimmed">{user.email}</Text>}</ProviderHeader>
        <Paper withBorder p="xl">
          <Stack gap="sm">
            <Alert color="teal" title={i18n._('Login request accepted')}>
              {i18n._('The admin has accepted your login request.')}
            </Alert>
            <Text>{i18n._('Prescription details will now arrive from users directly by e-mail.')}</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
