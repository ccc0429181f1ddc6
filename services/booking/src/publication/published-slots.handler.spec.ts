import { describe, expect, it } from '@jest/globals';
import { windowOf } from './published-slots.handler.js';
import { windowSlotsOf } from './published-slots.repository.js';

// 10:00 in India on 1 December 2026 (04:30 UTC).
const now = new Date('2026-12-01T04:30:00Z');

describe('the published slots window', () => {
  it('runs from now to the end of the 14th day in India, today counted', () => {
    const window = windowOf({ limit: 10 }, now);
    expect(window).toMatchObject({ firstDay: '2026-12-01', lastDay: '2026-12-14' });
    expect(window.from).toEqual(now);
    expect(window.before.toISOString()).toBe('2026-12-14T18:30:00.000Z');
    expect(window.minutes).toEqual([540, 570, 600, 630, 660, 690, 840, 870, 900, 930, 960, 990]);
  });

  it('narrows to the asked start range, but never before now nor past the last day', () => {
    const narrowed = windowOf(
      { limit: 10, startFrom: '2026-12-03T00:00:00+05:30', startBefore: '2026-12-04T00:00:00+05:30' },
      now,
    );
    expect(narrowed.from.toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(narrowed.before.toISOString()).toBe('2026-12-03T18:30:00.000Z');
    const wide = windowOf(
      { limit: 10, startFrom: '2026-11-01T00:00:00Z', startBefore: '2027-01-01T00:00:00Z' },
      now,
    );
    expect(wide.from).toEqual(now);
    expect(wide.before.toISOString()).toBe('2026-12-14T18:30:00.000Z');
  });

  it("lists the window's (day, minute) pairs in order, from now on, none past the last day", () => {
    const whole = windowSlotsOf(windowOf({ limit: 10 }, now));
    // Today from 10:00 (its 9:00 and 9:30 have begun), then 13 whole days of 12.
    expect(whole.days).toHaveLength(10 + 13 * 12);
    expect(whole.minutes).toHaveLength(whole.days.length);
    expect([whole.days[0], whole.minutes[0]]).toEqual(['2026-12-01', 600]);
    expect([whole.days.at(-1), whole.minutes.at(-1)]).toEqual(['2026-12-14', 990]);
    const keys = whole.days.map((day, index) => `${day} ${String(whole.minutes[index]).padStart(4, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('narrows the pairs to the asked range, to the minute, and is empty when nothing is left', () => {
    const day = windowSlotsOf(
      windowOf(
        { limit: 10, startFrom: '2026-12-03T00:00:00+05:30', startBefore: '2026-12-04T00:00:00+05:30' },
        now,
      ),
    );
    expect(new Set(day.days)).toEqual(new Set(['2026-12-03']));
    expect(day.minutes).toEqual([540, 570, 600, 630, 660, 690, 840, 870, 900, 930, 960, 990]);
    const one = windowSlotsOf(
      windowOf(
        { limit: 10, startFrom: '2026-12-03T14:30:00+05:30', startBefore: '2026-12-03T14:30:01+05:30' },
        now,
      ),
    );
    expect(one).toEqual({ days: ['2026-12-03'], minutes: [870] });
    const past = windowSlotsOf(windowOf({ limit: 10, startBefore: '2026-12-01T09:59:59+05:30' }, now));
    expect(past).toEqual({ days: [], minutes: [] });
  });
});
