import {
  addDays,
  bookingCommands,
  todayInIndia,
  type PublicationRanges,
  type PublishedSlots,
  type PublishedSlotsQuery,
} from '@hp/contracts/server';
import { aPatient, startBookingHarness, type BookingHarness } from './support/harness.js';

const SLOTS_A_DAY = 12;
const day = (ahead: number) => addDays(todayInIndia(), ahead);
/** Midnight of an Indian day as an instant with the +05:30 offset. */
const midnight = (date: string) => `${date}T00:00:00+05:30`;

/** What the gateway's FHIR layer reads from booking: every offered slot with its places left, in keyset pages. */
describe('the published slots (integration)', () => {
  let harness: BookingHarness;
  let roomy: string;
  let single: string;
  let rejected: string;

  const published = (query: Partial<PublishedSlotsQuery>) =>
    harness.ok<PublishedSlots>(bookingCommands.publishedSlots.subject, { limit: 2000, ...query });

  beforeAll(async () => {
    harness = await startBookingHarness();
    roomy = (await harness.approveClinic({ numberOfDoctors: 3, phone: '9876500001' })).providerId;
    single = (await harness.approveClinic({ numberOfDoctors: 1, phone: '9876500002' })).providerId;
    const closed = await harness.approveClinic({ numberOfDoctors: 2 });
    rejected = closed.providerId;
    await harness.prisma.clinic.update({ where: { providerId: rejected }, data: { active: false } });
    // The single doctor's 10:30 AM in three days is booked by a patient: that slot has no place left.
    await harness.ok(
      bookingCommands.bookConsultation.subject,
      {
        fullName: 'Asha Rao',
        phoneNumber: '9876543210',
        consultationTime: `${day(3)} 10:30 AM`,
        purpose: 'Tooth pain on the lower left side',
        service: single,
      },
      aPatient(),
    );
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it("offers a bookable clinic's every slot of a future day with its places, and no rejected clinic", async () => {
    const answer = await published({
      clinicIds: [roomy, rejected],
      startFrom: midnight(day(2)),
      startBefore: midnight(day(3)),
      withTotal: true,
    });
    expect(answer.total).toBe(SLOTS_A_DAY);
    expect(answer.next).toBeNull();
    expect(answer.slots[0]).toEqual({
      clinicId: roomy,
      date: day(2),
      minute: 540,
      capacity: 3,
      placesLeft: 3,
      phone: '9876500001',
    });
    expect(answer.slots.map((slot) => slot.minute)).toEqual([
      540, 570, 600, 630, 660, 690, 840, 870, 900, 930, 960, 990,
    ]);
  });

  it('counts a booked place: the full slot is busy, every other one free', async () => {
    const busy = await published({ clinicIds: [single], status: 'busy', withTotal: true });
    expect(busy.slots).toEqual([
      { clinicId: single, date: day(3), minute: 630, capacity: 1, placesLeft: 0, phone: '9876500002' },
    ]);
    expect(busy.total).toBe(1);
    const free = await published({
      clinicIds: [single],
      status: 'free',
      startFrom: midnight(day(3)),
      startBefore: midnight(day(4)),
      withTotal: true,
    });
    expect(free.slots.map((slot) => slot.minute)).not.toContain(630);
    expect(free.slots).toHaveLength(SLOTS_A_DAY - 1);
    expect(free.total).toBe(SLOTS_A_DAY - 1);
  });

  it('publishes 14 days, today counted, and nothing that has begun', async () => {
    const answer = await published({ clinicIds: [roomy], withTotal: true });
    const dates = [...new Set(answer.slots.map((slot) => slot.date))];
    expect(dates.at(-1)).toBe(day(13));
    expect(dates.length === 14 || dates[0] === day(1)).toBe(true);
    expect(answer.total).toBe(answer.slots.length);
    const now = Date.now();
    expect(answer.slots.length).toBeGreaterThanOrEqual(13 * SLOTS_A_DAY);
    for (const slot of answer.slots) {
      const startsAt = Date.parse(`${slot.date}T00:00:00+05:30`) + slot.minute * 60_000;
      expect(startsAt).toBeGreaterThan(now - 60_000);
    }
  });

  it('pages in (clinic, day, minute) order with `after`, without a gap or a repeat', async () => {
    const whole = await published({ clinicIds: [roomy, single] });
    const keys = (answer: PublishedSlots) => answer.slots.map((s) => `${s.clinicId}.${s.date}.${s.minute}`);
    const paged: string[] = [];
    let after: PublishedSlots['next'] = null;
    do {
      const page: PublishedSlots = await published({
        clinicIds: [roomy, single],
        limit: 100,
        ...(after ? { after } : {}),
      });
      paged.push(...keys(page));
      after = page.next;
    } while (after);
    expect(paged).toEqual(keys(whole));
    expect(paged).toEqual([...paged].sort());
  });

  it('splits the bookable clinics into ranges and reads one range alone', async () => {
    const { starts } = await harness.ok<PublicationRanges>(bookingCommands.publishedClinicRanges.subject, {
      size: 1,
    });
    expect(starts).toEqual([roomy, single].sort());
    const first = await published({ clinicsFrom: starts[0], clinicsBefore: starts[1] });
    expect(new Set(first.slots.map((slot) => slot.clinicId))).toEqual(new Set([starts[0]]));
  });

  it('refuses a page larger than a NATS message should carry', async () => {
    await expect(published({ limit: 50_000 })).rejects.toThrow(/VALIDATION|limit/i);
  });
});
