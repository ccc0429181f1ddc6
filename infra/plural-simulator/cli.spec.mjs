// The simulator's command line, as npm start and npm test run it.
import { describe, expect, it } from '@jest/globals';

describe('CLI (what npm start and npm test run)', () => {
  it('listens where told, says so on its first line, takes its secrets from the environment, stops on SIGTERM', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(
      process.execPath,
      [new URL('./cli.mjs', import.meta.url).pathname, '--port', '0', '--quiet'],
      {
        env: { ...process.env, PLURAL_CLIENT_ID: 'env-client', PLURAL_CLIENT_SECRET: 'env-secret' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((r) => child.on('exit', (code) => r(code)));
    const base = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', () => reject(new Error(`exited before listening: ${out}`)));
    });
    try {
      expect(await fetch(`${base}/healthz`).then((r) => r.json())).toEqual({
        ok: true,
        service: 'plural-simulator',
      });
      const tokenRes = await fetch(`${base}/api/auth/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: 'env-client',
          client_secret: 'env-secret',
          grant_type: 'client_credentials',
        }),
      });
      expect(tokenRes.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
