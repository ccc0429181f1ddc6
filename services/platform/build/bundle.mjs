#!/usr/bin/env node
// hp-bundle: a service's tsc output (dist/tsc, decorator metadata already emitted by tsc) bundled and minified into
// one ES module, dist/main.js (+ dist/main.js.map), for the service folder it runs in. Every place that starts a
// service runs dist/main.js (npm start, the Dockerfile, the Kubernetes Deployments, the tests' service processes).
// Why: an idle service keeps the source text of every module it loaded (V8 compiles lazily); Nest, its microservices
// and rxjs alone were ~700 of the ~1,200 modules. One minified file keeps far less (docs/decisions.md, issue 13).
//
//   hp-bundle              in services/<name> after `tsc -p tsconfig.build.json`
//   import { serviceBundleConfig } from '@hp/service-platform/build/bundle'   (the config, for tooling)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Packages loaded from node_modules at run time rather than bundled: native addons (argon2, pg-native), and heavy
 * packages only some paths use, which the platform already loads lazily (minio at the first ObjectStorage,
 * nodemailer at the first mail). `require`d when first used, resolved from the bundle's folder.
 */
export const RUNTIME_PACKAGES = ['argon2', 'pg-native', 'minio', 'nodemailer'];

/**
 * @param {{ serviceDir: string, entry?: string, mode?: 'production' | 'development' }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function serviceBundleConfig({ serviceDir, entry = 'dist/tsc/main.js', mode = 'production' }) {
  const { SwcJsMinimizerRspackPlugin } = require('@rspack/core');
  const fromService = createRequire(path.join(serviceDir, 'package.json'));
  const rxjsDir = path.dirname(fromService.resolve('rxjs/package.json'));
  const keepNames = { keep_classnames: true, keep_fnames: true };
  return {
    mode,
    context: serviceDir,
    target: 'node24',
    entry: { main: path.resolve(serviceDir, entry) },
    output: {
      path: path.resolve(serviceDir, 'dist'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].js',
      // CommonJS, not an ES module: Node's ES module loader, and the ES facade of node:http (which reads every lazy
      // export), cost an idle process about 15 MiB of resident memory. dist/package.json (written by hp-bundle)
      // says so to Node. Top-level await in main.ts still works (the bundler's async modules).
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      chunkLoading: 'require',
      devtoolModuleFilenameTemplate: (/** @type {{ absoluteResourcePath: string }} */ info) =>
        path.relative(path.resolve(serviceDir, 'dist'), info.absoluteResourcePath),
    },
    devtool: 'source-map',
    resolve: {
      extensions: ['.js', '.mjs', '.cjs', '.json'],
      // rxjs's "node" export is its CommonJS build; the ES one lets the bundler keep only what is used.
      alias: {
        rxjs$: path.join(rxjsDir, 'dist/esm/index.js'),
        'rxjs/operators$': path.join(rxjsDir, 'dist/esm/operators/index.js'),
      },
    },
    module: {
      // tsc's output is ES modules whatever dist/package.json says; its source maps (to the .ts files) are carried
      // through to the bundle's map.
      rules: [
        { test: /\.js$/, include: path.resolve(serviceDir, 'dist/tsc'), type: 'javascript/esm', extractSourceMap: true },
        // Nest's loggers make an Intl formatter when they load; made on first use instead (see the loader).
        { test: /[\\/]@nestjs[\\/]common[\\/]services[\\/].*logger\.service\.js$/, loader: require.resolve('./lazy-intl-loader.cjs') },
      ],
      parser: { javascript: { exprContextCritical: false } },
    },
    externalsType: 'node-commonjs',
    externals: [
      Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, `node-commonjs ${name}`])),
      // Optional packages Nest and others try to load and we do not install (kafkajs, mqtt, @nestjs/websockets,
      // ...): left to fail at run time exactly as they do unbundled.
      ({ request, context }, callback) => {
        if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('node:')) {
          return callback();
        }
        try {
          createRequire(path.join(context ?? serviceDir, 'x.js')).resolve(request);
          return callback();
        } catch {
          return callback(undefined, `node-commonjs ${request}`);
        }
      },
    ],
    optimization: {
      minimize: mode === 'production',
      // Class and function names kept: Nest keys static modules by class name, and its errors, logger contexts
      // and our logs name classes. No mangling: swc's mangler with keep_classnames turns `class A { static x =
      // f(A.name) }` into `let k = class A { static x = f(k.name) }`, which throws (k is not yet initialised) in
      // Nest's InstanceWrapper; without names kept, Nest's module tokens collide. Mangling would save ~25% of the
      // file (1.97 -> 1.48 MB for booking), about 0.5 MB of source text in the heap.
      minimizer: [
        new SwcJsMinimizerRspackPlugin({
          // ASCII only (non-ASCII characters as escapes): V8 keeps a source with any character above U+00FF as a
          // two-byte string; one ₹ or emoji in a dependency doubled the bundle's 1.9 MB of source text in the heap.
          minimizerOptions: { compress: { ...keepNames, passes: 2 }, mangle: false, format: { asciiOnly: true, comments: false } },
        }),
      ],
      splitChunks: false,
      runtimeChunk: false,
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

async function main() {
  const { rspack } = require('@rspack/core');
  const serviceDir = process.cwd();
  const entry = process.argv[2] ?? 'dist/tsc/main.js';
  if (!fs.existsSync(path.resolve(serviceDir, entry))) {
    throw new Error(`${entry} is missing: hp-bundle bundles tsc's output (run tsc -p tsconfig.build.json first)`);
  }
  const started = Date.now();
  // Not rspack's output.clean: it would remove dist/tsc, the bundle's input.
  for (const old of ['main.js', 'main.js.map', 'chunks']) fs.rmSync(path.join(serviceDir, 'dist', old), { recursive: true, force: true });
  // The bundle is CommonJS in a "type": "module" package.
  fs.writeFileSync(path.join(serviceDir, 'dist', 'package.json'), '{ "type": "commonjs" }\n');
  // tsc's output stays runnable on its own (node dist/tsc/main.js), e.g. to compare with the bundle.
  fs.writeFileSync(path.join(serviceDir, 'dist', 'tsc', 'package.json'), '{ "type": "module" }\n');
  const stats = await new Promise((resolve, reject) =>
    rspack(serviceBundleConfig({ serviceDir, entry }), (error, result) => (error ? reject(error) : resolve(result))),
  );
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(`hp-bundle: warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(`hp-bundle: ${error.message}`);
    process.exit(1);
  }
  const main = (info.assets ?? []).find((a) => a.name === 'main.js');
  console.log(`hp-bundle: dist/main.js ${((main?.size ?? 0) / 1024).toFixed(0)} KiB in ${Date.now() - started} ms`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
