import { describe, expect, it } from '@jest/globals';
import {
  bookingFormLink,
  CONSULTATION_TIMES,
  minuteOfSlot,
  type PublishedProvider,
  type PublishedSlot,
} from '@hp/contracts';
import { fhirErrors, jsonSchemaErrors, medplumErrors } from '../../test/support/fhir-validators.js';
import { capabilityStatementOf } from './capability-statement.js';
import { operationOutcomeOf, searchsetOf } from './fhir-responses.js';
import {
  bookingLinkOf,
  HFR_IDENTIFIER_SYSTEM,
  indianInstant,
  locationOf,
  scheduleOf,
  slotIdOf,
  slotKeyOfId,
  slotOf,
  SMART_EXTENSION,
} from './resources.js';

const clinic: PublishedProvider = {
  id: '0b6f5e2a-1b2c-4d3e-8f40-123456789abc',
  type: 'clinic',
  name: 'Asha Dental Clinic',
  phone: '9876543210',
  address: '12 Hill Road, Bandra West, Mumbai 400050',
  location: 'Bandra West',
  state: 'IN-MH',
  hfrId: 'IN2710000123',
  specializations: ['Dentistry', 'Orthodontics'],
};
/** Approved before the state and the HFR ID were asked: the directory answers null for both. */
const olderPharmacy: PublishedProvider = {
  ...clinic,
  id: '2d8b7c4c-3d4e-4f50-8a62-3456789abcde',
  type: 'pharmacy',
  state: null,
  hfrId: null,
};
const slot: PublishedSlot = {
  clinicId: clinic.id,
  date: '2026-12-01',
  minute: 870,
  capacity: 3,
  placesLeft: 2,
  phone: '9876543210',
};
const site = 'https://care.example.in';

