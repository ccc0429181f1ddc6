// The admins' dashboard (/admindash, issue 14): an admin (made with the project's admin-create script) approves a
// pending consultation with an alternative time and rejects another with a reason, then changes a lab test
// prescription's status. The clinic and the laboratory register through the API and are approved by an admin
// through the API; the patient registers, books and uploads through the API (the patient's screens have tests of
// their own).
import { describe, it, expect } from '@jest/globals';
import {
  adminLogsInTo,
  BASE,
  createAdmin,
  horizontalOverflow,
  json,
  newPatient,
  openPage,
  PHONE,
  registerByApi,
  screenshot,
  seriousA11yViolations,
  TINY_PNG,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();

/** India's calendar day `days` from today, YYYY-MM-DD. */
const indiaDay = (days) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Retries `attempt` (which answers null to go on) for up to 20 s: services learn approvals from events. */
async function eventually(what, attempt) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await attempt();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still not ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A clinic or laboratory registered through POST /api/clinic/register and approved by the admin through the API. */
async function approvedProvider(entityType, adminToken) {
  const id = uniqueId();
  const provider = {
    entityType,
    name: `E2E ${entityType === 'clinic' ? 'Clinic' : 'Lab'} ${id}`,
    phone: uniquePhone(),
    email: `e2e.${entityType}.${id}@example.com`,
    address: '12 Hill Road, Bandra West',
    location: 'Mumbai',
    state: 'IN-MH',
    numberOfDoctors: '2',
    specializations: entityType === 'clinic' ? '["Dentistry"]' : '[]',
    acceptsEMI: 'no',
    acceptsInsurance: 'yes',
    password: `Provider#${id}`,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(provider)) form.append(name, value);
  const registered = await fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form });
  expect(registered.status).toBe(201);
  const { id: providerId } = /** @type {{ id: string }} */ (await registered.json());
  const approved = await json(
    'PATCH',
    `/api/admin/verify/${entityType}/${providerId}`,
    { status: 'approved' },
    adminToken,
  );
  expect(approved.status).toBe(200);
  return { ...provider, id: providerId };
}

/** A patient registered and signed in through the API; answers the access token. */
async function patientToken() {
  const patient = newPatient();
  expect((await registerByApi(patient)).status).toBe(201);
  const login = await json('POST', '/api/user/login', {
    email: patient.email,
    password: patient.password,
    role: '300',
  });
  expect(login.status).toBe(200);
  return /** @type {string} */ (login.body.token);
}

/** A pending consultation booked by the patient at the clinic (retried until booking knows the clinic). */
const book = (token, clinicId, fullName, date, time) =>
  eventually(`booking at ${clinicId}`, async () => {
    const answer = await json(
      'POST',
      '/api/user/consultations',
      {
        fullName,
        phoneNumber: uniquePhone(),
        consultationTime: `${date} ${time}`,
        purpose: 'Tooth ache since Monday',
        service: clinicId,
        serviceType: 'Clinic',
      },
      token,
    );
    if (answer.status === 201) return answer.body.consultation;
    if (answer.status !== 400) throw new Error(`booking: ${answer.status} ${JSON.stringify(answer.body)}`);
    return null;
  });

