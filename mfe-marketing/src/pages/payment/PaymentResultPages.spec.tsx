/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, useLocale, useSession } from '@hp/shell-sdk';
import { answerFetch } from '@hp/shell-sdk/testing';
import App from '../../App';
import { MEMBERSHIP_RECHECK_MS, STATUS_POLL_MS } from './OrderStatusNote';

async function renderAt(path: string, heading: string, history: string[] = []) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
        <Routes>
          <Route path="/earlier" element={<h1>Earlier page</h1>} />
          <Route path="*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
}

afterEach(() => {
  cleanup();
  act(() => useLocale.getState().setLocale('en'));
});

describe('/payment/success', () => {
  it('says the payment succeeded, the confirmation e-mail, and links home', async () => {
    answerFetch({});
    await renderAt('/payment/success', 'Payment Successful!');
    expect(
      screen.getByText('Thank you. A confirmation e-mail has been sent to your e-mail address.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    // Without a reference there is no order to show.
    expect(screen.queryByText('Order reference')).toBeNull();
  });

  it("shows the order's reference and its status from the payment service", async () => {
    const calls = answerFetch({
      '/api/payment/orders/HP1700000000000': () => ({
        status: 200,
        body: { reference: 'HP1700000000000', status: 'paid' },
      }),
    });
    await renderAt('/payment/success?reference=HP1700000000000', 'Payment Successful!');
    expect(screen.getByText('HP1700000000000')).toBeTruthy();
    expect(await screen.findByText('Payment received and confirmed.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Payment received and confirmed.');
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/api/payment/orders/HP1700000000000'],
    ]);
  });

  it("asks again for a signed-in patient's membership once the order is paid, and shortly after", async () => {
    const calls = answerFetch({
      '/api/payment/orders/HP5': () => ({ status: 200, body: { reference: 'HP5', status: 'paid' } }),
      '/api/user/membership': () => ({ status: 200, body: { membership: null } }),
    });
    act(() =>
      useSession.getState().signIn({
        token: 't',
        id: 'usr_paid',
        role: '300',
        email: 'asha@example.com',
        isApproved: true,
        status: 'approved',
        expiresIn: 900,
      }),
    );
    try {
      await renderAt('/payment/success?reference=HP5', 'Payment Successful!');
      await screen.findByText('Payment received and confirmed.');
      const membershipCalls = () => calls.filter((call) => call.url === '/api/user/membership').length;
      await waitFor(() => expect(membershipCalls()).toBe(1));
      await waitFor(() => expect(membershipCalls()).toBe(2), { timeout: MEMBERSHIP_RECHECK_MS + 2000 });
    } finally {
      act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
    }
  });

  it('says so while the payment is still being confirmed', async () => {
    answerFetch({
      '/api/payment/orders/HP2': () => ({ status: 200, body: { reference: 'HP2', status: 'pending' } }),
    });
    await renderAt('/payment/success?reference=HP2', 'Payment Successful!');
    expect(
      await screen.findByText('Your payment is still being confirmed. This page updates by itself.'),
    ).toBeTruthy();
  });

  it('asks again until the payment is confirmed, then stops asking', async () => {
    let asked = 0;
    const calls = answerFetch({
      '/api/payment/orders/HP4': () => {
        asked += 1;
        return { status: 200, body: { reference: 'HP4', status: asked === 1 ? 'created' : 'paid' } };
      },
    });
    await renderAt('/payment/success?reference=HP4', 'Payment Successful!');
    expect(
      await screen.findByText('Your payment is still being confirmed. This page updates by itself.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Payment received and confirmed.', undefined, {
        timeout: STATUS_POLL_MS + 2000,
      }),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS + 500));
    expect(calls).toHaveLength(2);
  }, 15_000);

  it('says when the status cannot be checked, and ignores a reference that is not one', async () => {
    answerFetch({
      '/api/payment/orders/HP3': () => ({
        status: 404,
        body: { message: 'Not found', code: 'NOT_FOUND', correlationId: 'c' },
      }),
    });
    await renderAt('/payment/success?reference=HP3', 'Payment Successful!');
    expect(
      await screen.findByText(
        'We could not check the status of your payment just now. Your confirmation e-mail has the details.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    cleanup();

    const calls = answerFetch({});
    await renderAt('/payment/success?reference=%3Cscript%3E', 'Payment Successful!');
    expect(screen.queryByText('Order reference')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('reads in Hindi', async () => {
    answerFetch({});
    act(() => useLocale.getState().setLocale('hi'));
    await renderAt('/payment/success', 'भुगतान सफल रहा!');
  });
});

describe('/payment/failure', () => {
  it("shows the error query's text, Try Again (back in history) and Return to Home", async () => {
    await renderAt('/payment/failure?error=Card%20declined%20by%20bank', 'Payment Failed', ['/earlier']);
    expect(screen.getByText('Error details')).toBeTruthy();
    expect(screen.getByText('Card declined by bank')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Earlier page' })).toBeTruthy();
  });

  it("shows Plural's error_message when there is no error query (its failure callback)", async () => {
    await renderAt(
      '/payment/failure?reference=HP-1&order_id=v1-1&status=FAILED&error_code=PAYMENT_DECLINED&error_message=The%20payment%20was%20declined',
      'Payment Failed',
    );
    expect(screen.getByText('The payment was declined')).toBeTruthy();
  });

  it('shows the default text without an error query, and markup in the query as text', async () => {
    await renderAt('/payment/failure', 'Payment Failed');
    expect(screen.getByText('Payment processing failed. Please try again.')).toBeTruthy();
    cleanup();
    await renderAt('/payment/failure?error=%3Cb%3Ebold%3C%2Fb%3E', 'Payment Failed');
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    act(() => useLocale.getState().setLocale('hi'));
    await renderAt('/payment/failure', 'भुगतान विफल रहा');
    expect(screen.getByText('भुगतान की प्रक्रिया विफल रही। कृपया फिर से कोशिश करें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });
});
