/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { AppProviders } from '@hp/shell-sdk';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';
import { UnexpectedErrorScreen } from './UnexpectedErrorScreen';

const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
afterAll(() => consoleError.mockRestore());

function Broken(): never {
  throw new Error('layout exploded');
}

describe('ErrorBoundary', () => {
  it('shows the Unexpected Application Error screen when the shell itself fails', () => {
    render(
      <AppProviders>
        <ErrorBoundary area="shell" fallback={<UnexpectedErrorScreen />}>
          <Broken />
        </ErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalledWith('[shell] shell failed:', expect.any(Error), expect.any(String));
  });

  it('calls onReset when the reset key changes while the fallback shows', () => {
    const onReset = jest.fn();
    const view = render(
      <ErrorBoundary area="test" fallback={<p>fallback</p>} resetKey="/a" onReset={onReset}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    view.rerender(
      <ErrorBoundary area="test" fallback={<p>fallback</p>} resetKey="/b" onReset={onReset}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
