// The soak's arithmetic (npm run chaos): a robust slope of resident memory over time and the "flat" verdict.

/**
 * A process's memory is called flat when its slope over the last two thirds of the soak (the first third is warm-up:
 * JIT, connection pools, V8's heap growing to its working size) stays within this bound, in MiB per hour. Why 30: an
 * idle-to-busy Node process's RSS moves by a few MiB with each major GC and with releaseMemoryWhenIdle, which over the
 * 6 to 7 minutes measured in a 10-minute soak makes slopes of ±10 to 20 MiB/h from noise alone; a real leak of one
 * 1 KiB object per request at the soak's 100+ req/s grows by 350 MiB/h, more than ten times the bound.
 */
export const FLAT_BOUND_MIB_PER_HOUR = 30;

/**
 * The Theil-Sen slope of y over x: the median of the slopes between every two points. A leak moves every point and
 * so every pair; one dip and its recovery (a release, a restart's warm-up), or a single step late in the run, moves
 * only the pairs that straddle it, a minority, where it swings a least-squares line by tens of MiB/h over 7 minutes.
 * @param {{ x: number, y: number }[]} points
 * @returns {number} NaN with fewer than two distinct x
 */
export function theilSenSlope(points) {
  /** @type {number[]} */
  const slopes = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      if (points[j].x !== points[i].x) slopes.push((points[j].y - points[i].y) / (points[j].x - points[i].x));
  if (!slopes.length) return NaN;
  slopes.sort((a, b) => a - b);
  const middle = slopes.length >> 1;
  return slopes.length % 2 ? slopes[middle] : (slopes[middle - 1] + slopes[middle]) / 2;
}

/**
 * The memory slope in MiB per hour of samples taken at `atMs` (ms since the soak's start) with `rssMiB`, over all
 * of them and over the last two thirds of the run, and the verdict on the latter.
 * @param {{ atMs: number, rssMiB: number }[]} samples @param {number} runMs
 * @param {number} [boundMiBPerHour]
 */
export function memoryVerdict(samples, runMs, boundMiBPerHour = FLAT_BOUND_MIB_PER_HOUR) {
  const perHour = (/** @type {{ atMs: number, rssMiB: number }[]} */ list) =>
    theilSenSlope(list.map((s) => ({ x: s.atMs / 3_600_000, y: s.rssMiB })));
  const late = samples.filter((s) => s.atMs >= runMs / 3);
  const slopeAll = perHour(samples);
  const slopeLate = perHour(late);
  const verdict = Number.isNaN(slopeLate)
    ? 'too few samples'
    : Math.abs(slopeLate) <= boundMiBPerHour
      ? 'flat'
      : slopeLate > 0
        ? 'growing'
        : 'shrinking';
  return { slopeAll, slopeLate, samples: samples.length, lateSamples: late.length, verdict };
}

/**
 * Each process's lowest resident memory within a window, from samples taken about every second, at random moments
 * (chaos-soak.mjs's atRandomIntervals). The soak judges the floor, not one reading per window: work in flight at the
 * moment of a single reading (an argon2 hash holds 19 MiB while it runs, four logins arrive together each second)
 * adds tens of MiB that are gone a moment later, and one such reading at the end of a 7-minute line reads as growth.
 * What a leak keeps, the floor keeps too.
 */
export class WindowFloor {
  /** @type {Map<string, number>} */
  #lowest = new Map();

  /** One reading. @param {string} name @param {number} rssMiB */
  add(name, rssMiB) {
    const lowest = this.#lowest.get(name);
    if (lowest === undefined || rssMiB < lowest) this.#lowest.set(name, rssMiB);
  }

  /** The window's floor per process; the next window starts empty. @returns {Record<string, number>} */
  take() {
    const floor = Object.fromEntries(this.#lowest);
    this.#lowest.clear();
    return floor;
  }
}

/** The p-th percentile (nearest rank) of numbers; NaN when empty. @param {number[]} values @param {number} p */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
