/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocale } from '@hp/shell-sdk';
import { addDays, bookingApi, todayInIndia } from '@hp/contracts';
import { answerFetch } from '@hp/shell-sdk/testing';
import { fieldsRefused, rateLimited } from '../../test/answers';
import { field, fillIn, headingLevels, renderPage } from '../../test/renderPage';

const renderConsultation = async () => {
  await renderPage('/consultform', { level: 1, name: 'Book a Consultation' });
  // The form comes after the page's first paint.
  await screen.findByRole('heading', { level: 2, name: 'Consultation Details' });
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request Consultation' }));

const date = addDays(todayInIndia(), 3);

function fillValidRequest({ email = 'Asha@Example.com' } = {}) {
  fillIn(/^Full Name/, 'Asha Rao');
  fillIn(/^Phone Number/, '9876543210');
  fillIn(/^Email/, email);
  fillIn(/^Preferred Date/, date);
  fireEvent.click(screen.getByRole('radio', { name: '2-3 PM' }));
  fillIn(/^Purpose of Consultation/, 'Tooth pain on the lower left side');
}

afterEach(() => {
  cleanup();
  act(() => useLocale.getState().setLocale('en'));
});

describe('consultation form', () => {
  beforeEach(renderConsultation);

  it('offers the six time slots and dates from today up to 90 days ahead', () => {
    expect(screen.getAllByRole('radio').map((slot) => slot.getAttribute('value'))).toEqual([
      '9-10 AM',
      '10-11 AM',
      '11 AM-12 PM',
      '2-3 PM',
      '3-4 PM',
      '4-5 PM',
    ]);
    expect(screen.getByRole('radiogroup', { name: /Preferred Time Slot/ })).toBeTruthy();
    expect(field(/^Preferred Date/).min).toBe(todayInIndia());
    expect(field(/^Preferred Date/).max).toBe(addDays(todayInIndia(), 90));
    expect(field(/^Email/).required).toBe(false);
  });

  it("says what is missing with the spec's messages", async () => {
    submit();
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Consultation date is required')).toBeTruthy();
    expect(screen.getByText('Consultation time is required')).toBeTruthy();
    expect(screen.getByText('Purpose of consultation is required')).toBeTruthy();
    expect(screen.getByText('Validation Error')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields correctly.')).toBeTruthy();
  });

  it('checks the mobile number and the length of the purpose', async () => {
    fillIn(/^Phone Number/, '5123456789');
    fillIn(/^Purpose of Consultation/, 'Toothache');
    submit();
    expect(
      await screen.findByText('Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9'),
    ).toBeTruthy();
    expect(screen.getByText('Purpose must be at least 10 characters long')).toBeTruthy();
  });

  it('sends the request to the booking service, confirms it in a toast and empties the form', async () => {
    const calls = answerFetch({
      [bookingApi.submitConsultationRequest.path]: () => ({
        status: 201,
        body: { id: 'enq-1', message: 'Our team will call you to confirm your consultation.' },
      }),
    });
    fillValidRequest();
    submit();

    expect(await screen.findByText('Consultation Request Submitted')).toBeTruthy();
    expect(
      screen.getByText(
        /^Consultation request submitted successfully for .+ at 2-3 PM! Our team will call you/,
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/enquiries/consultations',
        method: 'POST',
        body: {
          fullName: 'Asha Rao',
          phoneNumber: '9876543210',
          email: 'asha@example.com',
          consultationDate: date,
          consultationTime: '2-3 PM',
          purpose: 'Tooth pain on the lower left side',
        },
      },
    ]);
    expect(field(/^Full Name/).value).toBe('');
    expect(field(/^Phone Number/).value).toBe('');
    expect(field(/^Email/).value).toBe('');
    expect(field(/^Preferred Date/).value).toBe('');
    expect(field<HTMLTextAreaElement>(/^Purpose of Consultation/).value).toBe('');
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((slot) => slot.checked)).toBe(false);
  });

  it('sends no e-mail when none is given (it is optional)', async () => {
    const calls = answerFetch({
      [bookingApi.submitConsultationRequest.path]: () => ({
        status: 201,
        body: { id: 'enq-2', message: 'ok' },
      }),
    });
    fillValidRequest({ email: '' });
    submit();
    await screen.findByText('Consultation Request Submitted');
    expect(calls[0]?.body).not.toHaveProperty('email');
  });

  it('keeps what was typed and says why when the request cannot be sent', async () => {
    answerFetch({
      [bookingApi.submitConsultationRequest.path]: rateLimited,
    });
    fillValidRequest();
    submit();

    expect(await screen.findByText('Error booking consultation')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait and try again.')).toBeTruthy();
    expect(field(/^Full Name/).value).toBe('Asha Rao');
    expect(field(/^Phone Number/).value).toBe('9876543210');
    expect(field(/^Preferred Date/).value).toBe(date);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2-3 PM' }).checked).toBe(true);
    expect(field<HTMLTextAreaElement>(/^Purpose of Consultation/).value).toBe(
      'Tooth pain on the lower left side',
    );
  });

  it("puts the server's field messages on the fields", async () => {
    answerFetch({
      [bookingApi.submitConsultationRequest.path]: fieldsRefused({
        consultationDate: 'Please choose a date within the next 90 days',
      }),
    });
    fillValidRequest();
    submit();
    expect(await screen.findByText('Please choose a date within the next 90 days')).toBeTruthy();
  });

  it('keeps headings in order (one h1)', () => {
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  it('speaks Hindi when the visitor chooses it, its messages too', async () => {
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'परामर्श बुक करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'परामर्श का अनुरोध करें' }));
    expect(await screen.findByText('परामर्श का उद्देश्य ज़रूरी है')).toBeTruthy();
  });
});
