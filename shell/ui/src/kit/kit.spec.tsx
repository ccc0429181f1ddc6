/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  Anchor,
  Button,
  ButtonLink,
  Checkbox,
  Modal,
  NativeSelect,
  Radio,
  RadioGroup,
  Stepper,
  Tabs,
  TextInput,
} from './index';

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

it('marks a field invalid whose message is elsewhere, described by that message', () => {
  render(
    <>
      <p id="form-error">Check the amount</p>
      <TextInput label="Amount" error aria-describedby="form-error" />
      <Checkbox label="I agree" aria-describedby="form-error" />
    </>,
  );
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  expect(amount.getAttribute('aria-invalid')).toBe('true');
  expect(amount.getAttribute('aria-describedby')).toBe('form-error');
  expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-describedby')).toBe(
    'form-error',
  );
});

it('groups radios under their label, one checked at a time, with the error on the group', () => {
  function Sex() {
    const [value, setValue] = useState('');
    return (
      <RadioGroup label="Sex" required name="sex" value={value} onChange={setValue} error="Please choose">
        <Radio value="male" label="Male" />
        <Radio value="female" label="Female" />
      </RadioGroup>
    );
  }
  render(<Sex />);
  const group = screen.getByRole('radiogroup', { name: 'Sex' });
  const described = group.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(described)?.textContent).toBe('Please choose');
  fireEvent.click(within(group).getByRole('radio', { name: 'Female' }));
  expect(
    within(group)
      .getAllByRole<HTMLInputElement>('radio')
      .map((radio) => radio.checked),
  ).toEqual([false, true]);
  expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Male' }).name).toBe('sex');
});

describe('Tabs', () => {
  function Policies() {
    const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        id="policies"
        aria-label="Policies"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
          { value: 'c', label: 'Gamma' },
        ]}
      >
        {`Panel ${tab}`}
      </Tabs>
    );
  }
  const tab = (name: string) => screen.getByRole('tab', { name });
  const selected = () =>
    screen.getAllByRole('tab').filter((element) => element.getAttribute('aria-selected') === 'true');

  it('names the panel by its tab, and has one Tab stop: the selected tab', () => {
    render(<Policies />);
    expect(screen.getByRole('tablist', { name: 'Policies' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(panel.textContent).toBe('Panel a');
    expect(tab('Alpha').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a tab by click, by the arrow keys (wrapping), and by Home and End, moving the focus', () => {
    render(<Policies />);
    fireEvent.click(tab('Beta'));
    expect(selected()).toEqual([tab('Beta')]);
    tab('Beta').focus();
    fireEvent.keyDown(tab('Beta'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('Gamma')]);
    expect(document.activeElement).toBe(tab('Gamma'));
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('Alpha')]);
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(selected()).toEqual([tab('Gamma')]);
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' });
    expect(selected()).toEqual([tab('Alpha')]);
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(selected()).toEqual([tab('Gamma')]);
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel c');
    expect(tab('Gamma').tabIndex).toBe(0);
  });
});

describe('Modal', () => {
  function Review() {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpened(true)}>
          Review
        </button>
        <Modal opened={opened} onClose={() => setOpened(false)} title="Review provider" closeLabel="Close">
          <input aria-label="Notes" />
        </Modal>
      </>
    );
  }

  const dialogElement = () => document.querySelector('dialog')!;

  it('opens as a modal named by its title, and shows its content only while open', () => {
    render(<Review />);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByLabelText('Notes')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review provider' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByLabelText('Notes')).toBeTruthy();
  });

  it('closes with its Close button and gives the focus back to the button that opened it', () => {
    render(<Review />);
    const opener = screen.getByRole('button', { name: 'Review' });
    opener.focus();
    fireEvent.click(opener);
    within(screen.getByRole('dialog')).getByLabelText('Notes').focus();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByLabelText('Notes')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on Esc (the dialog's cancel event) and gives the focus back", () => {
    render(<Review />);
    const opener = screen.getByRole('button', { name: 'Review' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialogElement(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("stays open when mounted already open under React's development checks (effects run twice)", () => {
    let closeAsked = 0;
    const onClose = () => (closeAsked += 1);
    render(
      <StrictMode>
        <Modal opened onClose={onClose} title="Payment link" closeLabel="Close">
          <input aria-label="Amount" />
        </Modal>
      </StrictMode>,
    );
    expect(dialogElement().open).toBe(true);
    expect(closeAsked).toBe(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(closeAsked).toBe(1);
  });
});
