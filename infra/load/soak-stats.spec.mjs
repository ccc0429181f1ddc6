import { describe, expect, it } from '@jest/globals';
import { FLAT_BOUND_MIB_PER_HOUR, leastSquaresSlope, memoryVerdict, percentile } from './soak-stats.mjs';

const minutes = (/** @type {number} */ m) => m * 60_000;

describe("the soak's memory slope", () => {
  it('is the least-squares slope of a line', () => {
    expect(leastSquaresSlope([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toBeCloseTo(2);
    expect(leastSquaresSlope([{ x: 0, y: 1 }, { x: 1, y: 2 }, { x: 2, y: 1 }, { x: 3, y: 2 }])).toBeCloseTo(0.2);
    expect(leastSquaresSlope([{ x: 1, y: 1 }])).toBeNaN();
    expect(leastSquaresSlope([{ x: 1, y: 1 }, { x: 1, y: 5 }])).toBeNaN();
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

  it('says so when there are too few samples', () => {
    expect(memoryVerdict([{ atMs: minutes(9), rssMiB: 1 }], minutes(10)).verdict).toBe('too few samples');
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
