import { loginDelaySchedule } from './login-delays.js';

describe('loginDelaySchedule', () => {
  it('doubles the wait from the base up to the cap, which holds on', () => {
    expect(loginDelaySchedule({ baseDelaySeconds: 1, maxDelaySeconds: 300 })).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000,
    ]);
  });

  it('never exceeds the cap, even when the base does', () => {
    expect(loginDelaySchedule({ baseDelaySeconds: 10, maxDelaySeconds: 15 })).toEqual([10_000, 15_000]);
    expect(loginDelaySchedule({ baseDelaySeconds: 20, maxDelaySeconds: 15 })).toEqual([15_000]);
  });
});
