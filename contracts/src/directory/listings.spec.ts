import { decodeDirectoryCursor, DirectoryQuerySchema, encodeDirectoryCursor } from './listings.js';

const id = '01936f5e-1b2c-7d3e-8f40-123456789abc';
const issuesOf = (input: Record<string, string>) => {
  const result = DirectoryQuerySchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the directory query', () => {
  it('reads no parameters as the earlier clients sent them: every list, its first page', () => {
    expect(DirectoryQuerySchema.parse({})).toEqual({ limit: 20 });
  });

  it('reads the filters from query text', () => {
    expect(
      DirectoryQuerySchema.parse({
        type: 'lab',
        q: ' dentl ',
        area: 'Andheri West',
        emi: 'yes',
        insurance: 'false',
        limit: '5',
      }),
    ).toEqual({ type: 'lab', q: 'dentl', area: 'Andheri West', emi: true, insurance: false, limit: 5 });
  });

  it('reads its own output again unchanged (the service parses what the gateway parsed)', () => {
    const once = DirectoryQuerySchema.parse({
      type: 'clinic',
      emi: 'true',
      insurance: 'no',
      limit: '7',
      specialization: 'Dentistry',
    });
    expect(DirectoryQuerySchema.parse(once)).toEqual(once);
  });

  it('refuses bad values with messages that name the parameter', () => {
    expect(issuesOf({ type: 'hospital', emi: 'maybe', limit: '500', q: '  ' })).toEqual([
      'type: The type must be clinic, pharmacy or lab',
      'q: The search must not be empty',
      'emi: emi must be true or false',
      'limit: The limit must be at most 50',
    ]);
    expect(issuesOf({ cursor: 'not-a-cursor' })).toEqual(['cursor: Not a valid page cursor']);
  });

  it('round-trips a cursor (names in any script) and ties it to its type and search', () => {
    const cursor = { type: 'clinic' as const, rank: 0.6666667, name: 'श्री Care', id };
    const text = encodeDirectoryCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDirectoryCursor(text)).toEqual(cursor);
    expect(issuesOf({ cursor: text, q: 'care' })).toEqual([]);
    expect(issuesOf({ cursor: text, q: 'care', type: 'lab' })).toEqual([
      'cursor: The cursor belongs to another type',
    ]);
    expect(issuesOf({ cursor: text })).toEqual([
      'cursor: The cursor belongs to another search; send the same parameters as for the first page',
    ]);
  });
});
