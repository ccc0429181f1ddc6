import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino, type Level } from 'pino';
import { registerRequestLog } from './request-log.js';

/** A Fastify app whose log lines are collected; the caller's correlation id becomes the request id. */
async function appLoggingAt(level: Level) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ genReqId: (request) => String(request.headers['x-correlation-id'] ?? 'generated') });
  registerRequestLog(app, pino({ level }, sink), { unloggedPaths: ['/api/healthz'] });
  app.get('/api/things', () => ({ ok: true }));
  app.get('/api/healthz', () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

const secrets = {
  authorization: 'Bearer secret-token',
  cookie: 'hp_refresh=secret-refresh',
  'x-correlation-id': 'c-42',
};

describe('the request log', () => {
  it('writes one short line per request at the default level: method, path, status, ms, correlation id, no headers', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/things?email=asha@example.com', headers: secrets });
    await app.close();

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/api/things',
      status: 200,
      correlationId: 'c-42',
    });
    expect(typeof line.ms).toBe('number');
    expect(Object.keys(line).sort()).toEqual([
      'correlationId',
      'hostname',
      'level',
      'method',
      'ms',
      'msg',
      'path',
      'pid',
      'status',
      'time',
    ]);
    expect(lines[0]).not.toMatch(/secret|asha@example\.com|authorization|cookie/i);
  });

  it('leaves out the probes, and writes nothing per request above info', async () => {
    const quiet = await appLoggingAt('info');
    await quiet.app.inject({ method: 'GET', url: '/api/healthz' });
    await quiet.app.close();
    expect(quiet.lines).toEqual([]);

    const warnOnly = await appLoggingAt('warn');
    await warnOnly.app.inject({ method: 'GET', url: '/api/things', headers: secrets });
    await warnOnly.app.close();
    expect(warnOnly.lines).toEqual([]);
  });
});
