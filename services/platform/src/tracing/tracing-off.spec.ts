import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A fresh Node process that loads the platform's sources (every entry point a service or the gateway imports, through
 * SWC as jest does) and starts tracing with `env`; it prints every module it resolved, node_modules or ours.
 */
const recorder = `
import { createRequire, registerHooks } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const [platformDir, env] = [process.argv[1], JSON.parse(process.argv[2])];
const require = createRequire(platformDir + '/package.json');
const swc = require('@swc/core');
const resolved = new Set();
registerHooks({
  resolve(specifier, context, next) {
    let result;
    try {
      result = next(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
      result = next(specifier.slice(0, -3) + '.ts', context);
    }
    resolved.add(result.url);
    return result;
  },
  load(url, context, next) {
    if (!url.endsWith('.ts')) return next(url, context);
    const filename = fileURLToPath(url);
    const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'es6' },
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
await import('reflect-metadata');
const platform = await import(platformDir + '/src/index.ts');
await import(platformDir + '/src/http/index.ts');
await import(platformDir + '/src/nats/index.ts');
const on = await platform.startTracing({ service: 'loader-test', env, prisma: true });
console.log(JSON.stringify({ on, resolved: [...resolved] }));
process.exit(0);
`;

function modulesLoadedWith(env: Record<string, string>): { on: boolean; resolved: string[] } {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', recorder, platformDir, JSON.stringify(env)],
    {
      cwd: platformDir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as { on: boolean; resolved: string[] };
}

/** The modules tracing loads only when it is configured (the SDK, the exporter, Prisma's instrumentation). */
const SDK_MODULES =
  /@opentelemetry\/(sdk-trace|exporter-trace-otlp-http|otlp-|context-async-hooks|resources|core|instrumentation)\/|@prisma\/instrumentation\/|\/tracing\/sdk\.ts$/;

describe('tracing off', () => {
  it('loads no module of the trace SDK, only @opentelemetry/api', () => {
    const { on, resolved } = modulesLoadedWith({});
    expect(on).toBe(false);
    expect(resolved.filter((url) => SDK_MODULES.test(url))).toEqual([]);
    expect(resolved.some((url) => url.includes('/@opentelemetry/api/'))).toBe(true);
    // The platform itself was loaded (the check above is not vacuous).
    expect(resolved.some((url) => url.endsWith('/src/rpc/rpc-envelope.interceptor.ts'))).toBe(true);
  }, 60_000);

  it('loads the SDK once an OTLP endpoint is configured', () => {
    const { on, resolved } = modulesLoadedWith({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on).toBe(true);
    for (const name of ['sdk-trace', 'exporter-trace-otlp-http', 'context-async-hooks'])
      expect(resolved.some((url) => url.includes(`/@opentelemetry/${name}/`))).toBe(true);
    expect(resolved.some((url) => url.includes('/@prisma/instrumentation/'))).toBe(true);
  }, 60_000);
});
