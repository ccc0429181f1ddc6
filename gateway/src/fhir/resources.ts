import {
  bookingFormLinksOf,
  CONSULTATION_SLOT_MINUTES,
  indianStateName,
  slotAtMinute,
  type EntityType,
  type PublishedProvider,
  type PublishedSlot,
  type PublishedSlotKey,
} from '@hp/contracts';
import type { Coding, Identifier, Location, Schedule, Slot } from '@medplum/fhirtypes';

/**
 * Our approved providers and offered slots as FHIR R4 resources (issue 17): one Location per approved clinic,
 * pharmacy and laboratory, one Schedule per clinic, one Slot per offered half-hour. Made from the directory's and
 * booking's rows at request time; see docs/decisions.md for the code systems chosen.
 */

/** The SMART Scheduling Links extensions (smart-on-fhir/smart-scheduling-links, specification.md). */
export const SMART_EXTENSION = {
  bookingDeepLink: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link',
  bookingPhone: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone',
  slotCapacity: 'http://fhir-registry.smarthealthit.org/StructureDefinition/slot-capacity',
} as const;

export const ROLE_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';

/** Location.type: HL7 v3 RoleCode's facility codes for what kind of provider it is. */
export const LOCATION_TYPE: Record<EntityType, Coding> = {
  clinic: { system: ROLE_CODE_SYSTEM, code: 'OF', display: 'Outpatient facility' },
  pharmacy: { system: ROLE_CODE_SYSTEM, code: 'PHARM', display: 'Pharmacy' },
  lab: { system: ROLE_CODE_SYSTEM, code: 'MBL', display: 'medical laboratory' },
};

/** Our provider ids are UUIDs: the identifier says so with RFC 3986's system and a `urn:uuid:` value. */
export const URI_IDENTIFIER_SYSTEM = 'urn:ietf:rfc:3986';

/**
 * ABDM's Health Facility Registry ids, as the ABDM FHIR implementation guide (NRCeS, `https://nrces.in/ndhm/fhir/r4`)
 * writes a facility's identifier in its examples: this system, typed v2-0203 `PRN` (provider number).
 */
export const HFR_IDENTIFIER_SYSTEM = 'https://facility.ndhm.gov.in';
const PROVIDER_NUMBER: Coding = {
  system: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  code: 'PRN',
  display: 'Provider number',
};

/** An Indian mobile number (10 digits) in international form; anything else as given. */
export const internationalPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : phone;
};

/** India's six-digit PIN code, when the free-text address has one. */
const pinCodeOf = (address: string) => /\b[1-9]\d{5}\b/.exec(address)?.[0];

export function locationOf(provider: PublishedProvider): Location {
  const postalCode = pinCodeOf(provider.address);
  // The state's name, as the ABDM guide's addresses write it; a provider from before the state was asked has none.
  const state = provider.state ? (indianStateName(provider.state) ?? provider.state) : undefined;
  const identifier: Identifier[] = [{ system: URI_IDENTIFIER_SYSTEM, value: `urn:uuid:${provider.id}` }];
  if (provider.hfrId)
    identifier.push({
      type: { coding: [PROVIDER_NUMBER] },
      system: HFR_IDENTIFIER_SYSTEM,
      value: provider.hfrId,
    });
  return {
    resourceType: 'Location',
    id: provider.id,
    identifier,
    status: 'active',
    name: provider.name,
    type: [{ coding: [LOCATION_TYPE[provider.type]] }],
    telecom: [{ system: 'phone', value: internationalPhone(provider.phone), use: 'work' }],
    address: {
      use: 'work',
      type: 'physical',
      text: provider.address,
      line: [provider.address],
      city: provider.location,
      ...(state ? { state } : {}),
      ...(postalCode ? { postalCode } : {}),
      country: 'IN',
    },
  };
}

/** A clinic's consultations: one Schedule, its actor the clinic's Location, its services the specializations. */
export function scheduleOf(clinic: PublishedProvider): Schedule {
  return {
    resourceType: 'Schedule',
    id: clinic.id,
    active: true,
    serviceType: clinic.specializations.map((specialization) => ({ text: specialization })),
    actor: [{ reference: `Location/${clinic.id}`, display: clinic.name }],
  };
}

