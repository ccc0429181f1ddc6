/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, consultationApi, directoryApi, prescriptionApi } from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';
import { answerUpload, patientLogin, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../../App';
import { pages } from '../../pages';
import {
  CLINIC_ID,
  PHARMACY_ID,
  LAB_ID,
  CONSULTATION_ID,
  medplus,
  pathLab,
  directory,
  DATE,
  slots,
  consultation,
  answerPage,
} from './test/fixtures';

beforeAll(() => preloadPages(pages));

beforeEach(() => {
  act(() => useSession.getState().signIn({ ...patientLogin }));
});
afterEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

const services = () => screen.getByRole('tabpanel');

describe('the services', () => {
  it("lists the directory's approved clinics with their details, and each tab its own kind", async () => {
    const calls = answerPage();
    renderPage(<App />, { path: '/clinicmain' });
    const card = (await screen.findByRole('heading', { name: 'Lotus Dental' })).closest('article')!;
    expect(within(card).getByText('Dentistry, Orthopedics')).toBeTruthy();
    expect(within(card).getByText('Doctors: 2')).toBeTruthy();
    expect(within(card).getByText('EMI Available')).toBeTruthy();
    expect(within(card).getByText('Insurance Accepted')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'BOOK NOW' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Available Hospitals/Clinics' })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/api/clinic/approved-clinics?type=clinic'))).toBe(true);

    answerPage({
      [directoryApi.approvedProviders.path]: () => ({
        status: 200,
        body: directory('pharmacies', [medplus]),
      }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Pharmacy' }));
    expect(await within(services()).findByRole('heading', { name: 'MedPlus Thane' })).toBeTruthy();
    expect(within(services()).getByRole('button', { name: 'BOOK NOW' })).toBeTruthy();
    expect(within(services()).queryByText('Insurance Accepted')).toBeNull();

    answerPage({
      [directoryApi.approvedProviders.path]: () => ({ status: 200, body: directory('laboratories', []) }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Laboratory' }));
    expect(await within(services()).findByText('No laboratories available at the moment')).toBeTruthy();
  });

  it('shows the Logout button with the services and with a form', async () => {
    answerPage();
    renderPage(<App />, { path: '/clinicmain' });
    fireEvent.click(await screen.findByRole('button', { name: 'BOOK NOW' }));
    expect(await screen.findByRole('heading', { name: 'Consultation Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});

describe('Consultation Details', () => {
  const openForm = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'BOOK NOW' }));
    await screen.findByRole('heading', { name: 'Consultation Details' });
  };
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

  it('asks for a date before the time, and says what is missing with the validation toast', async () => {
    answerPage();
    renderPage(<App />, { path: '/clinicmain' });
    await openForm();
    const time = screen.getByLabelText<HTMLSelectElement>('Preferred time slot', { exact: false });
    expect(time.disabled).toBe(true);
    expect(within(time).getByRole('option', { name: 'Please select a date first' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Consultation date is required')).toBeTruthy();
    expect(screen.getByText('Consultation time is required')).toBeTruthy();
    expect(screen.getByText('Purpose of consultation is required')).toBeTruthy();
    expect(await screen.findByText('Please fill in all required fields correctly.')).toBeTruthy();
    expect(screen.getByText('Validation Error')).toBeTruthy();
    // The error is wired to its field, and clears when the field is edited.
    const name = screen.getByLabelText('Full name', { exact: false });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fill('Full name', 'A');
    expect(screen.queryByText('Full name is required')).toBeNull();
  });

  it("fills the times from the clinic's slots (full ones not selectable), books, and shows it in My requests", async () => {
    let booked: unknown;
    const calls = answerPage({
      [consultationApi.consultationSlots.path]: () => ({
        status: 200,
        body: { success: true, service: CLINIC_ID, date: DATE, slots: slots() },
      }),
      [consultationApi.bookConsultation.path]: (body) => {
        if (body === undefined)
          return { status: 200, body: { success: true, consultations: [], nextCursor: null } };
        booked = body;
        return { status: 201, body: { success: true, message: 'ok', consultation: consultation() } };
      },
    });
    renderPage(<App />, { path: '/clinicmain' });
    await openForm();
    fill('Full name', 'Asha Verma');
    fill('Phone number', '9876543210');
    fill('Preferred date', DATE);
    fill('Purpose of consultation', 'Tooth ache for a week');
    const time = screen.getByLabelText<HTMLSelectElement>('Preferred time slot', { exact: false });
    const full = await within(time).findByRole('option', { name: '10:00 AM (full)' });
    expect((full as HTMLOptionElement).disabled).toBe(true);
    expect(time.disabled).toBe(false);
    expect(calls.find((call) => call.url.startsWith(consultationApi.consultationSlots.path))?.url).toBe(
      `${consultationApi.consultationSlots.path}?service=${CLINIC_ID}&date=${DATE}`,
    );
    expect(screen.getByText('11 of 12 time slots available')).toBeTruthy();
    expect(screen.getByText(/^Selected date: /)).toBeTruthy();

    fireEvent.change(time, { target: { value: '2:30 PM' } });
    expect(screen.getByText(/^Your consultation: .* at 2:30 PM, Lotus Dental$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(
        `Consultation request submitted successfully for Lotus Dental on ${DATE} at 2:30 PM! Your request is now under admin review.`,
      ),
    ).toBeTruthy();
    expect(booked).toEqual({
      fullName: 'Asha Verma',
      phoneNumber: '9876543210',
      consultationTime: `${DATE} 2:30 PM`,
      purpose: 'Tooth ache for a week',
      service: CLINIC_ID,
      serviceType: 'Clinic',
    });
    // Back on the services.
    expect(await screen.findByRole('heading', { name: 'Available Hospitals/Clinics' })).toBeTruthy();
  });

  it('changing the date clears the chosen time; a full slot from the server refreshes the times', async () => {
    answerPage({
      [consultationApi.consultationSlots.path]: () => ({
        status: 200,
        body: { success: true, service: CLINIC_ID, date: DATE, slots: slots() },
      }),
      [consultationApi.bookConsultation.path]: (body) =>
        body === undefined
          ? { status: 200, body: { success: true, consultations: [], nextCursor: null } }
          : {
              status: 409,
              body: {
                message: 'This time slot is full. Please choose another time.',
                code: 'BOOKING.SLOT_FULL',
                correlationId: 'c',
              },
            },
    });
    renderPage(<App />, { path: '/clinicmain' });
    await openForm();
    fill('Full name', 'Asha Verma');
    fill('Phone number', '9876543210');
    fill('Preferred date', DATE);
    fill('Purpose of consultation', 'Tooth ache for a week');
    const time = screen.getByLabelText<HTMLSelectElement>('Preferred time slot', { exact: false });
    await within(time).findByRole('option', { name: '9:00 AM' });
    fireEvent.change(time, { target: { value: '9:00 AM' } });
    fill('Preferred date', addDays(DATE, 1));
    expect(time.value).toBe('');

    fill('Preferred date', DATE);
    await waitFor(() => expect(time.disabled).toBe(false));
    fireEvent.change(time, { target: { value: '9:00 AM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Error booking consultation: This time slot is full. Please choose another time.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('This time slot is full. Please choose another time.').length).toBeGreaterThan(
      0,
    );
  });

  it('Back to Services drops what was typed and its errors', async () => {
    answerPage();
    renderPage(<App />, { path: '/clinicmain' });
    await openForm();
    fill('Full name', 'Asha');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '← Back to Services' }));
    await openForm();
    expect(screen.getByLabelText<HTMLInputElement>('Full name', { exact: false }).value).toBe('');
    expect(screen.queryByText('Phone number is required')).toBeNull();
  });

  it('opens the form of the provider chosen on /demo', async () => {
    answerPage();
    renderPage(<App />, {
      path: '/clinicmain',
      state: { provider: { id: PHARMACY_ID, entityType: 'pharmacy', name: 'MedPlus Thane' } },
    });
    expect(await screen.findByRole('heading', { name: 'Upload Prescription' })).toBeTruthy();
    expect(screen.getByText('Pharmacy: MedPlus Thane')).toBeTruthy();
  });
});

/** A valid 1x1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('the upload views', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

  const openLab = async () => {
    answerPage({
      [directoryApi.approvedProviders.path]: () => ({
        status: 200,
        body: directory('laboratories', [pathLab]),
      }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Laboratory' }));
    fireEvent.click(await within(services()).findByRole('button', { name: 'BOOK' }));
    await screen.findByRole('heading', { name: 'Upload Lab Test Prescription' });
  };

  it('asks for every field and the file; a file that is not an image or PDF is refused before sending', async () => {
    answerPage();
    renderPage(<App />, { path: '/clinicmain' });
    await screen.findByRole('heading', { name: 'Lotus Dental' });
    await openLab();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Lab Prescription' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Mobile number is required')).toBeTruthy();
    expect(screen.getByText("Doctor's name is required")).toBeTruthy();
    expect(screen.getByText('Prescribed date is required')).toBeTruthy();
    expect(await screen.findByText('Prescription file is required')).toBeTruthy();
    expect(screen.getByText('JPG, PNG, WEBP, PDF, max 5MB')).toBeTruthy();

    const input = screen.getByLabelText<HTMLInputElement>('Lab test prescription file', { exact: false });
    fireEvent.change(input, {
      target: { files: [new File(['not a picture'], 'scan.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('The prescription must be a JPG, PNG, WEBP or PDF file')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the lab prescription with its fields and file, shows the progress, and says where it went', async () => {
    answerPage();
    let release: () => void = () => undefined;
    const uploads = answerUpload({
      [prescriptionApi.submitPrescription.path]: () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { success: true, message: 'sent', id: 'sub_1' } });
        }),
    });
    renderPage(<App />, { path: '/clinicmain' });
    await screen.findByRole('heading', { name: 'Lotus Dental' });
    await openLab();
    fill('Username', 'Asha Verma');
    fill('Mobile number', '9876543210');
    fill("Doctor's name", 'Dr. Rao');
    fill('Prescribed date', DATE);
    const input = screen.getByLabelText('Lab test prescription file', { exact: false });
    fireEvent.change(input, { target: { files: [new File([PNG], 'scan.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Lab Prescription' }));
    expect(await screen.findByText('Uploading prescription: 100%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeTruthy();
    act(() => release());

    expect(
      await screen.findByText('✅ Lab prescription uploaded and sent to City Path Lab successfully!'),
    ).toBeTruthy();
    expect(uploads).toHaveLength(1);
    const form = uploads[0]!.form;
    expect(uploads[0]!.headers.Authorization).toBe(`Bearer ${patientLogin.token}`);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'prescription'))).toEqual({
      type: 'lab',
      providerId: LAB_ID,
      service: 'City Path Lab',
      username: 'Asha Verma',
      mobile: '9876543210',
      doctor: 'Dr. Rao',
      date: DATE,
    });
    expect((form.get('prescription') as File).name).toBe('scan.png');
  });

  it("says why the upload failed with the server's message", async () => {
    answerPage();
    answerUpload({
      [prescriptionApi.submitPrescription.path]: () => ({
        status: 400,
        body: {
          message: 'Some fields are not valid.',
          code: 'VALIDATION.FAILED',
          fields: {
            providerId: 'This pharmacy is not available for prescriptions. Please choose another one.',
          },
          correlationId: 'c',
        },
      }),
    });
    renderPage(<App />, {
      path: '/clinicmain',
      state: { provider: { id: PHARMACY_ID, entityType: 'pharmacy', name: 'MedPlus Thane' } },
    });
    await screen.findByRole('heading', { name: 'Upload Prescription' });
    fill('Username', 'Asha Verma');
    fill('Mobile number', '9876543210');
    fill("Doctor's name", 'Dr. Rao');
    fill('Prescribed date', DATE);
    fireEvent.change(screen.getByLabelText('Prescription file', { exact: false }), {
      target: { files: [new File([PNG], 'scan.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Prescription' }));
    expect(await screen.findByText('❌ Upload failed: Some fields are not valid.')).toBeTruthy();
    expect(
      screen.getByText('This pharmacy is not available for prescriptions. Please choose another one.'),
    ).toBeTruthy();
  });
});

describe('My requests', () => {
  const region = () => screen.getByRole('region', { name: 'My requests' });

  it('shows each consultation with its status, and an alternative time to accept', async () => {
    const expiresAt = new Date(Date.now() + 20 * 3600_000).toISOString();
    const offered = consultation({
      status: 'approved',
      alternativeTime: `${DATE} 4:00 PM`,
      alternative: {
        date: DATE,
        time: '4:00 PM',
        consultationTime: `${DATE} 4:00 PM`,
        startsAt: `${DATE}T10:30:00.000Z`,
        status: 'offered',
        expiresAt,
        answeredAt: null,
      },
      adminNote: 'The doctor is free later that day',
    });
    const rejected = consultation({
      id: '0193b3a0-0000-7000-8000-0000000000c2',
      _id: '0193b3a0-0000-7000-8000-0000000000c2',
      status: 'rejected',
      adminNote: 'The clinic is closed that week',
    });
    const calls = answerPage(
      {
        [`${consultationApi.myConsultations.path}/${CONSULTATION_ID}/accept-alternative`]: () => ({
          status: 200,
          body: { success: true, message: 'ok', consultation: offered },
        }),
      },
      { consultations: [offered, rejected] },
    );
    renderPage(<App />, { path: '/clinicmain' });
    expect(await within(region()).findByText('Alternative time offered')).toBeTruthy();
    expect(within(region()).getByText('Rejected')).toBeTruthy();
    expect(within(region()).getByText('Reason: The clinic is closed that week')).toBeTruthy();
    expect(within(region()).getByText('Note: The doctor is free later that day')).toBeTruthy();
    expect(within(region()).getByText('No prescriptions yet')).toBeTruthy();

    fireEvent.click(within(region()).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted the alternative time.')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/accept-alternative'))).toEqual([
      {
        url: `${consultationApi.myConsultations.path}/${CONSULTATION_ID}/accept-alternative`,
        method: 'POST',
        body: undefined,
      },
    ]);
  });

  it('shows a pending consultation as under admin review, and a prescription with its status', async () => {
    answerPage(
      {
        [prescriptionApi.myPrescriptions.path]: () => ({
          status: 200,
          body: {
            success: true,
            nextCursor: null,
            submissions: [
              {
                id: 'sub_1',
                _id: 'sub_1',
                type: 'pharmacy',
                status: 'accepted',
                providerName: 'MedPlus Thane',
                service: 'MedPlus Thane',
                doctor: 'Rao',
                date: DATE,
                prescriptionFile: {
                  originalName: 'scan.png',
                  size: 70,
                  kind: 'png',
                  url: 'http://x',
                  expiresAt: DATE,
                },
                createdAt: new Date().toISOString(),
              },
            ],
          },
        }),
      },
      { consultations: [consultation()] },
    );
    renderPage(<App />, { path: '/clinicmain' });
    expect(await within(region()).findByText('Under admin review')).toBeTruthy();
    expect(await within(region()).findByText('MedPlus Thane')).toBeTruthy();
    expect(within(region()).getByText('Accepted')).toBeTruthy();
  });
});
