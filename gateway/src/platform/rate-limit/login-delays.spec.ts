import { loginDelaySchedule } from './login-delays.js';

describe('loginDelaySchedule', () => {
  it('lets the free failures through, then doubles the wait up to the cap, which holds on', () => {
    expect(loginDelaySchedule({ freeFailures: 5, baseDelaySeconds: 1, maxDelaySeconds: 300 })).toEqual([
      0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000,
    ]);
  });

  it('starts delays at the first failure with one free failure, and never exceeds the cap', () => {
    expect(loginDelaySchedule({ freeFailures: 1, baseDelaySeconds: 10, maxDelaySeconds: 15 })).toEqual([
      10_000, 15_000,
    ]);
  });
});
