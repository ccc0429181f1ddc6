// Builds one service image (auth) and one static image (mfe-admin) from the working tree and runs them with podman:
// non-root, no npm or compiler inside, the service answers its health route, nginx serves index and remoteEntry.
// Needs buildah, podman and runc (Debian's; buildImage installs them when missing, as root). The bases are cached in
// .data/images: the first run on a machine takes a few minutes more.
import { describe, expect, test } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildImage, IMAGES_DIR, imageName, PODMAN, RUN_FLAGS, UID } from './build.mjs';
import { fromRoot } from '../lib/paths.mjs';

const podman = (/** @type {string[]} */ ...args) =>
  spawnSync('podman', [...PODMAN, ...args], { encoding: 'utf8' });
/** Files of an image that must not be there (npm, compilers, a shell). @param {string} image */
const forbidden = (image) => {
  const mount = podman('image', 'mount', image).stdout.trim();
  const found = spawnSync(
    'find',
    [
      mount,
      '(',
      '-name',
      'npm',
      '-o',
      '-name',
      'npx',
      '-o',
      '-name',
      'gcc*',
      '-o',
      '-name',
      'cc',
      '-o',
      '-name',
      'g++',
      '-o',
      '-name',
      'sh',
      ')',
      '-not',
      '-type',
      'd',
    ],
    { encoding: 'utf8' },
  );
  podman('image', 'unmount', image);
  return found.stdout
    .split('\n')
    .filter(Boolean)
    .map((f) => f.slice(mount.length));
};
/** Runs an image in the background until `answers` is true. @param {string[]} args @param {() => Promise<boolean>} answers */
async function runUntil(args, answers) {
  const child = spawn('podman', [...PODMAN, 'run', ...RUN_FLAGS, ...args], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 60; i++) {
      if (await answers().catch(() => false)) return true;
      await new Promise((r) => setTimeout(r, 1000));
    }
    return false;
  } finally {
    podman('stop', '-t', '3', args[args.indexOf('--name') + 1]);
    child.kill();
  }
}

describe('images', () => {
  test('a service image (auth): non-root, no npm or compiler, its health route answers', async () => {
    const [image] = buildImage('services/auth');
    expect(podman('image', 'inspect', '--format', '{{.Config.User}}', image).stdout.trim()).toBe(
      `${UID}:${UID}`,
    );
    expect(forbidden(image)).toEqual([]);
    const id = podman(
      'run',
      ...RUN_FLAGS,
      '--entrypoint',
      '/usr/local/bin/node',
      image,
      '-e',
      'console.log(process.getuid())',
    );
    expect(id.stdout.trim()).toBe(String(UID));
    // Liveness (/healthz) with a NATS of the test's own; Postgres and Redis unreachable (readiness is not asked).
    const port = 3911;
    const nats = spawn(
      'nats-server',
      ['-p', '4234', '-a', '127.0.0.1', '-js', '-sd', fs.mkdtempSync(path.join(IMAGES_DIR, 'nats-'))],
      { stdio: 'ignore' },
    );
    const env = {
      AUTH_HEALTH_PORT: String(port),
      JWT_SECRET: 'spec-secret-spec-secret-spec-secret',
      OTP_HASH_SECRET: 'spec-secret-spec-secret-spec-secret',
      AUTH_DATABASE_URL: 'postgresql://spec:spec@127.0.0.1:1/none',
      NATS_URL: 'nats://127.0.0.1:4234',
      REDIS_URL: 'redis://127.0.0.1:1',
    };
    const up = await runUntil(
      [
        '--name',
        'hp-spec-auth',
        '--replace',
        ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
        image,
      ],
      async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
    ).finally(() => nats.kill());
    expect(up).toBe(true);
  }, 600_000);

  test('a static image (mfe-admin): non-root nginx serves remoteEntry.js', async () => {
    const [image] = buildImage('mfe-admin');
    expect(imageName('mfe-admin')).toBe(image);
    expect(podman('image', 'inspect', '--format', '{{.Config.User}}', image).stdout.trim()).toBe(
      `${UID}:${UID}`,
    );
    expect(forbidden(image)).toEqual([]);
    // The image's own configuration on another port than 8080 (a product may be serving there; host network).
    const port = 3912;
    const conf = path.join(IMAGES_DIR, 'spec-default.conf');
    fs.writeFileSync(
      conf,
      fs
        .readFileSync(fromRoot('infra/docker/nginx-static.conf'), 'utf8')
        .replace('listen 8080;', `listen ${port};`),
    );
    const base = `http://127.0.0.1:${port}/mfe/admin`;
    const up = await runUntil(
      ['--name', 'hp-spec-admin', '--replace', '-v', `${conf}:/etc/nginx/conf.d/default.conf:ro`, image],
      async () =>
        (await fetch(`${base}/remoteEntry.js`)).ok && (await fetch(`${base}/index.html`)).status < 500,
    );
    expect(up).toBe(true);
  }, 600_000);
});
