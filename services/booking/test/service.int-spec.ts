import { eventually } from '@hp/service-platform/testing';
import { startBookingHarness, type BookingHarness } from './support/harness.js';

describe('booking service (integration)', () => {
  let harness: BookingHarness;
  beforeAll(async () => {
    harness = await startBookingHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.BOOKING_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { nats: 'ok', db: 'ok' } });
  });

  it('answers a command nobody handles with no responder (only its own subjects are subscribed)', async () => {
    await expect(harness.call('booking.cmd.nothing-here.v1', {})).rejects.toThrow(/no responders|503/i);
  });

  it('serves Prometheus metrics on its health port: commands by subject and outcome, outbox, consumer lag, process', async () => {
    const subject = 'booking.cmd.submit-feedback.v1';
    const reply = await harness.call(subject, { not: 'a feedback' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION.FAILED' } });

    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${harness.config.BOOKING_HEALTH_PORT}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      return (await response.text()).split('\n');
    };
    let lines = await scrape();
    const has = (pattern: RegExp) => expect(lines.filter((line) => pattern.test(line))).not.toHaveLength(0);
    // prom-client may write the labels in any order.
    has(
      /^hp_command_duration_seconds_count\{(?=.*subject="booking\.cmd\.submit-feedback\.v1")(?=.*outcome="VALIDATION\.FAILED")(?=.*service="booking").*\} 1$/,
    );
    has(
      /^hp_command_errors_total\{(?=.*subject="booking\.cmd\.submit-feedback\.v1")(?=.*code="VALIDATION\.FAILED").*\} 1$/,
    );
    has(/^hp_outbox_backlog\{service="booking"\} \d+$/);
    // Each consumer's lag, once the consumer exists (the consumers start in the background).
    await eventually(async () => {
      lines = await scrape();
      has(/^hp_consumer_pending_messages\{(?=.*consumer="booking-payment-status").*\} \d+$/);
    });
    has(/^hp_consumer_pending_messages\{(?=.*consumer="booking-[a-z-]+").*\} \d+$/);
    has(/^process_resident_memory_bytes\{service="booking"\} \d+$/);
    has(/^nodejs_eventloop_lag_seconds\{service="booking"\} /);
  });
});
