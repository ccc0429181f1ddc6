import { describe, it, expect } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net.mjs';
import { HSTS_DIRECTIVE, brotliDirectives, renderTemplate, writeLocalNginxConf } from './nginx.mjs';
import { fromRoot } from './paths.mjs';
import { which } from './proc.mjs';
import { apiRoutes } from '@hp/contracts';

/**
 * The rendered local nginx in front of a stand-in gateway (`answer` serves every proxied request); `use` gets the
 * edge's base URL once nginx answers, and everything is stopped afterwards.
 * @param {http.RequestListener} answer
 * @param {(base: string, prefix: string) => Promise<void>} use  `prefix` holds nginx's files (access.log)
 */
async function withEdge(answer, use) {
  const nginx = /** @type {string} */ (which('nginx'));
  const upstream = http.createServer(answer);
  const gatewayPort = await freePort();
  await new Promise((resolve) => upstream.listen(gatewayPort, '127.0.0.1', () => resolve(undefined)));
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-'));
  const { args } = await writeLocalNginxConf({ port, gatewayPort, prefix });
  const server = spawn(nginx, args, { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; tries < 50; tries += 1) {
      if (await fetch(`${base}/mfe-registry.json`).catch(() => null)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await use(base, prefix);
  } finally {
    server.kill('SIGTERM');
    upstream.close();
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}

describe('nginx config', () => {
  it('loads brotli_static only where the module is installed', () => {
    const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-modules-'));
    expect(brotliDirectives(modules).BROTLI_STATIC).toMatch(/^\s*#/);
    expect(brotliDirectives(modules).BROTLI_MODULE).toMatch(/^#/);
    fs.writeFileSync(path.join(modules, 'ngx_http_brotli_static_module.so'), '');
    expect(brotliDirectives(modules)).toEqual({
      BROTLI_MODULE: `load_module ${path.join(modules, 'ngx_http_brotli_static_module.so')};`,
      BROTLI_STATIC: '  brotli_static on;',
    });
    fs.rmSync(modules, { recursive: true, force: true });
  });

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
    expect(text).toMatch(/location \^~ \/hp-private\/ \{\s+limit_except GET \{\s+deny all;\s+\}\s+proxy_pass http:\/\/127\.0\.0\.1:9000;/);
    // Never the private bucket's listing, never a browser's own Authorization header: only presigned links.
    expect(text).toMatch(/location = \/hp-private\/ \{\s+return 403;\s+\}/);
    expect(text).toMatch(/location \^~ \/hp-private\/ \{[^}]+\}[^}]+proxy_set_header Authorization "";/);
    expect(text).toContain('proxy_set_header X-Correlation-Id $hp_correlation_id;');
    expect(text).not.toContain('add_header Strict-Transport-Security');
    const { conf: production } = await writeLocalNginxConf({ port: 18081, gatewayPort: 13001, prefix, hsts: true });
    expect(fs.readFileSync(production, 'utf8')).toContain(HSTS_DIRECTIVE);
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  it('lets every upload route of the contracts take a 5 MB file (nginx refuses other API bodies over 1 MB)', () => {
    const template = fs.readFileSync(fromRoot('infra', 'nginx', 'nginx.conf.template'), 'utf8');
    const uploads = Object.values(apiRoutes).filter((route) => 'multipart' in route && route.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    for (const route of uploads) {
      const block = template.match(new RegExp(`location = ${route.path.replace(/\//g, '\\/')} \\{([^}]*)\\}`));
      expect({ path: route.path, bodyLimit: block?.[1]?.match(/client_max_body_size (\S+);/)?.[1] }).toEqual({
        path: route.path,
        bodyLimit: '6m',
      });
    }
  });

  it('has one Content-Security-Policy for the local edge and the static images, with no inline script', () => {
    const csp = (/** @type {string} */ file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((m) => m[1]);
    const edge = csp(fromRoot('infra', 'nginx', 'nginx.conf.template'));
    const images = csp(fromRoot('infra', 'docker', 'nginx-static.conf'));
    expect(images).toHaveLength(1);
    expect(edge[0]).toBe(images[0]);
    expect(edge[0]).toMatch(/script-src 'self';/);
    expect(edge[0]).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(edge[0]).toMatch(/frame-ancestors 'none'/);
  });

  it('the static images\' server block is valid nginx', async () => {
    const nginx = /** @type {string} */ (which('nginx'));
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-static-'));
    const conf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `pid ${prefix}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n  fastcgi_temp_path ${prefix};\n  uwsgi_temp_path ${prefix};\n  scgi_temp_path ${prefix};\n  include ${fromRoot('infra', 'docker', 'nginx-static.conf')};\n}\n`,
    );
    const result = await new Promise((resolve) => {
      const p = spawn(nginx, ['-t', '-q', '-c', conf, '-p', prefix, '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      p.stderr.on('data', (d) => (err += d));
      p.on('exit', (code) => resolve({ code, err }));
    });
    expect(result).toEqual({ code: 0, err: '' });
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  it('answers with the security headers everywhere, CORS only under /mfe/, and 413 in the API\'s JSON for a large body', async () => {
    const nginx = /** @type {string} */ (which('nginx'));
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-root-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html></html>');
    fs.mkdirSync(path.join(root, 'mfe-x', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mfe-x', 'dist', 'remoteEntry.js'), '1');
    fs.mkdirSync(path.join(root, 'infra', 'nginx'), { recursive: true });
    fs.writeFileSync(path.join(root, 'infra', 'nginx', 'mfe-registry.json'), '{}');
    /** @type {string[]} */
    const seen = [];
    const upstream = http.createServer((req, res) => {
      seen.push(String(req.headers['x-correlation-id']));
      res.setHeader('cache-control', 'no-store');
      res.end('{}');
    });
    const gatewayPort = await freePort();
    await new Promise((resolve) => upstream.listen(gatewayPort, '127.0.0.1', () => resolve(undefined)));
    const port = await freePort();
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-'));
    const { args } = await writeLocalNginxConf({ port, gatewayPort, root, prefix });
    const server = spawn(nginx, args, { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    try {
      for (let tries = 0; tries < 50; tries += 1) {
        if (await fetch(`${base}/`).catch(() => null)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const url of ['/', '/some/page', '/mfe/x/remoteEntry.js', '/mfe-registry.json', '/api/healthz']) {
        const res = await fetch(`${base}${url}`);
        expect({ url, status: res.status }).toEqual({ url, status: 200 });
        expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('strict-transport-security')).toBeNull();
        expect({ url, cors: res.headers.get('access-control-allow-origin') }).toEqual({
          url,
          cors: url.startsWith('/mfe/') ? '*' : null,
        });
      }
      // Plural's callback as a form POST: sent on to the same page by GET, its reference kept.
      const callback = await fetch(`${base}/payment/success?reference=HP-1`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'order_id=v1-1&status=PROCESSED',
        redirect: 'manual',
      });
      expect({ status: callback.status, location: callback.headers.get('location') }).toEqual({
        status: 303,
        location: '/payment/success?reference=HP-1',
      });
      expect((await fetch(`${base}/payment/failure?reference=HP-1`)).status).toBe(200);
      // The API's own Cache-Control, not nginx's as well.
      expect((await fetch(`${base}/api/healthz`)).headers.get('cache-control')).toBe('no-store');

      const tooLarge = await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-correlation-id': 'e2e-413' },
        body: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await tooLarge.json()).toEqual({
        message: 'The request body is too large.',
        code: 'REQUEST.TOO_LARGE',
        correlationId: 'e2e-413',
      });
      // A correlation id that is not a plain token is replaced (it ends up inside JSON).
      const odd = await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'x-correlation-id': 'a"}, "code": "x' },
        body: 'x'.repeat(2 * 1024 * 1024),
      });
      expect((await odd.json()).correlationId).toMatch(/^[0-9a-f]{32}$/);
      await fetch(`${base}/api/healthz`, { headers: { 'x-correlation-id': 'bad id with spaces' } });
      expect(seen[seen.length - 1]).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      server.kill('SIGTERM');
      upstream.close();
      fs.rmSync(prefix, { recursive: true, force: true });
      fs.rmSync(root, { recursive: true, force: true });
    }
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

  it('sends /fhir/ to the gateway with the host and port the client used, keeping its CORS and Cache-Control', async () => {
    /** @type {string[]} */
    const seen = [];
    const answer = (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
      seen.push(`${req.url} ${String(req.headers['x-forwarded-proto'])}://${String(req.headers['x-forwarded-host'])}`);
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cache-control', 'public, max-age=60');
      res.setHeader('content-type', 'application/fhir+json');
      res.end('{}');
    };
    await withEdge(answer, async (base) => {
      const urls = ['/fhir/$bulk-publish', '/fhir/feed/Slot.ndjson?from=a', '/fhir/R4/Location.json'];
      for (const url of urls) {
        const res = await fetch(`${base}${url}`);
        expect({ url, status: res.status }).toEqual({ url, status: 200 });
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('cache-control')).toBe('public, max-age=60');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
      expect(seen).toEqual(urls.map((url) => `${url} ${base}`));
    });
  });

  it('gives every API request a W3C traceparent (the caller\'s if well formed, else one from $request_id) and logs its trace id', async () => {
    /** @type {Array<{ traceparent?: string, tracestate?: string, correlation?: string }>} */
    const seen = [];
    const answer = (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
      const header = (/** @type {string} */ name) => /** @type {string | undefined} */ (req.headers[name]);
      seen.push({ traceparent: header('traceparent'), tracestate: header('tracestate') });
      res.end('{}');
    };
    await withEdge(answer, async (base, prefix) => {
      const callerParent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      await fetch(`${base}/api/healthz`);
      await fetch(`${base}/fhir/R4/metadata`, { headers: { traceparent: callerParent, tracestate: 'vendor=1' } });
      await fetch(`${base}/api/healthz`, { headers: { traceparent: '01-junk', tracestate: 'vendor=2' } });

      const [fresh, kept, replaced] = seen;
      const made = /^00-([0-9a-f]{16})([0-9a-f]{16})-([0-9a-f]{16})-01$/.exec(fresh?.traceparent ?? '');
      expect(made).not.toBeNull();
      // Its parent span id is the last half of the trace id ($request_id): nginx's own hop.
      expect(made?.[3]).toBe(made?.[2]);
      expect(fresh?.tracestate).toBeUndefined();
      expect(kept).toEqual({ traceparent: callerParent, tracestate: 'vendor=1' });
      expect(replaced?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(replaced?.traceparent).not.toBe(fresh?.traceparent);
      // A tracestate without a valid traceparent of its own is dropped.
      expect(replaced?.tracestate).toBeUndefined();

      const log = fs.readFileSync(path.join(prefix, 'access.log'), 'utf8');
      expect(log).toContain(`trace=${made?.[1]}${made?.[2]} `);
      expect(log).toContain('trace=0af7651916cd43dd8448eb211c80319c ');
    });
  });
});
