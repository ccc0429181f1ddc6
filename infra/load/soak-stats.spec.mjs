import { describe, expect, it } from '@jest/globals';
import { FLAT_BOUND_MIB_PER_HOUR, memoryVerdict, percentile, theilSenSlope, WindowFloor } from './soak-stats.mjs';

const minutes = (/** @type {number} */ m) => m * 60_000;

describe("the soak's memory slope", () => {
  it('is the median of the slopes between every two points', () => {
    expect(theilSenSlope([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toBeCloseTo(2);
    // an outlier in the middle leaves the line's slope: the six pairs without it have slope 2, its four -13, -5.5,
    // 9.5 and 17
    expect(theilSenSlope([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 20 }, { x: 3, y: 7 }, { x: 4, y: 9 }])).toBeCloseTo(2);
    // a saw: pair slopes sorted -1, 0, 0, 1/3, 1, 1
    expect(theilSenSlope([{ x: 0, y: 1 }, { x: 1, y: 2 }, { x: 2, y: 1 }, { x: 3, y: 2 }])).toBeCloseTo(1 / 6);
    expect(theilSenSlope([{ x: 1, y: 1 }])).toBeNaN();
    expect(theilSenSlope([{ x: 1, y: 1 }, { x: 1, y: 5 }])).toBeNaN();
  });

  it('calls memory that only warms up, then saws around a level, flat', () => {
    // 10 minutes every 15 s: growing from 80 to 120 MiB in the first 3 minutes, then ±3 MiB around 120.
    const samples = Array.from({ length: 41 }, (_, i) => {
      const atMs = i * 15_000;
      const rssMiB = atMs < minutes(3) ? 80 + (40 * atMs) / minutes(3) : 120 + (i % 2 ? 3 : -3);
      return { atMs, rssMiB };
    });
    const result = memoryVerdict(samples, minutes(10));
    expect(result.slopeAll).toBeGreaterThan(FLAT_BOUND_MIB_PER_HOUR); // the warm-up alone would fail it
    expect(Math.abs(result.slopeLate)).toBeLessThan(FLAT_BOUND_MIB_PER_HOUR);
    expect(result.verdict).toBe('flat');
    expect(result.lateSamples).toBe(27);
  });

  it('calls a leak of 1 MiB a minute growing (60 MiB/h)', () => {
    const samples = Array.from({ length: 41 }, (_, i) => ({ atMs: i * 15_000, rssMiB: 100 + i * 0.25 }));
    const result = memoryVerdict(samples, minutes(10));
    expect(result.slopeLate).toBeCloseTo(60);
    expect(result.verdict).toBe('growing');
  });

  it("calls a sawtooth of releases flat: directory's window floors from a soak", () => {
    // 15 s windows of a 10-minute soak (27 November): about 111 MiB, released to 90-93 MiB four times and grown back
    // within a minute each time; the last window is a release. A least-squares line through it reads -30.8 MiB/h.
    const floors = [
      110.3, 110.3, 110.4, 110.7, 110.9, 111, 111, 90.1, 92.8, 98.9, 106.5, 107.1, 107.3, 108.8, 111, 111.1, 112.4, 112.5,
      112.6, 112.7, 112.7, 91.4, 92, 99.2, 106.1, 107.1, 107.2, 92, 93.5, 99.3, 107, 107.3, 107.4, 108.1, 110.6, 110.6,
      110.6, 111.6, 111.6, 92.9,
    ];
    const result = memoryVerdict(floors.map((rssMiB, i) => ({ atMs: (i + 1) * 15_000, rssMiB })), minutes(10));
    expect(Math.abs(result.slopeLate)).toBeLessThan(10);
    expect(result.verdict).toBe('flat');
  });

  it('calls a single 3 MiB step near the end flat, and a leak with a 12 MiB dip in it growing', () => {
    const stepAt = (/** @type {number} */ atMs) => (atMs >= 540_000 ? 3 : 0);
    const stepped = Array.from({ length: 40 }, (_, i) => ({ atMs: (i + 1) * 15_000, rssMiB: 86 + stepAt((i + 1) * 15_000) }));
    expect(memoryVerdict(stepped, minutes(10)).verdict).toBe('flat');
    const leakWithDip = Array.from({ length: 40 }, (_, i) => {
      const atMs = (i + 1) * 15_000;
      return { atMs, rssMiB: 100 + atMs / 60_000 - (atMs === 315_000 ? 12 : 0) };
    });
    const leak = memoryVerdict(leakWithDip, minutes(10));
    expect(leak.slopeLate).toBeCloseTo(60);
    expect(leak.verdict).toBe('growing');
  });

  it('says so when there are too few samples', () => {
    expect(memoryVerdict([{ atMs: minutes(9), rssMiB: 1 }], minutes(10)).verdict).toBe('too few samples');
  });
});

describe("a window's memory floor", () => {
  it('keeps each process\'s lowest reading of the window, then starts again', () => {
    const floor = new WindowFloor();
    for (const [name, rss] of /** @type {[string, number][]} */ ([['auth', 160], ['auth', 122], ['auth', 179], ['nats', 30], ['nats', 31]]))
      floor.add(name, rss);
    expect(floor.take()).toEqual({ auth: 122, nats: 30 });
    floor.add('auth', 140);
    expect(floor.take()).toEqual({ auth: 140 });
    expect(floor.take()).toEqual({});
  });

  it('reads in-flight peaks as flat and a leak under them as growing', () => {
    // 10 minutes, a reading every second: a 120 MiB level with 0 to 3 argon2 blocks of 19 MiB in flight at each
    // reading, in a pattern that puts 0 to 3 of them on the windows' last readings; then the same over a leak of
    // 1 MiB a minute.
    const inFlight = (/** @type {number} */ second) => [0, 2, 1, 3, 0, 1, 2][second % 7];
    const floorsOf = (/** @type {number} */ leakMiBPerMinute) => {
      const floor = new WindowFloor();
      /** @type {{ atMs: number, rssMiB: number }[]} */
      const floors = [];
      for (let second = 1; second <= 600; second++) {
        floor.add('auth', 120 + (leakMiBPerMinute * second) / 60 + 19 * inFlight(second));
        if (second % 15 === 0) floors.push({ atMs: second * 1000, rssMiB: floor.take().auth });
      }
      return floors;
    };
    expect(new Set([15, 30, 45, 60].map(inFlight))).toEqual(new Set([2, 1, 3, 0])); // the last readings swing by 57 MiB
    expect(floorsOf(0).every((f) => f.rssMiB === 120)).toBe(true);
    expect(memoryVerdict(floorsOf(0), minutes(10)).verdict).toBe('flat');
    const leak = memoryVerdict(floorsOf(1), minutes(10));
    expect(leak.verdict).toBe('growing');
    expect(leak.slopeLate).toBeCloseTo(60, 0);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([], 95)).toBeNaN();
  });
});
