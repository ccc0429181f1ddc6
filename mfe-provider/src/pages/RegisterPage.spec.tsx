/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INDIAN_STATES, MAX_UPLOAD_BYTES } from '@hp/contracts';
import { answerUpload, preloadPages, renderPage, type FakeAnswer } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';
import { STATE_TEXTS } from './texts';

beforeAll(() => preloadPages(pages));

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'licence.png') => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });
const registered: FakeAnswer = {
  status: 201,
  body: { message: 'Registered; waiting for admin approval', id: 'prv_1' },
};

/** The gateway's 400 refusing the registration field by field. */
const fieldsRefused = (fields: Record<string, string>, correlationId: string) => (): FakeAnswer => ({
  status: 400,
  body: { message: 'Some fields are not valid.', code: 'VALIDATION.FAILED', fields, correlationId },
});
const fillIn = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
const location = () => screen.getByTestId('location').textContent;
const choose = (group: RegExp, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(option));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
const licenceInput = () => screen.getByLabelText<HTMLInputElement>('License proof');
const attach = (file: File) => fireEvent.change(licenceInput(), { target: { files: [file] } });

function fillInPharmacy() {
  choose(/^Entity Type/, 'Pharmacy');
  fillIn(/^Name/, 'Care Pharmacy');
  fillIn(/^Phone/, '9876543210');
  fillIn(/^Email/, 'care@example.com');
  fillIn(/^Number of pharmacists/, '2');
  fillIn(/^Full address/, '12 Hill Road, Bandra West');
  fillIn(/^City \/ location/, 'Mumbai');
  fillIn(/^State \/ union territory/, 'IN-MH');
  choose(/^Do you offer EMI/, 'No');
  choose(/^Do you accept insurance/, 'Yes');
  fillIn(/^Password/, 'Provider#123');
}

it('checks every field with the contract before sending anything', async () => {
  const uploads = answerUpload({});
  renderPage(<App />, { path: '/clinicreg' });
  fillIn(/^Phone/, '12345');
  fillIn(/^Password/, 'short');
  submit();

  expect(await screen.findByText('Please select an entity type')).toBeTruthy();
  for (const message of [
    'Name is required',
    'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
    'Email is required',
    'Please enter a number',
    'Address is required',
    'City / location is required',
    'Please select your state or union territory',
    'Please say whether you accept EMI',
    'Please say whether you accept insurance',
    'Password must be at least 8 characters long',
  ]) {
    expect(screen.getByText(message)).toBeTruthy();
  }
  expect(uploads).toHaveLength(0);
});

it('names the staff by the kind of provider and asks only a clinic for specializations', async () => {
  renderPage(<App />, { path: '/clinicreg' });
  expect(screen.getByLabelText(/^Number of doctors/)).toBeTruthy();
  expect(screen.queryByRole('group', { name: /Specializations/ })).toBeNull();

  choose(/^Entity Type/, 'Pharmacy');
  expect(screen.getByLabelText(/^Number of pharmacists/)).toBeTruthy();
  expect(screen.queryByRole('group', { name: /Specializations/ })).toBeNull();

  choose(/^Entity Type/, 'Laboratory');
  expect(screen.getByLabelText(/^Number of technicians/)).toBeTruthy();

  fillInPharmacy();
  choose(/^Entity Type/, 'Clinic');
  expect(screen.getByLabelText(/^Number of doctors/)).toBeTruthy();
  const specializations = screen.getByRole('group', { name: /Specializations/ });
  expect(within(specializations).getAllByRole('checkbox')).toHaveLength(27);

  submit();
  expect(await screen.findByText('Please select at least one specialization.')).toBeTruthy();
});

it("sends a clinic's own specialization in place of Others, and the fields by the spec's names", async () => {
  const uploads = answerUpload({ '/api/clinic/register': () => registered });
  renderPage(<App />, { path: '/clinicreg' });
  fillInPharmacy();
  choose(/^Entity Type/, 'Clinic');
  fillIn(/^Number of doctors/, '4');
  fireEvent.click(screen.getByLabelText('Dentistry'));
  fireEvent.click(screen.getByLabelText('Others'));
  submit();
  expect(await screen.findByText('A specialization must be at least 2 characters long')).toBeTruthy();
  expect(uploads).toHaveLength(0);

  fillIn(/^Your specialization/, 'Sleep medicine');
  submit();
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(Object.fromEntries(uploads[0]!.form.entries())).toEqual({
    entityType: 'clinic',
    name: 'Care Pharmacy',
    phone: '9876543210',
    email: 'care@example.com',
    address: '12 Hill Road, Bandra West',
    location: 'Mumbai',
    state: 'IN-MH',
    numberOfDoctors: '4',
    specializations: JSON.stringify(['Dentistry', 'Sleep medicine']),
    acceptsEMI: 'no',
    acceptsInsurance: 'yes',
    password: 'Provider#123',
  });
});

