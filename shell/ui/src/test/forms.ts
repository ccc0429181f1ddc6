import { fireEvent, screen } from '@testing-library/react';

/** Test-only: types into the field labelled `label`. */
export const fillIn = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Test-only: picks `option` ('Clinic', 'Pharmacy', 'Laboratory') in the entity type select. */
export function chooseEntityType(option: string) {
  const { value } = screen.getByRole<HTMLOptionElement>('option', { name: option });
  fireEvent.change(screen.getByRole('combobox', { name: /^Entity Type/ }), { target: { value } });
}

/** Where the router is (renderPage shows it). */
export const location = () => screen.getByTestId('location').textContent;
