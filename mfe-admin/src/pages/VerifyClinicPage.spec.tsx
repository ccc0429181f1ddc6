/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@hp/shell-sdk';
import { fakeFetch, jsonBodyOf, preloadPages, renderPage, urlOf } from '@hp/shell-sdk/testing';
import { INDIAN_STATES, type ProviderDetail } from '@hp/contracts';
import App from '../App';
import { pages } from '../pages';
import { adminLogin, detailOf, pharmacy, PROVIDER_ID, providerList } from '../test/fixtures';
import { STATE_LABEL } from './labels';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.getState().signIn(adminLogin));
});

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The verification calls answered from `provider` (what the server would hold), recording what was sent. */
function serve(provider: ProviderDetail, decide?: () => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  let current = provider;
  const fetchMock = fakeFetch({
    '/api/admin/providers': {
      status: 200,
      body: providerList([{ ...pharmacy, status: provider.status }], 'next-1'),
    },
    [`/api/admin/providers/${PROVIDER_ID}`]: () => ({ status: 200, body: current }),
    [`/api/admin/providers/${PROVIDER_ID}/review`]: (init) => {
      if (init.method === 'PUT') {
        const review = jsonBodyOf(init) as ProviderDetail['review'];
        current = {
          ...current,
          review: { ...review, updatedAt: '2026-11-25T10:02:00.000Z', updatedBy: 'adm_1' },
        };
      }
      return { status: 200, body: current };
    },
    [`/api/admin/verify/pharmacy/${PROVIDER_ID}`]: () => decide?.() ?? { status: 500, body: {} },
  });
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url: urlOf(input), body: jsonBodyOf(init) });
    return fetchMock(input, init);
  };
  return sent;
}

async function openReviewOf(name: string) {
  renderPage(<App />, { path: '/verifyclinic' });
  const row = (await screen.findByRole('rowheader', { name })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: `Review ${name}` }));
  return screen.findByRole('dialog', { name: `Review ${name}` });
}

/** The Clinic Details tab's value for a label. */
const detailValue = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const verificationTab = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Verification' }));
  return within(dialog).findByRole('tabpanel', { name: 'Verification' });
};

it('shows the five counters, the table and the keyset pager', async () => {
  const sent = serve(detailOf());
  renderPage(<App />, { path: '/verifyclinic' });
  expect(await screen.findByRole('rowheader', { name: 'Care Pharmacy' })).toBeTruthy();
  const counters = screen.getByText('Under Review', { selector: 'dt' }).closest('dl')!;
  expect([...counters.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['7', '3', '1', '2', '1']);
  expect(screen.getByRole('link', { name: 'User Verification' }).getAttribute('href')).toBe('/admindash');

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(sent.some((call) => call.url.includes('cursor=next-1'))).toBe(true));
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
  await waitFor(() => expect(sent.at(-1)?.url).toMatch(/\/api\/admin\/providers\?status=pending$/));
});

it('opens the review on the server, and shows the details, the licence image and the audit trail', async () => {
  const sent = serve(detailOf());
  const dialog = await openReviewOf('Care Pharmacy');
  expect(await within(dialog).findByText('care.pharmacy@example.com')).toBeTruthy();
  expect(sent.find((call) => call.url.endsWith('/review'))?.method).toBe('POST');
  expect(within(dialog).getByText('Number of pharmacists')).toBeTruthy();
  expect(detailValue(dialog, 'State')).toBe('Maharashtra');
  expect(detailValue(dialog, 'HFR ID')).toBe('–');

  fireEvent.click(within(dialog).getByRole('tab', { name: 'Documents' }));
  const licence = within(dialog).getByRole<HTMLImageElement>('img', {
    name: 'Licence proof of Care Pharmacy',
  });
  expect(licence.src).toBe('http://127.0.0.1:9000/hp-private/licences/abc?X-Amz-Signature=1');

  const panel = await verificationTab(dialog);
  expect(within(panel).getByText(/Review opened \(Pending → Under Review\) by adm_1/)).toBeTruthy();
});

it("shows the provider's state by name and its HFR ID in the Clinic Details tab", async () => {
  serve(detailOf({ entityType: 'clinic', state: 'IN-DH', hfrId: 'IN2910000456' }));
  const dialog = await openReviewOf('Care Pharmacy');
  await within(dialog).findByText('care.pharmacy@example.com');
  expect(detailValue(dialog, 'State')).toBe('Dadra and Nagar Haveli and Daman and Diu');
  expect(detailValue(dialog, 'HFR ID')).toBe('IN2910000456');
});

