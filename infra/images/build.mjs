#!/usr/bin/env node
// OCI images of the platform without a registry or a container runtime: buildah (Debian's) assembles each image
// from files made on the host, never RUN-ning anything inside a container (see README.md).
//
//   node infra/images/build.mjs gateway services/auth mfe-admin ...   one image each (hp/gateway, hp/auth, hp/mfe-admin)
//   node infra/images/build.mjs --all                                 every area, then the sizes
//
// Bases (cached under .data/images, made once): a distroless-like root filesystem of Debian packages unpacked with
// dpkg-deb (the C/C++ runtime libraries, tzdata; nginx and its libraries for the static base), a non-root user 10001,
// and, for Node, Node 24's single binary from the npm registry (infra/lib/node-runtime.mjs). No shell, apt, npm or
// compiler is in any image.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureNode24, installedMajor, installRuntime, runtimeBinDir } from '../lib/node-runtime.mjs';

await ensureNode24();
const { dataPath, fromRoot, ROOT } = await import('../lib/paths.mjs');
const { listRemotes, listServices, serviceNodeFlags, serviceProcessEnvironment } =
  await import('../lib/workspace.mjs');
const { localBin, TURBO_ENV } = await import('../lib/product.mjs');
const turbo = localBin('turbo');

export const IMAGES_DIR = dataPath('images');
export const UID = 10001;
const BUILDAH = ['--storage-driver', 'vfs'];
/** podman as it works on these machines (README.md: the hybrid cgroup hierarchy, no CAP_SYS_RESOURCE, crun). */
export const PODMAN = ['--storage-driver', 'vfs', '--cgroup-manager', 'cgroupfs', '--runtime', 'runc'];
export const RUN_FLAGS = [
  '--rm',
  '--network',
  'host',
  '--ulimit',
  'nofile=4096:4096',
  '--ulimit',
  'nproc=4096:4096',
];
/** Debian packages of each base (their dependencies that only install scripts use, like debconf, are left out). */
const BASE_DEBS = {
  node: ['libc6', 'libgcc-s1', 'libstdc++6', 'tzdata'],
  static: ['libc6', 'libcrypt1', 'libpcre2-8-0', 'libssl3', 'zlib1g', 'nginx', 'nginx-common', 'tzdata'],
};
const NGINX_CONF = `# hp static image: nginx as uid ${UID}, every writable path under /tmp
worker_processes auto;
pid /tmp/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log /dev/stdout;
  sendfile on;
  client_body_temp_path /tmp/client_body;
  proxy_temp_path /tmp/proxy;
  fastcgi_temp_path /tmp/fastcgi;
  uwsgi_temp_path /tmp/uwsgi;
  scgi_temp_path /tmp/scgi;
  include /etc/nginx/conf.d/*.conf;
}
`;

