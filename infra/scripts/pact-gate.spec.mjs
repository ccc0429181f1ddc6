import { describe, expect, it } from '@jest/globals';
import { gatePlan, pactPairs } from './pact-gate.mjs';

const dirs = new Map([
  ['gateway', 'gateway'],
  ['shell', 'shell'],
  ['mfe-admin', 'mfe-admin'],
  ['auth', 'services/auth'],
  ['lab-results', 'services/lab-results'],
  ['verification', 'services/verification'],
]);
const pairs = pactPairs(
  ['mfe-admin-gateway.json', 'shell-gateway.json', 'auth-verification.json', 'lab-results-verification.json', 'gateway-auth.json', 'notes.txt'],
  dirs.keys(),
);
const plan = (/** @type {string} */ area) => gatePlan(area, { pairs, dirs }).map((step) => `${step.dir} ${step.script}`);

describe('the release gate of one area', () => {
  it('reads consumer and provider from the pact files, hyphenated names included', () => {
    expect(pairs).toEqual([
      { consumer: 'mfe-admin', provider: 'gateway' },
      { consumer: 'shell', provider: 'gateway' },
      { consumer: 'auth', provider: 'verification' },
      { consumer: 'lab-results', provider: 'verification' },
      { consumer: 'gateway', provider: 'auth' },
    ]);
  });

  it('a remote: writes its pact, then the gateway verifies it', () => {
    expect(plan('mfe-admin')).toEqual(['mfe-admin test:pact', 'gateway test:pact']);
  });

  it("a service: its expectations verified by their providers, its consumers' by itself, and the gateway's replay with it behind", () => {
    expect(plan('auth')).toEqual([
      'services/auth test:pact',
      'services/verification test:pact:verify',
      'services/auth test:pact:verify',
      'gateway test:pact',
    ]);
    expect(plan('verification')).toEqual(['services/verification test:pact:verify', 'gateway test:pact']);
  });

  it('the gateway: its own pact with its consumer test, then every side verified once', () => {
    expect(plan('gateway')).toEqual(['gateway test:pact:consumer', 'services/auth test:pact:verify', 'gateway test:pact']);
  });

  it('refuses an area that does not exist or is in no pact', () => {
    expect(() => plan('billing')).toThrow('no area billing');
    expect(() => gatePlan('auth', { pairs: [], dirs })).toThrow('auth is in no pact of contracts/pacts: nothing to check');
  });
});
