import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpStatusByErrorCode } from '@hp/contracts';
import { PrismaPg } from '@prisma/adapter-pg';
import { Readiness } from '../src/health/readiness.js';
import type { JetStreamConnection } from '../src/events/jetstream.connection.js';
import { DATABASE_UNAVAILABLE_MESSAGE, toRpcError } from '../src/rpc/to-rpc-error.js';
import { freePort } from '../src/testing/index.js';
import { PrismaClient } from './generated/prisma/client.js';

// A Postgres of the test's own (initdb into a temporary directory, on a free port) that it can stop and start:
// while it is down a query's error becomes UPSTREAM.UNAVAILABLE (503) and readiness is red; once it is back the
// same client works again, without a restart.

const binDir = (() => {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(base, newest, 'bin') : undefined;
})();
const asRoot = process.getuid?.() === 0;

/** Runs a Postgres tool, as the postgres user when we are root (initdb and postgres refuse root). */
function pgTool(tool: string, args: string[]): void {
  const command = asRoot ? 'runuser' : path.join(binDir!, tool);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(binDir!, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

const describeWithPostgres = binDir ? describe : describe.skip;

describeWithPostgres('a service whose Postgres goes away', () => {
  let dir: string;
  let port: number;
  let db: PrismaClient;
  const start = () =>
    pgTool('pg_ctl', [
      '-D',
      dir,
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => pgTool('pg_ctl', ['-D', dir, '-w', '-m', 'fast', 'stop']);
  const readiness = () =>
    new Readiness({ ping: () => Promise.resolve() } as unknown as JetStreamConnection, db).check();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-test-pg-'));
    if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
    port = await freePort();
    pgTool('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    start();
    db = new PrismaClient({
      adapter: new PrismaPg({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` }),
    });
  }, 60_000);

  afterAll(async () => {
    await db?.$disconnect().catch(() => undefined);
    try {
      stop();
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function errorOfAQuery(): Promise<unknown> {
    try {
      await db.$queryRaw`SELECT 1`;
    } catch (error) {
      return error;
    }
    throw new Error('the query succeeded with the database stopped');
  }

  it('answers 503 with a clear message and turns readiness red while it is down, and recovers by itself', async () => {
    expect(await db.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    expect(await readiness()).toEqual({ ready: true, checks: { nats: 'ok', db: 'ok' } });

    stop(); // -m fast: the pooled connection is terminated (57P01), later ones are refused
    for (let attempt = 0; attempt < 3; attempt++) {
      const mapped = toRpcError(await errorOfAQuery());
      expect(mapped.error).toEqual({ code: 'UPSTREAM.UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(httpStatusByErrorCode[mapped.error.code]).toBe(503);
    }
    expect(await readiness()).toEqual({ ready: false, checks: { nats: 'ok', db: 'unavailable' } });

    start();
    expect(await db.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    expect(await readiness()).toEqual({ ready: true, checks: { nats: 'ok', db: 'ok' } });
  });
});
