import type { PrismaService } from '../database/prisma.service.js';

/**
 * Demo consultations for measuring the admins' list at scale (the bench's own database, never the product's): `count`
 * consultations over `clinics` demo clinics, one a minute back from now (so their UUID v7 ids are in time order),
 * each at one of its clinic's slots of the past two years, 10 % pending, 60 % approved, 20 % rejected, 10 % cancelled,
 * with the places they hold and the counters kept as the service keeps them. Replaces what a previous seed wrote
 * (every consultation and clinic of the database): run it on a database of its own.
 */
export async function seedConsultations(
  prisma: PrismaService,
  count: number,
  clinics = 200,
): Promise<{ consultations: number; clinics: number }> {
  await prisma.$executeRaw`TRUNCATE consultation_decisions, consultations, slot_places, clinic_places, clinics, consultation_counters`;
  // Two doctors at least; each slot gets one consultation (two beyond 1,752,000 with 200 clinics): places suffice.
  await prisma.$executeRaw`
    INSERT INTO clinics (provider_id, account_id, name, email, phone, address, location, specializations,
      number_of_doctors, active, updated_at)
    SELECT gen_random_uuid(), gen_random_uuid(),
      (ARRAY['Lotus','Asha','Sai','Care','Smile','Apollo','Shree','Om','Sunrise','Green'])[1 + n % 10] || ' ' ||
        (ARRAY['Dental','Health','Family','City','Prime'])[1 + (n / 10) % 5] || ' Clinic ' || n,
      'clinic' || n || '@example.com', '9' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
      n || ', Link Road, Mumbai', (ARRAY['Andheri West','Bandra East','Thane','Malad','Borivali'])[1 + n % 5],
      ARRAY['Dentistry'], 2 + n % 9, true, now()
    FROM generate_series(1, ${clinics}::int) AS n`;
  await prisma.$executeRaw`
    INSERT INTO clinic_places (clinic_id, place)
    SELECT c.provider_id, p FROM clinics c, generate_series(0, c.number_of_doctors) AS p`;

  const batch = 50_000;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    // Consultation i: clinic i % clinics, and its (i / clinics)-th slot counting back from yesterday (12 a day, two
    // years round).
    await prisma.$executeRaw`
      WITH c AS (SELECT provider_id, name, row_number() OVER (ORDER BY provider_id) - 1 AS k FROM clinics),
      rows AS (
        SELECT i, c.provider_id AS clinic_id, c.name AS clinic_name,
          now() - make_interval(mins => ${count}::int - i) AS created_at,
          (current_date - 1 - ((i / ${clinics}::int) / 12) % 730)::date AS day,
          (ARRAY[540,570,600,630,660,690,840,870,900,930,960,990])[1 + (i / ${clinics}::int) % 12] AS minute,
          (ARRAY['pending','approved','approved','approved','approved','approved','approved','rejected','rejected','cancelled'])[1 + (i * 7) % 10]::"ConsultationStatus" AS status,
          (ARRAY['Asha','Ravi','Meera','Kiran','Anil','Sunita','Vikram','Pooja','Rahul','Neha','Arjun','Divya'])[1 + i % 12] || ' ' ||
            (ARRAY['Rao','Shah','Patil','Iyer','Khan','Mehta','Nair','Desai','Joshi','Kulkarni'])[1 + (i / 12) % 10] || ' ' || i AS full_name,
          '9' || lpad((i::bigint * 104729 % 1000000000)::text, 9, '0') AS phone
        FROM generate_series(${from}::int, ${to}::int) AS i
        JOIN c ON c.k = i % ${clinics}::int
      )
      INSERT INTO consultations (id, patient_id, clinic_id, full_name, phone, purpose, day, start_minute, status,
        held_day, held_minute, admin_note, decided_at, search_text, correlation_id, created_at)
      SELECT
        encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING
          substring(int8send((extract(epoch FROM created_at) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid,
        gen_random_uuid(), clinic_id, full_name, phone, 'Tooth pain on the lower left side', day, minute, status,
        CASE WHEN status IN ('pending', 'approved') THEN day END,
        CASE WHEN status IN ('pending', 'approved') THEN minute END,
        CASE WHEN status = 'rejected' THEN 'No doctor that day' END,
        CASE WHEN status <> 'pending' THEN created_at + interval '1 hour' END,
        lower(full_name || ' ' || phone || ' ' || clinic_name), 'seed', created_at
      FROM rows`;
  }
  await prisma.$executeRaw`
    INSERT INTO slot_places (clinic_id, day, start_minute, taken)
    SELECT clinic_id, held_day, held_minute, count(*) FROM consultations
    WHERE held_day IS NOT NULL GROUP BY clinic_id, held_day, held_minute`;
  await prisma.$executeRaw`
    INSERT INTO consultation_counters (status, shard, count)
    SELECT status, 0, count(*) FROM consultations GROUP BY status`;
  // VACUUM, not only ANALYZE: it also merges the trigram index's pending list (every search would read it otherwise)
  // and marks the pages all-visible for index-only scans, as the product's autovacuum would by then.
  await prisma.$executeRaw`VACUUM ANALYZE clinics, clinic_places, slot_places, consultations, consultation_counters`;
  return { consultations: count, clinics };
}