describe('the FHIR resources', () => {
  it('makes an approved clinic a Location with its ids (ours, the HFR ID), type code, phone and Indian address', () => {
    expect(locationOf(clinic)).toEqual({
      resourceType: 'Location',
      id: clinic.id,
      identifier: [
        { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${clinic.id}` },
        {
          type: {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v2-0203',
                code: 'PRN',
                display: 'Provider number',
              },
            ],
          },
          system: 'https://facility.ndhm.gov.in',
          value: 'IN2710000123',
        },
      ],
      status: 'active',
      name: 'Asha Dental Clinic',
      type: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode',
              code: 'OF',
              display: 'Outpatient facility',
            },
          ],
        },
      ],
      telecom: [{ system: 'phone', value: '+919876543210', use: 'work' }],
      address: {
        use: 'work',
        type: 'physical',
        text: clinic.address,
        line: [clinic.address],
        city: 'Bandra West',
        state: 'Maharashtra',
        postalCode: '400050',
        country: 'IN',
      },
    });
  });

  it('gives a provider without an HFR ID only our identifier, and one without a state no state', () => {
    const withoutHfr = locationOf({ ...clinic, hfrId: null });
    expect(withoutHfr.identifier).toEqual([{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${clinic.id}` }]);
    expect(withoutHfr.address?.state).toBe('Maharashtra');
    // An older row, and a reply from a directory older than the fields (no keys at all), publish neither.
    const { state: _state, hfrId: _hfrId, ...beforeTheFields } = clinic;
    for (const older of [olderPharmacy, beforeTheFields]) {
      const location = locationOf(older);
      expect(location.identifier).toHaveLength(1);
      expect(location.address).not.toHaveProperty('state');
      expect(location.address).toMatchObject({ city: 'Bandra West', country: 'IN' });
    }
    expect(locationOf({ ...clinic, state: 'IN-DH' }).address?.state).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(
      locationOf(clinic).identifier?.filter((identifier) => identifier.system === HFR_IDENTIFIER_SYSTEM),
    ).toHaveLength(1);
  });

  it('tells pharmacies and laboratories apart by their RoleCode, and leaves out a PIN code the address lacks', () => {
    const pharmacy = locationOf({ ...clinic, type: 'pharmacy', address: 'Shop 4, Station Road' });
    expect(pharmacy.type?.[0]?.coding?.[0]?.code).toBe('PHARM');
    expect(pharmacy.address).not.toHaveProperty('postalCode');
    expect(locationOf({ ...clinic, type: 'lab' }).type?.[0]?.coding?.[0]?.code).toBe('MBL');
  });

  it("makes a clinic's consultations a Schedule whose actor is its Location", () => {
    expect(scheduleOf(clinic)).toEqual({
      resourceType: 'Schedule',
      id: clinic.id,
      active: true,
      serviceType: [{ text: 'Dentistry' }, { text: 'Orthodontics' }],
      actor: [{ reference: `Location/${clinic.id}`, display: 'Asha Dental Clinic' }],
    });
  });

  it('makes an offered half-hour a Slot in India time with the SMART Scheduling Links extensions', () => {
    const resource = slotOf(slot, site);
    expect(resource).toEqual({
      resourceType: 'Slot',
      id: `${clinic.id}.2026-12-01.1430`,
      schedule: { reference: `Schedule/${clinic.id}` },
      status: 'free',
      start: '2026-12-01T14:30:00+05:30',
      end: '2026-12-01T15:00:00+05:30',
      extension: [
        {
          url: SMART_EXTENSION.bookingDeepLink,
          valueUrl: `${site}/clinicmain?clinic=${clinic.id}&date=2026-12-01&time=2%3A30+PM`,
        },
        { url: SMART_EXTENSION.bookingPhone, valueString: '+919876543210' },
        { url: SMART_EXTENSION.slotCapacity, valueInteger: 2 },
      ],
    });
    expect(Date.parse(resource.start)).toBe(Date.parse('2026-12-01T09:00:00Z'));
    expect(slotOf({ ...slot, placesLeft: 0 }, site).status).toBe('busy');
  });

  it('reads a Slot id back into its key, and refuses ids that are not an offered time', () => {
    expect(slotKeyOfId(slotIdOf(slot))).toEqual({ clinicId: clinic.id, date: '2026-12-01', minute: 870 });
    expect(slotIdOf(slot).length).toBeLessThanOrEqual(64);
    expect(slotKeyOfId(`${clinic.id}.2026-12-01.1300`)).toBeNull();
    expect(slotKeyOfId('not-a-slot')).toBeNull();
    expect(indianInstant('2026-12-01', 540)).toBe('2026-12-01T09:00:00+05:30');
  });

  it('links to the booking form with the clinic, the date and the time as the form names them', () => {
    const link = new URL(bookingLinkOf(site, { clinicId: clinic.id, date: '2026-12-01', minute: 540 }));
    expect(link.pathname).toBe('/clinicmain');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      clinic: clinic.id,
      date: '2026-12-01',
      time: '9:00 AM',
    });
  });

  it("gives every slot its own clinic's, day's and site's link and phone, in any order", () => {
    const other = { ...slot, clinicId: '1c7a6f3b-2c3d-4e4f-9a51-23456789abcd', phone: '022 2345 6789' };
    const days = [slot, other, { ...slot, date: '2026-12-02' }, slot, other];
    for (const siteUrl of [site, 'http://localhost:8080', site])
      for (const day of days)
        for (const time of CONSULTATION_TIMES) {
          const minute = minuteOfSlot(time);
          const resource = slotOf({ ...day, minute }, siteUrl);
          const link = bookingFormLink({ clinicId: day.clinicId, date: day.date, time });
          expect(resource.extension?.[0]?.valueUrl).toBe(`${siteUrl}${link}`);
          expect(resource.extension?.[1]?.valueString).toBe(
            day === other ? '022 2345 6789' : '+919876543210',
          );
          const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          expect(resource.start).toBe(`${day.date}T${clock}:00+05:30`);
          expect(resource.id).toBe(`${day.clinicId}.${day.date}.${clock.replace(':', '')}`);
        }
  });

  it('emits resources that Medplum and the HL7 R4 JSON Schema both find valid', () => {
    const location = locationOf(clinic);
    const resources = [
      location,
      locationOf({ ...clinic, type: 'lab', address: 'no pin' }),
      locationOf(olderPharmacy),
      locationOf({ ...clinic, hfrId: null }),
      scheduleOf(clinic),
      scheduleOf({ ...clinic, specializations: [] }),
      slotOf(slot, site),
      slotOf({ ...slot, placesLeft: 0 }, site),
      capabilityStatementOf(`${site}/fhir/R4`, '2026-12-01T10:00:00.000Z'),
      operationOutcomeOf('not-found', 'Location/x is not known'),
      searchsetOf(
        [location],
        7,
        { self: `${site}/fhir/R4/Location`, next: `${site}/fhir/R4/Location?_cursor=a` },
        () => `${site}/fhir/R4/Location/${clinic.id}`,
      ),
    ];
    expect(fhirErrors(resources)).toEqual([]);
  });

  it('is caught by the validators when a resource is wrong (they are really checking)', () => {
    // The specification's own example offset (-05) is not a FHIR instant; `open` is not a Slot status.
    const broken = { ...slotOf(slot, site), start: '2026-12-01T14:30:00-05', status: 'open' } as never;
    expect(medplumErrors(broken).length).toBeGreaterThanOrEqual(1);
    expect(jsonSchemaErrors(broken).length).toBeGreaterThanOrEqual(1);
  });
});
