// What the chaos run checks besides the answers (npm run chaos): that no event was lost or handled twice, and what
// JetStream's streams hold.
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { http } from '../lib/net.mjs';
import { OPERATOR_NATS_USER, readNatsPasswords } from '../lib/nats.mjs';

/** @template T @param {string} url @param {(c: import('pg').Client) => Promise<T>} work */
async function withDb(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {{ natsUrl: string, dbUrlOf: (service: string) => string, healthPortOf: (service: string) => number | undefined }} product
 */
export function chaosChecks({ natsUrl, dbUrlOf, healthPortOf }) {
  /**
   * The registered users' events: in auth's outbox (published or not) and in each notification consumer's
   * processed_events; waits up to 90 s for them all to arrive.
   * @param {string[]} emails
   */
  async function eventCheck(emails, since = 0) {
    if (!emails.length) return { registered: 0 };
    const wanted = new Set(emails);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const outbox = await withDb(dbUrlOf('auth'), async (c) =>
        (await c.query(
          `SELECT id::text AS id, payload::text AS payload, published_at FROM platform.outbox_events
            WHERE subject = 'auth.evt.user-registered.v1' AND created_at >= to_timestamp($1 / 1000.0)`,
          [since],
        )).rows.filter((row) => [...wanted].some((email) => row.payload.includes(email))),
      );
      const ids = outbox.map((row) => row.id);
      const processed = await withDb(dbUrlOf('notification'), async (c) =>
        (await c.query(`SELECT consumer, count(*)::int AS n FROM platform.processed_events WHERE event_id = ANY($1) GROUP BY consumer`, [ids])).rows,
      );
      const published = outbox.filter((row) => row.published_at).length;
      const byConsumer = Object.fromEntries(processed.map((row) => [row.consumer, row.n]));
      const complete = outbox.length === emails.length && published === outbox.length && processed.length > 0 && processed.every((row) => row.n === ids.length);
      if (complete || Date.now() > deadline) {
        return { registered: emails.length, inOutbox: outbox.length, published, handledBy: byConsumer, lost: emails.length - Math.min(...processed.map((row) => row.n), published), complete };
      }
      await sleep(2000);
    }
  }

  /** The notification service's consumers' `duplicate` outcomes so far (Prometheus text of its /metrics). */
  async function duplicateOutcomes() {
    const r = await http(`http://127.0.0.1:${healthPortOf('notification')}/metrics`);
    let total = 0;
    for (const line of (r?.text ?? '').split('\n')) if (/outcome="duplicate"/.test(line) && !line.startsWith('#')) total += Number(line.split(' ').pop()) || 0;
    return total;
  }

  /** @template T @param {(nc: import('@nats-io/transport-node').NatsConnection) => Promise<T>} work */
  async function withNats(work) {
    const nc = await connect({ servers: natsUrl, user: OPERATOR_NATS_USER, pass: readNatsPasswords()[OPERATOR_NATS_USER] });
    try {
      return await work(nc);
    } finally {
      await nc.close();
    }
  }

  /** Each JetStream stream's message count. */
  async function streamCounts() {
    return withNats(async (nc) => {
      const jsm = await jetstreamManager(nc);
      /** @type {Record<string, number>} */
      const counts = {};
      for await (const info of jsm.streams.list()) counts[info.config.name] = info.state.messages;
      return counts;
    });
  }

  return { eventCheck, duplicateOutcomes, withNats, streamCounts };
}
