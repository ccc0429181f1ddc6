/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInIndia } from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';
import {
  adminLogin,
  CONSULTATION_ID,
  consultationList,
  consultationOf,
  SUBMISSION_ID,
  submissionList,
  submissionOf,
} from '../test/fixtures';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.getState().signIn(adminLogin));
});

const enquiry = {
  id: '6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10',
  kind: 'consultation',
  name: 'Asha Rao',
  phone: '9123456780',
  email: null,
  details: {
    fullName: 'Asha Rao',
    consultationDate: '2026-12-01',
    consultationTime: '2-3 PM',
    purpose: 'Tooth ache',
  },
  createdAt: '2026-11-25T10:00:00.000Z',
};
const enquiryCounts = { all: 4, appointment: 1, insurance: 1, consultation: 1, feedback: 1 };

const consultationDetail = (status: 'pending' | 'approved' = 'pending') => ({
  success: true,
  consultation: consultationOf({ status }),
  decisions:
    status === 'approved'
      ? [
          {
            action: 'approved',
            fromStatus: 'pending',
            toStatus: 'approved',
            note: 'See you then',
            alternativeTime: '2026-12-02 10:00 AM',
            actorId: 'adm_1',
            actorRole: '500',
            at: '2026-11-25T11:00:00.000Z',
          },
        ]
      : [],
});

/** The Consultations tab's calls; `decide` answers the PATCH. */
function serveConsultations(decide?: (body: unknown) => { status: number; body: unknown }) {
  return answerFetch({
    '/api/admin/pending-clinic-requests': () => ({
      status: 200,
      body: consultationList([consultationOf()], '0193a5b0-7e1a-7c3d-9f00-0000000000c0'),
    }),
    [`/api/admin/consultations/${CONSULTATION_ID}`]: () => ({ status: 200, body: consultationDetail() }),
    '/api/admin/update-status': (body) =>
      decide?.(body) ?? {
        status: 200,
        body: {
          success: true,
          message: 'Consultation approved successfully!',
          consultation: consultationOf({ status: 'approved' }),
        },
      },
  });
}

async function openDecision(name: 'Approve' | 'Reject') {
  const row = (await screen.findByRole('rowheader', { name: 'Meera Shah' })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: `${name} Meera Shah` }));
  return screen.findByRole('dialog', { name: `${name} Consultation` });
}

it('has the frame: Clinic Verification, Refresh, Logout and the tabs', async () => {
  serveConsultations();
  renderPage(<App />, { path: '/admindash' });
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Clinic Verification' }).getAttribute('href')).toBe(
    '/verifyclinic',
  );
  expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Consultations',
    'Lab Requests',
    'Pharmacy Requests',
    'All Submissions',
    'Enquiries',
  ]);
});

