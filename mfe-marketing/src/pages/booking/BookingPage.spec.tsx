/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brand, useLocale } from '@hp/shell-sdk';
import {
  addDays,
  BOOKING_LOCATIONS,
  BOOKING_TIMES,
  BOOKING_TREATMENTS,
  bookingApi,
  todayInIndia,
} from '@hp/contracts';
import { answerFetch, clearToasts } from '@hp/shell-sdk/testing';
import { fieldsRefused, holdAnswers, rateLimited } from '../../test/answers';
import { field, fillIn, headingLevels, renderPage } from '../../test/renderPage';

const renderBooking = async () => {
  await renderPage('/booking', { level: 1, name: 'Book an Appointment' });
  // The form comes after the page's first paint.
  await screen.findByRole('heading', { level: 2, name: 'Book Your Visit' });
};

const optionsOf = (label: RegExp) =>
  Array.from(field<HTMLSelectElement>(label).options).map((option) => ({
    value: option.value,
    text: option.text,
  }));
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));

/** A valid request: a date a few days from today (in India). */
const inDays = (days: number) => addDays(todayInIndia(), days);
const REQUEST = {
  name: 'Asha Verma',
  phoneNumber: '9876543210',
  location: 'Thane',
  treatment: 'Root Canal Treatment',
  preferredDate: inDays(3),
  preferredTime: '10:00 AM',
};

function fillRequest(request = REQUEST) {
  fillIn(/^Full Name/, request.name);
  fillIn(/^Phone Number/, request.phoneNumber);
  fillIn(/^Location/, request.location);
  fillIn(/^Treatment/, request.treatment);
  fillIn(/^Preferred Date/, request.preferredDate);
  fillIn(/^Preferred Time/, request.preferredTime);
}

const valuesOfForm = () => ({
  name: field(/^Full Name/).value,
  phoneNumber: field(/^Phone Number/).value,
  location: field<HTMLSelectElement>(/^Location/).value,
  treatment: field<HTMLSelectElement>(/^Treatment/).value,
  preferredDate: field(/^Preferred Date/).value,
  preferredTime: field<HTMLSelectElement>(/^Preferred Time/).value,
});

afterEach(() => {
  cleanup();
});

