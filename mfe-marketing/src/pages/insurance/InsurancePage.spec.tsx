/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brand, useLocale } from '@hp/shell-sdk';
import { MARITAL_STATUSES, SEXES, bookingApi, todayInIndia } from '@hp/contracts';
import { answerFetch } from '@hp/shell-sdk/testing';
import { fieldsRefused, holdAnswers } from '../../test/answers';
import { field, fillIn, headingLevels, renderPage } from '../../test/renderPage';
import { membershipInquiryHref } from '../../components/mailto';

const renderInsurance = () => renderPage('/insurance', { level: 2, name: 'Get Your Insurance Quote' });

const choicesOf = (label: RegExp) =>
  Array.from(field<HTMLSelectElement>(label).options)
    .filter((option) => option.value !== '')
    .map((option) => ({ value: option.value, text: option.text }));
const getQuote = () => fireEvent.click(screen.getByRole('button', { name: 'Get Insurance Quote' }));

const SEX_NAMES: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

const REQUEST = {
  name: 'Asha Verma',
  address: '12 Marine Drive, Mumbai 400002',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
  dob: '1990-05-14',
  maritalStatus: 'married',
  sex: 'female',
};

function fillRequest(request: Partial<typeof REQUEST> = REQUEST) {
  if (request.name !== undefined) fillIn(/^Full Name/, request.name);
  if (request.address !== undefined) fillIn(/^Address/, request.address);
  if (request.mobileNumber !== undefined) fillIn(/^Mobile Number/, request.mobileNumber);
  if (request.email !== undefined) fillIn(/^Email/, request.email);
  if (request.dob !== undefined) fillIn(/^Date of Birth/, request.dob);
  if (request.maritalStatus !== undefined) fillIn(/^Marital Status/, request.maritalStatus);
  if (request.sex) fireEvent.click(screen.getByRole('radio', { name: SEX_NAMES[request.sex] }));
}

const valuesOfForm = () => ({
  name: field(/^Full Name/).value,
  address: field<HTMLTextAreaElement>(/^Address/).value,
  mobileNumber: field(/^Mobile Number/).value,
  email: field(/^Email/).value,
  dob: field(/^Date of Birth/).value,
  maritalStatus: field<HTMLSelectElement>(/^Marital Status/).value,
  sex: screen.getAllByRole<HTMLInputElement>('radio').find((radio) => radio.checked)?.value ?? '',
});

const EMPTY = { name: '', address: '', mobileNumber: '', email: '', dob: '', maritalStatus: '', sex: '' };

afterEach(() => {
  cleanup();
});

describe('insurance page', () => {
  beforeEach(renderInsurance);

  it("shows the form titled Get Your Insurance Quote with the spec's note and button", () => {
    const form = screen.getByRole('form', { name: 'Get Your Insurance Quote' });
    expect(
      within(form).getByText('Our insurance specialists will contact you within 24 hours.'),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Get Insurance Quote' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Health Insurance, Made Simple' })).toBeTruthy();
  });

  it('says what the insurance integration means', () => {
    const information = screen.getByRole('list', { name: 'Insurance with your membership' });
    const items = within(information).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    ['Insurance accepted at partner clinics', 'Help with the paperwork', 'A quote that fits you'].forEach(
      (title, index) => expect(within(items[index] as HTMLElement).getByText(title)).toBeTruthy(),
    );
  });

  it('labels every field and marks all but the e-mail required', () => {
    for (const label of [/^Full Name/, /^Address/, /^Mobile Number/, /^Date of Birth/, /^Marital Status/]) {
      expect(field(label).required).toBe(true);
    }
    const sex = screen.getByRole('radiogroup', { name: /^Sex/ });
    expect(
      within(sex)
        .getAllByRole<HTMLInputElement>('radio')
        .every((radio) => radio.required),
    ).toBe(true);
    expect(field(/^Email \(optional\)/).required).toBe(false);
    expect(field(/^Email/).type).toBe('email');
    expect(field(/^Mobile Number/).type).toBe('tel');
    expect(field(/^Date of Birth/).type).toBe('date');
    expect(field(/^Date of Birth/).max < todayInIndia()).toBe(true);
  });

  it('shows the marital statuses and sexes in words but keeps the spec values, complete and in order', () => {
    expect(choicesOf(/^Marital Status/)).toEqual([
      { value: 'single', text: 'Single' },
      { value: 'married', text: 'Married' },
      { value: 'divorced', text: 'Divorced' },
      { value: 'widowed', text: 'Widowed' },
    ]);
    expect(choicesOf(/^Marital Status/).map((choice) => choice.value)).toEqual([...MARITAL_STATUSES]);
    const sexes = within(screen.getByRole('radiogroup', { name: /^Sex/ })).getAllByRole<HTMLInputElement>(
      'radio',
    );
    expect(sexes.map((radio) => ({ value: radio.value, text: radio.labels?.[0]?.textContent }))).toEqual([
      { value: 'male', text: 'Male' },
      { value: 'female', text: 'Female' },
      { value: 'other', text: 'Other' },
    ]);
    expect(sexes.map((radio) => radio.value)).toEqual([...SEXES]);
    expect(sexes.some((radio) => radio.checked)).toBe(false);
  });

  it("opens the spec's pre-filled e-mail to the provider from Insurance Support", () => {
    const support = screen.getByRole<HTMLAnchorElement>('link', { name: 'Insurance Support' });
    expect(support.getAttribute('href')).toBe(membershipInquiryHref());
    const url = new URL(support.href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(brand.email);
    expect(url.searchParams.get('subject')).toBe('Membership Plans Inquiry');
    expect(url.searchParams.get('body')).toMatch(/details of the plans/);
  });

  it('keeps headings in order (one h1, then h2 sections)', () => {
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });
});

