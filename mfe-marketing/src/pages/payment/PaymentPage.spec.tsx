/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocale, useSession } from '@hp/shell-sdk';
import { paymentRoutes } from '@hp/contracts';
import { answerFetch } from '@hp/shell-sdk/testing';
import { field, fillIn, renderPage } from '../../test/renderPage';
import { browserNavigation } from '../../api/payment';
import { catalogueAnswer, PAYMENT_CATALOGUE } from './paymentCatalogue.fixture';

const renderPayment = (path = '/payment') => renderPage(path, { level: 1, name: 'Online Payment' });

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const redBox = () => screen.getByRole('alert');
const panelTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const progress = () => screen.getByRole('progressbar');

const PATIENT = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  address: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400002',
};

function fillPatient(patient = PATIENT) {
  fillIn(/^First Name/, patient.firstName);
  fillIn(/^Last Name/, patient.lastName);
  fillIn(/^Email Address/, patient.email);
  fillIn(/^Mobile Number/, patient.mobile);
  fillIn(/^Address/, patient.address);
  fillIn(/^City/, patient.city);
  fillIn(/^State/, patient.state);
  fillIn(/^Pincode/, patient.pincode);
}

/** Fills steps 1 and 2 validly and arrives at step 3. */
async function toConfirmation(service = 'root-canal', amount?: string) {
  fillPatient();
  press('Next');
  await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
  fillIn(/^Service/, service);
  if (amount !== undefined) fillIn(/^Amount/, amount);
  fillIn(/^Notes/, 'Second sitting');
  press('Next');
  await screen.findByRole('heading', { level: 2, name: 'Order Summary' });
}

const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox'));

let navigatedTo: string[] = [];
const realAssign = browserNavigation.assign;
beforeEach(() => {
  answerFetch(catalogueAnswer);
  navigatedTo = [];
  browserNavigation.assign = (url: string) => {
    navigatedTo.push(url);
  };
});
afterEach(() => {
  browserNavigation.assign = realAssign;
  cleanup();
});

