import { randomUUID } from 'node:crypto';
import {
  bookingCommands,
  Role,
  type Actor,
  type AdminConsultationsResponse,
  type ConsultationStatus,
} from '@hp/contracts';
import { containsPattern, SEARCH_WINDOW } from '../src/consultations/consultations.repository.js';
import { seedConsultations } from '../src/consultations/demo-consultations.js';
import { startBookingHarness, type BookingHarness } from './support/harness.js';

const admin: Actor = { id: randomUUID(), role: Role.Admin, sessionId: randomUUID() };
const SEEDED = 5_000;

/**
 * The admins' list over more consultations than its search window (the demo seed): every search and filter, paged
 * to the end, answers exactly what a plain scan of the table answers, in the same order; and the seed keeps the
 * places and counters as the service does.
 */
describe('the admin list beyond its search window (integration)', () => {
  let harness: BookingHarness;

  beforeAll(async () => {
    harness = await startBookingHarness();
    await seedConsultations(harness.prisma, SEEDED, 20);
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  /** Every id of the list, page after page. */
  async function listed(query: { search?: string; status?: ConsultationStatus }, limit = 25) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminConsultationsResponse = await harness.ok<AdminConsultationsResponse>(
        bookingCommands.adminConsultations.subject,
        { ...query, limit, ...(cursor ? { cursor } : {}) },
        admin,
      );
      expect(page.consultations.length).toBeLessThanOrEqual(limit);
      ids.push(...page.consultations.map((consultation) => consultation.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  /** The same, by a plain scan. */
  async function expected(query: { search?: string; status?: ConsultationStatus }) {
    const rows = await harness.prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM consultations
      WHERE (${query.search ?? null}::text IS NULL OR search_text LIKE ${containsPattern(query.search ?? '')})
        AND (${query.status ?? null}::text IS NULL OR status::text = ${query.status ?? null})
      ORDER BY id DESC`;
    return rows.map((row) => row.id);
  }

  it('is seeded beyond the window, with consistent places and counters', async () => {
    expect(SEEDED).toBeGreaterThan(2 * SEARCH_WINDOW);
    const [check] = await harness.prisma.$queryRaw<{ holding: bigint; taken: bigint }[]>`
      SELECT (SELECT count(*) FROM consultations WHERE held_day IS NOT NULL) AS holding,
             (SELECT coalesce(sum(taken), 0) FROM slot_places) AS taken`;
    expect(check!.holding).toBe(check!.taken);
    const { counts } = await harness.ok<AdminConsultationsResponse>(
      bookingCommands.adminConsultations.subject,
      { limit: 1 },
      admin,
    );
    expect(counts).toEqual({ all: 5000, pending: 500, approved: 3000, rejected: 1000, cancelled: 500 });
  });

  it.each<[string, { search?: string; status?: ConsultationStatus }]>([
    ['a common text (found in the window)', { search: 'dental' }],
    ['a common text and a status', { search: 'meera', status: 'rejected' }],
    ['a text one in a hundred has (found walking on)', { search: 'meera patil' }],
    ['a rare text, mostly older than the window', { search: 'iyer 17' }],
    ['a rare text and a status that leaves few', { search: 'patil', status: 'pending' }],
    ['a phone', { search: '9000' }],
    ['a text nowhere', { search: 'nobody at all' }],
    ['a status alone', { status: 'cancelled' }],
  ])('answers %s exactly, page after page', async (_what, query) => {
    const want = await expected(query);
    if (query.search !== 'nobody at all') expect(want.length).toBeGreaterThan(0);
    expect(await listed(query, 40)).toEqual(want);
  });
});
