/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReminderLinkState, ReminderLinkView } from '@hp/contracts';
import { useLocale, useSession } from '@hp/shell-sdk';
import { answerFetch, preloadPages, renderPage, type FakeAnswer } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  // The link works without a session: every test is a visitor who has not signed in.
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
});
afterEach(() => act(() => useLocale.getState().setLocale('en')));

const TOKEN = 'q3Vx8hQm2b7Yt0pLk4sN9wEr6uZa1cFd5gHj-_Tk';
const VIEW_PATH = `/api/reminders/${TOKEN}`;
const CONFIRM_PATH = `${VIEW_PATH}/confirm`;
const CANCEL_PATH = `${VIEW_PATH}/cancel`;

const view = (state: ReminderLinkState): ReminderLinkView => ({
  state,
  consultation: {
    consultationId: '0193b3a0-0000-7000-8000-0000000000c1',
    clinicName: 'Lotus Dental Clinic',
    fullName: 'Asha Verma',
    startsAt: '2030-01-11T05:00:00.000Z',
    date: '2030-01-11',
    time: '10:30 AM',
  },
});
const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
const answered = (state: 'confirmed' | 'cancelled') => ok({ success: true, message: 'Done.', link: view(state) });
const notFound: FakeAnswer = {
  status: 404,
  body: { message: 'This reminder link is not valid.', code: 'NOT_FOUND', correlationId: 'c1' },
};

const open = (path = `/reminder/${TOKEN}`) => renderPage(<App />, { path });
const buttonsShown = () => ({
  confirm: screen.queryByRole('button', { name: 'Confirm appointment' }) !== null,
  cancel: screen.queryByRole('button', { name: 'Cancel appointment' }) !== null,
});

describe('/reminder/:token, the link of a consultation reminder', () => {
  it('shows the consultation (clinic, day and time in India) while loading first, then confirms it', async () => {
    let arrive: (answer: FakeAnswer) => void = () => {};
    const pending = new Promise<FakeAnswer>((resolve) => (arrive = resolve));
    const calls = answerFetch({ [VIEW_PATH]: () => ok(view('open')), [CONFIRM_PATH]: () => answered('confirmed') });
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => pending.then(() => original(input, init));
    open();
    expect(await screen.findByRole('status', { name: 'Loading your consultation…' })).toBeTruthy();
    act(() => arrive(ok(view('open'))));
    globalThis.fetch = original;

    const details = await screen.findByRole('region', { name: 'Appointment details' });
    expect(within(details).getByText('Lotus Dental Clinic')).toBeTruthy();
    expect(within(details).getByText('11 Jan 2030')).toBeTruthy();
    expect(within(details).getByText('10:30 AM')).toBeTruthy();
    expect(within(details).getByText('Asha Verma')).toBeTruthy();
    expect(document.title).toBe('Your consultation reminder | HealthPlus Care');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm appointment' }));
    expect(await screen.findByText('Appointment confirmed')).toBeTruthy();
    expect(screen.getByText('Thank you. The clinic expects you at this time.')).toBeTruthy();
    expect(buttonsShown()).toEqual({ confirm: false, cancel: false });
    expect(calls.map(({ method, url }) => `${method} ${new URL(url, 'http://x').pathname}`)).toEqual([
      `GET ${VIEW_PATH}`,
      `POST ${CONFIRM_PATH}`,
    ]);
    // No bearer token, no refresh: the link is the credential.
    expect(calls.some(({ url }) => url.includes('/api/auth'))).toBe(false);
  });

  it('asks before cancelling; keeping the appointment sends nothing, confirming the dialog cancels and frees the slot', async () => {
    const calls = answerFetch({ [VIEW_PATH]: () => ok(view('open')), [CANCEL_PATH]: () => answered('cancelled') });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this appointment?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    expect(await screen.findByText('Appointment cancelled')).toBeTruthy();
    expect(
      screen.getByText('The clinic has been told, and the time slot is free again for other patients.'),
    ).toBeTruthy();
    expect(buttonsShown()).toEqual({ confirm: false, cancel: false });
    expect(calls.filter(({ method }) => method === 'POST').map(({ url }) => new URL(url, 'http://x').pathname)).toEqual([
      CANCEL_PATH,
    ]);
  });

  it.each([
    ['confirmed', 'You have confirmed this consultation.'],
    ['cancelled', 'This consultation is cancelled.'],
    ['past', 'This consultation has already taken place.'],
  ] as const)('shows a link already %s as it is, without buttons', async (state, text) => {
    answerFetch({ [VIEW_PATH]: () => ok(view(state)) });
    open();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Lotus Dental Clinic')).toBeTruthy();
    expect(buttonsShown()).toEqual({ confirm: false, cancel: false });
  });

  it('says an unknown or expired link is not valid and leads to the health services', async () => {
    answerFetch({ [VIEW_PATH]: () => notFound });
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This link is not valid')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go to my health services' }).getAttribute('href')).toBe(
      '/clinicmain',
    );
    expect(buttonsShown()).toEqual({ confirm: false, cancel: false });
  });

  it('says a link cut short is not valid without asking the server', async () => {
    const calls = answerFetch({});
    open('/reminder/abc');
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('keeps the page when the network fails, and tries again on request', async () => {
    let online = false;
    answerFetch({ [VIEW_PATH]: () => (online ? ok(view('open')) : 'offline') });
    open();
    // The query's own retries (twice, with back-off) come first.
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(within(alert).getByText('We could not load your consultation')).toBeTruthy();
    online = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lotus Dental Clinic')).toBeTruthy();
    expect(buttonsShown()).toEqual({ confirm: true, cancel: true });
  }, 15_000);

  it('keeps the consultation on screen when an answer cannot be sent, and sends it again on request', async () => {
    let online = false;
    const calls = answerFetch({
      [VIEW_PATH]: () => ok(view('open')),
      [CANCEL_PATH]: () => (online ? answered('cancelled') : 'offline'),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your answer was not sent')).toBeTruthy();
    expect(screen.getByText('Lotus Dental Clinic')).toBeTruthy();
    online = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Appointment cancelled')).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(2);
  });

  it('shows the state the server now holds when the consultation was closed meanwhile (409)', async () => {
    answerFetch({
      [VIEW_PATH]: (() => {
        let first = true;
        return () => {
          const answer = ok(view(first ? 'open' : 'cancelled'));
          first = false;
          return answer;
        };
      })(),
      [CONFIRM_PATH]: () => ({
        status: 409,
        body: { message: 'This consultation has been cancelled.', code: 'REMINDER.CONSULTATION_CLOSED', correlationId: 'c2' },
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm appointment' }));
    expect(await screen.findByText('This consultation is cancelled.')).toBeTruthy();
    expect(buttonsShown()).toEqual({ confirm: false, cancel: false });
  });

  it('reads in Hindi, the date too', async () => {
    answerFetch({ [VIEW_PATH]: () => ok(view('open')) });
    open();
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'आपका परामर्श' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'अपॉइंटमेंट की पुष्टि करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toBeTruthy();
    expect(screen.getByText('11 जन॰ 2030')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('आपके परामर्श का रिमाइंडर | HealthPlus Care'));
  });
});
