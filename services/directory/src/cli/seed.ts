// Fills the public directory with demo providers (replacing the previous demo data; listings from events stay):
//   node dist/tsc/cli/seed.js --providers 10000 [--seed 13]
// From the repository root: npm run seed -- --providers N (builds and migrates first).
import { parseArgs } from 'node:util';
import { RedisService } from '@hp/service-platform';
import { loadDirectoryConfigOrExit } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { seedDirectory } from '../listings/demo-listings.js';
import { ListingsCache } from '../listings/listings.cache.js';

const USAGE = 'Usage: seed --providers <count, 0 to 1000000> [--seed <number>]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function readOptions() {
  try {
    const { values } = parseArgs({ options: { providers: { type: 'string' }, seed: { type: 'string' } } });
    const providers = Number(values.providers);
    const seed = values.seed === undefined ? undefined : Number(values.seed);
    if (!Number.isInteger(providers) || providers < 0 || providers > 1_000_000)
      fail('--providers: a whole number, 0 to 1000000');
    if (seed !== undefined && !Number.isInteger(seed)) fail('--seed: a whole number');
    return { providers, seed };
  } catch (error) {
    fail((error as Error).message);
  }
}

async function main() {
  const { providers, seed } = readOptions();
  const config = loadDirectoryConfigOrExit(process.env);
  const prisma = new PrismaService({ service: 'directory', config });
  const started = Date.now();
  try {
    const counts = await seedDirectory(prisma, providers, seed);
    // Answers cached before the seed are out of date.
    const redis = new RedisService(config, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    await new ListingsCache(redis, config)
      .invalidate()
      .catch((error: unknown) => process.stderr.write(`seed: cache not cleared (${String(error)})\n`));
    redis.disconnect();
    process.stdout.write(
      `Seeded ${providers} providers (${counts.clinic} clinics, ${counts.pharmacy} pharmacies, ${counts.lab} laboratories) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await prisma.$disconnect();
  }
}

await main();
