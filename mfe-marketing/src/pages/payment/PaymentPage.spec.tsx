/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { paymentApi } from '@hp/contracts';
import { answerFetch, queryClient } from '@hp/shell-sdk/testing';
import { field, fillIn } from '../../test/renderPage';
import { catalogueFailingUntilRecovered, PAYMENT_CATALOGUE } from './test/paymentCatalogue';
import {
  acceptTerms,
  fillPatient,
  panelTitle,
  press,
  progress,
  redBox,
  renderPayment,
  setUpPaymentWizardTests,
  toConfirmation,
} from './test/paymentWizard';

setUpPaymentWizardTests();

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

describe("payment wizard: the payment service's catalogue", () => {
  afterEach(() => queryClient.clear());

  it('keeps the service and amount fields in place, disabled, while the catalogue loads', async () => {
    queryClient.clear();
    let answer: (value: void) => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const answering = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      await answered;
      return answering(...args);
    };
    await renderPayment();
    fillPatient();
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    const service = field<HTMLSelectElement>(/^Service/);
    expect(service.disabled).toBe(true);
    expect(Array.from(service.options).map((option) => option.text)).toEqual(['Loading services…']);
    expect(field(/^Amount/).disabled).toBe(true);

    await act(() => {
      answer();
      return answered;
    });
    await waitFor(() => expect(field<HTMLSelectElement>(/^Service/).options).toHaveLength(9));
    expect(field<HTMLSelectElement>(/^Service/).disabled).toBe(false);
    expect(field(/^Amount/).disabled).toBe(false);
  });

  it('says when the catalogue could not be loaded, and loads it again on Try again', async () => {
    const catalogue = catalogueFailingUntilRecovered();
    await renderPayment();
    fillPatient();
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    expect(await screen.findByText('The services and prices could not be loaded.')).toBeTruthy();
    expect(field<HTMLSelectElement>(/^Service/).disabled).toBe(true);

    catalogue.recover();
    press('Try again');
    await waitFor(() => expect(field<HTMLSelectElement>(/^Service/).options).toHaveLength(9));
    expect(screen.queryByText('The services and prices could not be loaded.')).toBeNull();
    fillIn(/^Service/, 'extraction');
    expect(field(/^Amount/).value).toBe('2000');
  });

  it('lists a service the catalogue adds under its own label, and drops a linked service it does not have', async () => {
    queryClient.clear();
    const gold = { value: 'gold-filling', label: 'Gold Filling', priceRupees: 2500 };
    answerFetch({
      [paymentApi.paymentCatalogue.path]: () => ({
        status: 200,
        body: { services: [...PAYMENT_CATALOGUE.services, gold] },
      }),
    });
    await renderPayment('/payment?service=silver-filling');
    fillPatient();
    press('Next');
    await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
    await waitFor(() => expect(field<HTMLSelectElement>(/^Service/).options).toHaveLength(10));
    expect(field<HTMLSelectElement>(/^Service/).value).toBe('');
    expect(screen.getByRole('option', { name: 'Gold Filling – ₹2,500' })).toBeTruthy();
  });
});
