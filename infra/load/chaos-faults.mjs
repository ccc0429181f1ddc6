// The chaos run's faults (npm run chaos), each under the steady load: 10 s of load before it, the fault, then load
// until every route has answered 2xx for 20 s; the figures per route and phase, and the event checks.
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { http, isPortOpen, waitFor } from '../lib/net.mjs';
import { countBy, failed } from './chaos-load.mjs';
import { percentile } from './soak-stats.mjs';

/** The faults, in the order a whole run makes them. */
export const FAULTS = ['kill', 'nats', 'postgres', 'sigterm', 'poison'];

/** The Debian cluster of the product's own Postgres on `port`: never the machine's. @param {number} port */
function ownPostgres(port) {
  if (port === 5432) throw new Error('chaos: refusing to stop a Postgres on 5432');
  try {
    const line = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .find((f) => Number(f[2]) === port);
    if (line) {
      const ctl = (/** @type {string[]} */ ...more) =>
        execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', line[0], line[1], ...more], { stdio: 'ignore' });
      return { what: `cluster ${line[0]}/${line[1]}`, stop: () => ctl('stop', '-m', 'fast'), start: () => ctl('start') };
    }
  } catch {
    /* no postgresql-common */
  }
  throw new Error(`chaos: no Postgres cluster of its own on ${port} (pg_lsclusters)`);
}

