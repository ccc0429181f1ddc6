// What the health pages' tests answer for: a clinic, a pharmacy and a lab in the directory, a day's slots, a
// consultation, and the page's reads (answerPage).
import {
  addDays,
  CONSULTATION_TIMES,
  consultationApi,
  directoryApi,
  prescriptionApi,
  todayInIndia,
  type Consultation,
  type ConsultationSlot,
  type DirectoryEntry,
  type EntityType,
} from '@hp/contracts';
import { answerFetch, consultationExample, directoryEntryExample } from '@hp/shell-sdk/testing';

export const CLINIC_ID = '0193b3a0-0000-7000-8000-000000000001';
export const PHARMACY_ID = '0193b3a0-0000-7000-8000-000000000002';
export const LAB_ID = '0193b3a0-0000-7000-8000-000000000003';
export const CONSULTATION_ID = '0193b3a0-0000-7000-8000-0000000000c1';

export const entry = (
  entityType: EntityType,
  id: string,
  name: string,
  own: Partial<DirectoryEntry> = {},
): DirectoryEntry => directoryEntryExample({ id, entityType, name, ...own });

export const lotus = entry('clinic', CLINIC_ID, 'Lotus Dental', {
  specializations: ['Dentistry', 'Orthopedics'],
  numberOfDoctors: 2,
  acceptsEMI: true,
  acceptsInsurance: true,
});
export const medplus = entry('pharmacy', PHARMACY_ID, 'MedPlus Thane', { acceptsEMI: true });
export const pathLab = entry('lab', LAB_ID, 'City Path Lab');

export const directory = (list: 'clinics' | 'pharmacies' | 'laboratories', providers: DirectoryEntry[]) => ({
  clinics: [],
  pharmacies: [],
  laboratories: [],
  [list]: providers,
  next: { clinics: null, pharmacies: null, laboratories: null },
});

export const DATE = addDays(todayInIndia(), 7);

export const slots = (): ConsultationSlot[] =>
  CONSULTATION_TIMES.map((time) => ({
    time,
    consultationTime: `${DATE} ${time}`,
    startsAt: `${DATE}T00:00:00.000Z`,
    capacity: 2,
    placesLeft: time === '10:00 AM' ? 0 : 2,
    state: time === '10:00 AM' ? 'full' : 'free',
  }));

export const consultation = (own: Partial<Consultation> = {}): Consultation =>
  consultationExample({
    id: CONSULTATION_ID,
    date: DATE,
    fullName: 'Asha Verma',
    patientId: 'usr_1',
    createdAt: new Date().toISOString(),
    clinic: {
      id: CLINIC_ID,
      name: lotus.name,
      location: lotus.location,
      address: lotus.address,
      phone: lotus.phone,
      specializations: ['Dentistry'],
    },
    ...own,
  });

export type Answers = Parameters<typeof answerFetch>[0];

/** The page's reads, answered: the directory by type, the patient's lists and membership; `own` adds or replaces. */
export function answerPage(own: Answers = {}, { consultations = [] as Consultation[] } = {}) {
  const calls = answerFetch({
    [directoryApi.approvedProviders.path]: () => ({ status: 200, body: directory('clinics', [lotus]) }),
    [consultationApi.myConsultations.path]: () => ({
      status: 200,
      body: { success: true, consultations, nextCursor: null },
    }),
    [prescriptionApi.myPrescriptions.path]: () => ({
      status: 200,
      body: { success: true, submissions: [], nextCursor: null },
    }),
    '/api/user/membership': () => ({ status: 200, body: { membership: null } }),
    '/api/payment/catalogue': () => ({ status: 200, body: { services: [] } }),
    ...own,
  });
  return calls;
}