describe('payment wizard: texts and steps', () => {
  beforeEach(() => renderPayment());

  it("shows the spec's texts: step titles, the first panel, 1/3, a link home and the SSL note", () => {
    const steps = within(screen.getByRole('list', { name: 'Payment steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Patient Details',
      '2Payment Details',
      '3Confirmation',
    ]);
    expect(steps.getByText('Patient Details').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(panelTitle()).toBe('Patient Information');
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 1 of 3: Patient Details');
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Your payment is secured with 256-bit SSL encryption.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('labels every field of step 1, the country INDIA by default', () => {
    for (const label of [/^First Name/, /^Last Name/, /^Email Address/, /^Mobile Number/]) {
      expect(field(label).required).toBe(true);
    }
    for (const label of [/^Address/, /^City/, /^State/, /^Pincode/])
      expect(field(label).required).toBe(false);
    const country = field<HTMLSelectElement>(/^Country/);
    expect(country.value).toBe('INDIA');
    expect(Array.from(country.options).map((option) => [option.value, option.text])).toEqual([
      ['INDIA', 'India'],
      ['USA', 'USA'],
      ['UK', 'UK'],
      ['CANADA', 'Canada'],
    ]);
  });

  it("says step 1's problems one at a time in the red box, and stays on step 1", async () => {
    press('Next');
    expect(redBox().textContent).toBe('First name and last name are required');
    expect(panelTitle()).toBe('Patient Information');
    expect(field(/^First Name/).getAttribute('aria-invalid')).toBe('true');

    fillIn(/^First Name/, '  Asha ');
    fillIn(/^Last Name/, '   ');
    press('Next');
    expect(redBox().textContent).toBe('First name and last name are required');

    fillIn(/^Last Name/, 'Verma');
    fillIn(/^Email Address/, 'asha@');
    press('Next');
    expect(redBox().textContent).toBe('Please enter a valid email address');

    fillIn(/^Email Address/, 'asha@example.com');
    for (const wrong of ['', '98765', '5876543210', '98765432101', '98765abcde']) {
      fillIn(/^Mobile Number/, wrong);
      press('Next');
      expect(redBox().textContent).toBe('Please enter a valid 10-digit mobile number');
    }
    expect(panelTitle()).toBe('Patient Information');

    // Address, city, state and pincode are optional.
    fillIn(/^Mobile Number/, '6123456789');
    press('Next');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment Information' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 2 of 3: Payment Details');
  });

  it('clears the red box as soon as any field is edited', () => {
    press('Next');
    expect(redBox()).toBeTruthy();
    fillIn(/^City/, 'Pune');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field(/^First Name/).getAttribute('aria-invalid')).toBeNull();
  });

  it("lists the catalogue's services with their prices; a catalogue service fills and locks the amount", async () => {
    fillPatient();
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    const service = field<HTMLSelectElement>(/^Service/);
    expect(Array.from(service.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'Select a service'],
      ['dental-checkup', 'Dental Checkup – ₹500'],
      ['root-canal', 'Root Canal Treatment – ₹5,000'],
      ['teeth-whitening', 'Teeth Whitening – ₹3,000'],
      ['teeth-cleaning', 'Professional Cleaning – ₹1,500'],
      ['orthodontics', 'Orthodontic Treatment – ₹15,000'],
      ['extraction', 'Tooth Extraction – ₹2,000'],
      ['custom', 'Custom Amount'],
      ['membership-annual', 'Annual Membership – ₹2,000'],
    ]);
    expect(service.options.length - 1).toBe(PAYMENT_CATALOGUE.services.length);

    // None chosen: the amount is open.
    expect(field(/^Amount/).readOnly).toBe(false);
    for (const entry of PAYMENT_CATALOGUE.services) {
      fillIn(/^Service/, entry.value);
      if (entry.priceRupees === null) continue;
      expect(field(/^Amount/).value).toBe(String(entry.priceRupees));
      expect(field(/^Amount/).readOnly).toBe(true);
    }
    fillIn(/^Service/, 'custom');
    expect(field(/^Amount/).readOnly).toBe(false);
    fillIn(/^Amount/, '750');
    expect(field(/^Amount/).value).toBe('750');
    fillIn(/^Service/, 'orthodontics');
    expect(field(/^Amount/).value).toBe('15000');
  });

  it("says step 2's problems in the red box: a service, then an amount of at least ₹100", async () => {
    fillPatient();
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    press('Next');
    expect(redBox().textContent).toBe('Please select a service');
    fillIn(/^Service/, 'custom');
    expect(screen.queryByRole('alert')).toBeNull();
    press('Next');
    expect(redBox().textContent).toBe('Please enter a valid amount (minimum ₹100)');
    fillIn(/^Amount/, '99');
    press('Next');
    expect(redBox().textContent).toBe('Please enter a valid amount (minimum ₹100)');
    expect(field(/^Amount/).getAttribute('aria-invalid')).toBe('true');
    fillIn(/^Amount/, '100');
    press('Next');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order Summary' })).toBeTruthy();
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('goes back from 3 to 2 and from 2 to 1, keeping every value', async () => {
    await toConfirmation('teeth-whitening');
    press('Back');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment Information' })).toBeTruthy();
    expect(field<HTMLSelectElement>(/^Service/).value).toBe('teeth-whitening');
    expect(field(/^Amount/).value).toBe('3000');
    expect(field<HTMLTextAreaElement>(/^Notes/).value).toBe('Second sitting');
    press('Back');
    expect(await screen.findByRole('heading', { level: 2, name: 'Patient Information' })).toBeTruthy();
    expect(field(/^First Name/).value).toBe('Asha');
    expect(field(/^Mobile Number/).value).toBe('9876543210');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('moves the focus to the new panel title (announcing the step)', async () => {
    fillPatient();
    press('Next');
    const title = await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('shows the order summary with the total, and needs the terms ticked', async () => {
    const calls = answerFetch({});
    await toConfirmation('custom', '1234.5');
    const summary = screen.getByRole('form', { name: 'Order Summary' });
    const text = summary.textContent ?? '';
    for (const part of [
      'Asha Verma',
      'asha@example.com',
      '9876543210',
      '12 Marine Drive, Mumbai, Maharashtra, 400002, India',
      'Custom Amount',
      'Second sitting',
      'Total Amount',
      '₹1,234.5',
    ]) {
      expect(text).toContain(part);
    }
    const terms = screen.getByRole<HTMLInputElement>('checkbox', {
      name: /I agree to the Terms and Conditions/,
    });
    expect(within(summary).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/privacypolicy#terms',
    );
    expect(terms.checked).toBe(false);
    press('Proceed to Payment');
    expect(redBox().textContent).toBe('Please accept the terms and conditions');
    expect(calls).toEqual([]);
    acceptTerms();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('payment wizard: proceed to payment', () => {
  beforeEach(() => renderPayment());

  const values = () => {
    press('Back');
    press('Back');
    return {
      firstName: field(/^First Name/).value,
      lastName: field(/^Last Name/).value,
      email: field(/^Email Address/).value,
      mobile: field(/^Mobile Number/).value,
      address: field(/^Address/).value,
      city: field(/^City/).value,
      state: field(/^State/).value,
      pincode: field(/^Pincode/).value,
    };
  };

  it("sends the spec's checkout body, reads Processing... while it runs, then goes to the gateway's page", async () => {
    let answer: (value: void) => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = answerFetch({
      [paymentRoutes.paymentCheckout.path]: () => ({
        status: 200,
        body: {
          status: 'success',
          data: { redirect_url: 'https://plural.example/checkout?token=t1', order_reference: 'HP1' },
          message: 'Checkout created',
        },
      }),
    });
    const recordingFetch = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      const result = recordingFetch(...args);
      await answered;
      return result;
    };
    await toConfirmation('root-canal');
    acceptTerms();
    press('Proceed to Payment');

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Order Summary' }));
    answer();
    await waitFor(() => expect(navigatedTo).toEqual(['https://plural.example/checkout?token=t1']));

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/payment/checkout');
    const body = call?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      service: 'root-canal',
      order_amount: { value: 500000, currency: 'INR' },
      pre_auth: false,
      allowed_payment_methods: ['CARD', 'UPI', 'NETBANKING', 'WALLET'],
      notes: 'Second sitting',
      purchase_details: {
        customer: {
          email_id: 'asha@example.com',
          first_name: 'Asha',
          last_name: 'Verma',
          mobile_number: '9876543210',
          billing_address: {
            address1: '12 Marine Drive',
            pincode: '400002',
            city: 'Mumbai',
            state: 'Maharashtra',
            country: 'INDIA',
          },
        },
      },
    });
    expect(body.merchant_order_reference).toMatch(/^HP\d+$/);
  });

  it("sends the spec's billing defaults for the optional fields left empty", async () => {
    const calls = answerFetch({
      [paymentRoutes.paymentCheckout.path]: () => ({
        status: 200,
        body: {
          status: 'success',
          data: { redirect_url: 'https://plural.example/checkout?token=t2', order_reference: 'HP2' },
          message: 'ok',
        },
      }),
    });
    fillPatient({ ...PATIENT, address: '', city: '', state: '', pincode: '' });
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    fillIn(/^Service/, 'dental-checkup');
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Order Summary' });
    acceptTerms();
    press('Proceed to Payment');
    await waitFor(() => expect(navigatedTo).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      order_amount: { value: 50000, currency: 'INR' },
      purchase_details: {
        customer: {
          billing_address: {
            address1: 'Not provided',
            pincode: '400001',
            city: 'Mumbai',
            state: 'Maharashtra',
          },
        },
      },
    });
  });

  it('says why when the server refuses, and keeps every field filled', async () => {
    answerFetch({
      [paymentRoutes.paymentCheckout.path]: () => ({
        status: 502,
        body: { message: 'The payment gateway did not answer.', code: 'INTERNAL', correlationId: 'c-1' },
      }),
    });
    await toConfirmation('root-canal');
    acceptTerms();
    press('Proceed to Payment');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment initialization failed: The payment gateway did not answer.',
    );
    expect(navigatedTo).toEqual([]);
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(values()).toEqual(PATIENT);
  });

  it('says Unknown error when the answer has no redirect address and no message', async () => {
    answerFetch({
      [paymentRoutes.paymentCheckout.path]: () => ({ status: 200, body: { status: 'failed', data: {} } }),
    });
    await toConfirmation('root-canal');
    acceptTerms();
    press('Proceed to Payment');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment initialization failed: Unknown error',
    );
    expect(navigatedTo).toEqual([]);
  });

  it('says Network error when there is no answer (offline or timed out), and keeps every field filled', async () => {
    answerFetch({ [paymentRoutes.paymentCheckout.path]: () => 'offline' });
    await toConfirmation('root-canal');
    acceptTerms();
    press('Proceed to Payment');
    expect((await screen.findByRole('alert')).textContent).toBe('Network error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(false);

    // A timeout reads the same.
    globalThis.fetch = () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    acceptTerms();
    acceptTerms();
    press('Proceed to Payment');
    expect((await screen.findByRole('alert')).textContent).toBe('Network error occurred. Please try again.');
    expect(values()).toEqual(PATIENT);
  });
});

describe('payment wizard: one order per submit (Idempotency-Key)', () => {
  beforeEach(() => renderPayment());

  /** The Idempotency-Key and body of each checkout call, recorded beside the page's answers. */
  function recordKeys(answers: Parameters<typeof answerFetch>[0]) {
    const calls = answerFetch(answers);
    const sent: { key: string | undefined; body: unknown }[] = [];
    const answering = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({
        key: headers['Idempotency-Key'],
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return answering(input, init);
    };
    return { calls, sent };
  }

  it('sends a retry after no answer with the same key and body, and a new key once a field changed', async () => {
    let offline = true;
    const { sent } = recordKeys({
      [paymentRoutes.paymentCheckout.path]: () =>
        offline
          ? 'offline'
          : {
              status: 200,
              body: {
                status: 'success',
                data: { redirect_url: 'https://plural.example/checkout?token=t3', order_reference: 'HP3' },
                message: 'ok',
              },
            },
    });
    await toConfirmation('root-canal');
    acceptTerms();
    press('Proceed to Payment');
    await screen.findByText('Network error occurred. Please try again.');
    press('Proceed to Payment');
    await waitFor(() => expect(sent).toHaveLength(2));
    await screen.findByText('Network error occurred. Please try again.');
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toEqual(sent[0]);

    // A changed form is another order.
    press('Back');
    fillIn(/^Notes/, 'Third sitting');
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Order Summary' });
    offline = false;
    press('Proceed to Payment');
    await waitFor(() => expect(navigatedTo).toEqual(['https://plural.example/checkout?token=t3']));
    expect(sent).toHaveLength(3);
    expect(sent[2]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it('uses a new key after the server answered with a refusal', async () => {
    const { sent } = recordKeys({
      [paymentRoutes.paymentCheckout.path]: () => ({
        status: 502,
        body: { message: 'Gateway unavailable', code: 'INTERNAL', correlationId: 'c' },
      }),
    });
    await toConfirmation('root-canal');
    acceptTerms();
    press('Proceed to Payment');
    await screen.findByText('Payment initialization failed: Gateway unavailable');
    press('Proceed to Payment');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});

describe('payment wizard: a chosen service in the link, and Hindi', () => {
  afterEach(() => act(() => useLocale.getState().setLocale('en')));

  it('starts with the service of ?service= and its price', async () => {
    await renderPayment('/payment?service=membership-annual');
    fillPatient();
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    expect(field<HTMLSelectElement>(/^Service/).value).toBe('membership-annual');
    expect(field(/^Amount/).value).toBe('2000');
    expect(field(/^Amount/).readOnly).toBe(true);
  });

  it('shows the wizard, its choices and its messages in Hindi', async () => {
    await renderPayment();
    await act(async () => {
      useLocale.getState().setLocale('hi');
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑनलाइन भुगतान' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'मरीज़ की जानकारी' })).toBeTruthy();
    expect(screen.getByText('भुगतान का विवरण')).toBeTruthy();
    expect(screen.getByText('आपका भुगतान 256-बिट SSL एन्क्रिप्शन से सुरक्षित है।')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'भारत' })).toHaveProperty('value', 'INDIA');
    fireEvent.click(screen.getByRole('button', { name: 'आगे' }));
    expect(screen.getByRole('alert').textContent).toBe('पहला नाम और उपनाम ज़रूरी हैं');

    // The red box follows a language switch.
    await act(async () => {
      useLocale.getState().setLocale('en');
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('First name and last name are required'),
    );
  });
});

describe('payment wizard: the annual membership', () => {
  const MEMBERSHIP = '/payment?service=membership-annual';
  const OWNER_NOTE =
    'The membership belongs to the e-mail address you pay with: sign in with that address to see it in your account.';
  // 20:00 UTC is 01:30 the next day in India.
  const membership = { activeUntil: '2027-11-22T20:00:00.000Z', memberSince: '2026-11-22T20:00:00.000Z' };
  const signInPatient = (role: '300' | '400' = '300') =>
    act(() =>
      useSession.getState().signIn({
        token: 't',
        id: `usr_${role}`,
        role,
        email: 'ravi@example.com',
        isApproved: true,
        status: 'approved',
        expiresIn: 900,
      }),
    );

  afterEach(() => {
    act(() => {
      useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null });
      useLocale.getState().setLocale('en');
    });
  });

  it("fills in a signed-in patient's e-mail and says the membership belongs to the e-mail paid with", async () => {
    answerFetch({ ...catalogueAnswer, '/api/user/membership': () => ({ status: 200, body: { membership: null } }) });
    signInPatient();
    await renderPayment(MEMBERSHIP);
    expect(field(/^Email Address/).value).toBe('ravi@example.com');
    expect(screen.getByText(OWNER_NOTE)).toBeTruthy();
    expect(screen.queryByText(/You are a member until/)).toBeNull();
  });

  it('tells a signed-in member that paying again adds a year, and to which day', async () => {
    answerFetch({ ...catalogueAnswer, '/api/user/membership': () => ({ status: 200, body: { membership } }) });
    signInPatient();
    await renderPayment(MEMBERSHIP);
    expect(
      await screen.findByText(
        'You are a member until 23 Nov 2027. Paying again extends your membership by a year, to 23 Nov 2028.',
      ),
    ).toBeTruthy();

    await act(async () => {
      useLocale.getState().setLocale('hi');
      await Promise.resolve();
    });
    expect(
      await screen.findByText(
        'आप 23 नव॰ 2027 तक सदस्य हैं। फिर से भुगतान करने पर आपकी सदस्यता एक साल बढ़कर 23 नव॰ 2028 तक हो जाएगी।',
      ),
    ).toBeTruthy();
  });

  it('fills the e-mail in when the session arrives after the page, but never over one the visitor typed', async () => {
    answerFetch({ ...catalogueAnswer, '/api/user/membership': () => ({ status: 200, body: { membership: null } }) });
    act(() => useSession.setState({ status: 'restoring' }));
    await renderPayment(MEMBERSHIP);
    expect(field(/^Email Address/).value).toBe('');
    signInPatient();
    await waitFor(() => expect(field(/^Email Address/).value).toBe('ravi@example.com'));
    cleanup();

    act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
    await renderPayment(MEMBERSHIP);
    fillIn(/^Email Address/, 'family@example.com');
    signInPatient();
    await act(() => Promise.resolve());
    expect(field(/^Email Address/).value).toBe('family@example.com');
  });

  it('leaves the e-mail to a visitor and a provider, and says nothing about memberships for other services', async () => {
    await renderPayment(MEMBERSHIP);
    expect(field(/^Email Address/).value).toBe('');
    expect(screen.getByText(OWNER_NOTE)).toBeTruthy();
    cleanup();

    signInPatient('400');
    await renderPayment(MEMBERSHIP);
    expect(field(/^Email Address/).value).toBe('');
    cleanup();

    signInPatient();
    await renderPayment('/payment?service=root-canal');
    expect(field(/^Email Address/).value).toBe('');
    expect(screen.queryByText(OWNER_NOTE)).toBeNull();
  });
});
