import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { releaseMemoryWhenIdle } from './release-memory.js';

describe('releaseMemoryWhenIdle', () => {
  let cpu = 0;
  let collections = 0;
  let oldSpace = 0;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    cpu = 0;
    collections = 0;
    oldSpace = 50;
    stop = releaseMemoryWhenIdle({
      windowMs: 1000,
      busyShare: 0.01,
      cpuMs: () => cpu,
      collect: () => {
        collections += 1;
        oldSpace = 50;
      },
      oldSpaceGrowth: 20,
      oldSpaceUsed: () => oldSpace,
    });
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  /** One window in which the process used `ms` of CPU. */
  const windowUsing = (ms: number) => {
    cpu += ms;
    jest.advanceTimersByTime(1000);
  };

  /** One quiet window at whose end old space holds `bytes`. */
  const quietWindowWithOldSpace = (bytes: number) => {
    oldSpace = bytes;
    windowUsing(5);
  };

  it('collects once in the first quiet window after work, and not again while it stays quiet', () => {
    windowUsing(400);
    windowUsing(300);
    expect(collections).toBe(0);
    windowUsing(2);
    expect(collections).toBe(1);
    windowUsing(1);
    windowUsing(0);
    expect(collections).toBe(1);
    windowUsing(50);
    windowUsing(0);
    expect(collections).toBe(2);
  });

  it('never collects in a process that only ever idled', () => {
    for (let window = 0; window < 5; window++) windowUsing(5);
    expect(collections).toBe(0);
  });

  it('collects a quiet process once its old space has grown by oldSpaceGrowth since the last collection', () => {
    quietWindowWithOldSpace(69);
    expect(collections).toBe(0);
    quietWindowWithOldSpace(70);
    expect(collections).toBe(1);
    expect(oldSpace).toBe(50);
    quietWindowWithOldSpace(65);
    expect(collections).toBe(1);
  });

  it("counts the growth from the lowest old space seen, which V8's own collections lower", () => {
    quietWindowWithOldSpace(30);
    quietWindowWithOldSpace(49);
    expect(collections).toBe(0);
    quietWindowWithOldSpace(50);
    expect(collections).toBe(1);
  });

  it('never collects in a busy window, however much old space has grown', () => {
    oldSpace = 500;
    windowUsing(400);
    windowUsing(300);
    expect(collections).toBe(0);
    windowUsing(0);
    expect(collections).toBe(1);
  });

  it('stops looking once stopped', () => {
    windowUsing(400);
    stop();
    windowUsing(0);
    expect(collections).toBe(0);
  });
});