it('shows a dash for the state and HFR ID of a provider who registered before they were asked', async () => {
  serve(detailOf({ state: null, hfrId: null }));
  const dialog = await openReviewOf('Care Pharmacy');
  await within(dialog).findByText('care.pharmacy@example.com');
  expect(detailValue(dialog, 'State')).toBe('–');
  expect(detailValue(dialog, 'HFR ID')).toBe('–');
});

it("names the states as the contracts do (the catalogue's English texts)", () => {
  expect(Object.fromEntries(Object.entries(STATE_LABEL).map(([code, text]) => [code, text.id]))).toEqual(
    Object.fromEntries(Object.entries(INDIAN_STATES).map(([code, state]) => [code, state.name])),
  );
});

it('shows a PDF licence as a link', async () => {
  serve(detailOf({ licence: { ...detailOf().licence!, kind: 'pdf', fileName: 'licence.pdf' } }));
  const dialog = await openReviewOf('Care Pharmacy');
  await within(dialog).findByText('care.pharmacy@example.com');
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Documents' }));
  expect(within(dialog).getByRole('link', { name: 'Open the licence (PDF)' }).getAttribute('href')).toContain(
    'X-Amz-Signature',
  );
  expect(within(dialog).queryByRole('img')).toBeNull();
});

it('saves the checklist and the review notes', async () => {
  const sent = serve(detailOf());
  const dialog = await openReviewOf('Care Pharmacy');
  await within(dialog).findByText('care.pharmacy@example.com');
  const panel = await verificationTab(dialog);
  fireEvent.click(within(panel).getByRole('checkbox', { name: 'The licence proof is valid and readable' }));
  fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone and e-mail were verified' }));
  fireEvent.change(within(panel).getByLabelText('Review notes'), { target: { value: 'Called the owner.' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Save Review' }));

  await waitFor(() => expect(sent.find((call) => call.method === 'PUT')).toBeTruthy());
  expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
    checklist: { licenceValid: true, detailsMatch: false, contactVerified: true, servicesConfirmed: false },
    notes: 'Called the owner.',
  });
  expect(await within(panel).findByText(/^Saved /)).toBeTruthy();
});

it('offers Approve and Reject while under review, and approves', async () => {
  const approved = detailOf({ status: 'approved' });
  const sent = serve(detailOf(), () => ({
    status: 200,
    body: { message: 'Pharmacy has been approved successfully.', provider: approved },
  }));
  const dialog = await openReviewOf('Care Pharmacy');
  await within(dialog).findByText('care.pharmacy@example.com');
  const panel = await verificationTab(dialog);
  fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Pharmacy approved')).toBeTruthy();
  expect(screen.getByText('Pharmacy has been approved successfully.')).toBeTruthy();
  expect(sent.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'approved' });
  // Decided: the buttons are gone.
  await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull());
  expect(within(panel).queryByRole('button', { name: 'Reject' })).toBeNull();
});

it('offers no decision on a provider already decided', async () => {
  serve(detailOf({ status: 'rejected' }));
  const dialog = await openReviewOf('Care Pharmacy');
  await within(dialog).findByText('care.pharmacy@example.com');
  const panel = await verificationTab(dialog);
  expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(within(panel).queryByRole('button', { name: 'Reject' })).toBeNull();
  expect(
    within(panel).getByText('This provider is Rejected: it can no longer be approved or rejected.'),
  ).toBeTruthy();
});

it('shows the 409 clearly when another admin decided first, and the provider as it now is', async () => {
  const message =
    'This provider is already approved; only a pending or under-review provider can be approved or rejected.';
  const provider = detailOf();
  serve(provider, () => ({
    status: 409,
    body: { message, code: 'VERIFICATION.DECISION_NOT_ALLOWED', correlationId: 'c-9' },
  }));
  const dialog = await openReviewOf('Care Pharmacy');
  await within(dialog).findByText('care.pharmacy@example.com');
  const panel = await verificationTab(dialog);
  fireEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
  const alert = await within(panel).findByRole('alert');
  expect(alert.textContent).toContain('This provider can no longer be decided');
  expect(alert.textContent).toContain(message);
});

it('closes the modal with Close and gives the focus back to the Review button', async () => {
  serve(detailOf());
  renderPage(<App />, { path: '/verifyclinic' });
  const review = await screen.findByRole('button', { name: 'Review Care Pharmacy' });
  review.focus();
  fireEvent.click(review);
  const dialog = await screen.findByRole('dialog', { name: 'Review Care Pharmacy' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(document.activeElement).toBe(review);
});
