/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderPage } from '@hp/shell-sdk/testing';
import { I18nArea } from '../i18n';
import { ClinicRequests } from './ClinicDashPage';

it("says 'Loading dashboard...' until the requests arrive, then counts them", () => {
  const view = renderPage(
    <I18nArea>
      <ClinicRequests requests={undefined} />
    </I18nArea>,
  );
  expect(screen.getByText('Loading dashboard...').getAttribute('role')).toBe('status');
  view.unmount();

  renderPage(
    <I18nArea>
      <ClinicRequests requests={[{ id: 'r1', paymentStatus: 'paid' }, { id: 'r2' }]} />
    </I18nArea>,
  );
  expect(screen.getByRole('heading', { name: 'Pending Admission Requests (2)' })).toBeTruthy();
  expect(screen.queryByText('No pending admission requests')).toBeNull();
});
