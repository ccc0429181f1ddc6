/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Anchor, Button, ButtonLink, Checkbox, NativeSelect, Stepper, TextInput } from './index';

it('names a field by its label and describes it by its hint and its error', () => {
  render(<TextInput label="Phone" description="10 digits" error="Enter a valid phone" required />);
  const phone = screen.getByRole('textbox', { name: /^Phone/ });
  expect(phone.getAttribute('aria-invalid')).toBe('true');
  expect(phone.hasAttribute('required')).toBe(true);
  const described = (phone.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['10 digits', 'Enter a valid phone']);
});

it('leaves a field without an error unmarked', () => {
  render(<TextInput label="Name" />);
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name.hasAttribute('aria-invalid')).toBe(false);
  expect(name.hasAttribute('aria-describedby')).toBe(false);
});

it('offers a select its choices from data, and a checkbox its label', () => {
  render(
    <>
      <NativeSelect label="City" data={['Mumbai', { value: 'del', label: 'Delhi' }]} defaultValue="del" />
      <Checkbox label="I agree" error="Please agree" />
    </>,
  );
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' }).value).toBe('del');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mumbai', 'Delhi']);
  expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-invalid')).toBe('true');
});

it('keeps a busy button from being pressed twice, and is a plain button unless told', () => {
  let presses = 0;
  const pressed = () => presses++;
  const { rerender } = render(<Button onClick={pressed}>Pay</Button>);
  const pay = screen.getByRole('button', { name: 'Pay' });
  expect(pay.getAttribute('type')).toBe('button');
  fireEvent.click(pay);
  rerender(
    <Button onClick={pressed} loading>
      Pay
    </Button>,
  );
  fireEvent.click(pay);
  expect(presses).toBe(1);
  expect(pay.getAttribute('aria-busy')).toBe('true');
});

it('links to pages of the product through the router, and elsewhere by href', () => {
  render(
    <MemoryRouter>
      <ButtonLink to="/membership">Join Now</ButtonLink>
      <Anchor to="/userlog">Log in</Anchor>
      <Anchor href="tel:+919820012345">Call</Anchor>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/membership');
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/userlog');
  expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919820012345');
});

it('marks the current step and those done', () => {
  render(<Stepper steps={['Email', 'Code', 'Password']} active={1} aria-label="Progress" />);
  const steps = screen.getAllByRole('listitem');
  expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'current', 'next']);
  expect(steps[1]?.getAttribute('aria-current')).toBe('step');
});
