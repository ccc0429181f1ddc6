// The consultations bench's floor: a bare Fastify + pg endpoint that books a consultation with the same work as
// the booking service's ConsultationsRepository.book (the slot's place by one conditional upsert, the row, its
// counter and its outbox row, in one transaction), after the same validation (the contracts' schema), without the
// gateway (token, route table), NATS, Nest or Prisma. Its pool is as large as Prisma's (pg's 10).
// Usage: bare-consultation.mjs <database-url>; prints `listening <port>` once it accepts connections.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { ConsultationBookingSchema, consultationRoutes, minuteOfSlot, splitConsultationTime } from '@hp/contracts';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('Usage: bare-consultation.mjs <database-url>');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });

app.post(consultationRoutes.bookConsultation.path, async (request, reply) => {
  const parsed = ConsultationBookingSchema.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send({ message: 'Invalid booking' });
  const booking = parsed.data;
  const { date, time } = splitConsultationTime(booking.consultationTime);
  const minute = minuteOfSlot(/** @type {any} */ (time));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const place = await client.query(
      `INSERT INTO slot_places (clinic_id, day, start_minute, taken)
       SELECT c.provider_id, $2::date, $3::smallint, 1 FROM clinics c
       WHERE c.provider_id = $1::uuid AND c.active AND c.number_of_doctors >= 1
       ON CONFLICT (clinic_id, day, start_minute) DO UPDATE SET taken = slot_places.taken + 1
       WHERE slot_places.taken < (SELECT c.number_of_doctors FROM clinics c WHERE c.provider_id = slot_places.clinic_id AND c.active)
       RETURNING taken`,
      [booking.service, date, minute],
    );
    if (place.rowCount !== 1) {
      await client.query('ROLLBACK');
      return reply.code(409).send({ message: 'This time slot is full. Please choose another time.' });
    }
    const id = randomUUID();
    await client.query(
      `INSERT INTO consultations (id, patient_id, clinic_id, full_name, phone, purpose, day, start_minute, held_day,
         held_minute, search_text, correlation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $7::date, $8, lower($4 || ' ' || $5), $9)`,
      [id, randomUUID(), booking.service, booking.fullName, booking.phoneNumber, booking.purpose, date, minute, id],
    );
    await client.query(
      `INSERT INTO consultation_counters (status, shard, count) VALUES ('pending', $1, 1)
       ON CONFLICT (status, shard) DO UPDATE SET count = consultation_counters.count + EXCLUDED.count`,
      [Math.floor(Math.random() * 8)],
    );
    await client.query(`INSERT INTO platform.outbox_events (id, subject, payload) VALUES ($1, $2, $3::jsonb)`, [
      randomUUID(),
      'booking.evt.consultation-requested.v1',
      JSON.stringify({ consultationId: id, ...booking }),
    ]);
    await client.query('COMMIT');
    return reply.code(201).send({ success: true, consultation: { id } });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
