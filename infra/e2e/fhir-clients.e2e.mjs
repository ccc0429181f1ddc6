// Two FHIR clients we did not write, in the browser (issue 17, section 3): Medplum's MedplumClient and SMART's
// fhirclient run in a page of another origin than the product's (a small site of ours on 127.0.0.1, see
// fhir-client-bundles.mjs), so every call they make is cross-origin. A clinic with one doctor registers on /clinicreg
// and an admin approves it in /verifyclinic; each client then finds its Location by name, the day's free Slots,
// follows a Slot's Schedule to the Location and takes the booking-deep-link. A patient opens that link logged out on a
// 412 px phone, logs in, comes back to the consultation form with the clinic, the date and the time filled in, and
// books it; both clients then read the Slot busy (capacity 0) and the $bulk-publish feed's line says the same.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONSULTATION_TIMES, addDays, slotStartsAt, todayInIndia } from '@hp/contracts';
import {
  adminLogsInTo,
  BASE,
  createAdmin,
  fillProviderRegistration,
  horizontalOverflow,
  json,
  newPatient,
  openPage,
  queryServiceDatabase,
  registerByApi,
  screenshot,
  scrollToTop,
  submitLogin,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';
import { waitFor } from '../lib/net.mjs';
import { startClientsSite } from './fhir-client-bundles.mjs';

const { browser } = useBrowser();

const BOOKING_LINK = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
const SLOT_CAPACITY = 'http://fhir-registry.smarthealthit.org/StructureDefinition/slot-capacity';
const ROLE_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';
/** The clients as the other site names them (globalThis.fhirClients). */
const CLIENTS = /** @type {const} */ (['medplum', 'fhirclient']);
/** A phone of 412 px (a common Android width). */
const PHONE_412 = Object.freeze({ width: 412, height: 915 });
/** How long an approval may take to reach the directory and booking (their consumers of verification's event). */
const PUBLISHED_WITHIN_MS = 30_000;

/**
 * Calls `probe` until `done` says yes to its answer (waitFor, every 300 ms); the last answer is in the failure.
 * @template T
 * @param {() => Promise<T>} probe @param {(answer: T) => boolean} done @param {string} what
 */
const until = (probe, done, what, timeoutMs = PUBLISHED_WITHIN_MS) =>
  waitFor(
    async () => {
      const answer = await probe();
      if (!done(answer)) throw new Error(`last answer: ${JSON.stringify(answer)?.slice(0, 600)}`);
      return { answer };
    },
    { timeoutMs, intervalMs: 300, what },
  ).then(({ answer }) => answer);

/**
 * A search by one of the clients in the other site's page: every matching resource (all pages).
 * @param {import('playwright-core').Page} page @param {'medplum' | 'fhirclient'} client @param {string} type
 * @param {[string, string][]} params
 * @returns {Promise<any[]>}
 */
const search = (page, client, type, params) =>
  page.evaluate(([c, t, p]) => globalThis.fhirClients[c].search(t, p), [client, type, params]);

/**
 * A read by one of the clients of the resource a Reference names.
 * @param {import('playwright-core').Page} page @param {'medplum' | 'fhirclient'} client
 * @param {{ reference: string }} reference
 * @returns {Promise<any>}
 */
const read = (page, client, reference) =>
  page.evaluate(([c, r]) => globalThis.fhirClients[c].read(r), [client, reference]);

/** The value of a resource's extension. @param {any} resource @param {string} url */
const extension = (resource, url) =>
  resource.extension?.find((/** @type {{ url: string }} */ item) => item.url === url);

/** The clinic's free Slots on `day` (India's), as a slot finder asks for them. @param {string} locationId @param {string} day */
const freeSlotsQuery = (locationId, day) =>
  /** @type {[string, string][]} */ ([
    ['schedule.actor', `Location/${locationId}`],
    ['status', 'free'],
    ['start', `ge${day}T00:00:00+05:30`],
    ['start', `lt${day}T23:59:00+05:30`],
  ]);

/**
 * A clinic joins as a new provider would: /clinicreg (one doctor, Dentistry, a PNG licence); pending until approved.
 * @param {import('playwright-core').Browser} chromium
 */
async function registerClinic(chromium) {
  const id = uniqueId();
  const clinic = {
    name: `E2E FHIR Clinic ${id}`,
    phone: uniquePhone(),
    email: `e2e.fhir.clinic.${id}@example.com`,
    password: `Clinic#${id}`,
  };
  const { context, page } = await openPage(chromium);
  try {
    await page.goto('/clinicreg');
    const form = page.locator('form');
    await fillProviderRegistration(form, {
      ...clinic,
      kind: 'Clinic',
      staffLabel: /^Number of doctors/,
      staff: '1',
      address: '4 Station Road, Thane West 400601',
      city: 'Thane',
      state: 'Maharashtra',
      hfrId: 'IN2710000123',
      specializations: ['Dentistry'],
      emi: 'Yes',
      insurance: 'Yes',
    });
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await waitForText(page, 'Registration Successful');
    await page.waitForURL(/\/clinicLog$/i);
  } finally {
    await context.close();
  }
  const [stored] = await queryServiceDatabase(
    'verification',
    `SELECT id, status, number_of_doctors AS "numberOfDoctors" FROM providers WHERE email = $1`,
    [clinic.email],
  );
  expect(stored).toMatchObject({ status: 'pending', numberOfDoctors: 1 });
  return { ...clinic, id: /** @type {string} */ (stored.id) };
}

/**
 * An admin (made with the project's admin-create script) approves the clinic in /verifyclinic, as admin-review does.
 * @param {import('playwright-core').Browser} chromium @param {{ name: string, email: string }} clinic
 */
async function approveInVerifyClinic(chromium, clinic) {
  const admin = createAdmin();
  const { context, page } = await openPage(chromium);
  try {
    await adminLogsInTo(page, admin, '/verifyclinic');
    await page.getByLabel('Search').fill(clinic.email);
    const row = page.getByRole('row').filter({ hasText: clinic.name });
    await row.getByRole('button', { name: `Review ${clinic.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Review ${clinic.name}` });
    await dialog.getByText(clinic.email).waitFor();
    await dialog.getByRole('tab', { name: 'Verification' }).click();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForText(page, 'Clinic approved');
    await dialog.getByText(/Approved \(Under Review → Approved\)/).waitFor();
  } finally {
    await context.close();
  }
}

describe('FHIR clients we did not write, in a browser on another site', () => {
  /** @type {Awaited<ReturnType<typeof startClientsSite>> | undefined} */
  let site;
  beforeAll(async () => {
    // Fails, saying why, when fhirclient cannot be downloaded (or is not the pinned build).
    site = await startClientsSite(BASE);
  }, 150_000);
  afterAll(async () => {
    await site?.close();
  });

  it('find a free slot at a clinic approved in this run, follow Schedule -> Location, open its booking link to a filled form, and see the booked slot busy in the API and the feed', async () => {
    const clinicsSite = /** @type {NonNullable<typeof site>} */ (site);
    const clinic = await registerClinic(browser());
    await approveInVerifyClinic(browser(), clinic);
    const day = addDays(todayInIndia(), 4);

    // The other site's page, with both clients loaded; every FHIR call it makes is recorded with its Origin header.
    const clients = await openPage(browser());
    /** @type {Promise<{ url: string, origin: string | undefined }>[]} */
    const fhirCalls = [];
    clients.page.on('request', (request) => {
      if (request.url().startsWith(`${BASE}/fhir/`))
        fhirCalls.push(
          request.allHeaders().then((headers) => ({ url: request.url(), origin: headers.origin })),
        );
    });
    try {
      await clients.page.goto(`${clinicsSite.origin}/`);
      await clients.page.waitForFunction(() => Boolean(globalThis.fhirClients && globalThis.feedSlot));
      expect(new URL(clients.page.url()).origin).not.toBe(new URL(BASE).origin);

      // Each client: the clinic's Location by name, the day's free Slots, a Slot's Schedule, the Schedule's actor.
      /** @type {Record<string, { slot: any, slotIds: string[] }>} */
      const found = {};
      for (const client of CLIENTS) {
        const [location] = await until(
          () =>
            search(clients.page, client, 'Location', [
              ['name', clinic.name],
              ['type', 'OF'],
            ]),
          (locations) => locations.length === 1,
          `${client}: the approved clinic's Location`,
        );
        expect(location).toMatchObject({
          resourceType: 'Location',
          id: clinic.id,
          name: clinic.name,
          type: [{ coding: [expect.objectContaining({ system: ROLE_CODE_SYSTEM, code: 'OF' })] }],
          address: expect.objectContaining({ city: 'Thane', state: 'Maharashtra', country: 'IN' }),
        });
        // The state and the ABDM facility id the clinic gave on /clinicreg.
        expect(location.identifier).toContainEqual(
          expect.objectContaining({ system: 'https://facility.ndhm.gov.in', value: 'IN2710000123' }),
        );
        const slots = await until(
          () => search(clients.page, client, 'Slot', freeSlotsQuery(location.id, day)),
          (free) => free.length === CONSULTATION_TIMES.length,
          `${client}: the clinic's ${CONSULTATION_TIMES.length} free Slots on ${day}`,
        );
        const slot = slots[0];
        expect(slot).toMatchObject({ resourceType: 'Slot', status: 'free' });
        expect(extension(slot, SLOT_CAPACITY)?.valueInteger).toBe(1);

        const schedule = await read(clients.page, client, slot.schedule);
        expect(schedule).toMatchObject({ resourceType: 'Schedule', id: clinic.id });
        const actor = await read(clients.page, client, schedule.actor[0]);
        expect(actor).toMatchObject({ resourceType: 'Location', id: clinic.id, name: clinic.name });
        found[client] = { slot, slotIds: slots.map((/** @type {{ id: string }} */ free) => free.id) };
      }
      // Both saw the same slots, and the same first one.
      expect(found.fhirclient.slotIds).toEqual(found.medplum.slotIds);
      const slot = found.medplum.slot;
      expect(found.fhirclient.slot).toEqual(slot);

      // The booking link: the product's own origin, this clinic, the slot's date and time.
      const link = new URL(extension(slot, BOOKING_LINK)?.valueUrl);
      expect(link.origin).toBe(new URL(BASE).origin);
      expect(link.pathname).toBe('/clinicmain');
      expect(link.searchParams.get('clinic')).toBe(clinic.id);
      expect(link.searchParams.get('date')).toBe(day);
      const time = /** @type {(typeof CONSULTATION_TIMES)[number]} */ (link.searchParams.get('time'));
      expect(CONSULTATION_TIMES).toContain(time);
      expect(new Date(slot.start).getTime()).toBe(slotStartsAt(day, time).getTime());

      // A patient opens the link logged out on a phone: the login, then back to the form, filled in.
      const patient = newPatient();
      expect((await registerByApi(patient)).status).toBe(201);
      const patientPage = await openPage(browser());
      try {
        const { page } = patientPage;
        await page.setViewportSize(PHONE_412);
        await page.goto(link.href);
        await page.waitForURL('**/userlog');
        await waitForText(page, 'Please log in to access the booking system.');
        await screenshot(page, 'fhir-link-login-phone');
        await submitLogin(page, patient, { here: true });
        await page.waitForURL(
          (url) => url.pathname === '/clinicmain' && url.searchParams.get('clinic') === clinic.id,
        );

        const view = page.getByRole('region', { name: 'Consultation Details' });
        await view.getByText(`Clinic: ${clinic.name}`).waitFor();
        expect(await view.getByLabel(/^Preferred date/).inputValue()).toBe(day);
        // The time is selected once the day's slots show it free; the summary then names it.
        await view.getByText(`at ${time}, ${clinic.name}`).waitFor();
        expect(await view.getByLabel(/^Preferred time slot/).inputValue()).toBe(time);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'fhir-link-form-phone');

        await view.getByLabel(/^Full name/).fill(patient.name);
        await view.getByLabel(/^Phone number/).fill(patient.phone);
        await view.getByLabel(/^Purpose of consultation/).fill('A check-up of my teeth, please');
        await screenshot(page, 'fhir-link-form-filled-phone');
        await view.getByRole('button', { name: 'Submit' }).click();
        await waitForText(
          page,
          `Consultation request submitted successfully for ${clinic.name} on ${day} at ${time}! Your request is now under admin review.`,
        );
        await page.getByRole('region', { name: 'My requests' }).getByText(clinic.name).first().waitFor();
        await scrollToTop(page);
        // The toasts settle (their slide-in transitions end) before the picture.
        await page.waitForFunction(() =>
          globalThis.document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        await screenshot(page, 'fhir-link-booked-phone');
      } finally {
        await patientPage.context.close();
      }

      // The product's own API: the slot is full.
      const login = await json('POST', '/api/user/login', {
        email: patient.email,
        password: patient.password,
      });
      expect(login.status).toBe(200);
      const daySlots = await json(
        'GET',
        `/api/user/consultation-slots?service=${clinic.id}&date=${day}`,
        undefined,
        login.body.token,
      );
      expect(daySlots.status).toBe(200);
      expect(daySlots.body.slots.find((/** @type {{ time: string }} */ s) => s.time === time)).toMatchObject({
        state: 'full',
        placesLeft: 0,
      });

      // Both clients: the Slot is busy, no place left, and no longer among the day's free ones.
      for (const client of CLIENTS) {
        const booked = await until(
          () => read(clients.page, client, { reference: `Slot/${slot.id}` }),
          (answer) => answer.status === 'busy',
          `${client}: Slot/${slot.id} busy`,
        );
        expect(extension(booked, SLOT_CAPACITY)?.valueInteger).toBe(0);
        const free = await search(clients.page, client, 'Slot', freeSlotsQuery(clinic.id, day));
        expect(free.map((/** @type {{ id: string }} */ other) => other.id)).toEqual(
          found[client].slotIds.filter((id) => id !== slot.id),
        );
      }

      // The feed agrees: the Slot's line in the $bulk-publish Slot files, read as a stream from the other site.
      const feed = await clients.page.evaluate((id) => globalThis.feedSlot(id), slot.id);
      expect(feed.manifest.output.map((/** @type {{ type: string }} */ file) => file.type)).toEqual(
        expect.arrayContaining(['Location', 'Schedule', 'Slot']),
      );
      expect(feed.fileUrl).toMatch(new RegExp(`^${BASE}/fhir/feed/Slot\\.ndjson`));
      expect(feed.slot).toMatchObject({ resourceType: 'Slot', id: slot.id, status: 'busy' });
      expect(extension(feed.slot, SLOT_CAPACITY)?.valueInteger).toBe(0);

      await screenshot(clients.page, 'fhir-clients-other-site');
      // Every FHIR call came from the other site's origin, and the page saw no error (a CORS refusal would be one).
      const calls = await Promise.all(fhirCalls);
      expect(calls.length).toBeGreaterThanOrEqual(12);
      expect(calls.filter((call) => call.origin !== clinicsSite.origin)).toEqual([]);
      expect(
        clients.consoleLines.filter((line) => line.startsWith('error') || line.startsWith('pageerror')),
      ).toEqual([]);
    } finally {
      await clients.context.close();
    }
  }, 240_000);
});