/** A lab test prescription (a PNG) sent to the laboratory (retried until prescription knows it). */
const uploadLabPrescription = (token, lab, username) =>
  eventually(`upload to ${lab.id}`, async () => {
    const form = new FormData();
    const fields = {
      type: 'lab',
      providerId: lab.id,
      service: lab.name,
      username,
      mobile: uniquePhone(),
      doctor: 'Dr. Rao',
      date: indiaDay(0),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('prescription', new Blob([TINY_PNG], { type: 'image/png' }), 'blood-test.png');
    const answer = await fetch(`${BASE}/api/user/prescriptions`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await answer.json();
    if (answer.status === 201) return body.id;
    if (answer.status !== 400) throw new Error(`upload: ${answer.status} ${JSON.stringify(body)}`);
    return null;
  });

describe('the admin dashboard', () => {
  it('approves a consultation with an alternative time, rejects another with a reason, and changes a prescription status', async () => {
    const admin = createAdmin();
    const adminLogin = await json('POST', '/api/admin/loginadmin', admin);
    expect(adminLogin.status).toBe(200);
    const adminToken = /** @type {string} */ (adminLogin.body.token);
    const clinic = await approvedProvider('clinic', adminToken);
    const lab = await approvedProvider('lab', adminToken);
    const token = await patientToken();
    const tag = uniqueId();
    const toApprove = `Approve Me ${tag}`;
    const toReject = `Reject Me ${tag}`;
    const labPatient = `Lab Patient ${tag}`;
    await book(token, clinic.id, toApprove, indiaDay(5), '10:00 AM');
    await book(token, clinic.id, toReject, indiaDay(5), '10:30 AM');
    const submissionId = await uploadLabPrescription(token, lab, labPatient);
    const alternativeDate = indiaDay(6);

    const { context, page } = await openPage(browser());
    try {
      await adminLogsInTo(page, admin, '/admindash');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

      // Consultations: the server's search finds this run's two; both pending.
      await page.getByLabel('Search').fill(tag);
      const approveRow = page.getByRole('row').filter({ hasText: toApprove });
      const rejectRow = page.getByRole('row').filter({ hasText: toReject });
      await approveRow.waitFor();
      await rejectRow.waitFor();
      expect(await approveRow.textContent()).toContain('Pending');
      await screenshot(page, 'admindash-consultations');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // View Details: the consultation and its (still empty) audit trail.
      await approveRow.getByRole('button', { name: `View Details of ${toApprove}` }).click();
      const details = page.getByRole('dialog', { name: 'Consultation Details' });
      await details.getByText('Tooth ache since Monday').waitFor();
      await details.getByText('No decisions yet.').waitFor();
      await details.getByRole('button', { name: 'Close' }).click();

      // Approve with an alternative date and time and a note.
      await approveRow.getByRole('button', { name: `Approve ${toApprove}` }).click();
      const approve = page.getByRole('dialog', { name: 'Approve Consultation' });
      await approve.getByLabel('Alternative date').fill(alternativeDate);
      await approve.getByLabel('Alternative time').selectOption('11:00 AM');
      await approve.getByLabel('Note (optional)').fill('The doctor is away that morning.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'admindash-approve');
      await approve.getByRole('button', { name: 'Confirm Approval' }).click();
      await waitForText(page, 'Consultation approved successfully!');
      await approveRow.getByText('Approved').waitFor();
      await approveRow.getByText(`Alternative: ${alternativeDate} 11:00 AM`).waitFor();

      // Reject needs a reason: the confirm button is disabled until one is written.
      await rejectRow.getByRole('button', { name: `Reject ${toReject}` }).click();
      const reject = page.getByRole('dialog', { name: 'Reject Consultation' });
      const confirm = reject.getByRole('button', { name: 'Confirm Rejection' });
      expect(await confirm.isDisabled()).toBe(true);
      await reject.getByLabel(/Reason for rejection/).fill('No doctor is available that day.');
      await confirm.click();
      await waitForText(page, 'Consultation rejected successfully!');
      await rejectRow.getByText('Rejected').waitFor();

      // The audit trail names the decision.
      await approveRow.getByRole('button', { name: `View Details of ${toApprove}` }).click();
      await details.getByText(/Approved \(Pending → Approved\)/).waitFor();
      await details
        .getByText(/The doctor is away that morning\./)
        .first()
        .waitFor();
      await screenshot(page, 'admindash-consultation-trail');
      await details.getByRole('button', { name: 'Close' }).click();

      // Lab Requests: the upload is listed; its status changes to accepted with a note.
      await page.getByRole('tab', { name: 'Lab Requests' }).click();
      await page.getByLabel('Search').fill(labPatient);
      const labRow = page.getByRole('row').filter({ hasText: labPatient });
      await labRow.waitFor();
      await labRow.getByRole('button', { name: `View Details of ${labPatient}` }).click();
      const labDetails = page.getByRole('dialog', { name: 'Lab Request Details' });
      await labDetails.getByText(submissionId).waitFor();
      await labDetails.getByLabel('New status').selectOption('accepted');
      await labDetails.getByLabel('Note (optional)').fill('Sample collected.');
      await labDetails.getByRole('button', { name: 'Update Status' }).click();
      await waitForText(page, 'Submission accepted successfully.');
      await labDetails.getByText(/Pending → Accepted by .* — Sample collected\./).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'admindash-lab-request');
      await labDetails.getByRole('button', { name: 'Close' }).click();
      await labRow.getByText('Accepted').waitFor();

      // On a phone the tables scroll inside their frame; the page itself does not.
      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'admindash-phone');
    } finally {
      await context.close();
    }
  });
});
