/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { AppProviders } from './ui/AppProviders';

it('loads the toasts with the first one and shows them in the one container of the providers', async () => {
  render(<AppProviders>page</AppProviders>);
  // Nothing of Mantine's notifications is on the page before a toast is asked for.
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

  act(() => {
    notify.success(
      'Thank you for your feedback!',
      'We appreciate your message and will get back to you soon',
    );
    notify.error('Login Failed');
  });
  expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
  expect(screen.getByText('We appreciate your message and will get back to you soon')).toBeTruthy();
  // Shown once: one container for the page.
  expect(screen.getAllByText('Login Failed')).toHaveLength(1);

  act(() => notify.success('Logged out successfully'));
  expect(await screen.findByText('Logged out successfully')).toBeTruthy();
});