/** @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [o] */
export function sh(cmd, args, o = {}) {
  const r = spawnSync(cmd, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 28,
    ...o,
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: exit ${r.status ?? r.error?.message}`);
  return String(r.stdout ?? '').trim();
}
const buildah = (/** @type {string[]} */ ...args) => sh('buildah', [...BUILDAH, ...args]);

/** Every area: the gateway, each service, the shell and each remote. @returns {string[]} */
export const allAreas = () => [
  'gateway',
  ...listServices().map((s) => `services/${s.name ?? s}`),
  'shell',
  ...listRemotes().map((r) => `mfe-${r.area}`),
];
/** @param {string} area */
export const imageName = (area) => `localhost/hp/${path.basename(area)}`;
/** @param {string} area */
const isStatic = (area) => area === 'shell' || area.startsWith('mfe-');

/** A base root filesystem, cached in .data/images/rootfs-<kind>. @param {'node' | 'static'} kind */
export function baseRootfs(kind) {
  const dir = path.join(IMAGES_DIR, `rootfs-${kind}`);
  if (fs.existsSync(path.join(dir, '.done'))) return dir;
  const debs = path.join(IMAGES_DIR, 'debs');
  fs.mkdirSync(debs, { recursive: true });
  sh('apt-get', ['download', ...BASE_DEBS[kind]], { cwd: debs, stdio: ['ignore', 'ignore', 'inherit'] });
  const tmp = `${dir}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  for (const name of BASE_DEBS[kind]) {
    const deb = fs.readdirSync(debs).find((f) => f.startsWith(`${name}_`) && f.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${name} left no .deb`);
    sh('dpkg-deb', ['-x', path.join(debs, deb), tmp]);
  }
  for (const d of [
    'usr/share/doc',
    'usr/share/man',
    'usr/share/info',
    'usr/share/lintian',
    'usr/share/locale',
    'etc/init.d',
    'etc/logrotate.d',
    'usr/lib/systemd',
    'etc/ufw',
    'usr/share/nginx/html',
  ]) {
    fs.rmSync(path.join(tmp, d), { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(tmp, 'tmp'), { recursive: true, mode: 0o1777 });
  fs.chmodSync(path.join(tmp, 'tmp'), 0o1777);
  fs.writeFileSync(
    path.join(tmp, 'etc/passwd'),
    `root:x:0:0:root:/root:/sbin/nologin\napp:x:${UID}:${UID}:app:/app:/sbin/nologin\n`,
  );
  fs.writeFileSync(path.join(tmp, 'etc/group'), `root:x:0:\napp:x:${UID}:\n`);
  fs.writeFileSync(path.join(tmp, 'etc/nsswitch.conf'), 'passwd: files\ngroup: files\nhosts: files dns\n');
  fs.rmSync(path.join(tmp, 'etc/localtime'), { force: true });
  fs.symlinkSync('/usr/share/zoneinfo/Etc/UTC', path.join(tmp, 'etc/localtime'));
  if (kind === 'node') {
    if (installedMajor() === null) installRuntime();
    fs.mkdirSync(path.join(tmp, 'usr/local/bin'), { recursive: true });
    fs.copyFileSync(
      fs.realpathSync(path.join(runtimeBinDir(), 'node')),
      path.join(tmp, 'usr/local/bin/node'),
    );
    fs.chmodSync(path.join(tmp, 'usr/local/bin/node'), 0o755);
    // Its debugging symbols only (18 MB); the dynamic symbols native addons link against stay.
    sh('strip', ['--strip-unneeded', path.join(tmp, 'usr/local/bin/node')]);
  } else {
    for (const d of ['etc/nginx/sites-enabled', 'etc/nginx/sites-available', 'etc/nginx/modules-enabled'])
      fs.rmSync(path.join(tmp, d), { recursive: true, force: true });
    fs.writeFileSync(path.join(tmp, 'etc/nginx/nginx.conf'), NGINX_CONF);
    fs.mkdirSync(path.join(tmp, 'etc/nginx/conf.d'), { recursive: true });
    fs.copyFileSync(
      fromRoot('infra/docker/nginx-static.conf'),
      path.join(tmp, 'etc/nginx/conf.d/default.conf'),
    );
  }
  fs.writeFileSync(path.join(tmp, '.done'), '');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmp, dir);
  return dir;
}

/** Makes an image from a root filesystem (copied over `from`) and a config. */
function commit(
  /** @type {{ from: string, copies: [string, string][], config: string[], name: string }} */ o,
) {
  const ctr = buildah('from', '--pull-never', o.from);
  try {
    for (const [src, dest] of o.copies) buildah('copy', '--quiet', ctr, src, dest);
    buildah('config', '--user', `${UID}:${UID}`, '--env', 'TZ=UTC', ...o.config, ctr);
    buildah('commit', '--quiet', '--rm', ctr, o.name);
  } catch (e) {
    spawnSync('buildah', [...BUILDAH, 'rm', ctr], { stdio: 'ignore' });
    throw e;
  }
}

/** localhost/hp-<kind>-base, made from the cached root filesystem when missing. @param {'node' | 'static'} kind */
export function baseImage(kind) {
  const name = `localhost/hp-${kind}-base`;
  if (
    spawnSync('buildah', [...BUILDAH, 'inspect', '--type', 'image', name], { stdio: 'ignore' }).status === 0
  )
    return name;
  const rootfs = baseRootfs(kind);
  commit({ from: 'scratch', copies: [[rootfs, '/']], config: [], name });
  return name;
}

/** Package names a set of packages needs at run time, following node_modules' package.json dependencies. */
function closure(/** @type {string} */ nodeModules, /** @type {string[]} */ roots) {
  const seen = new Set();
  const visit = (/** @type {string} */ name) => {
    if (seen.has(name) || !fs.existsSync(path.join(nodeModules, name, 'package.json'))) return;
    seen.add(name);
    const pkg = JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The application folder of a Node area (/app in the image): `turbo prune` of the workspace, its production
 * dependencies (`npm ci --omit=dev`, no install scripts: argon2 ships prebuilt binaries), each workspace's dist/
 * from the working tree's build. A bundled service (dist/main.js made by hp-bundle) keeps only the packages the
 * bundle leaves outside (RUNTIME_PACKAGES); the migrate folder keeps them all (hp-migrate runs from source).
 * @param {string} area @param {{ migrate?: boolean }} [o]
 */
function nodeApp(area, { migrate = false } = {}) {
  const pkgName = JSON.parse(fs.readFileSync(fromRoot(area, 'package.json'), 'utf8')).name;
  const out = path.join(IMAGES_DIR, 'work', `${path.basename(area)}${migrate ? '-migrate' : ''}`);
  fs.rmSync(out, { recursive: true, force: true });
  sh(turbo, ['prune', pkgName, `--out-dir=${out}`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...TURBO_ENV } });
  sh('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: out,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...TURBO_ENV },
  });
  const workspaces = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('package.json') && !f.includes('node_modules') && f !== 'package.json')
    .map((f) => path.dirname(f));
  for (const ws of workspaces) {
    for (const f of fs.readdirSync(path.join(out, ws))) {
      if (!['package.json', 'prisma', 'migrate', 'dist'].includes(f))
        fs.rmSync(path.join(out, ws, f), { recursive: true, force: true });
    }
    const dist = fromRoot(ws, 'dist');
    if (fs.existsSync(dist))
      fs.cpSync(dist, path.join(out, ws, 'dist'), {
        recursive: true,
        filter: (s) => !s.endsWith('.map') && !s.endsWith('.d.ts') && !s.endsWith('.tsbuildinfo'),
      });
  }
  const bundled = area.startsWith('services/') && fs.existsSync(path.join(out, area, 'dist/main.js'));
  if (bundled) fs.rmSync(path.join(out, area, 'dist/tsc'), { recursive: true, force: true });
  if (bundled && !migrate) {
    const nm = path.join(out, 'node_modules');
    const { RUNTIME_PACKAGES } = JSON.parse(
      sh(
        'node',
        [
          '-e',
          "import('@hp/service-platform/build/bundle').then(m=>console.log(JSON.stringify({RUNTIME_PACKAGES:m.RUNTIME_PACKAGES})))",
        ],
        { cwd: fromRoot(area) },
      ),
    );
    const deps = Object.keys(
      JSON.parse(fs.readFileSync(fromRoot(area, 'package.json'), 'utf8')).dependencies,
    );
    // Prisma's generated client loads its query compiler (wasm) from @prisma/client at run time.
    const keep = closure(
      nm,
      [...RUNTIME_PACKAGES, '@prisma/client'].filter((p) => deps.includes(p)),
    );
    for (const entry of fs.readdirSync(nm)) {
      const names = entry.startsWith('@')
        ? fs.readdirSync(path.join(nm, entry)).map((n) => `${entry}/${n}`)
        : [entry];
      for (const n of names)
        if (!keep.has(n) && n !== '.package-lock.json')
          fs.rmSync(path.join(nm, n), { recursive: true, force: true });
    }
  }
  // npm's own records, type declarations, source maps and documents are not needed at run time, nor Prisma's query
  // compilers for other databases than PostgreSQL (every service's datasource).
  for (const f of ['package-lock.json', 'node_modules/.package-lock.json', 'node_modules/.bin'])
    fs.rmSync(path.join(out, f), { recursive: true, force: true });
  const unneeded = /(\.d\.[cm]?ts|\.map|\.md|query_compiler_\w+\.(?!postgresql\.)\w+\.\S+)$/i;
  for (const f of fs.readdirSync(path.join(out, 'node_modules'), { recursive: true, encoding: 'utf8' })) {
    if (unneeded.test(f)) fs.rmSync(path.join(out, 'node_modules', f), { recursive: true, force: true });
  }
  return out;
}

/** Builds the area's workspace (and what it depends on) in the working tree. @param {string} area */
function buildWorkspace(area) {
  const pkgName = JSON.parse(fs.readFileSync(fromRoot(area, 'package.json'), 'utf8')).name;
  sh(turbo, ['run', 'build', `--filter=${pkgName}...`, '--output-logs=errors-only'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...TURBO_ENV },
  });
}

/** Builds one area's image (and its -migrate image for a service with migrations). @param {string} area @returns {string[]} image names */
export function buildImage(area) {
  ensureImageTools();
  buildWorkspace(area);
  const name = imageName(area);
  if (isStatic(area)) {
    const site =
      area === 'shell' ? '/usr/share/nginx/html/' : `/usr/share/nginx/html/mfe/${area.replace(/^mfe-/, '')}/`;
    commit({
      from: baseImage('static'),
      copies: [[fromRoot(area, 'dist'), site]],
      config: ['--entrypoint', '["/usr/sbin/nginx","-g","daemon off;"]', '--cmd', '', '--port', '8080'],
      name,
    });
    return [name];
  }
  // The services' Node flags and allocator settings (services/platform/node-flags.json), as npm start gives them.
  const env = [
    '--env',
    'NODE_ENV=production',
    ...Object.entries(serviceProcessEnvironment()).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
    '--workingdir',
    `/app/${area}`,
  ];
  const cmd = JSON.stringify([...serviceNodeFlags(), 'dist/main.js']);
  commit({
    from: baseImage('node'),
    copies: [[nodeApp(area), '/app']],
    config: [...env, '--entrypoint', '["/usr/local/bin/node"]', '--cmd', cmd],
    name,
  });
  const names = [name];
  if (fs.existsSync(fromRoot(area, 'prisma'))) {
    const cli = '/app/services/platform/migrate/cli.mjs';
    commit({
      from: baseImage('node'),
      copies: [[nodeApp(area, { migrate: true }), '/app']],
      config: [...env, '--entrypoint', `["/usr/local/bin/node","${cli}"]`, '--cmd', ''],
      name: `${name}-migrate`,
    });
    names.push(`${name}-migrate`);
  }
  return names;
}

const IMAGE_TOOLS = ['buildah', 'podman', 'runc'];

/** Installs Debian's buildah, podman and runc when one is missing (as root), or says exactly what to install. */
export function ensureImageTools() {
  const missing = IMAGE_TOOLS.filter((tool) => spawnSync('which', [tool]).status !== 0);
  if (missing.length === 0) return;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) throw new Error(`images need ${missing.join(', ')}: sudo ${command}`);
  for (const args of [['update', '-q'], ['install', '-y', '-q', '--no-install-recommends', ...missing]]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit' }).status !== 0) throw new Error(`${command} failed`);
  }
}

/** Size of an image as buildah reports it. @param {string} name */
export const imageSize = (name) => buildah('images', '--format', '{{.Size}}', name).split('\n')[0];

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const areas = args.includes('--all') ? allAreas() : args;
  if (areas.length === 0) {
    console.error(
      'usage: node infra/images/build.mjs <area>... | --all   (areas: gateway, services/<name>, shell, mfe-<name>)',
    );
    process.exit(2);
  }
  for (const area of areas) {
    const t = Date.now();
    const names = buildImage(area);
    for (const n of names) console.log(`${n}\t${imageSize(n)}\t${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
}