describe('the state and the HFR ID', () => {
  it('asks for the state among the 28 states and 8 union territories, by name, and sends its code', async () => {
    const uploads = answerUpload({ '/api/clinic/register': () => registered });
    renderPage(<App />, { path: '/clinicreg' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /^State \/ union territory/ });
    expect(select.required).toBe(true);
    expect(select.getAttribute('autocomplete')).toBe('address-level1');
    const [states, territories] = within(select).getAllByRole('group');
    expect(states!.getAttribute('label')).toBe('States');
    expect(within(states!).getAllByRole('option')).toHaveLength(28);
    expect(territories!.getAttribute('label')).toBe('Union territories');
    expect(
      within(territories!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ]);

    fillInPharmacy();
    fillIn(/^State \/ union territory/, '');
    submit();
    expect(await screen.findByText('Please select your state or union territory')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toContain(
      screen.getByText('Please select your state or union territory').id,
    );
    expect(uploads).toHaveLength(0);

    fireEvent.change(select, { target: { value: 'IN-LA' } });
    submit();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.form.get('state')).toBe('IN-LA');
    // No HFR ID given: none is sent.
    expect(uploads[0]!.form.has('hfrId')).toBe(false);
  });

  it('refuses an HFR ID that is not IN and 10 digits, then sends a good one in capitals', async () => {
    const uploads = answerUpload({ '/api/clinic/register': () => registered });
    renderPage(<App />, { path: '/clinicreg' });
    fillInPharmacy();
    fillIn(/^HFR ID/, 'HFR-2710000123');
    submit();
    const message = await screen.findByText(
      'The HFR ID is IN followed by 10 digits, for example IN2710000123',
    );
    const input = screen.getByLabelText<HTMLInputElement>(/^HFR ID/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(uploads).toHaveLength(0);

    fillIn(/^HFR ID/, ' in2710000123 ');
    submit();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.form.get('hfrId')).toBe('IN2710000123');
  });

  it('keeps the state and the HFR ID when the server refuses the registration', async () => {
    answerUpload({
      '/api/clinic/register': fieldsRefused({ state: 'Please select your state or union territory' }, 'c-3'),
    });
    renderPage(<App />, { path: '/clinicreg' });
    fillInPharmacy();
    fillIn(/^State \/ union territory/, 'IN-KA');
    fillIn(/^HFR ID/, 'IN2910000456');
    submit();
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(screen.getByText('Please select your state or union territory')).toBeTruthy();
    expect([valueOf(/^State \/ union territory/), valueOf(/^HFR ID/), valueOf(/^Name/)]).toEqual([
      'IN-KA',
      'IN2910000456',
      'Care Pharmacy',
    ]);
  });

  it("names the states as the contracts do (the catalogue's English texts)", () => {
    expect(STATE_TEXTS).toEqual(
      Object.fromEntries(Object.entries(INDIAN_STATES).map(([code, state]) => [code, state.name])),
    );
  });
});

describe('the licence proof', () => {
  it('refuses a file that is not a PDF, JPG or PNG by its bytes, whatever its name', async () => {
    renderPage(<App />, { path: '/clinicreg' });
    attach(new File(['MZ\x90\x00 an executable'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The licence proof must be a PDF, JPG or PNG file')).toBeTruthy();
    expect(licenceInput().getAttribute('aria-invalid')).toBe('true');
    expect(licenceInput().value).toBe('');
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const uploads = answerUpload({ '/api/clinic/register': () => registered });
    renderPage(<App />, { path: '/clinicreg' });
    fillInPharmacy();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG_BYTES);
    attach(new File([big], 'scan.png', { type: 'image/png' }));
    expect(
      await screen.findByText('The file is larger than 5 MB. Please choose a smaller file.'),
    ).toBeTruthy();
    submit();
    // Sent without the refused file.
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.form.get('licenseProof')).toBeNull();
  });

  it('shows the progress of the upload, then the success toast, then the login page after a moment', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const uploads = answerUpload(
      { '/api/clinic/register': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) },
      { progress: [0.5], total: 2000 },
    );
    renderPage(<App />, { path: '/clinicreg' });
    fillInPharmacy();
    attach(png());
    submit();

    const bar = await screen.findByRole<HTMLProgressElement>('progressbar', {
      name: 'Uploading license proof',
    });
    await waitFor(() => expect(bar.value).toBe(50));
    expect(screen.getByText('Uploading license proof: 50%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registering...' })).toHaveProperty('disabled', true);
    expect((uploads[0]!.form.get('licenseProof') as File).name).toBe('licence.png');

    act(() => answer(registered));
    expect(await screen.findByText('Registration Successful')).toBeTruthy();
    expect(location()).toBe('/clinicreg');
    await waitFor(() => expect(location()).toBe('/clinicLog'), { timeout: 2000 });
  });
});

it('keeps everything, the file included, when the e-mail is taken, and says so on the e-mail field', async () => {
  const uploads = answerUpload({
    '/api/clinic/register': () => ({
      status: 409,
      body: {
        message: 'An account with this email already exists.',
        code: 'AUTH.EMAIL_TAKEN',
        correlationId: 'c-1',
      },
    }),
  });
  renderPage(<App />, { path: '/clinicreg' });
  fillInPharmacy();
  attach(png());
  submit();

  expect(await screen.findByText('Registration Failed')).toBeTruthy();
  // once in the toast, once under the e-mail field
  expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2);
  expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  expect([valueOf(/^Name/), valueOf(/^Phone/), valueOf(/^Email/), valueOf(/^Number of pharmacists/)]).toEqual(
    ['Care Pharmacy', '9876543210', 'care@example.com', '2'],
  );
  expect(valueOf(/^Password/)).toBe('Provider#123');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(location()).toBe('/clinicreg');

  // Sending again sends the same file.
  fillIn(/^Email/, 'care.two@example.com');
  submit();
  await waitFor(() => expect(uploads).toHaveLength(2));
  expect((uploads[1]!.form.get('licenseProof') as File).name).toBe('licence.png');
});

it('asks for another file when the server refuses the one sent, keeping the rest', async () => {
  answerUpload({
    '/api/clinic/register': fieldsRefused(
      { licenseProof: 'The licence proof must be a PDF, JPG or PNG file' },
      'c-2',
    ),
  });
  renderPage(<App />, { path: '/clinicreg' });
  fillInPharmacy();
  attach(png());
  submit();
  expect(await screen.findByText('The licence proof must be a PDF, JPG or PNG file')).toBeTruthy();
  expect(licenceInput().value).toBe('');
  expect(valueOf(/^Name/)).toBe('Care Pharmacy');
});
