import { extendedUntil } from './membershipExtension';

describe('extendedUntil', () => {
  it('adds a year in India’s calendar, same time of day', () => {
    expect(extendedUntil('2027-11-23T10:00:00.000Z')).toBe('2028-11-23T10:00:00.000Z');
    // 20:00 UTC is 01:30 the next day in India: still the same day a year later.
    expect(extendedUntil('2027-11-22T20:00:00.000Z')).toBe('2028-11-22T20:00:00.000Z');
  });

  it('ends on 28 February when the membership ends on 29 February', () => {
    // 29 Feb 2028, 12:00 in India
    expect(extendedUntil('2028-02-29T06:30:00.000Z')).toBe('2029-02-28T06:30:00.000Z');
    // 29 Feb 2028, 01:00 in India (28 Feb in UTC)
    expect(extendedUntil('2028-02-28T19:30:00.000Z')).toBe('2029-02-27T19:30:00.000Z');
  });
});
