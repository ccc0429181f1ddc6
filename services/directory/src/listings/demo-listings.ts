// Demo data for the public directory (`npm run seed -- --providers N`): a realistic mix of Mumbai clinics,
// pharmacies and laboratories, written straight into the directory's table in large batches, marked `seeded`.
import { randomUUID } from 'node:crypto';
import { BOOKING_LOCATIONS, SPECIALIZATIONS, type EntityType } from '@hp/contracts';
import type { PrismaService } from '../database/prisma.service.js';
import { areaKey, specializationKey } from './listing-query.js';

const NAME_STARTS = [
  'Shree',
  'Sai',
  'Om',
  'Jeevan',
  'Sanjeevani',
  'Arogya',
  'Aastha',
  'Suraksha',
  'Niramay',
  'Swasthya',
  'Prakash',
  'Ganesh',
  'Krishna',
  'Lotus',
  'Sunrise',
  'City',
  'Metro',
  'Lifeline',
  'Hope',
  'Kalpataru',
];
/** A clinic's kind of name and the specializations it implies. */
const CLINIC_KINDS: Array<[string, string[]]> = [
  ['Clinic', []],
  ['Hospital', ['Emergency', 'Surgery']],
  ['Multispeciality Hospital', ['Emergency', 'Surgery', 'Cardiology', 'Neurology']],
  ['Nursing Home', ['Gynecology']],
  ['Dental Clinic', ['Dentistry']],
  ['Eye Clinic', ['Ophthalmology']],
  ['Heart Centre', ['Cardiology']],
  ["Children's Clinic", ['Pediatrics']],
  ['Skin Clinic', ['Dermatology']],
  ['Ortho Care', ['Orthopedics', 'Physiotherapy']],
  ['Ayurvedic Centre', ['Ayurveda']],
];
const PHARMACY_KINDS = ['Pharmacy', 'Medical Stores', 'Chemists', 'Medicals'];
const LAB_KINDS = ['Diagnostics', 'Pathology Lab', 'Diagnostic Centre', 'Labs', 'Imaging Centre'];
const STREETS = [
  'S V Road',
  'Link Road',
  'L B S Marg',
  'M G Road',
  'Station Road',
  'Hill Road',
  'Carter Road',
  'Ghodbunder Road',
];
const PINCODES: Record<(typeof BOOKING_LOCATIONS)[number], string> = {
  'Mumbai Central': '400008',
  'Andheri West': '400058',
  'Bandra East': '400051',
  Thane: '400601',
  'Navi Mumbai': '400703',
  Borivali: '400092',
  Malad: '400064',
  Goregaon: '400062',
};
const CHOOSABLE = SPECIALIZATIONS.filter((s) => s !== 'Others');

/** mulberry32: the same `seed` gives the same directory. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoListing {
  provider_id: string;
  entity_type: EntityType;
  name: string;
  phone: string;
  address: string;
  location: string;
  location_key: string;
  state: string;
  number_of_doctors: number;
  specializations: string[];
  specialization_keys: string[];
  accepts_emi: boolean;
  accepts_insurance: boolean;
  approved_at: string;
}

/** `count` providers: about 60 % clinics, 25 % pharmacies, 15 % laboratories, over the spec's eight areas. */
export function* demoListings(count: number, seed = 13): Generator<DemoListing> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const roll = next();
    const entityType: EntityType = roll < 0.6 ? 'clinic' : roll < 0.85 ? 'pharmacy' : 'lab';
    const location = pick(BOOKING_LOCATIONS);
    const start = pick(NAME_STARTS);
    const withArea = next() < 0.3 ? ` ${location}` : '';
    let name: string;
    let specializations: string[] = [];
    if (entityType === 'clinic') {
      const [kind, implied] = pick(CLINIC_KINDS);
      name = `${start} ${kind}${withArea}`;
      const more = Math.floor(next() * 4) + (implied.length ? 0 : 1);
      specializations = [...new Set([...implied, ...Array.from({ length: more }, () => pick(CHOOSABLE))])];
    } else {
      name = `${start} ${pick(entityType === 'pharmacy' ? PHARMACY_KINDS : LAB_KINDS)}${withArea}`;
    }
    yield {
      provider_id: randomUUID(),
      entity_type: entityType,
      name,
      phone: `${pick(['9', '8', '7'])}${String(Math.floor(next() * 1e9)).padStart(9, '0')}`,
      address: `${1 + Math.floor(next() * 300)}, ${pick(STREETS)}, ${location}, Maharashtra ${PINCODES[location]}`,
      location,
      location_key: areaKey(location),
      // The spec's eight areas are all in Mumbai.
      state: 'IN-MH',
      number_of_doctors: entityType === 'clinic' ? 1 + Math.floor(next() * 40) : 1 + Math.floor(next() * 8),
      specializations,
      specialization_keys: specializations.map(specializationKey),
      accepts_emi: next() < 0.4,
      accepts_insurance: next() < (entityType === 'clinic' ? 0.55 : 0.25),
      approved_at: new Date(now - Math.floor(next() * 730 * 86_400_000)).toISOString(),
    };
  }
}

const BATCH = 5000;
const INSERT = `
  INSERT INTO listings (provider_id, entity_type, name, phone, address, location, location_key, state,
                        number_of_doctors, specializations, specialization_keys, accepts_emi, accepts_insurance,
                        approved_at, seeded)
  SELECT provider_id, entity_type, name, phone, address, location, location_key, state, number_of_doctors,
         specializations, specialization_keys, accepts_emi, accepts_insurance, approved_at, TRUE
  FROM jsonb_to_recordset($1::jsonb) AS r(provider_id uuid, entity_type "EntityType", name text, phone text,
       address text, location text, location_key text, state text, number_of_doctors int, specializations text[],
       specialization_keys text[], accepts_emi boolean,
       accepts_insurance boolean, approved_at timestamptz)`;

/**
 * Replaces the previous demo data with `count` providers (listings from events stay), in one transaction,
 * 5,000 rows per statement; then refreshes the planner's statistics. Answers the counts by kind.
 */
export async function seedDirectory(
  db: PrismaService,
  count: number,
  seed?: number,
): Promise<Record<EntityType, number>> {
  const counts: Record<EntityType, number> = { clinic: 0, pharmacy: 0, lab: 0 };
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('DELETE FROM listings WHERE seeded');
      let batch: DemoListing[] = [];
      const flush = async () => {
        if (batch.length) await tx.$executeRawUnsafe(INSERT, JSON.stringify(batch));
        batch = [];
      };
      for (const listing of demoListings(count, seed)) {
        counts[listing.entity_type]++;
        batch.push(listing);
        if (batch.length === BATCH) await flush();
      }
      await flush();
    },
    { timeout: 600_000 },
  );
  await db.$executeRawUnsafe('ANALYZE listings');
  return counts;
}
