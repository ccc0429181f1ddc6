import { describe, it, expect } from '@jest/globals';
import { parseDotEnv, serviceDatabaseUrl } from './env.mjs';
import { jestCounts } from './report.mjs';

describe('parseDotEnv', () => {
  it('reads keys, quotes, comments and export prefixes', () => {
    const env = parseDotEnv(
      ['# comment', 'A=1', 'export B = two # trailing', 'C="x # not a comment"', "D='y'", 'E=', 'not a line', 'F="l1\\nl2"'].join('\n'),
    );
    expect(env).toEqual({ A: '1', B: 'two', C: 'x # not a comment', D: 'y', E: '', F: 'l1\nl2' });
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
