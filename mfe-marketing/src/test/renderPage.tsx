import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@hp/shell-sdk';
import App from '../App';

/**
 * The remote at `path`, inside the SDK's providers (with `alongside` in the same router), once the page's
 * `heading` shows: the page's module loads lazily, so the first render may take a moment.
 */
export async function renderPage(
  path: string,
  heading: { level: number; name: string },
  alongside?: ReactNode,
) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <App />
        {alongside}
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', heading, { timeout: 5000 });
}

/** The form field with this label. */
export const field = <E extends HTMLElement = HTMLInputElement>(label: RegExp) =>
  screen.getByLabelText<E>(label);

/** Types a value into the field with this label (or chooses it, for a select). */
export const fillIn = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** The level of every heading on the page, in document order (h1 is 1). */
export const headingLevels = () =>
  screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
