/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { paymentApi } from '@hp/contracts';
import { answerFetch } from '@hp/shell-sdk/testing';
import { field, fillIn } from '../../test/renderPage';
import {
  acceptTerms,
  fillPatient,
  navigatedTo,
  PATIENT,
  press,
  renderPayment,
  setUpPaymentWizardTests,
  toConfirmation,
} from './test/paymentWizard';

setUpPaymentWizardTests();

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
      [paymentApi.paymentCheckout.path]: () => ({
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
      [paymentApi.paymentCheckout.path]: () => ({
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
      [paymentApi.paymentCheckout.path]: () => ({
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
      [paymentApi.paymentCheckout.path]: () => ({ status: 200, body: { status: 'failed', data: {} } }),
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
    answerFetch({ [paymentApi.paymentCheckout.path]: () => 'offline' });
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
      [paymentApi.paymentCheckout.path]: () =>
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
      [paymentApi.paymentCheckout.path]: () => ({
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
