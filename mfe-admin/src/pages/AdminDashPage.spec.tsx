/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';
import { adminLogin } from '../test/fixtures';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.getState().signIn(adminLogin));
});

const consultation = {
  id: '6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10',
  kind: 'consultation',
  name: 'Meera Shah',
  phone: '9123456780',
  email: null,
  details: {
    fullName: 'Meera Shah',
    consultationDate: '2026-12-01',
    consultationTime: '2-3 PM',
    purpose: 'Tooth ache',
  },
  createdAt: '2026-11-25T10:00:00.000Z',
};
const counts = { all: 4, appointment: 1, insurance: 1, consultation: 1, feedback: 1 };

it('has the frame: Clinic Verification, Refresh, Logout and the four tabs', async () => {
  answerFetch({
    '/api/admin/enquiries': () => ({ status: 200, body: { items: [], counts, nextCursor: null } }),
  });
  renderPage(<App />, { path: '/admindash' });
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Clinic Verification' }).getAttribute('href')).toBe(
    '/verifyclinic',
  );
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Consultations',
    'Lab Requests',
    'Pharmacy Requests',
    'All Submissions',
  ]);
});

it('lists the consultation requests, shows one in detail, and filters every kind under All Submissions', async () => {
  const calls = answerFetch({
    '/api/admin/enquiries': () => ({
      status: 200,
      body: { items: [consultation], counts, nextCursor: 'cursor-2' },
    }),
  });
  renderPage(<App />, { path: '/admindash' });
  const row = (await screen.findByRole('rowheader', { name: 'Meera Shah' })).closest('tr')!;
  expect(calls[0]?.url).toMatch(/\/api\/admin\/enquiries\?kind=consultation$/);
  fireEvent.click(within(row).getByRole('button', { name: 'View Details of Meera Shah' }));
  const dialog = await screen.findByRole('dialog', { name: 'Consultation request' });
  expect(within(dialog).getByText('Tooth ache')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  fireEvent.click(screen.getByRole('tab', { name: 'All Submissions' }));
  fireEvent.change(await screen.findByLabelText('Kind'), { target: { value: 'feedback' } });
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ravi' } });
  await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\?search=ravi&kind=feedback$/));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\?search=ravi&kind=feedback&cursor=cursor-2$/));
});

it('logs out to /admin even when the server call fails', async () => {
  answerFetch({
    '/api/admin/enquiries': () => ({ status: 200, body: { items: [], counts, nextCursor: null } }),
    '/api/admin/logout': () => 'offline',
  });
  renderPage(<App />, { path: '/admindash' });
  fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  expect(useSession.getState().status).toBe('anonymous');
});
