// Renders infra/nginx/nginx.conf.template for the local product and runs nginx in the foreground.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { dataPath, fromRoot, ROOT } from './paths.mjs';
import { isRoot } from './proc.mjs';
import { settings } from './env.mjs';

export const NGINX_PREFIX = dataPath('nginx');

/** Whether this machine can listen on ::1 (IPv6 loopback). */
export function hasIpv6Loopback() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(0, '::1', () => srv.close(() => resolve(true)));
  });
}

/**
 * @param {Record<string, string>} values
 * @param {string} [template]
 */
export function renderTemplate(values, template = fs.readFileSync(fromRoot('infra', 'nginx', 'nginx.conf.template'), 'utf8')) {
  const out = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, key) => {
    if (!(key in values)) throw new Error(`nginx template: no value for ${whole}`);
    return /** @type {string} */ (values[key]);
  });
  return out;
}

/** Where Debian's nginx modules are (libnginx-mod-http-brotli-static puts its module there). */
export const NGINX_MODULES_DIR = '/usr/lib/nginx/modules';

/**
 * The brotli_static module when this machine's nginx has it: the `load_module` line (main context) and the directive
 * (http context); otherwise comments, and nginx sends the build's .gz files.
 * @param {string} [modulesDir]
 */
export function brotliDirectives(modulesDir = NGINX_MODULES_DIR) {
  const module = path.join(modulesDir, 'ngx_http_brotli_static_module.so');
  return fs.existsSync(module)
    ? { BROTLI_MODULE: `load_module ${module};`, BROTLI_STATIC: '  brotli_static on;' }
    : {
        BROTLI_MODULE: '# no brotli_static module here (apt: libnginx-mod-http-brotli-static)',
        BROTLI_STATIC: '  # brotli_static: module not installed',
      };
}

/** Sent only by a production render (TLS in front): browsers then refuse plain http for a year. */
export const HSTS_DIRECTIVE = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';

/**
 * Writes .data/nginx/nginx.conf for the local product (loopback only). `hsts` (default: NODE_ENV=production)
 * adds Strict-Transport-Security; a local http product never sends it.
 * @param {{ port: number, gatewayPort: number, root?: string, prefix?: string, registryFile?: string, hsts?: boolean }} o
 * @returns {Promise<{ conf: string, prefix: string, errorLog: string, args: string[] }>}
 */
export async function writeLocalNginxConf({
  port,
  gatewayPort,
  root = ROOT,
  prefix = NGINX_PREFIX,
  registryFile,
  hsts = process.env.NODE_ENV === 'production',
}) {
  const { s3 } = settings();
  const temp = `${prefix}/tmp`;
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(`${temp}/${d}`, { recursive: true });
  const listen = [`    listen 127.0.0.1:${port};`];
  if (await hasIpv6Loopback()) listen.push(`    listen [::1]:${port};`);
  const conf = renderTemplate({
    // As root, workers would otherwise run as "nobody", who may not read a checkout under /root.
    USER_DIRECTIVE: isRoot() ? `user ${os.userInfo().username};` : '',
    ...brotliDirectives(),
    WORKER_PROCESSES: '2',
    PID_FILE: `${prefix}/nginx.pid`,
    ACCESS_LOG: `${prefix}/access.log`,
    TEMP_DIR: temp,
    LISTEN: listen.join('\n'),
    SHELL_ROOT: path.join(root, 'shell', 'dist'),
    REMOTES_ROOT: root,
    REGISTRY_FILE: registryFile ?? path.join(root, 'infra', 'nginx', 'mfe-registry.json'),
    GATEWAY_UPSTREAM: `127.0.0.1:${gatewayPort}`,
    FILES_UPSTREAM: `${s3.host}:${s3.port}`,
    FILES_BUCKET: s3.privateBucket,
    HSTS: hsts ? `    ${HSTS_DIRECTIVE}` : '    # Strict-Transport-Security: production renders only',
  });
  const file = `${prefix}/nginx.conf`;
  fs.writeFileSync(file, conf);
  const errorLog = `${prefix}/error.log`;
  return { conf: file, prefix, errorLog, args: ['-c', file, '-p', prefix, '-e', errorLog] };
}
