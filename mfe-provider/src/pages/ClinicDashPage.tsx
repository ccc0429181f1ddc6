import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { InfiniteData } from '@tanstack/react-query';
import { consultationApi, paymentApi, type ClinicPatientsResponse, type Consultation } from '@hp/contracts';
import { ApiError, notify, useSession } from '@hp/shell-sdk';
import { apiQueryKey, queryClient, useApiMutation, useInfiniteQuery } from '@hp/shell-sdk/query';
import { Center, Container, inPageLanguage, Loader, LoadMoreButton, Modal, RetryAlert, Stack } from '@hp/ui';
import { listMyPatients } from '../api/clinic';
import { ProviderHeader } from './ProviderHeader';
import { PAYMENT_STATUS_LABEL, paymentStatusFailure } from './clinic/clinicLabels';
import {
  ClinicRequests,
  RequestDetailsModal,
  type AdmissionRequest,
  type RequestActions,
} from './clinic/ClinicRequests';
import classes from './ProviderPage.module.css';

export { ClinicRequests, type AdmissionRequest } from './clinic/ClinicRequests';

/**
 * The link dialog's form is a chunk of its own, loaded when a clinic first opens it. The dialog itself stays on the
 * page and opens and closes by its `opened` (a `<dialog>` mounted already open would see its own close when React's
 * development mode runs its effects twice, and close again at once).
 */
const PaymentLinkContent = lazy(() => import('./clinic/PaymentLinkDialog'));

/** The clinic's list in the page's cache (its pages by `nextCursor`). */
export const MY_PATIENTS_KEY = apiQueryKey(consultationApi.clinicPatients);
const PAGE_SIZE = 50;

/** Changes one consultation in the cached list (a link made, a status checked) without asking booking again. */
export function patchListedConsultation(id: string, patch: Partial<Consultation>) {
  queryClient.setQueryData<InfiniteData<ClinicPatientsResponse>>(MY_PATIENTS_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            consultations: page.consultations.map((consultation) =>
              consultation.id === id ? { ...consultation, ...patch } : consultation,
            ),
          })),
        }
      : data,
  );
}

/** The clinic's own consultations (`GET /api/clinic/my-patients`; booking finds the clinic by the token). */
function useMyPatients() {
  return useInfiniteQuery({
    queryKey: MY_PATIENTS_KEY,
    queryFn: ({ pageParam }) =>
      listMyPatients({ limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * /clinicdash (clinics only): the clinic's own patients' requests with the two counters, the details dialog, the
 * Generate Payment Link dialog and Check Payment Status.
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
        <ClinicDashboard />
      </Stack>
    </Container>
  );
}

function ClinicDashboard() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const list = useMyPatients();
  const [details, setDetails] = useState<AdmissionRequest | null>(null);
  const [linking, setLinking] = useState<AdmissionRequest | null>(null);
  const status = useApiMutation(paymentApi.paymentLinkStatus);
  const [checking, setChecking] = useState<string | null>(null);

  // The spec: 'Failed to fetch pending requests'; a 401 (the session could not be renewed) goes to the login.
  useEffect(() => {
    if (!list.error) return;
    notify.error(i18n._('Failed to fetch pending requests'));
    if (list.error instanceof ApiError && list.error.status === 401)
      void navigate('/cliniclog', { replace: true });
  }, [list.error]);

  const checkStatus = async (request: AdmissionRequest) => {
    if (!request.paymentLinkId) {
      notify.error(i18n._('No Payment Link'), i18n._('Generate a payment link for this request first.'));
      return;
    }
    setChecking(request.id);
    try {
      const answer = await status.mutateAsync({ params: { paymentLinkId: request.paymentLinkId } });
      patchListedConsultation(request.id, { paymentStatus: answer.status });
      const label = i18n._(PAYMENT_STATUS_LABEL[answer.status]);
      notify.success(i18n._('Payment Status'), i18n._('Payment status: {status}', { status: label }));
    } catch (error) {
      const failure = paymentStatusFailure(error);
      notify.error(i18n._(failure.title), inPageLanguage(i18n, failure.message));
      if (failure.toLogin) void navigate('/cliniclog', { replace: true });
    } finally {
      setChecking(null);
    }
  };

  const actions: RequestActions = {
    onDetails: setDetails,
    onGenerate: setLinking,
    onCheckStatus: (request) => void checkStatus(request),
    checking,
  };

  const requests = list.data?.pages.flatMap((page) => page.consultations);
  return (
    <>
      {list.isError && !requests ? (
        <RetryAlert title={i18n._('Failed to fetch pending requests')} onRetry={() => void list.refetch()} />
      ) : (
        <ClinicRequests requests={requests} actions={actions} />
      )}
      <LoadMoreButton pages={list} />
      <RequestDetailsModal
        request={details}
        onClose={() => setDetails(null)}
        onGenerate={(request) => {
          setDetails(null);
          setLinking(request);
        }}
      />
      <Modal
        opened={linking !== null}
        onClose={() => setLinking(null)}
        size="lg"
        title={linking ? i18n._('Generate Payment Link for {name}', { name: linking.fullName }) : ''}
        closeLabel={i18n._('Close')}
      >
        {linking && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={i18n._('Loading...')} />
              </Center>
            }
          >
            <PaymentLinkContent
              key={linking.id}
              consultation={linking}
              onClose={() => setLinking(null)}
              onCreated={(id, answer) =>
                patchListedConsultation(id, {
                  paymentLinkId: answer.payment_link_id,
                  paymentStatus: answer.status,
                })
              }
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
