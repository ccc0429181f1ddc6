import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDotEnv, serviceDatabaseUrl, settings } from './env.mjs';
import { jestCounts } from './log.mjs';

describe('loadDotEnv', () => {
  it('reads keys, quotes, comments and export prefixes; the environment wins and empty values are skipped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(
      file,
      ['# comment', 'A=1', 'export B = two # trailing', 'C="x # not a comment"', "D='y'", 'E=', 'not a line', 'F="l1\\nl2"', 'G=from-file'].join('\n'),
    );
    /** @type {NodeJS.ProcessEnv} */
    const env = { G: 'from-env' };
    try {
      expect(loadDotEnv(file, env)?.loaded).toEqual(['A', 'B', 'C', 'D', 'F']);
      expect(env).toEqual({ A: '1', B: 'two', C: 'x # not a comment', D: 'y', F: 'l1\nl2', G: 'from-env' });
      expect(loadDotEnv(path.join(dir, 'none'), env)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('settings', () => {
  it("points at the product's own NATS on 4223 unless NATS_URL says otherwise", () => {
    const saved = process.env.NATS_URL;
    try {
      delete process.env.NATS_URL;
      expect(settings().nats).toEqual({ host: '127.0.0.1', port: 4223, url: 'nats://127.0.0.1:4223' });
      process.env.NATS_URL = 'nats://nats.hp-infra.svc:4222';
      expect(settings().nats).toEqual({ host: 'nats.hp-infra.svc', port: 4222, url: 'nats://nats.hp-infra.svc:4222' });
    } finally {
      if (saved === undefined) delete process.env.NATS_URL;
      else process.env.NATS_URL = saved;
    }
  });
});

describe('serviceDatabaseUrl', () => {
  it('defaults to hp_<name> on local Postgres and honours <NAME>_DATABASE_URL', () => {
    const saved = process.env.BILLING_DATABASE_URL;
    delete process.env.BILLING_DATABASE_URL;
    expect(serviceDatabaseUrl('billing')).toEqual({
      key: 'BILLING_DATABASE_URL',
      url: 'postgresql://postgres:postgres@127.0.0.1:5432/hp_billing',
    });
    process.env.BILLING_DATABASE_URL = 'postgresql://u:p@db:5432/x';
    expect(serviceDatabaseUrl('billing').url).toBe('postgresql://u:p@db:5432/x');
    if (saved === undefined) delete process.env.BILLING_DATABASE_URL;
    else process.env.BILLING_DATABASE_URL = saved;
  });
});

describe('jestCounts', () => {
  it('sums the Tests: lines of several workspaces', () => {
    const out = [
      '@hp/gateway:test: Tests:       2 failed, 40 passed, 42 total',
      '@hp/auth-service:test: Tests:       12 passed, 12 total',
      'Tests: 1 skipped, 3 passed, 4 total',
    ].join('\n');
    expect(jestCounts(out)).toEqual({ passed: 55, failed: 2 });
    expect(jestCounts('no summary')).toBeNull();
  });
});
