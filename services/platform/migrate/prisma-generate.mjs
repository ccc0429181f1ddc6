#!/usr/bin/env node
// hp-prisma-generate: `prisma generate` for the service in the current folder (prisma/schema.prisma). The Prisma
// CLI wants a native schema engine it cannot download here; generating needs none, so it is pointed at a stub
// that says to use hp-migrate instead. Extra arguments go to prisma generate.
//
// Then one change to the generated client (see keepNoWasmSource): the query compiler's WebAssembly is read from
// its file's text instead of imported, so its 4.4 MB of base64 does not stay in the heap (twice) for good.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const stub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'no-native-schema-engine');
const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [prismaCli, 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? stub },
});
if (result.status !== 0) process.exit(result.status ?? 1);

/**
 * Prisma's client imports `…wasm-base64.mjs`, a module whose source and exported string (4.4 MB each, about a
 * quarter of an idle service's heap) no ES module can ever release. Reading that file as text and decoding it
 * leaves both to the garbage collector once the WebAssembly module is compiled. Fails loudly when a Prisma
 * version generates something else, so that an upgrade cannot silently bring the 9 MB back.
 * @param {string} classFile the generated `internal/class.ts`
 */
function keepNoWasmSource(classFile) {
  const source = fs.readFileSync(classFile, 'utf8');
  const imported =
    /( {2}getQueryCompilerWasmModule: async \(\) => \{\n) {4}const \{ wasm \} = await import\(("[^"]+\.wasm-base64\.mjs")\)\n {4}return await decodeBase64AsWasm\(wasm\)\n/;
  const match = imported.exec(source);
  if (!match) {
    throw new Error(
      `${classFile}: Prisma's query compiler loading is not the one hp-prisma-generate knows ` +
        '(services/platform/migrate/prisma-generate.mjs: update keepNoWasmSource for this Prisma version)',
    );
  }
  const [, head, specifier] = match;
  const read = [
    head,
    `    // hp-prisma-generate: read as text, not imported, so the base64 is garbage once compiled\n`,
    `    const { readFile } = await import('node:fs/promises')\n`,
    `    const { createRequire } = await import('node:module')\n`,
    // From the running file: a bundle (CommonJS) has __filename, while its import.meta.url is the build machine's path.
    `    const from = typeof __filename === 'string' ? __filename : import.meta.url\n`,
    `    const text = await readFile(createRequire(from).resolve(${specifier}), 'utf8')\n`,
    `    return await decodeBase64AsWasm(text.slice(text.indexOf('"') + 1, text.lastIndexOf('"')))\n`,
  ].join('');
  fs.writeFileSync(classFile, source.replace(imported, read));
}

const schema = fs.readFileSync(path.resolve('prisma', 'schema.prisma'), 'utf8');
const output = /provider\s*=\s*"prisma-client"[^}]*?output\s*=\s*"([^"]+)"/s.exec(schema)?.[1];
if (!output) throw new Error('prisma/schema.prisma: no prisma-client generator with an output folder');
keepNoWasmSource(path.resolve('prisma', output, 'internal', 'class.ts'));