// ---- slots ------------------------------------------------------------------------------------------

const SLOT_ID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{4}-\d{2}-\d{2})\.(\d{2})(\d{2})$/;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `HH` and `MM` of each minute of a day, made once (a feed writes three times of each of its slots). */
const CLOCK = Array.from({ length: 24 * 60 }, (_, minute) => ({
  hours: twoDigits(Math.floor(minute / 60)),
  minutes: twoDigits(minute % 60),
}));
const clockOf = (minute: number) =>
  CLOCK[minute] ?? { hours: twoDigits(Math.floor(minute / 60)), minutes: twoDigits(minute % 60) };

/** A Slot's id: its clinic, India's date and the start (`<clinic uuid>.2026-12-01.0930`), 52 characters. */
export const slotIdOf = (key: PublishedSlotKey) => {
  const clock = clockOf(key.minute);
  return `${key.clinicId}.${key.date}.${clock.hours}${clock.minutes}`;
};

/** The key a Slot id names, or null when it is not one of ours. */
export function slotKeyOfId(id: string): PublishedSlotKey | null {
  const match = SLOT_ID.exec(id);
  if (!match) return null;
  const [, clinicId, date, hours, minutes] = match;
  const minute = Number(hours) * 60 + Number(minutes);
  return slotAtMinute(minute) ? { clinicId: clinicId!, date: date!, minute } : null;
}

/** India's wall-clock time as a FHIR instant with seconds and the +05:30 offset. */
export const indianInstant = (date: string, minute: number) => {
  const clock = clockOf(minute);
  return `${date}T${clock.hours}:${clock.minutes}:00+05:30`;
};

/**
 * The booking links of one clinic's day: the clinic and date written once, not a URLSearchParams per slot. The last
 * one made is kept, since the feed and a search answer slots in (clinic, day, minute) order.
 */
let lastLinks:
  { siteUrl: string; clinicId: string; date: string; linkOf: (minute: number) => string } | undefined;

function linksOfDay(siteUrl: string, clinicId: string, date: string) {
  const last = lastLinks;
  if (last?.clinicId === clinicId && last.date === date && last.siteUrl === siteUrl) return last.linkOf;
  const linkOf = bookingFormLinksOf(clinicId, date);
  lastLinks = { siteUrl, clinicId, date, linkOf: (minute) => `${siteUrl}${linkOf(slotAtMinute(minute)!)}` };
  return lastLinks.linkOf;
}

/** A clinic's phone in international form, the last one kept (every slot of a clinic has its phone). */
let lastPhone = { phone: '', international: '' };
const slotPhoneOf = (phone: string) => {
  if (lastPhone.phone !== phone) lastPhone = { phone, international: internationalPhone(phone) };
  return lastPhone.international;
};

/** Where a patient books the slot: the consultation form with the clinic, date and time filled in. */
export const bookingLinkOf = (siteUrl: string, slot: PublishedSlotKey) =>
  linksOfDay(siteUrl, slot.clinicId, slot.date)(slot.minute);

export function slotOf(slot: PublishedSlot, siteUrl: string): Slot {
  return {
    resourceType: 'Slot',
    id: slotIdOf(slot),
    schedule: { reference: `Schedule/${slot.clinicId}` },
    status: slot.placesLeft > 0 ? 'free' : 'busy',
    start: indianInstant(slot.date, slot.minute),
    end: indianInstant(slot.date, slot.minute + CONSULTATION_SLOT_MINUTES),
    extension: [
      { url: SMART_EXTENSION.bookingDeepLink, valueUrl: bookingLinkOf(siteUrl, slot) },
      { url: SMART_EXTENSION.bookingPhone, valueString: slotPhoneOf(slot.phone) },
      { url: SMART_EXTENSION.slotCapacity, valueInteger: slot.placesLeft },
    ],
  };
}