/** @param {import('./chaos-load.mjs').ChaosContext} ctx */
export function chaosFaults({ natsPort, postgresPort, services, healthPortOf, pidOf, answers, say, load, checks }) {
  /**
   * 10 s of load, the fault (`inject` resolves once the fault is over, with the routes it is allowed to fail), then
   * load until every route has answered 2xx for 20 s (at most 120 s); the figures per route and phase.
   * @param {string} name
   * @param {() => Promise<{ allowed: string[], note?: Record<string, unknown>, inFlightAt?: number[] }>} inject
   */
  async function runFault(name, inject) {
    say(`\nchaos: ${name}`);
    const duplicatesBefore = await checks.duplicateOutcomes();
    const running = load.steadyLoad();
    const registrations = load.registrar();
    const t0 = Date.now();
    await sleep(10_000);
    const injectedAt = Date.now();
    const { allowed, note = {}, inFlightAt = [] } = await inject();
    const overAt = Date.now();
    // Then until 20 s without a failure (at most 120 s).
    const lastFailure = () => Math.max(0, ...running.samples.filter((x) => failed(x)).map((x) => x.end));
    await waitFor(async () => Date.now() - Math.max(overAt, lastFailure()) >= 20_000, { timeoutMs: 120_000, intervalMs: 500, what: 'recovery' }).catch(() => {});
    await Promise.all([running.stop(), registrations.stop()]);
    const failureEnd = lastFailure();
    const afterFrom = Math.max(overAt, failureEnd);
    const phaseOf = (/** @type {import('./chaos-load.mjs').Sample} */ x) => (x.end < injectedAt ? 'before' : x.end <= afterFrom ? 'during' : 'after');
    /** @type {Record<string, any>} */
    const routes = {};
    for (const route of load.routes) {
      const mine = running.samples.filter((x) => x.route === route);
      const p95 = (/** @type {string} */ phase) => percentile(mine.filter((x) => phaseOf(x) === phase && typeof x.status === 'number').map((x) => x.end - x.start), 95);
      routes[route] = {
        requests: mine.length,
        byStatus: countBy(mine.map((x) => x.status)),
        failures: mine.filter((x) => failed(x)).length,
        allowedToFail: allowed.includes(route),
        p95: { before: p95('before'), during: p95('during'), after: p95('after') },
      };
    }
    const unexpected = Object.entries(routes).filter(([route, r]) => !allowed.includes(route) && r.failures).map(([route, r]) => `${route} ${r.failures}`);
    // Requests in flight when a signal arrived: started before it, answered after it.
    const inFlight = inFlightAt.map((at) => {
      const caught = running.samples.filter((x) => x.start < at && x.end > at && x.start !== x.end);
      return { at: at - injectedAt, inFlight: caught.length, not2xx: caught.filter((x) => failed(x)).length };
    });
    const events = await checks.eventCheck(registrations.created(), t0 - 5000);
    const result = {
      fault: name,
      ...note,
      seconds: { faultLasted: (overAt - injectedAt) / 1000, recoveredAfterFault: Math.max(0, failureEnd - overAt) / 1000, lastFailureAfterInjection: failureEnd ? (failureEnd - injectedAt) / 1000 : 0 },
      routes,
      unexpectedFailures: unexpected,
      inFlight,
      registrations: { attempted: registrations.attempts.length, byStatus: countBy(registrations.attempts.map((a) => a.status)) },
      events: { ...events, duplicatesHandled: (await checks.duplicateOutcomes()) - duplicatesBefore },
    };
    printFault(result);
    return result;
  }

  /** @param {any} r */
  function printFault(r) {
    const ms = (/** @type {number} */ v) => (Number.isNaN(v) ? '-' : String(Math.round(v)));
    say(`  fault lasted ${r.seconds.faultLasted.toFixed(1)} s; last failure ${r.seconds.lastFailureAfterInjection.toFixed(1)} s after injection; recovered ${r.seconds.recoveredAfterFault.toFixed(1)} s after the fault was over`);
    say(`  ${'route'.padEnd(10)} ${'requests'.padStart(8)}  ${'by status'.padEnd(34)} ${'p95 ms before/during/after'.padStart(27)}`);
    for (const [route, x] of Object.entries(r.routes)) {
      const statuses = Object.entries(x.byStatus).map(([k, v]) => `${k}:${v}`).join(' ');
      say(`  ${route.padEnd(10)} ${String(x.requests).padStart(8)}  ${statuses.padEnd(34)} ${`${ms(x.p95.before)}/${ms(x.p95.during)}/${ms(x.p95.after)}`.padStart(27)}${x.allowedToFail ? '  (may fail)' : ''}`);
    }
    say(`  failures outside the faulty part: ${r.unexpectedFailures.length ? r.unexpectedFailures.join(', ') : 'none'}`);
    for (const f of r.inFlight) say(`  in flight at the signal (+${(f.at / 1000).toFixed(1)} s): ${f.inFlight}, of which not 2xx: ${f.not2xx}`);
    for (const [key, value] of Object.entries(r)) if (!['fault', 'seconds', 'routes', 'unexpectedFailures', 'inFlight', 'registrations', 'events'].includes(key)) say(`  ${key}: ${JSON.stringify(value)}`);
    say(`  registrations: ${JSON.stringify(r.registrations.byStatus)}; events: ${JSON.stringify(r.events)}`);
  }

  /** Waits until start.mjs's supervisor has started `name` again (another pid) and it is ready. @param {string} name @param {number} oldPid */
  async function restartedBySupervisor(name, oldPid, ready = async () => true) {
    const from = Date.now();
    await waitFor(async () => pidOf(name) !== oldPid && pidOf(name) > 0 && (await ready()), { timeoutMs: 90_000, intervalMs: 200, what: `${name} started again` });
    return { restartedBy: 'start.mjs supervisor', newPid: pidOf(name), backInSeconds: (Date.now() - from) / 1000 };
  }

  /**
   * `count` logins (argon2: a few hundred ms each) sent at once, `signal` sent to `pid` 100 ms later, while they are
   * in flight; their statuses. @param {number} pid @param {NodeJS.Signals} signal
   */
  async function signalDuringLogins(pid, signal, count = 8) {
    const calls = Array.from({ length: count }, () => load.login());
    await sleep(100);
    const at = Date.now();
    process.kill(pid, signal);
    const statuses = await Promise.all(calls);
    return { at, burst: { sent: count, statuses: countBy(statuses.map((r) => r?.status ?? 'no answer')), not2xx: statuses.filter((r) => !r || r.status >= 300).length } };
  }

  const serviceReady = (/** @type {string} */ name) => async () => Boolean((await http(`http://127.0.0.1:${healthPortOf(name)}/readyz`))?.ok);

  return {
    kill: () =>
      runFault('kill -9 of the directory service', async () => {
        const pid = pidOf('directory');
        process.kill(pid, 'SIGKILL');
        const back = await restartedBySupervisor('directory', pid, serviceReady('directory'));
        return { allowed: ['directory'], note: { killed: `directory pid ${pid}`, ...back } };
      }),
    nats: async () => {
      const before = await checks.streamCounts();
      const result = await runFault('NATS restarted', async () => {
        const pid = pidOf('nats');
        process.kill(pid, 'SIGTERM');
        const back = await restartedBySupervisor('nats', pid, () => isPortOpen(natsPort));
        // Every service's readiness green again (they reconnect by themselves).
        await waitFor(async () => (await Promise.all(services.filter((x) => x.healthPort).map((x) => serviceReady(x.name)()))).every(Boolean), { timeoutMs: 60_000, intervalMs: 500, what: 'services ready' });
        return { allowed: load.routes.filter((r) => r !== 'healthz'), note: { stopped: `nats-server pid ${pid} (SIGTERM)`, ...back } };
      });
      const after = await checks.streamCounts();
      const kept = Object.entries(before).map(([stream, n]) => `${stream} ${n}->${after[stream] ?? 'gone'}`);
      say(`  JetStream streams (messages before -> after): ${kept.join(', ')}`);
      return { ...result, streams: { before, after } };
    },
    postgres: () =>
      runFault('Postgres stopped for 10 s', async () => {
        const cluster = ownPostgres(postgresPort);
        /** @type {{ at: number, status: number, body?: string }[]} */
        const readiness = [];
        let probing = true;
        const probe = (async () => {
          while (probing) {
            const r = await http(`http://127.0.0.1:${healthPortOf('directory')}/readyz`, { timeoutMs: 3000 });
            readiness.push({ at: Date.now(), status: r?.status ?? 0, body: r?.text });
            await sleep(500);
          }
        })();
        cluster.stop();
        const stoppedAt = Date.now();
        await sleep(3000);
        // A call that needs the database (the directory's list may come from its cache).
        const sampleAnswer = await load.login();
        await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
        cluster.start();
        const startedAt = Date.now();
        await waitFor(serviceReady('directory'), { timeoutMs: 60_000, intervalMs: 250, what: 'directory ready again' });
        probing = false;
        await probe;
        const red = readiness.filter((x) => x.status !== 200);
        return {
          allowed: ['directory', 'login', 'checkout'],
          note: {
            postgres: `${cluster.what} stopped ${((startedAt - stoppedAt) / 1000).toFixed(1)} s`,
            readyzWhileDown: red.length ? `${red.length} probes red (${red[0].status} ${red[0].body})` : 'never red',
            readyzGreenAfterStart: `${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
            answerWhileDown: `${sampleAnswer?.status} ${sampleAnswer?.text}`,
          },
        };
      }),
    sigterm: async () => {
      const service = await runFault('SIGTERM to the auth service during logins', async () => {
        const pid = pidOf('auth');
        const { at, burst } = await signalDuringLogins(pid, 'SIGTERM');
        const back = await restartedBySupervisor('auth', pid, serviceReady('auth'));
        return { allowed: ['login'], inFlightAt: [at], note: { signalled: `auth pid ${pid}`, loginsInFlight: burst, ...back } };
      });
      const gateway = await runFault('SIGTERM to the gateway during requests', async () => {
        const pid = pidOf('gateway');
        const { at, burst } = await signalDuringLogins(pid, 'SIGTERM');
        const back = await restartedBySupervisor('gateway', pid, answers);
        return { allowed: load.routes, inFlightAt: [at], note: { signalled: `gateway pid ${pid}`, loginsInFlight: burst, ...back } };
      });
      return [service, gateway];
    },
    poison: async () => {
      say('\nchaos: a poison message');
      const stream = 'NOTIFICATION_DEAD_LETTERS';
      const before = (await checks.streamCounts())[stream] ?? 0;
      const subject = 'auth.evt.user-registered.v1';
      const sentAt = Date.now();
      await checks.withNats(async (nc) => void (await jetstream(nc).publish(subject, new TextEncoder().encode('{"this is": "not an event"'))));
      let after = before;
      await waitFor(async () => ((after = (await checks.streamCounts())[stream] ?? 0) > before), { timeoutMs: 60_000, intervalMs: 500, what: 'the dead letter' }).catch(() => {});
      const last = after > before
        ? await checks.withNats(async (nc) => {
            const jsm = await jetstreamManager(nc);
            const message = await jsm.streams.getMessage(stream, { seq: (await jsm.streams.info(stream)).state.last_seq });
            return { subject: message?.subject, reason: message?.header?.get('hp-dead-letter-reason'), original: message?.header?.get('hp-original-subject') };
          })
        : null;
      const result = { fault: 'poison message', published: subject, deadLetters: { stream, before, after }, seconds: (Date.now() - sentAt) / 1000, last };
      say(`  ${stream}: ${before} -> ${after} messages in ${result.seconds.toFixed(1)} s; last: ${JSON.stringify(last)}`);
      return result;
    },
  };
}
