import { useLingui } from '@lingui/react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@hp/shell-sdk';
import { Center, Container, Loader, Paper, Stack, Text, Title } from '@hp/ui';
import { ProviderHeader } from './ProviderHeader';
import classes from './ProviderPage.module.css';

/** A patient's request as the dashboard will list it (the care issue brings the call and the rest of its fields). */
export interface AdmissionRequest {
  id: string;
  paymentStatus?: string;
}

/**
 * The counters and the list of requests: 'Loading dashboard...' until they arrive (`undefined`), the spec's empty
 * text when there are none.
 */
export function ClinicRequests({ requests }: { requests: readonly AdmissionRequest[] | undefined }) {
  const { i18n } = useLingui();
  if (!requests) {
    return (
      <Center py="xl">
        <Stack gap="sm" align="center">
          <Loader />
          <Text role="status">{i18n._('Loading dashboard...')}</Text>
        </Stack>
      </Center>
    );
  }
  const paid = requests.filter((request) => request.paymentStatus === 'paid').length;
  return (
    <>
      <div className={classes.counters}>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {i18n._('Pending Requests')}
          </Text>
          <Text fz="xl" fw={700}>
            {requests.length}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {i18n._('Paid Requests')}
          </Text>
          <Text fz="xl" fw={700}>
            {paid}
          </Text>
        </Paper>
      </div>
      <section aria-labelledby="pending-requests">
        <Title order={2} fz="lg" id="pending-requests">
          {i18n._('Pending Admission Requests ({count})', { count: requests.length })}
        </Title>
        {requests.length === 0 && (
          <Paper withBorder mt="md" className={classes.empty}>
            <Text c="dimmed">{i18n._('No pending admission requests')}</Text>
          </Paper>
        )}
      </section>
    </>
  );
}

const NO_REQUESTS_YET: readonly AdmissionRequest[] = [];

/**
 * /clinicdash (providers only): the clinic dashboard's frame, its header, Logout, counters and list. The requests
 * arrive with the care issue (`GET /api/clinic/my-patients`); until then the list is empty.
 */
export default function ClinicDashPage() {
  const { i18n } = useLingui();
  const entityType = useSession((session) => session.user?.entityType);
  // A pharmacy or lab has its own page.
  if (entityType && entityType !== 'clinic') return <Navigate to="/entitydash" replace />;
  return (
    <Container size="lg" className={classes.page}>
      <Stack gap="xl">
        <ProviderHeader title={i18n._('Clinic Dashboard')} />
        <ClinicRequests requests={NO_REQUESTS_YET} />
      </Stack>
    </Container>
  );
}
