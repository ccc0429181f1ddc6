// Fills a booking database with demo consultations, for measuring the admins' list at scale (the bench's own
// database: it replaces every consultation and clinic there):
//   BOOKING_DATABASE_URL=postgresql://.../hp_booking_bench node dist/tsc/cli/seed-consultations.js --consultations 1000000
import { parseArgs } from 'node:util';
import { loadBookingConfigOrExit } from '../config.js';
import { seedConsultations } from '../consultations/demo-consultations.js';
import { PrismaService } from '../database/prisma.service.js';

const USAGE =
  'Usage: seed-consultations --consultations <count, 0 to 2000000> [--clinics <count, 1 to 1000>]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: { consultations: { type: 'string' }, clinics: { type: 'string' } },
    });
    const consultations = Number(values.consultations);
    const clinics = values.clinics === undefined ? 200 : Number(values.clinics);
    if (!Number.isInteger(consultations) || consultations < 0 || consultations > 2_000_000)
      fail('--consultations: a whole number, 0 to 2000000');
    if (!Number.isInteger(clinics) || clinics < 1 || clinics > 1000)
      fail('--clinics: a whole number, 1 to 1000');
    return { consultations, clinics };
  } catch (error) {
    fail((error as Error).message);
  }
}

const { consultations, clinics } = readOptions();
const config = loadBookingConfigOrExit(process.env);
const prisma = new PrismaService({ service: 'booking', config });
const started = Date.now();
try {
  await seedConsultations(prisma, consultations, clinics);
  process.stdout.write(
    `Seeded ${consultations} consultations at ${clinics} clinics in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
} finally {
  await prisma.$disconnect();
}
