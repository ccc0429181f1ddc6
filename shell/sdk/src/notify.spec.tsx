/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { AppProviders } from './ui/AppProviders';

it('shows toasts through the one Notifications of the providers', async () => {
  render(<AppProviders>page</AppProviders>);
  act(() => {
    notify.success('Thank you for your feedback!', 'We appreciate your message and will get back to you soon');
    notify.error('Login Failed');
  });
  expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
  expect(screen.getByText('We appreciate your message and will get back to you soon')).toBeTruthy();
  expect(screen.getByText('Login Failed')).toBeTruthy();
});