it("lists the consultations with the server's counters, searches, filters and pages on the server, and refreshes", async () => {
  const calls = serveConsultations();
  renderPage(<App />, { path: '/admindash' });
  const row = (await screen.findByRole('rowheader', { name: 'Meera Shah' })).closest('tr')!;
  expect(within(row).getByText('Smile Dental Clinic')).toBeTruthy();
  expect(within(row).getByText('Pending')).toBeTruthy();
  expect(calls[0]?.url).toMatch(/\/api\/admin\/pending-clinic-requests$/);
  const counters = screen
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextSibling?.textContent}`);
  expect(counters).toEqual(['Total=9', 'Pending=4', 'Approved=3', 'Rejected=1', 'Cancelled=1']);
  expect(screen.getByPlaceholderText('Search by name, phone, or service...')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'meera' } });
  await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\?search=meera&status=pending$/));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(calls.at(-1)?.url).toMatch(
      /\?search=meera&status=pending&cursor=0193a5b0-7e1a-7c3d-9f00-0000000000c0$/,
    ),
  );
  const before = calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(calls.length).toBeGreaterThan(before));
});

it('shows a consultation in detail with its audit trail', async () => {
  answerFetch({
    '/api/admin/pending-clinic-requests': () => ({
      status: 200,
      body: consultationList([consultationOf({ status: 'approved' })]),
    }),
    [`/api/admin/consultations/${CONSULTATION_ID}`]: () => ({
      status: 200,
      body: consultationDetail('approved'),
    }),
  });
  renderPage(<App />, { path: '/admindash' });
  const row = (await screen.findByRole('rowheader', { name: 'Meera Shah' })).closest('tr')!;
  // Only a pending consultation can be decided.
  expect(within(row).queryByRole('button', { name: 'Approve Meera Shah' })).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'View Details of Meera Shah' }));
  const dialog = await screen.findByRole('dialog', { name: 'Consultation Details' });
  expect(within(dialog).getByText('Tooth ache since Monday')).toBeTruthy();
  expect(
    await within(dialog).findByText(
      /Approved \(Pending → Approved\) by adm_1 — Alternative: 2026-12-02 10:00 AM — See you then/,
    ),
  ).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
});

it('approves with an alternative date and time and a note: the spec payload and the success toast', async () => {
  const calls = serveConsultations();
  renderPage(<App />, { path: '/admindash' });
  const dialog = await openDecision('Approve');
  const date = addDays(todayInIndia(), 3);
  fireEvent.change(within(dialog).getByLabelText('Alternative date'), { target: { value: date } });
  fireEvent.change(within(dialog).getByLabelText('Alternative time'), { target: { value: '10:00 AM' } });
  fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
    target: { value: 'The doctor is away' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approval' }));
  expect(await screen.findByText('Consultation approved successfully!')).toBeTruthy();
  const sent = calls.find((call) => call.method === 'PATCH');
  expect(sent?.url).toMatch(/\/api\/admin\/update-status$/);
  expect(sent?.body).toEqual({
    consultationId: CONSULTATION_ID,
    status: 'approved',
    alternativeDate: date,
    alternativeTime: '10:00 AM',
    adminNote: 'The doctor is away',
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve Consultation' })).toBeNull());
});

it('approves as asked when no alternative is given (nothing but the id and status is sent)', async () => {
  const calls = serveConsultations();
  renderPage(<App />, { path: '/admindash' });
  const dialog = await openDecision('Approve');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approval' }));
  await screen.findByText('Consultation approved successfully!');
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    consultationId: CONSULTATION_ID,
    status: 'approved',
  });
});

it('refuses an alternative date in the past, or a date without a time, before sending anything', async () => {
  const calls = serveConsultations();
  renderPage(<App />, { path: '/admindash' });
  const dialog = await openDecision('Approve');
  fireEvent.change(within(dialog).getByLabelText('Alternative date'), {
    target: { value: addDays(todayInIndia(), -1) },
  });
  fireEvent.change(within(dialog).getByLabelText('Alternative time'), { target: { value: '10:00 AM' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approval' }));
  expect(await within(dialog).findByText('Alternative date cannot be before today')).toBeTruthy();

  fireEvent.change(within(dialog).getByLabelText('Alternative date'), {
    target: { value: addDays(todayInIndia(), 2) },
  });
  fireEvent.change(within(dialog).getByLabelText('Alternative time'), { target: { value: '' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approval' }));
  expect(await within(dialog).findByText('Please choose both an alternative date and time')).toBeTruthy();
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
});

it('rejects only with a reason: the confirm button waits for one', async () => {
  const calls = serveConsultations(() => ({
    status: 200,
    body: {
      success: true,
      message: 'Consultation rejected successfully!',
      consultation: consultationOf({ status: 'rejected', adminNote: 'No doctor that day' }),
    },
  }));
  renderPage(<App />, { path: '/admindash' });
  const dialog = await openDecision('Reject');
  const confirm = within(dialog).getByRole('button', { name: 'Confirm Rejection' });
  expect(confirm.hasAttribute('disabled')).toBe(true);
  fireEvent.change(within(dialog).getByLabelText(/Reason for rejection/), { target: { value: '   ' } });
  expect(confirm.hasAttribute('disabled')).toBe(true);
  expect(within(dialog).queryByLabelText('Alternative date')).toBeNull();
  fireEvent.change(within(dialog).getByLabelText(/Reason for rejection/), {
    target: { value: 'No doctor that day' },
  });
  expect(confirm.hasAttribute('disabled')).toBe(false);
  fireEvent.click(confirm);
  expect(await screen.findByText('Consultation rejected successfully!')).toBeTruthy();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    consultationId: CONSULTATION_ID,
    status: 'rejected',
    adminNote: 'No doctor that day',
  });
});

it("shows the server's refusal (decided by another admin) and the spec's failure toast", async () => {
  serveConsultations(() => ({
    status: 409,
    body: {
      message: 'Only a pending consultation can be approved or rejected.',
      code: 'BOOKING.DECISION_NOT_ALLOWED',
      correlationId: 'c-1',
    },
  }));
  renderPage(<App />, { path: '/admindash' });
  const dialog = await openDecision('Approve');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approval' }));
  expect(await screen.findByText('Failed to update consultation status')).toBeTruthy();
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'Only a pending consultation can be approved or rejected.',
  );
});

it("says 'Error updating consultation status' when the decision gets no answer", async () => {
  answerFetch({
    '/api/admin/pending-clinic-requests': () => ({ status: 200, body: consultationList([consultationOf()]) }),
    '/api/admin/update-status': () => 'offline',
  });
  renderPage(<App />, { path: '/admindash' });
  const dialog = await openDecision('Approve');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approval' }));
  expect(await screen.findByText('Error updating consultation status')).toBeTruthy();
});

it("says 'Failed to fetch consultations' when the server refuses, 'Error connecting to server' when offline", async () => {
  answerFetch({
    '/api/admin/pending-clinic-requests': () => ({
      status: 400,
      body: {
        message: 'Search must be at most 100 characters long',
        code: 'VALIDATION.FAILED',
        correlationId: 'c-2',
      },
    }),
  });
  const { unmount } = renderPage(<App />, { path: '/admindash' });
  expect(await screen.findByText('Failed to fetch consultations')).toBeTruthy();
  unmount();

  // No answer is asked for again twice (the SDK's retries, 1 s then 2 s) before the page says so.
  answerFetch({ '/api/admin/pending-clinic-requests': () => 'offline' });
  renderPage(<App />, { path: '/admindash' });
  expect(await screen.findByText('Error connecting to server', {}, { timeout: 8000 })).toBeTruthy();
}, 15_000);

it('lists lab requests by type, shows one with its file and trail, and changes its status', async () => {
  let current = submissionOf();
  const calls = answerFetch({
    '/api/admin/submissions': () => ({ status: 200, body: submissionList([current]) }),
    [`/api/admin/submissions/${SUBMISSION_ID}`]: () => ({
      status: 200,
      body: { success: true, submission: current },
    }),
    [`/api/admin/submissions/${SUBMISSION_ID}/status`]: (body) => {
      current = submissionOf({
        status: 'accepted',
        notes: 'Sample collected',
        decisions: [
          {
            fromStatus: 'pending',
            toStatus: 'accepted',
            note: 'Sample collected',
            actorId: 'adm_1',
            at: '2026-11-25T11:00:00.000Z',
          },
        ],
      });
      expect(body).toEqual({ status: 'accepted', note: 'Sample collected' });
      return {
        status: 200,
        body: { success: true, message: 'Submission accepted successfully.', submission: current },
      };
    },
    '/api/admin/pending-clinic-requests': () => ({ status: 200, body: consultationList([]) }),
  });
  renderPage(<App />, { path: '/admindash' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Lab Requests' }));
  const row = (await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).closest('tr')!;
  expect(calls.find((call) => call.url.includes('/api/admin/submissions'))?.url).toMatch(/\?type=lab$/);
  const counters = screen
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextSibling?.textContent}`);
  expect(counters).toEqual(['Total=5', 'Pending=2', 'Accepted=2', 'Rejected=1']);

  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'accepted' } });
  expect(screen.getByLabelText<HTMLSelectElement>('Status').selectedOptions[0]?.textContent).toBe('Approved');
  await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\?type=lab&status=accepted$/));

  fireEvent.click(within(row).getByRole('button', { name: 'View Details of Ravi Kumar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lab Request Details' });
  expect(within(dialog).getByRole('link', { name: 'blood-test.pdf (4 KB)' }).getAttribute('href')).toMatch(
    /X-Amz-Signature/,
  );
  expect(await within(dialog).findByText('No status changes yet.')).toBeTruthy();
  const update = within(dialog).getByRole('button', { name: 'Update Status' });
  expect(update.hasAttribute('disabled')).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('New status'), { target: { value: 'accepted' } });
  fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
    target: { value: 'Sample collected' },
  });
  fireEvent.click(update);
  expect(await screen.findByText('Submission accepted successfully.')).toBeTruthy();
  expect(await within(dialog).findByText(/Pending → Accepted by adm_1 — Sample collected/)).toBeTruthy();
});

