/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Consultation, LoginResponse } from '@hp/contracts';
import { PAYMENT_LINK_MESSAGES, todayInIndia, addDays } from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, preloadPages, renderPage, type FakeAnswer } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';
import { I18nArea } from '../i18n';
import { ClinicRequests } from './ClinicDashPage';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.getState().signIn(clinicSession));
});
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const clinicSession: LoginResponse = {
  token: 'access-token',
  id: 'prv_1',
  role: '400',
  email: 'clinic@example.com',
  isApproved: true,
  status: 'approved',
  entityType: 'clinic',
  expiresIn: 900,
};

const CLINIC_ID = '0193a5b0-7e1a-7c3d-9f00-0000000c11c1';
const consultation = (overrides: Partial<Consultation>): Consultation => ({
  id: '0193a5b0-7e1a-7c3d-9f00-00000000c0c1',
  _id: '0193a5b0-7e1a-7c3d-9f00-00000000c0c1',
  fullName: 'Asha Verma',
  phoneNumber: '9876543210',
  purpose: 'Tooth pain on the lower left side',
  consultationTime: '2026-12-08 10:30 AM',
  date: '2026-12-08',
  time: '10:30 AM',
  dateTime: '2026-12-08T05:00:00.000Z',
  service: {
    id: CLINIC_ID,
    _id: CLINIC_ID,
    name: 'Smile Dental',
    location: 'Malad',
    address: '4, Link Road, Malad',
    phone: '9876500000',
    specializations: ['Dentistry'],
  },
  serviceType: 'Clinic',
  status: 'approved',
  alternativeTime: null,
  alternative: null,
  adminNote: null,
  patientId: '0193a5b0-7e1a-7c3d-9f00-00000000a001',
  decidedAt: '2026-12-01T05:00:00.000Z',
  paymentLinkId: null,
  paymentStatus: null,
  createdAt: '2026-12-01T04:00:00.000Z',
  ...overrides,
});

const asha = consultation({});
const ravi = consultation({
  id: '0193a5b0-7e1a-7c3d-9f00-00000000c0c2',
  _id: '0193a5b0-7e1a-7c3d-9f00-00000000c0c2',
  fullName: 'Ravi Shah',
  phoneNumber: '9123456780',
  purpose: 'Cleaning and a check-up',
  status: 'pending',
  paymentLinkId: 'pl_paid_1',
  paymentStatus: 'paid',
});

const listOf = (...consultations: Consultation[]): FakeAnswer => ({
  status: 200,
  body: { success: true, message: 'Consultations retrieved successfully', consultations, nextCursor: null },
});
const failure = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { message, code, correlationId: 'c-1' },
});

const location = () => screen.getByTestId('location').textContent;
const count = (testId: string) => screen.getByTestId(testId).textContent;
const cardOf = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;

function openDashboard(answers: Parameters<typeof answerFetch>[0]) {
  const calls = answerFetch(answers);
  renderPage(<App />, { path: '/clinicdash' });
  return calls;
}

it("says 'Loading dashboard...' until the requests arrive", () => {
  renderPage(
    <I18nArea>
      <ClinicRequests
        requests={undefined}
        actions={{ onDetails: jest.fn(), onGenerate: jest.fn(), onCheckStatus: jest.fn() }}
      />
    </I18nArea>,
  );
  expect(screen.getByText('Loading dashboard...').getAttribute('role')).toBe('status');
});

