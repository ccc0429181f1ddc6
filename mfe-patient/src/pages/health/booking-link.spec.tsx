/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bookingFormLink, consultationApi } from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';
import { patientLogin, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../../App';
import { pages } from '../../pages';
import { answerPage, CLINIC_ID, consultation, DATE, slots } from './test/fixtures';

beforeAll(() => preloadPages(pages));
afterEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

/** The day's slots as booking answers them, with the clinic's name (the link names only its id). */
const answerSlotsAndBooking = (onBooking: (body: unknown) => void = () => undefined) =>
  answerPage({
    [consultationApi.consultationSlots.path]: () => ({
      status: 200,
      body: { success: true, service: CLINIC_ID, clinicName: 'Lotus Dental', date: DATE, slots: slots() },
    }),
    [consultationApi.bookConsultation.path]: (body) => {
      if (body === undefined)
        return { status: 200, body: { success: true, consultations: [], nextCursor: null } };
      onBooking(body);
      return { status: 201, body: { success: true, message: 'ok', consultation: consultation() } };
    },
  });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const timeSelect = () => screen.getByLabelText<HTMLSelectElement>('Preferred time slot', { exact: false });

describe('a booking link (the FHIR feed’s booking-deep-link)', () => {
  it('opens the consultation form at the clinic with the date and the time filled in, and books it', async () => {
    let booked: unknown;
    answerSlotsAndBooking((body) => (booked = body));
    act(() => useSession.getState().signIn({ ...patientLogin }));
    renderPage(<App />, { path: bookingFormLink({ clinicId: CLINIC_ID, date: DATE, time: '2:30 PM' }) });

    expect(await screen.findByRole('heading', { name: 'Consultation Details' })).toBeTruthy();
    expect(await screen.findByText('Clinic: Lotus Dental')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Preferred date', { exact: false }).value).toBe(DATE);
    await waitFor(() => expect(timeSelect().value).toBe('2:30 PM'));

    fill('Full name', 'Asha Verma');
    fill('Phone number', '9876543210');
    fill('Purpose of consultation', 'Tooth ache for a week');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(booked).toMatchObject({
        consultationTime: `${DATE} 2:30 PM`,
        service: CLINIC_ID,
        serviceType: 'Clinic',
      }),
    );
  });

  it('leaves the time to choose when the linked slot has filled up since', async () => {
    answerSlotsAndBooking();
    act(() => useSession.getState().signIn({ ...patientLogin }));
    renderPage(<App />, { path: bookingFormLink({ clinicId: CLINIC_ID, date: DATE, time: '10:00 AM' }) });
    await screen.findByText('Clinic: Lotus Dental');
    await waitFor(() => expect(timeSelect().disabled).toBe(false));
    expect(timeSelect().value).toBe('');
  });

  it('shows the services as before for a link without a valid clinic', async () => {
    answerPage();
    act(() => useSession.getState().signIn({ ...patientLogin }));
    renderPage(<App />, { path: `/clinicmain?clinic=not-a-clinic&date=${DATE}` });
    expect(await screen.findByRole('heading', { name: 'Available Hospitals/Clinics' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Consultation Details' })).toBeNull();
  });
});