it('lists every submission under All Submissions with its type, and pharmacy ones under Pharmacy Requests', async () => {
  const calls = answerFetch({
    '/api/admin/submissions': () => ({
      status: 200,
      body: submissionList([
        submissionOf(),
        submissionOf({ id: 'x', _id: 'x', type: 'pharmacy', username: 'Sita Devi' }),
      ]),
    }),
    '/api/admin/pending-clinic-requests': () => ({ status: 200, body: consultationList([]) }),
  });
  renderPage(<App />, { path: '/admindash' });
  fireEvent.click(await screen.findByRole('tab', { name: 'All Submissions' }));
  const row = (await screen.findByRole('rowheader', { name: 'Sita Devi' })).closest('tr')!;
  expect(within(row).getByText('Pharmacy')).toBeTruthy();
  expect(calls.at(-1)?.url).toMatch(/\/api\/admin\/submissions$/);
  fireEvent.click(screen.getByRole('tab', { name: 'Pharmacy Requests' }));
  await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\?type=pharmacy$/));
});

it('keeps the enquiries (leads) tab: every kind, a kind filter, details', async () => {
  const calls = answerFetch({
    '/api/admin/pending-clinic-requests': () => ({ status: 200, body: consultationList([]) }),
    '/api/admin/enquiries': () => ({
      status: 200,
      body: { items: [enquiry], counts: enquiryCounts, nextCursor: 'cursor-2' },
    }),
  });
  renderPage(<App />, { path: '/admindash' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Enquiries' }));
  const row = (await screen.findByRole('rowheader', { name: 'Asha Rao' })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'View Details of Asha Rao' }));
  const dialog = await screen.findByRole('dialog', { name: 'Consultation request' });
  expect(within(dialog).getByText('Tooth ache')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'feedback' } });
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ravi' } });
  await waitFor(() =>
    expect(calls.at(-1)?.url).toMatch(/\/api\/admin\/enquiries\?search=ravi&kind=feedback$/),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\?search=ravi&kind=feedback&cursor=cursor-2$/));
});

it('logs out to /admin even when the server call fails', async () => {
  answerFetch({
    '/api/admin/pending-clinic-requests': () => ({ status: 200, body: consultationList([]) }),
    '/api/admin/logout': () => 'offline',
  });
  renderPage(<App />, { path: '/admindash' });
  fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  expect(useSession.getState().status).toBe('anonymous');
});
