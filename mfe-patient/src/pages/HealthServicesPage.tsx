import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bookingFormChoiceOf, type DirectoryEntry, type EntityType } from '@hp/contracts';
import { notify, useSession } from '@hp/shell-sdk';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@hp/ui';
import { MembershipCard } from './MembershipCard';
import { MyRequests } from './health/MyRequests';
import { ServiceLists } from './health/ServiceLists';
import classes from './health/health.module.css';

// The forms (react-hook-form, the contracts' checks) are fetched when a provider is chosen, not with the lists.
const ConsultationView = lazy(() => import('./health/ConsultationView'));
const UploadView = lazy(() => import('./health/UploadView'));

const MAIN_ID = 'health-services-main';

type Chosen = Pick<DirectoryEntry, 'id' | 'entityType' | 'name'>;

/** What /demo's BOOK hands over (a patient who was logged in there). */
const choiceOf = (state: unknown): Chosen | null => {
  const provider = (state as { provider?: Partial<Chosen> } | null)?.provider;
  return provider &&
    typeof provider.id === 'string' &&
    typeof provider.name === 'string' &&
    (provider.entityType === 'clinic' || provider.entityType === 'pharmacy' || provider.entityType === 'lab')
    ? (provider as Chosen)
    : null;
};

/**
 * /clinicmain (patients only): the services (Clinic, Pharmacy, Laboratory tabs from the directory), then one of three
 * views for the chosen provider (Consultation Details, Upload Prescription, Upload Lab Test Prescription) with Back
 * to Services; the patient's membership and "My requests" beside them; Logout always shown.
 */
export default function HealthServicesPage() {
  const { i18n } = useLingui();
  const email = useSession((session) => session.user?.email);
  const navigate = useNavigate();
  const location = useLocation();
  // A booking link (the FHIR feed's) names a clinic, a date and a time: its form opens with them filled in.
  const [linked] = useState(() => (choiceOf(location.state) ? null : bookingFormChoiceOf(location.search)));
  const [chosen, setChosen] = useState<Chosen | null>(() =>
    linked ? { id: linked.clinicId, entityType: 'clinic', name: '' } : choiceOf(location.state),
  );
  const [kind, setKind] = useState<EntityType>(() => choiceOf(location.state)?.entityType ?? 'clinic');
  // A new key for every view opened: Back to Services and the next choice start from empty forms and no errors.
  const [opened, setOpened] = useState(0);
  const [loggingOut, setLoggingOut] = useState(false);

  const open = (provider: Chosen) => {
    setOpened((count) => count + 1);
    setChosen(provider);
    // The view takes the list's place: its top is brought into sight (BOOK may have been far down the list).
    document.getElementById(MAIN_ID)?.scrollIntoView?.({ block: 'start' });
  };
  const back = () => {
    setChosen(null);
    // /demo's choice and a link's are used once: a reload shows the services.
    if (location.state || location.search) void navigate(location.pathname, { replace: true, state: null });
  };

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
        <div className={classes.layout}>
          <div className={classes.main} id={MAIN_ID}>
            {chosen ? (
              <Stack gap="md">
                <div>
                  <Button variant="default" size="sm" onClick={back}>
                    {i18n._('← Back to Services')}
                  </Button>
                </div>
                <Suspense
                  fallback={
                    <Group gap="xs" role="status">
                      <Loader size={18} />
                      <Text>{i18n._('Loading the form...')}</Text>
                    </Group>
                  }
                >
                  {chosen.entityType === 'clinic' ? (
                    <ConsultationView
                      key={opened}
                      clinic={chosen}
                      prefill={opened === 0 && linked ? linked : undefined}
                      onBack={back}
                    />
                  ) : (
                    <UploadView key={opened} type={chosen.entityType} provider={chosen} onBack={back} />
                  )}
                </Suspense>
              </Stack>
            ) : (
              <ServiceLists kind={kind} onKind={setKind} onBook={open} />
            )}
          </div>
          <aside className={classes.aside} aria-label={i18n._('Your account')}>
            <Stack gap="lg">
              <MembershipCard />
              <MyRequests />
            </Stack>
          </aside>
        </div>
      </Stack>
    </Container>
  );
}
