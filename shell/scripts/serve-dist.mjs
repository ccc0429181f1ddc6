#!/usr/bin/env node
/**
 * Serves the built front end the way nginx does, for trying a production build without nginx:
 *   /                   shell/dist (index.html for any unknown path: SPA fallback)
 *   /mfe/<name>/        mfe-<name>/dist (no fallback: a missing remote is a 404)
 *   /mfe-registry.json  infra/nginx/mfe-registry.json
 *   /api/*              proxied to API_TARGET (default http://127.0.0.1:3000)
 * Usage: node shell/scripts/serve-dist.mjs [port]   (default 8090)
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.argv[2] ?? process.env.PORT ?? 8090);
const apiTarget = new URL(process.env.API_TARGET ?? 'http://127.0.0.1:3000');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Same caching rule as nginx: entry points and manifests are revalidated, hashed files are immutable. */
const cacheControl = (file) =>
  /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

function sendFile(res, file, status = 200) {
  res.writeHead(status, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(file) });
  createReadStream(file).pipe(res);
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

function proxyApi(req, res) {
  const upstream = http.request(
    { host: apiTarget.hostname, port: apiTarget.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Gateway not reachable', code: 'UPSTREAM.UNAVAILABLE', correlationId: 'dev-static' }));
  });
  req.pipe(upstream);
}

http
  .createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/')) return proxyApi(req, res);
    if (pathname === '/mfe-registry.json') return sendFile(res, path.join(root, 'infra/nginx/mfe-registry.json'));

    const remote = /^\/mfe\/([a-z0-9_-]+)\/(.*)$/.exec(pathname);
    if (remote) {
      const dist = path.join(root, `mfe-${remote[1]}`, 'dist');
      const file = path.normalize(path.join(dist, remote[2] || 'index.html'));
      if (file.startsWith(dist) && isFile(file)) return sendFile(res, file);
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }

    const dist = path.join(root, 'shell/dist');
    const file = path.normalize(path.join(dist, pathname));
    if (file.startsWith(dist) && isFile(file)) return sendFile(res, file);
    return sendFile(res, path.join(dist, 'index.html'));
  })
  .listen(port, '127.0.0.1', () => console.log(`front end (built dists) on http://127.0.0.1:${port}`));
