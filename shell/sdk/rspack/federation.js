// @ts-check
/**
 * The one rspack + Module Federation setup of the front end. The shell (host) and every remote call
 * `defineHost` / `defineRemote` from their rspack.config.js, so all five builds share the same
 * loaders, output naming, shared singletons and dev-server defaults.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { EmitFilePlugin } from './emit-file.js';
import { pageFilesOf, pagesJsonPlugin } from './pages.js';
import { EAGER_IN_HOST, SHARED_SINGLETONS, packageOfSharedKey } from './shared.js';

export { SHARED_SINGLETONS } from './shared.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The SDK's own sources: the one place where `react-router-dom` is the real package (see `routerOfTheSdk`). */
const sdkSources = path.resolve(here, '..', 'src');

/**
 * Browsers the product supports (what Mantine needs anyway). Older targets make Lightning CSS emit
 * vendor fallbacks for every rule and more than double the stylesheet.
 */
export const BROWSERS = 'chrome >= 111, edge >= 111, firefox >= 113, safari >= 16.4';

/**
 * Deliberately NOT shared:
 * - `@mantine/core`, `@mantine/notifications`: only the shell's toasts use them, bundled with their styles
 *   (mantine-styles-loader.js below); see shared.js.
 * - `@hp/ui`: the kit and form parts, bundled into each remote that uses them (they build on the shared
 *   react-hook-form and SDK, so they hold no state of their own).
 * - `zod`: a shared module cannot be tree-shaken, and zod's full build (every locale) is ~87 KB gzip
 *   against ~25 KB tree-shaken into each bundle that uses it; no zod object crosses a remote boundary.
 * - `@hp/contracts`: its version never changes (0.1.0), so a redeployed remote would silently get the
 *   host's older route table; each build keeps the contracts it was built with.
 */

export const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** @param {string} dir */
function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * Every build shares the same singletons, each at one version across the workspaces (`npm run check:shared-versions`,
 * in CI, from the lockfile). The runtime is not asked to compare versions (`requiredVersion: false`): its semver check
 * ran for every shared module a chunk takes and cost about 50 ms of main thread per page here (four times that on a
 * phone), to print a warning that the build-time check already prevents. The package must still list each one.
 * @param {{ name: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} pkg
 * @param {{ eager?: string[] }} [options] keys the build bundles into its first script (the host: EAGER_IN_HOST)
 */
export function sharedFor(pkg, { eager = [] } = {}) {
  const versions = { ...pkg.devDependencies, ...pkg.dependencies };
  /** @param {string} key  @param {boolean} singleton */
  const entry = (key, singleton) => {
    const packageName = packageOfSharedKey(key);
    const requiredVersion = versions[packageName];
    if (!requiredVersion)
      throw new Error(`${pkg.name} must depend on ${packageName}: every front-end package shares it`);
    return [key, { singleton, requiredVersion: false, ...(eager.includes(key) ? { eager: true } : {}) }];
  };
  return Object.fromEntries(SHARED_SINGLETONS.map((key) => entry(key, true)));
}

/**
 * @typedef {object} FrontEndOptions
 * @property {string} name        federation name: 'shell' | 'marketing' | 'patient' | 'provider' | 'admin'
 * @property {string} dir         the package folder (import.meta.dirname of its rspack.config.js)
 * @property {number} port        dev-server port
 * @property {string} title       HTML title (standalone page)
 * @property {string} [description]  the HTML's meta description until a page sets its own (the host's: what a
 *                                   crawler without JavaScript reads)
 * @property {string} [earlyScript]  the host's: a small browser script (no imports) that runs before the main script
 *                                   has arrived, emitted as it is under a hashed name and loaded `async` from the HTML
 * @property {import('@rspack/core').DevServerOptions} [devServer]  extra dev-server settings
 */

/**
 * @param {FrontEndOptions & { role: 'host' | 'remote' }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
function defineFrontEnd({ name, dir, port, title, description, earlyScript, role, devServer = {} }) {
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const pkg = readPackage(dir);
    const hashed = production ? '[name].[contenthash:8]' : '[name]';
    const early = earlyScript ? earlyScriptOf(path.resolve(dir, earlyScript)) : null;

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: {
        main:
          role === 'host'
            ? [path.join(here, 'host-federation-globals.cjs'), './src/index.ts']
            : './src/index.ts',
      },
      // A production remote takes the federation helpers its entry needs from the host (host-federation-globals.cjs),
      // as it takes the runtime itself (`externalRuntime` below). Not in dev, where a remote also runs alone.
      ...(role === 'remote' && production
        ? {
            externals: {
              '@module-federation/sdk': 'var globalThis.__hpFederationSdk',
              '@module-federation/error-codes': 'var globalThis.__hpFederationErrorCodes',
            },
          }
        : {}),
      target: ['web', `browserslist:${BROWSERS}`],
      // No source maps in the served bundle, and none beside it either.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        uniqueName: name,
        // The host serves deep links (/user/forgot-password) from index.html, so its assets are absolute.
        // A remote finds its own folder (/mfe/<name>/) from the manifest's URL.
        publicPath: role === 'host' ? '/' : 'auto',
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        cssFilename: `${hashed}.css`,
        cssChunkFilename: `${hashed}.css`,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: BROWSERS },
            },
            type: 'javascript/auto',
          },
          // Rspack 2 no longer handles CSS by default; *.module.css become CSS modules.
          { test: /\.css$/, type: 'css/auto' },
          routerOfTheSdk,
          mantineStylesPerComponent,
        ],
        parser: {
          // `import classes from './x.module.css'`
          'css/auto': { namedExports: false },
          // An import of a name a module does not export fails the build (e.g. a router API the SDK does not carry).
          javascript: { exportsPresence: 'error' },
        },
      },
      plugins: [
        // Only the page's own entry: a remote's remoteEntry.js is for hosts, not for its standalone page.
        new rspack.HtmlRspackPlugin({
          template: path.join(here, 'index.html'),
          title,
          chunks: ['main'],
          ...(description ? { meta: { description } } : {}),
          // The host asks for the registry at once, in parallel with its own script (src/remotes/registry.ts).
          templateParameters: {
            preloads: [
              ...(role === 'host'
                ? ['<link rel="preload" href="/mfe-registry.json" as="fetch" crossorigin />']
                : []),
              ...(early ? [`<script src="/${early.file}" async></script>`] : []),
            ].join('\n    '),
          },
        }),
        new ModuleFederationPlugin({
          name,
          ...(role === 'remote'
            ? {
                filename: 'remoteEntry.js',
                exposes: { './App': './src/App.tsx' },
                manifest: {
                  // Each page's own files, in the manifest the shell's early script reads anyway (shell/early).
                  additionalData: async ({ stats, compilation }) => {
                    Object.assign(stats.metaData, { pageFiles: await pageFilesOf(dir, compilation) });
                  },
                },
              }
            : { manifest: false }),
          shared: sharedFor(pkg, { eager: role === 'host' ? EAGER_IN_HOST : [] }),
          // A remote that is down must not hold up the others: use what is already loaded.
          shareStrategy: 'loaded-first',
          dts: false,
          dev: false,
          experiments: {
            // The host ships the federation runtime once; production remotes use it instead of carrying
            // their own (~34 KB gzip each). In dev a remote also runs alone, so it keeps its own copy.
            ...(role === 'host'
              ? { provideExternalRuntime: true }
              : production
                ? { externalRuntime: true }
                : {}),
            // Browser only: the runtime's Node script loading is left out.
            optimization: { target: 'web' },
          },
        }),
        ...(early ? [early] : []),
        // Beside mf-manifest.json: the remote's routes and header links (from its src/pages.ts).
        ...(role === 'remote' ? [pagesJsonPlugin(dir)] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      // Mantine's stylesheets reach chunks in differing orders, which their cascade layers make harmless
      // (mantine-styles-loader.js); the same warning about our own stylesheets is still shown.
      ignoreWarnings: [
        (warning) =>
          /Conflicting order between \S*@mantine[\\/]core[\\/]styles\S* and \S*@mantine[\\/]core[\\/]styles/.test(
            warning.message,
          ),
      ],
      // Dev-mode lazy compilation compiles `import('./bootstrap')` on first request, which leaves the
      // first page load blank under federation; compile everything up front (it takes about a second).
      lazyCompilation: false,
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
        proxy: [{ context: ['/api'], target: API_TARGET }, ...(devServer.proxy ?? [])],
      },
    };
  };
}

/**
 * `import ... from 'react-router-dom'` anywhere but in the SDK's own sources is served by the SDK's router
 * (rspack/react-router-dom.js re-exports it from the shared `@hp/shell-sdk`): one router for the page, tree-shaken
 * to what the SDK carries (src/router/router.ts) instead of the whole package shared.
 * @type {import('@rspack/core').RuleSetRule}
 */
const routerOfTheSdk = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: sdkSources,
  resolve: { alias: { 'react-router-dom$': path.join(here, 'react-router-dom.js') } },
};

