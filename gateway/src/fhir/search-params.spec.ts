import { describe, expect, it } from '@jest/globals';
import { FhirError } from './fhir-responses.js';
import { countOf, entityTypesOf, idsOf, referencedIds, startRangeOf } from './search-params.js';

const a = '0b6f5e2a-1b2c-4d3e-8f40-123456789abc';
const b = '1c7f5e2a-1b2c-4d3e-8f40-123456789abc';
const at = (instant: string) => Date.parse(instant);

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof FhirError)
      return { status: error.status, issue: error.issue, message: error.message };
    throw error;
  }
  throw new Error('expected a FhirError');
};

describe('the FHIR search parameters', () => {
  it('reads a date as the whole day in India, and a time to its precision', () => {
    expect(startRangeOf({ start: '2026-12-01' })).toEqual({
      from: at('2026-12-01T00:00:00+05:30'),
      before: at('2026-12-02T00:00:00+05:30'),
    });
    expect(startRangeOf({ start: 'eq2026-12-01T09:30' })).toEqual({
      from: at('2026-12-01T09:30:00+05:30'),
      before: at('2026-12-01T09:31:00+05:30'),
    });
    expect(startRangeOf({ start: '2026-12-01T04:00:00Z' })).toEqual({
      from: at('2026-12-01T04:00:00Z'),
      before: at('2026-12-01T04:00:01Z'),
    });
  });

  it('combines prefixes (ANDed) into one range, as FHIR compares ranges', () => {
    expect(startRangeOf({ start: ['ge2026-12-01', 'lt2026-12-03T14:00:00+05:30'] })).toEqual({
      from: at('2026-12-01T00:00:00+05:30'),
      before: at('2026-12-03T14:00:00+05:30'),
    });
    // gt a day: after the whole day; le a day: up to its end.
    expect(startRangeOf({ start: ['gt2026-12-01', 'le2026-12-02'] })).toEqual({
      from: at('2026-12-02T00:00:00+05:30'),
      before: at('2026-12-03T00:00:00+05:30'),
    });
  });

  it('refuses what is not a date (400 invalid) and prefixes it does not support (400 not-supported)', () => {
    expect(failure(() => startRangeOf({ start: 'yesterday' }))).toMatchObject({
      status: 400,
      issue: 'invalid',
    });
    expect(failure(() => startRangeOf({ start: 'ge2026-02-30' }))).toMatchObject({
      status: 400,
      issue: 'invalid',
    });
    expect(failure(() => startRangeOf({ start: 'sa2026-12-01' }))).toMatchObject({
      status: 400,
      issue: 'not-supported',
    });
  });

  it('reads references in any of their forms; commas are OR, repeats AND, foreign ids match nothing', () => {
    expect(referencedIds({ schedule: `Schedule/${a},${b.toUpperCase()}` }, 'schedule', 'Schedule')).toEqual([
      a,
      b,
    ]);
    expect(referencedIds({ actor: `https://x.example/fhir/R4/Location/${a}` }, 'actor', 'Location')).toEqual([
      a,
    ]);
    expect(referencedIds({ actor: ['Location/' + a, 'Location/' + b] }, 'actor', 'Location')).toEqual([]);
    expect(referencedIds({ actor: 'Location/123' }, 'actor', 'Location')).toEqual([]);
    expect(referencedIds({}, 'actor', 'Location')).toBeNull();
    expect(failure(() => referencedIds({ actor: `Patient/${a}` }, 'actor', 'Location'))).toMatchObject({
      status: 400,
    });
    expect(idsOf({ _id: `${a},${b}`, actor: `Location/${b}` }, { name: 'actor', type: 'Location' })).toEqual([
      b,
    ]);
  });

  it('reads Location types as RoleCode tokens with or without their system', () => {
    expect(entityTypesOf({ type: 'OF' })).toEqual(['clinic']);
    expect(entityTypesOf({ type: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode|PHARM,MBL' })).toEqual([
      'pharmacy',
      'lab',
    ]);
    expect(entityTypesOf({ type: 'http://snomed.info/sct|OF' })).toEqual([]);
    expect(entityTypesOf({})).toBeNull();
  });

  it('reads _count, capping it at the page maximum and refusing what is not a count', () => {
    expect(countOf({})).toBe(50);
    expect(countOf({ _count: '3' })).toBe(3);
    expect(countOf({ _count: '100000' })).toBe(500);
    expect(failure(() => countOf({ _count: '0' }))).toMatchObject({ status: 400, issue: 'invalid' });
    expect(failure(() => countOf({ _count: ['1', '2'] }))).toMatchObject({ status: 400 });
  });
});
