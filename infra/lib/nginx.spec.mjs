import { describe, it, expect } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net.mjs';
import { renderTemplate, writeLocalNginxConf } from './nginx.mjs';
import { which } from './proc.mjs';

describe('nginx config', () => {
  it('refuses a template value it does not have', () => {
    expect(() => renderTemplate({}, 'listen {{PORT}};')).toThrow('no value for {{PORT}}');
  });

  it('renders the template with no placeholder left, loopback only, with the routes', async () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-'));
    const { conf } = await writeLocalNginxConf({ port: 18081, gatewayPort: 13001, prefix });
    const text = fs.readFileSync(conf, 'utf8');
    expect(text).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(text).toContain('listen 127.0.0.1:18081;');
    expect(text).not.toMatch(/listen (0\.0\.0\.0:)?18081/);
    expect(text).toContain('server 127.0.0.1:13001;');
    expect(text).toContain('daemon off;');
    expect(text).toMatch(/location = \/mfe-registry\.json/);
    expect(text).toContain('proxy_set_header X-Correlation-Id $hp_correlation_id;');
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  it('sends every /api/ path to the gateway (asset-looking ones too) with the address nginx saw, not a claimed one', async () => {
    const nginx = which('nginx');
    expect(nginx).not.toBeNull(); // npm test installs nginx before this runs
    /** @type {string[]} */
    const seen = [];
    const upstream = http.createServer((req, res) => {
      seen.push(`${req.url} from ${String(req.headers['x-forwarded-for'])}`);
      res.end('{}');
    });
    const gatewayPort = await freePort();
    await new Promise((resolve) => upstream.listen(gatewayPort, '127.0.0.1', () => resolve(undefined)));
    const port = await freePort();
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-'));
    const { args } = await writeLocalNginxConf({ port, gatewayPort, prefix });
    const server = spawn(/** @type {string} */ (nginx), args, { stdio: 'ignore' });
    try {
      let answer = null;
      for (let tries = 0; tries < 50 && !answer; tries += 1) {
        answer = await fetch(`http://127.0.0.1:${port}/api/healthz`, {
          headers: { 'X-Forwarded-For': '203.0.113.7' },
        }).catch(() => null);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer?.status).toBe(200);
      const asset = await fetch(`http://127.0.0.1:${port}/api/docs/assets/swagger-ui.css`);
      expect(asset.status).toBe(200);
      expect(seen).toEqual(['/api/healthz from 127.0.0.1', '/api/docs/assets/swagger-ui.css from 127.0.0.1']);
    } finally {
      server.kill('SIGTERM');
      upstream.close();
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});
