/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocale, useSession } from '@hp/shell-sdk';
import { answerFetch } from '@hp/shell-sdk/testing';
import { field, fillIn } from '../../test/renderPage';
import { catalogueAnswer } from './test/paymentCatalogue';
import { fillPatient, press, renderPayment, setUpPaymentWizardTests } from './test/paymentWizard';

setUpPaymentWizardTests();

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
    answerFetch({
      ...catalogueAnswer,
      '/api/user/membership': () => ({ status: 200, body: { membership: null } }),
    });
    signInPatient();
    await renderPayment(MEMBERSHIP);
    expect(field(/^Email Address/).value).toBe('ravi@example.com');
    expect(screen.getByText(OWNER_NOTE)).toBeTruthy();
    expect(screen.queryByText(/You are a member until/)).toBeNull();
  });

  it('tells a signed-in member that paying again adds a year, and to which day', async () => {
    answerFetch({
      ...catalogueAnswer,
      '/api/user/membership': () => ({ status: 200, body: { membership } }),
    });
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
    answerFetch({
      ...catalogueAnswer,
      '/api/user/membership': () => ({ status: 200, body: { membership: null } }),
    });
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