describe('get insurance quote', () => {
  beforeEach(renderInsurance);

  it('says what is missing on every required field and sends nothing', async () => {
    const calls = answerFetch({});
    getQuote();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('Please select your marital status')).toBeTruthy();
    expect(screen.getByText('Please select your sex')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).not.toBe('true');
    expect(calls).toEqual([]);
  });

  it('refuses a wrong e-mail, mobile number and a birth date that has not passed', async () => {
    answerFetch({});
    fillRequest({ ...REQUEST, email: 'asha@', mobileNumber: '5123456789', dob: todayInIndia() });
    getQuote();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(
      screen.getByText('Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9'),
    ).toBeTruthy();
    expect(screen.getByText('Date of birth must be in the past')).toBeTruthy();
  });

  it('sends the request, confirms with the toast and empties the form', async () => {
    const calls = answerFetch({
      [bookingApi.submitInsuranceQuoteRequest.path]: () => ({
        status: 201,
        body: { id: 'enq-1', message: "We'll contact you soon regarding health insurance options." },
      }),
    });
    fillRequest({ ...REQUEST, email: ' Asha@Example.com ' });
    getQuote();

    expect(await screen.findByText('Information Submitted!')).toBeTruthy();
    expect(screen.getByText("We'll contact you soon regarding health insurance options.")).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/enquiries/insurance-quotes', method: 'POST', body: REQUEST }]);
    await waitFor(() => expect(valuesOfForm()).toEqual(EMPTY));
  });

  it('sends no e-mail when none is given', async () => {
    const calls = answerFetch({
      [bookingApi.submitInsuranceQuoteRequest.path]: () => ({
        status: 201,
        body: { id: 'enq-2', message: 'ok' },
      }),
    });
    fillRequest({ ...REQUEST, email: '' });
    getQuote();
    expect(await screen.findByText('Information Submitted!')).toBeTruthy();
    const { email: _email, ...withoutEmail } = REQUEST;
    expect(calls.map((call) => call.body)).toEqual([withoutEmail]);
  });

  it('sends once however often the button is pressed', async () => {
    const calls = answerFetch({
      [bookingApi.submitInsuranceQuoteRequest.path]: () => ({
        status: 201,
        body: { id: 'enq-3', message: 'ok' },
      }),
    });
    const answer = holdAnswers();
    fillRequest();
    getQuote();
    getQuote();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Get Insurance Quote' }).hasAttribute('data-loading')).toBe(
        true,
      ),
    );
    getQuote();
    answer();
    expect(await screen.findByText('Information Submitted!')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('keeps everything typed and says why when the server fails', async () => {
    answerFetch({
      [bookingApi.submitInsuranceQuoteRequest.path]: () => ({
        status: 503,
        body: {
          message: 'The service is temporarily unavailable. Please try again shortly.',
          code: 'UPSTREAM.UNAVAILABLE',
          correlationId: 'c-1',
        },
      }),
    });
    fillRequest();
    getQuote();

    expect(await screen.findByText('Your insurance quote request was not sent')).toBeTruthy();
    expect(
      screen.getByText('The service is temporarily unavailable. Please try again shortly.'),
    ).toBeTruthy();
    expect(valuesOfForm()).toEqual(REQUEST);
    expect(screen.queryByText('Information Submitted!')).toBeNull();
  });

  it("puts the server's field messages on the fields and keeps the values", async () => {
    answerFetch({
      [bookingApi.submitInsuranceQuoteRequest.path]: fieldsRefused({
        address: 'Address must be at most 500 characters long',
      }),
    });
    fillRequest();
    getQuote();
    expect(await screen.findByText('Address must be at most 500 characters long')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid.')).toBeTruthy();
    expect(field(/^Address/).getAttribute('aria-invalid')).toBe('true');
    expect(valuesOfForm()).toEqual(REQUEST);
  });
});

describe('in Hindi', () => {
  afterEach(() => act(() => useLocale.getState().setLocale('en')));

  it('shows the form, its choices and its messages in Hindi, still sending the spec values', async () => {
    await renderInsurance();
    await act(async () => {
      useLocale.getState().setLocale('hi');
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'अपना बीमा कोटेशन पाएँ' })).toBeTruthy();
    expect(screen.getByText('हमारे बीमा विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करेंगे।')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'विवाहित' })).toHaveProperty('value', 'married');
    expect(screen.getByRole('link', { name: 'बीमा सहायता' }).getAttribute('href')).toBe(
      membershipInquiryHref(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'बीमा कोटेशन पाएँ' }));
    expect(await screen.findByText('पता ज़रूरी है')).toBeTruthy();
  });
});
