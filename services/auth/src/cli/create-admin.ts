// Creates an admin account from the command line (the operator's way in; no registration code needed):
//   node dist/tsc/cli/create-admin.js --phone 9876543210 --password 'Secret#123'
// From the repository root: npm run admin:create -- --phone ... --password ...
import { parseArgs } from 'node:util';
import { RegisterAdminRequestSchema, fieldErrorsFromZod } from '@hp/contracts';
import { z } from 'zod/mini';
import { AccountsRepository, LoginKeyTakenError } from '../accounts/accounts.repository.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { loadDatabaseConfigOrExit } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';

const USAGE = "Usage: create-admin --phone <10-digit mobile> --password '<at least 8 characters>'";
const AdminCredentialsSchema = z.omit(RegisterAdminRequestSchema, { registrationCode: true });

function fail(message: string, exitCode: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(exitCode);
}

function readCredentials() {
  let values: { phone?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { phone: { type: 'string' }, password: { type: 'string' } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const parsed = AdminCredentialsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = Object.entries(fieldErrorsFromZod(parsed.error)).map(
      ([field, message]) => `  --${field}: ${message}`,
    );
    fail(`Cannot create the admin:\n${problems.join('\n')}\n${USAGE}`, 2);
  }
  return parsed.data;
}

async function main() {
  const credentials = readCredentials();
  const config = loadDatabaseConfigOrExit(process.env, 'create-admin');
  const prisma = new PrismaService({ service: 'auth', config });
  try {
    const accounts = new AccountsRepository(prisma);
    const passwordHash = await new PasswordHasher().hash(credentials.password);
    const admin = await accounts.createAdmin({ phone: credentials.phone, passwordHash });
    process.stdout.write(`Admin created: phone ${credentials.phone} (id ${admin.id}). Sign in at /admin.\n`);
  } catch (error) {
    if (error instanceof LoginKeyTakenError)
      fail(`An admin with phone ${credentials.phone} already exists.`, 1);
    fail(`Cannot create the admin: ${(error as Error).message}`, 1);
  } finally {
    await prisma.$disconnect();
  }
}

await main();
