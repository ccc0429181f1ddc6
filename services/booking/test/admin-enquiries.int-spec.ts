import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  Role,
  todayInIndia,
  type Actor,
  type EnquiryListResponse,
} from '@hp/contracts';
import { startBookingHarness, type BookingHarness } from './support/harness.js';

const admin: Actor = { id: randomUUID(), role: Role.Admin, sessionId: randomUUID() };
const list = bookingCommands.listEnquiries.subject;

/** The admin dashboard's list of enquiries: search, kind filter, counters, keyset pages, admins only. */
describe('listing enquiries for admins (integration)', () => {
  let harness: BookingHarness;
  // Every name of this run carries the tag, so the search isolates this run's rows.
  const tag = `run${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    harness = await startBookingHarness();
    // Apart by a few milliseconds, so that "newest first" has one answer (rows of one millisecond go by id).
    const submit = async (subject: string, data: unknown) => {
      await harness.ok(subject, data);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    for (let index = 0; index < 3; index += 1) {
      await submit(bookingCommands.submitAppointmentRequest.subject, {
        name: `Asha ${tag} ${index}`,
        phoneNumber: '9876543210',
        location: 'Andheri West',
        treatment: 'Teeth Cleaning',
        preferredDate: todayInIndia(),
        preferredTime: '10:00 AM',
      });
    }
    await submit(bookingCommands.submitFeedback.subject, {
      name: `Ravi ${tag}`,
      email: `ravi.${tag}@example.com`,
      message: 'Lovely clinic, friendly staff.',
    });
    await submit(bookingCommands.submitConsultationRequest.subject, {
      fullName: `Meera ${tag}`,
      phoneNumber: '9123456780',
      consultationDate: addDays(todayInIndia(), 3),
      consultationTime: '2-3 PM',
      purpose: 'Tooth ache for three days now',
    });
  }, 60_000);

  afterAll(async () => {
    await harness?.stop();
  });

  it('answers the newest first with the counters over the search', async () => {
    const answer = await harness.ok<EnquiryListResponse>(list, { search: tag }, admin);
    expect(answer.items.map((item) => item.name)).toEqual([
      `Meera ${tag}`,
      `Ravi ${tag}`,
      `Asha ${tag} 2`,
      `Asha ${tag} 1`,
      `Asha ${tag} 0`,
    ]);
    expect(answer.counts).toEqual({ all: 5, appointment: 3, insurance: 0, consultation: 1, feedback: 1 });
    expect(answer.nextCursor).toBeNull();
    expect(answer.items[0]).toMatchObject({
      kind: 'consultation',
      phone: '9123456780',
      email: null,
      details: { purpose: 'Tooth ache for three days now', consultationTime: '2-3 PM' },
    });
  });

  it('filters by kind without narrowing the counters, and finds by e-mail or phone', async () => {
    const feedback = await harness.ok<EnquiryListResponse>(list, { search: tag, kind: 'feedback' }, admin);
    expect(feedback.items.map((item) => item.kind)).toEqual(['feedback']);
    expect(feedback.counts.all).toBe(5);
    const byEmail = await harness.ok<EnquiryListResponse>(list, { search: `RAVI.${tag}@` }, admin);
    expect(byEmail.items.map((item) => item.name)).toEqual([`Ravi ${tag}`]);
    const byPhone = await harness.ok<EnquiryListResponse>(
      list,
      { search: '9123456780', kind: 'consultation' },
      admin,
    );
    expect(byPhone.items.map((item) => item.name)).toContain(`Meera ${tag}`);
  });

  it('pages through with the cursor, each enquiry once', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page: EnquiryListResponse = await harness.ok<EnquiryListResponse>(
        list,
        { search: tag, limit: 2, ...(cursor ? { cursor } : {}) },
        admin,
      );
      seen.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([`Meera ${tag}`, `Ravi ${tag}`, `Asha ${tag} 2`, `Asha ${tag} 1`, `Asha ${tag} 0`]);
  });

  it('refuses a cursor that names no enquiry', async () => {
    const reply = await harness.call(list, { cursor: randomUUID() }, admin);
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.FAILED', fields: { cursor: expect.any(String) } },
    });
  });

  it('answers no one but an admin, even when asked directly', async () => {
    expect(await harness.call(list, {})).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    for (const role of [Role.User, Role.Provider]) {
      const actor: Actor = { id: randomUUID(), role, sessionId: randomUUID() };
      expect(await harness.call(list, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'AUTH.FORBIDDEN' },
      });
    }
  });
});