describe('booking page', () => {
  beforeEach(renderBooking);

  it("shows the hero, the form titled Book Your Visit with the spec's note and both buttons", () => {
    const form = screen.getByRole('form', { name: 'Book Your Visit' });
    expect(within(form).getByRole('heading', { level: 2, name: 'Book Your Visit' })).toBeTruthy();
    expect(within(form).getByText('Our team will confirm your appointment within 2 hours.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Book via WhatsApp' })).toBeTruthy();
    expect(screen.getByText('Confirmation within 2 hours')).toBeTruthy();
    expect(screen.getByText('8 locations in and around Mumbai')).toBeTruthy();
  });

  it('labels every field and marks them all required', () => {
    for (const label of [
      /^Full Name/,
      /^Phone Number/,
      /^Location/,
      /^Treatment/,
      /^Preferred Date/,
      /^Preferred Time/,
    ]) {
      expect(field(label).required).toBe(true);
    }
    expect(field(/^Phone Number/).type).toBe('tel');
    expect(field(/^Preferred Date/).type).toBe('date');
  });

  it("lists the spec's locations, treatments and times, complete and in order", () => {
    const choices = (label: RegExp) => optionsOf(label).filter((option) => option.value !== '');
    expect(choices(/^Location/).map((option) => option.value)).toEqual([...BOOKING_LOCATIONS]);
    expect(choices(/^Location/).map((option) => option.text)).toEqual([
      'Mumbai Central',
      'Andheri West',
      'Bandra East',
      'Thane',
      'Navi Mumbai',
      'Borivali',
      'Malad',
      'Goregaon',
    ]);
    expect(choices(/^Treatment/).map((option) => option.text)).toEqual([
      'General Dental Checkup',
      'Teeth Cleaning',
      'Root Canal Treatment',
      'Dental Implants',
      'Orthodontics (Braces)',
      'Teeth Whitening',
      'Oral Surgery',
      'Cosmetic Dentistry',
      'Pediatric Dentistry',
      'Emergency Dental Care',
    ]);
    expect(choices(/^Treatment/).map((option) => option.value)).toEqual([...BOOKING_TREATMENTS]);
    expect(choices(/^Preferred Time/).map((option) => option.text)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
      '6:00 PM',
    ]);
    expect(choices(/^Preferred Time/).map((option) => option.value)).toEqual([...BOOKING_TIMES]);
    // Nothing is chosen until the visitor chooses.
    expect(optionsOf(/^Location/)[0]).toEqual({ value: '', text: 'Select a location' });
    expect(field<HTMLSelectElement>(/^Location/).value).toBe('');
  });

  it('offers dates from today in India', () => {
    expect(field(/^Preferred Date/).min).toBe(todayInIndia());
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

describe('confirm booking', () => {
  beforeEach(renderBooking);

  it('says what is missing on every field and sends nothing', async () => {
    const calls = answerFetch({});
    confirm();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Please select a location')).toBeTruthy();
    expect(screen.getByText('Please select a treatment')).toBeTruthy();
    expect(screen.getByText('Please choose a preferred date')).toBeTruthy();
    expect(screen.getByText('Please select a preferred time')).toBeTruthy();
    expect(field(/^Full Name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('refuses a wrong phone number and a date in the past', async () => {
    answerFetch({});
    fillRequest({ ...REQUEST, phoneNumber: '12345', preferredDate: inDays(-1) });
    confirm();
    expect(
      await screen.findByText('Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9'),
    ).toBeTruthy();
    expect(screen.getByText('Please choose today or a later date')).toBeTruthy();
  });

  it('sends the request to the booking service, confirms with the toast and empties the form', async () => {
    const calls = answerFetch({
      [bookingApi.submitAppointmentRequest.path]: () => ({
        status: 201,
        body: { id: 'enq-1', message: "We'll confirm your appointment soon." },
      }),
    });
    fillRequest({ ...REQUEST, name: '  Asha Verma ' });
    confirm();

    expect(await screen.findByText('Appointment Request Submitted!')).toBeTruthy();
    expect(screen.getByText("We'll confirm your appointment soon.")).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/enquiries/appointments', method: 'POST', body: REQUEST }]);
    await waitFor(() =>
      expect(valuesOfForm()).toEqual({
        name: '',
        phoneNumber: '',
        location: '',
        treatment: '',
        preferredDate: '',
        preferredTime: '',
      }),
    );
  });

  it('sends once however often the button is pressed, showing that it is busy', async () => {
    const calls = answerFetch({
      [bookingApi.submitAppointmentRequest.path]: () => ({
        status: 201,
        body: { id: 'enq-2', message: 'ok' },
      }),
    });
    const answer = holdAnswers();
    fillRequest();
    confirm();
    confirm();
    fireEvent.submit(screen.getByRole('form', { name: 'Book Your Visit' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm Booking' }).hasAttribute('data-loading')).toBe(true),
    );
    confirm();
    answer();
    expect(await screen.findByText('Appointment Request Submitted!')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('keeps everything typed and says why when the server fails', async () => {
    answerFetch({
      [bookingApi.submitAppointmentRequest.path]: () => ({
        status: 500,
        body: { message: 'Something went wrong on the server.', code: 'INTERNAL', correlationId: 'c-1' },
      }),
    });
    fillRequest();
    confirm();

    expect(await screen.findByText('Your appointment request was not sent')).toBeTruthy();
    expect(screen.getByText('Something went wrong on the server.')).toBeTruthy();
    expect(valuesOfForm()).toEqual(REQUEST);
    expect(screen.queryByText('Appointment Request Submitted!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm Booking' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the visitor is rate limited or offline', async () => {
    answerFetch({
      [bookingApi.submitAppointmentRequest.path]: rateLimited,
    });
    fillRequest();
    confirm();
    expect(await screen.findByText('Too many attempts. Please wait and try again.')).toBeTruthy();
    expect(valuesOfForm()).toEqual(REQUEST);

    act(() => clearToasts());
    answerFetch({ [bookingApi.submitAppointmentRequest.path]: () => 'offline' });
    confirm();
    expect(
      await screen.findByText('Could not reach the server. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(valuesOfForm()).toEqual(REQUEST);
  });

  it("puts the server's field messages on the fields and keeps the values", async () => {
    answerFetch({
      [bookingApi.submitAppointmentRequest.path]: fieldsRefused({
        preferredDate: 'Please choose today or a later date',
        location: 'Please select a location',
      }),
    });
    fillRequest();
    confirm();
    expect(await screen.findByText('Please choose today or a later date')).toBeTruthy();
    expect(screen.getByText('Please select a location')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid.')).toBeTruthy();
    expect(field(/^Preferred Date/).getAttribute('aria-invalid')).toBe('true');
    expect(valuesOfForm()).toEqual(REQUEST);
  });
});

describe('book via WhatsApp', () => {
  beforeEach(renderBooking);

  const whatsapp = () => screen.getByRole<HTMLAnchorElement>('link', { name: 'Book via WhatsApp' });

  it("opens a chat with the brand's number in a new tab, the request written out", async () => {
    fillRequest({ ...REQUEST, preferredDate: '2099-12-01' });
    // The form's schema arrives after the first paint; the link carries the request from then on.
    await waitFor(() => expect(whatsapp().href).toContain('text='));
    const link = whatsapp();
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    const url = new URL(link.href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${brand.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(
      [
        `Hello ${brand.name}, I would like to book an appointment.`,
        'Name: Asha Verma',
        'Phone: 9876543210',
        'Location: Thane',
        'Treatment: Root Canal Treatment',
        'Date: Tuesday, 1 December 2099',
        'Time: 10:00 AM',
      ].join('\n'),
    );
    // A complete form lets the browser follow the link.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('is not followed while the form is incomplete: the fields say what is missing', async () => {
    fillIn(/^Full Name/, 'Asha Verma');
    expect(fireEvent.click(whatsapp())).toBe(false);
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Please select a preferred time')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
  });
});

describe('in Hindi', () => {
  afterEach(() => act(() => useLocale.getState().setLocale('en')));

  it('shows the page, its choices and its messages in Hindi', async () => {
    await renderBooking();
    await act(async () => {
      useLocale.getState().setLocale('hi');
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'अपनी विज़िट बुक करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' })).toBeTruthy();
    expect(screen.getByText('हमारी टीम 2 घंटे के भीतर आपके अपॉइंटमेंट की पुष्टि करेगी।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बुकिंग की पुष्टि करें' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'ठाणे' })).toHaveProperty('value', 'Thane');

    fireEvent.click(screen.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeTruthy();
  });
});
