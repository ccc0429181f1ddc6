import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@hp/ui';
import { notify, useSession } from '@hp/shell-sdk';
import { MembershipCard } from './MembershipCard';
import classes from './HealthServicesPage.module.css';

const UPCOMING_SERVICES = [
  {
    name: /*i18n*/ { id: 'Clinic' },
    description: /*i18n*/ { id: 'Book a consultation at a partner clinic near you.' },
  },
  {
    name: /*i18n*/ { id: 'Pharmacy' },
    description: /*i18n*/ { id: 'Upload a prescription and get your medicines delivered.' },
  },
  {
    name: /*i18n*/ { id: 'Laboratory' },
    description: /*i18n*/ { id: 'Send a lab test prescription and book a sample collection.' },
  },
];

/** /clinicmain (patients only): a greeting and the patient's membership; booking arrives in a later issue. */
export default function HealthServicesPage() {
  const { i18n } = useLingui();
  const email = useSession((session) => session.user?.email);
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  // The session is cleared even when the server call fails, so the visitor always ends on the login page.
  const logout = async () => {
    setLoggingOut(true);
    try {
      await useSession.getState().signOut();
      notify.success(i18n._('Logged out successfully'));
    } catch {
      notify.success(i18n._('Logout completed'));
    } finally {
      void navigate('/userlog', { replace: true });
    }
  };

  return (
    <Container size="lg" className={classes.page}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Title order={1}>{i18n._('Health Services')}</Title>
            <Text size="lg">{i18n._('Welcome, {name}', { name: email ?? i18n._('patient') })}</Text>
          </Stack>
          <Button variant="default" disabled={loggingOut} onClick={() => void logout()}>
            {loggingOut ? i18n._('Logging out...') : i18n._('Logout')}
          </Button>
        </Group>
        <MembershipCard />
        <Alert color="blue" title={i18n._('Online booking is coming soon')}>
          {i18n._(
            'Soon you will be able to book clinic consultations and send prescriptions to pharmacies and laboratories right from this page.',
          )}
        </Alert>
        <div className={classes.services}>
          {UPCOMING_SERVICES.map((service) => (
            <Paper key={service.name.id} withBorder p="lg">
              <Title order={2} fz="lg">
                {i18n._(service.name)}
              </Title>
              <Text c="gray.7" size="sm" mt="xs">
                {i18n._(service.description)}
              </Text>
            </Paper>
          ))}
        </div>
      </Stack>
    </Container>
  );
}