/**
 * Mantine's styles come with the components a build uses, each in its cascade layer (mantine-styles-loader.js).
 * @type {import('@rspack/core').RuleSetRule}
 */
const mantineStylesPerComponent = {
  test: [
    /[\\/]@mantine[\\/]core[\\/]esm[\\/].+\.module\.mjs$/,
    /[\\/]@mantine[\\/]core[\\/]styles[\\/][^\\/]+\.css$/,
  ],
  // Mantine's own layered copies (`Button.layer.css`) are not used.
  exclude: /\.layer\.css$/,
  loader: path.join(here, 'mantine-styles-loader.js'),
};

/**
 * A small browser script emitted as it is, under a name with its content's hash (cached for good, like the build's
 * own files), for the HTML to load before the main script: the shell's early area hint (shell/early/area-hint.js).
 * Not an entry of the build, which would carry the federation runtime with it.
 * @param {string} file
 */
function earlyScriptOf(file) {
  const source = readFileSync(file);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return new EmitFilePlugin(`${path.basename(file, '.js')}.${hash}.js`, () => source);
}

/**
 * Writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11) beside every text file of a production build,
 * so nginx sends them as they are (`gzip_static on`, and `brotli_static on` where nginx has the module) instead of
 * compressing each request again. Brotli is 14 % smaller on Home's JavaScript (132.6 -> 113.6 KB) and every browser
 * asks for it.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
            const raw = source.buffer();
            const gzipped = zlib.gzipSync(raw, { level: 9 });
            if (gzipped.length < raw.length)
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped));
            const brotli = zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            });
            if (brotli.length < raw.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          }
        },
      );
    });
  }
}

/** @param {FrontEndOptions} options */
export const defineHost = (options) => defineFrontEnd({ ...options, role: 'host' });

/**
 * A remote: exposes './App' (src/App.tsx), emits mf-manifest.json and pages.json (its routes and header links, from
 * src/pages.ts), and runs alone on its port for dev.
 * @param {FrontEndOptions} options
 */
export const defineRemote = (options) =>
  defineFrontEnd({
    ...options,
    role: 'remote',
    devServer: {
      // Live reload talks to this server even when the page is the shell on another port.
      hot: false,
      liveReload: true,
      client: { webSocketURL: `ws://127.0.0.1:${options.port}/ws`, overlay: false },
      ...options.devServer,
    },
  });
