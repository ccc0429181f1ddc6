import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { queryClient } from '@hp/shell-sdk/query';
import { Button, ButtonLink, Center, Loader, Tabs } from '@hp/ui';
import { adminQueryKeys } from '../api/admin';
import { AdminFrame } from './AdminFrame';

// Each tab's code loads when the tab is first shown (Consultations at once): the route's first load stays small.
const ConsultationsPanel = lazy(() => import('./ConsultationsPanel'));
const SubmissionsPanel = lazy(() => import('./SubmissionsPanel'));
const EnquiriesPanel = lazy(() => import('./EnquiriesPanel'));

type DashTab = 'consultations' | 'lab' | 'pharmacy' | 'all' | 'enquiries';

/**
 * /admindash (admins): the spec's dashboard. Header: Clinic Verification, Refresh, Logout. Tabs: Consultations (the
 * patients' bookings at clinics, approve / reject), Lab Requests and Pharmacy Requests (prescriptions by type), All
 * Submissions (both types), and Enquiries (the public site's forms). Every list is searched, filtered, counted and
 * paged by the server.
 */
export default function AdminDashPage() {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<DashTab>('consultations');
  const refresh = () => {
    for (const queryKey of [
      adminQueryKeys.consultations,
      adminQueryKeys.submissions,
      adminQueryKeys.enquiries,
    ])
      void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <AdminFrame
      title={i18n._('Admin Dashboard')}
      subtitle={i18n._('Consultation requests, prescriptions and enquiries.')}
      actions={
        <>
          <ButtonLink to="/verifyclinic" variant="outline">
            {i18n._('Clinic Verification')}
          </ButtonLink>
          <Button variant="outline" onClick={refresh}>
            {i18n._('Refresh')}
          </Button>
        </>
      }
    >
      <Tabs
        id="admindash"
        aria-label={i18n._('Submissions')}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'consultations', label: i18n._('Consultations') },
          { value: 'lab', label: i18n._('Lab Requests') },
          { value: 'pharmacy', label: i18n._('Pharmacy Requests') },
          { value: 'all', label: i18n._('All Submissions') },
          { value: 'enquiries', label: i18n._('Enquiries') },
        ]}
      >
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={i18n._('Loading...')} />
            </Center>
          }
        >
          {tab === 'consultations' && <ConsultationsPanel />}
          {tab === 'lab' && <SubmissionsPanel key="lab" type="lab" />}
          {tab === 'pharmacy' && <SubmissionsPanel key="pharmacy" type="pharmacy" />}
          {tab === 'all' && <SubmissionsPanel key="all" />}
          {tab === 'enquiries' && <EnquiriesPanel />}
        </Suspense>
      </Tabs>
    </AdminFrame>
  );
}
