import { fireEvent, screen } from '@testing-library/react';

/** Test-only: types into the field labelled `label`. */
export const fillIn = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/**
 * Test-only: opens the entity type select and picks `option` ('Clinic', 'Pharmacy', 'Laboratory'). The list may
 * still be in its opening transition (display: none in jsdom), hence `hidden`.
 */
export async function chooseEntityType(option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /^Entity Type/ }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Where the router is (renderPage shows it). */
export const location = () => screen.getByTestId('location').textContent;