it("lists only what my-patients answers, with the counters, the badges and each request's facts", async () => {
  const calls = openDashboard({ '/api/clinic/my-patients': () => listOf(asha, ravi) });
  expect(await screen.findByRole('heading', { name: 'Pending Admission Requests (2)' })).toBeTruthy();
  expect(calls[0]?.url).toMatch(/\/api\/clinic\/my-patients\?limit=50$/);
  expect(count('pending-count')).toBe('2');
  expect(count('paid-count')).toBe('1');

  const first = within(cardOf('Asha Verma'));
  expect(first.getByText('9876543210')).toBeTruthy();
  expect(first.getByText('Tooth pain on the lower left side')).toBeTruthy();
  expect(first.getByText('Clinic')).toBeTruthy();
  expect(first.getByText('Approved')).toBeTruthy();
  // No link yet: no payment badge on the card.
  expect(first.queryByText(/^Payment/)).toBeNull();
  for (const name of ['Generate Payment Link', 'Check Payment Status', 'View Details'])
    expect(first.getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();

  const second = within(cardOf('Ravi Shah'));
  expect(second.getByText('Pending')).toBeTruthy();
  expect(second.getByText('Paid')).toBeTruthy();
});

it("shows the spec's empty text when the clinic has no requests", async () => {
  openDashboard({ '/api/clinic/my-patients': () => listOf() });
  expect(await screen.findByText('No pending admission requests')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Pending Admission Requests (0)' })).toBeTruthy();
});

it("says 'Failed to fetch pending requests' when the list cannot be read", async () => {
  openDashboard({
    '/api/clinic/my-patients': () => failure(403, 'AUTH.FORBIDDEN', 'Only clinics have patients here.'),
  });
  expect((await screen.findAllByText('Failed to fetch pending requests')).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

it('the details dialog shows every field, payment pending by default, and leads to the link dialog', async () => {
  openDashboard({ '/api/clinic/my-patients': () => listOf(asha, ravi) });
  fireEvent.click(await screen.findByRole('button', { name: 'View Details of Asha Verma' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Request Details' }));
  for (const label of [
    'Name',
    'Phone',
    'Purpose',
    'Service Type',
    'Consultation Time',
    'Status',
    'Payment Status',
  ])
    expect(dialog.getByText(label)).toBeTruthy();
  expect(dialog.getByText('2026-12-08 10:30 AM')).toBeTruthy();
  expect(dialog.getByText('Payment pending')).toBeTruthy();
  expect(dialog.queryByText('Payment Link ID')).toBeNull();
  fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Details' })).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: 'View Details of Ravi Shah' }));
  const paid = within(screen.getByRole('dialog', { name: 'Request Details' }));
  expect(paid.getByText('pl_paid_1')).toBeTruthy();
  expect(paid.getByText('Paid')).toBeTruthy();
  fireEvent.click(paid.getByRole('button', { name: 'Generate Payment Link' }));
  expect(await screen.findByRole('dialog', { name: 'Generate Payment Link for Ravi Shah' })).toBeTruthy();
});

describe('Generate Payment Link', () => {
  const created = {
    success: true,
    message: 'Payment link created',
    payment_link: 'https://pay.example/link/pl_new_1',
    payment_link_id: 'pl_new_1',
    status: 'pending',
    expire_by: '2026-12-31T18:29:59.000Z',
  };

  async function openDialog(answers: Parameters<typeof answerFetch>[0] = {}) {
    const calls = openDashboard({ '/api/clinic/my-patients': () => listOf(asha), ...answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Payment Link for Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Payment Link for Asha Verma' });
    return { calls, dialog: within(dialog) };
  }

  const fill = (
    dialog: { getByLabelText: (label: RegExp) => HTMLElement },
    values: Record<string, string>,
  ) => {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(dialog.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  };

  it("has the spec's fields and defaults, and Generate waits for an amount of ₹1, e-mail, phone and a method", async () => {
    const { dialog } = await openDialog();
    const expiry = dialog.getByLabelText<HTMLInputElement>('Expiry Date');
    expect(expiry.value).toBe(addDays(todayInIndia(), 30));
    expect(expiry.min).toBe(todayInIndia());
    expect(expiry.max).toBe(addDays(todayInIndia(), 180));
    expect(dialog.getByText('Maximum 180 days from today')).toBeTruthy();
    const amount = dialog.getByLabelText<HTMLInputElement>(/^Amount \(INR\)/);
    expect([amount.type, amount.step, amount.min]).toEqual(['number', '0.01', '1']);
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Description').placeholder).toBe(
      'Clinic consultation for Asha Verma',
    );
    expect(dialog.getByLabelText<HTMLInputElement>(/^Phone/).placeholder).toBe('+91 9876543210');
    expect(dialog.getByLabelText<HTMLInputElement>('Product/Service Name').placeholder).toBe(
      'Medical Services',
    );
    const category = dialog.getByLabelText<HTMLSelectElement>('Category');
    expect(category.value).toBe('Healthcare');
    expect([...category.options].map((option) => option.value)).toEqual([
      'Healthcare',
      'Medical',
      'Consultation',
      'Treatment',
      'Medicine',
      'Other',
    ]);
    const methods = ['CARD', 'UPI', 'NETBANKING', 'WALLET', 'POINTS', 'CREDIT_EMI', 'DEBIT_EMI'];
    expect(methods.map((method) => dialog.getByLabelText<HTMLInputElement>(method).checked)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);

    const generate = () => dialog.getByRole<HTMLButtonElement>('button', { name: 'Generate Payment Link' });
    expect(generate().disabled).toBe(true);
    fill(dialog, { Amount: '0.5', Email: 'asha@example.com', Phone: '+91 98765 43210' });
    await waitFor(() => expect(generate().disabled).toBe(true));
    fill(dialog, { Amount: '1' });
    await waitFor(() => expect(generate().disabled).toBe(false));
    fireEvent.click(dialog.getByLabelText('CARD'));
    fireEvent.click(dialog.getByLabelText('UPI'));
    await waitFor(() => expect(generate().disabled).toBe(true));
  });

  it('sends the request, shows the link and copies it to the clipboard; the card shows payment pending', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls, dialog } = await openDialog({
      '/api/payment/create-link': () => ({ status: 200, body: created }),
    });
    fill(dialog, {
      Amount: '750.50',
      Email: 'asha@example.com',
      Phone: '+91 98765 43210',
      'Product/Service Name': 'Root Canal',
    });
    fireEvent.click(dialog.getByLabelText('NETBANKING'));
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Payment Link' }));

    expect((await screen.findAllByText('Payment Link Generated')).length).toBeGreaterThan(0);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://pay.example/link/pl_new_1'));
    const sent = calls.find((call) => call.url.endsWith('/api/payment/create-link'));
    expect(sent?.body).toMatchObject({
      amount: { value: 75_050, currency: 'INR' },
      allowed_payment_methods: ['CARD', 'UPI', 'NETBANKING'],
      customer: {
        email_id: 'asha@example.com',
        mobile_number: '9876543210',
        first_name: 'Asha',
        last_name: 'Verma',
        customer_id: asha.id,
        country_code: '91',
      },
      merchant_metadata: {
        requestId: asha.id,
        clinicId: CLINIC_ID,
        entityType: 'clinic',
        serviceType: 'Clinic',
      },
      product_details: [{ product_code: 'root_canal', product_amount: { value: 75_050, currency: 'INR' } }],
    });
    expect((sent?.body as { expire_by: string }).expire_by).toMatch(/T18:29:59\.000Z$/);

    expect(
      (await screen.findAllByText('The payment link has been copied to the clipboard.')).length,
    ).toBeGreaterThan(0);
    expect(dialog.getByLabelText<HTMLInputElement>('Payment link').value).toBe(
      'https://pay.example/link/pl_new_1',
    );
    expect(dialog.getByText('Payment Link ID: pl_new_1')).toBeTruthy();
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(within(cardOf('Asha Verma')).getByText('Payment pending')).toBeTruthy());
  });

  it('says to copy the link by hand where the browser allows no clipboard', async () => {
    const { dialog } = await openDialog({
      '/api/payment/create-link': () => ({ status: 200, body: created }),
    });
    fill(dialog, { Amount: '500', Email: 'asha@example.com', Phone: '9876543210' });
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Payment Link' }));
    expect(
      (await screen.findAllByText('Copy the link below and send it to the patient.')).length,
    ).toBeGreaterThan(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('The browser did not allow copying. Select the link and copy it.'),
    ).toBeTruthy();
  });

  it("refuses a wrong form with the spec's toast and the field's message, sending nothing", async () => {
    const { calls, dialog } = await openDialog();
    fill(dialog, { Amount: '500', Email: 'not an address', Phone: '9876543210' });
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Missing Customer Info')).toBeTruthy();
    expect(dialog.getAllByText(PAYMENT_LINK_MESSAGES.customer).length).toBeGreaterThan(0);

    fill(dialog, { Email: 'asha@example.com', 'Expiry Date': '2020-01-01' });
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Invalid Expiry Date')).toBeTruthy();
    expect(dialog.getAllByText(PAYMENT_LINK_MESSAGES.expiryPast).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.url.endsWith('/api/payment/create-link'))).toHaveLength(0);
  });

  it("shows the server's refusal as 'Payment Link Error', and Cancel clears the form", async () => {
    const { dialog } = await openDialog({
      '/api/payment/create-link': () => failure(404, 'PAYMENT.NOT_FOUND', 'Consultation not found.'),
    });
    fill(dialog, { Amount: '500', Email: 'asha@example.com', Phone: '9876543210' });
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Payment Link Error')).toBeTruthy();
    expect(screen.getByText('Consultation not found.')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Generate Payment Link for Asha Verma' }));
    const again = within(await screen.findByRole('dialog', { name: 'Generate Payment Link for Asha Verma' }));
    expect(again.getByLabelText<HTMLInputElement>(/^Amount/).value).toBe('');
  });

  it("says 'Invalid response format from payment gateway' for an answer without the link", async () => {
    const { dialog } = await openDialog({
      '/api/payment/create-link': () => ({ status: 200, body: { success: true } }),
    });
    fill(dialog, { Amount: '500', Email: 'asha@example.com', Phone: '9876543210' });
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Invalid response format from payment gateway')).toBeTruthy();
  });
});

describe('Check Payment Status', () => {
  const withLink = consultation({ paymentLinkId: 'pl_1', paymentStatus: 'pending' });
  const check = async (answer: FakeAnswer) => {
    const calls = openDashboard({
      '/api/clinic/my-patients': () => listOf(withLink),
      '/api/payment/payment-status/pl_1': () => answer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check Payment Status for Asha Verma' }));
    return calls;
  };

  it('asks by the payment link id and shows the answer on the card and the counter', async () => {
    const calls = await check({
      status: 200,
      body: {
        success: true,
        status: 'paid',
        payment_link_id: 'pl_1',
        payment_link: 'https://pay.example/link/pl_1',
        consultationId: withLink.id,
        amount: { value: 50_000, currency: 'INR' },
        expire_by: '2026-12-31T18:29:59.000Z',
        updatedAt: '2026-12-02T05:00:00.000Z',
      },
    });
    expect(await screen.findByText('Payment status: Paid')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/api/payment/payment-status/pl_1'))).toBe(true);
    expect(within(cardOf('Asha Verma')).getByText('Paid')).toBeTruthy();
    expect(count('paid-count')).toBe('1');
  });

  it.each([
    [404, 'PAYMENT.NOT_FOUND', 'Payment Link Not Found', 'Please check the payment link ID.'],
    [503, 'UPSTREAM.UNAVAILABLE', 'Server Error', 'Please try again later.'],
    [400, 'VALIDATION.FAILED', 'Error', 'Not a payment link id'],
  ])('answers %i with the spec toast %s', async (status, code, title, message) => {
    await check(failure(status, code, 'Not a payment link id'));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(location()).toBe('/clinicdash');
  });

  it("answers 401 with 'Authentication Error' and goes to the login", async () => {
    await check(failure(401, 'AUTH.UNAUTHENTICATED', 'Please log in'));
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect(screen.getByText('Please login again')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/cliniclog'));
  });

  it('says there is no link yet for a request without one', async () => {
    const calls = openDashboard({ '/api/clinic/my-patients': () => listOf(asha) });
    fireEvent.click(await screen.findByRole('button', { name: 'Check Payment Status for Asha Verma' }));
    expect(await screen.findByText('No Payment Link')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('payment-status'))).toHaveLength(0);
  });
});
