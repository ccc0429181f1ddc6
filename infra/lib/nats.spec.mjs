import { describe, it, expect } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { natsContracts, natsPasswords, OPERATOR_NATS_USER, writeNatsConfig } from './nats.mjs';
import { freePort, natsServerInfo, waitFor } from './net.mjs';
import { which } from './proc.mjs';
import { listServices } from './workspace.mjs';

/**
 * Logs in and subscribes; resolves with the server's answer to the SUB ('ok' or its -ERR line).
 * @param {number} port
 * @param {string} user
 * @param {string} pass
 * @param {string} subject
 */
function trySubscribe(port, user, pass, subject) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let buf = '';
    let pongs = 0;
    socket.on('connect', () =>
      socket.write(`CONNECT ${JSON.stringify({ user, pass, verbose: false })}\r\nPING\r\nSUB ${subject} 1\r\nPING\r\n`),
    );
    socket.on('data', (d) => {
      buf += d.toString();
      const err = /^-ERR (.*)$/m.exec(buf);
      if (err) {
        socket.destroy();
        resolve(String(err[1]).trim());
      }
      pongs = (buf.match(/^PONG/gm) ?? []).length;
      if (pongs >= 2) {
        socket.destroy();
        resolve('ok');
      }
    });
    socket.on('error', reject);
  });
}

describe('the product NATS users', () => {
  it('makes a private password per user once and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nats-'));
    const file = path.join(dir, 'users.json');
    try {
      const first = natsPasswords(['gateway', 'auth'], file);
      expect(Object.keys(first)).toEqual(['gateway', 'auth']);
      expect(first.gateway).toMatch(/^[\w-]{32}$/);
      expect(first.gateway).not.toBe(first.auth);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const again = natsPasswords(['gateway', 'auth', 'booking'], file);
      expect(again.gateway).toBe(first.gateway);
      expect(again.booking).toMatch(/^[\w-]{32}$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs nats-server with a user per process: each limited to its subjects, the operator to none, no anonymous access', async () => {
    const nats = which('nats-server');
    expect(nats).not.toBeNull(); // npm test installs nats-server before this runs
    const { GATEWAY_NATS_USER } = await natsContracts();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nats-'));
    const port = await freePort();
    // A service removed since the passwords were made is neither configured nor expected to log in.
    natsPasswords(['removed-service'], path.join(dir, 'users.json'));
    const { file, users } = await writeNatsConfig({
      host: '127.0.0.1',
      port,
      storeDir: path.join(dir, 'js'),
      file: path.join(dir, 'nats.conf'),
      usersFile: path.join(dir, 'users.json'),
    });
    expect(Object.keys(users).sort()).toEqual([GATEWAY_NATS_USER, ...listServices().map((s) => s.name), OPERATOR_NATS_USER].sort());
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const server = spawn(/** @type {string} */ (nats), ['-c', file], { stdio: 'ignore' });
    try {
      const gw = /** @type {string} */ (users[GATEWAY_NATS_USER]);
      const asGateway = () => natsServerInfo(port, '127.0.0.1', { user: GATEWAY_NATS_USER, pass: gw });
      await waitFor(async () => (await asGateway())?.jetstream, { timeoutMs: 10_000, what: 'nats-server' });
      expect((await asGateway())?.auth_required).toBe(true);
      expect(await natsServerInfo(port, '127.0.0.1', { user: GATEWAY_NATS_USER, pass: 'wrong' })).toBeNull();
      expect(await natsServerInfo(port, '127.0.0.1')).toBeNull();
      // The gateway reads replies only; it may not listen to a service's commands.
      expect(await trySubscribe(port, GATEWAY_NATS_USER, gw, '_INBOX.x')).toBe('ok');
      expect(await trySubscribe(port, GATEWAY_NATS_USER, gw, 'auth.cmd.>')).toMatch(/Permissions Violation/);
      const op = /** @type {string} */ (users[OPERATOR_NATS_USER]);
      expect(await trySubscribe(port, OPERATOR_NATS_USER, op, 'auth.cmd.>')).toBe('ok');
      for (const svc of listServices()) {
        const pass = /** @type {string} */ (users[svc.name]);
        expect(await trySubscribe(port, svc.name, pass, `${svc.name}.cmd.>`)).toBe('ok');
        expect(await trySubscribe(port, svc.name, pass, 'other.cmd.>')).toMatch(/Permissions Violation/);
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
