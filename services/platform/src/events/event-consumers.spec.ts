import { retryDelayMs } from './event-consumers.js';
import { DEFAULT_DELIVERY } from './event-handler.js';

describe('retryDelayMs', () => {
  it('waits longer after each failed delivery, repeating the last delay', () => {
    const policy = { ...DEFAULT_DELIVERY, retryDelaysMs: [1000, 5000, 30_000] };
    expect([1, 2, 3, 4, 9].map((failures) => retryDelayMs(policy, failures))).toEqual([
      1000, 5000, 30_000, 30_000, 30_000,
    ]);
  });

  it('gives up before the default policy’s delays run out', () => {
    expect(DEFAULT_DELIVERY.retryDelaysMs.length).toBeGreaterThanOrEqual(DEFAULT_DELIVERY.maxDeliver - 1);
  });
});
