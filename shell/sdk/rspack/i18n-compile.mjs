#!/usr/bin/env node
// @ts-check
/**
 * `hp-i18n-compile`: every area's `i18n:compile`. Runs `lingui compile --strict --typescript`, then drops from the
 * English catalogue (src/locales/en.ts) each message that compiles to its own id. Ids are the English texts, so those
 * entries repeat the code's own strings, and English travels with every area's first load (the marketing area's came
 * to 8.6 KB gzip of Home's JavaScript). `createI18n` answers a missing English message with its id; messages with
 * placeholders, plurals or tags keep their compiled form.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `lingui` is on PATH in an npm script (node_modules/.bin).
const compiled = spawnSync('lingui', ['compile', '--strict', '--typescript', ...process.argv.slice(2)], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const file = path.join('src', 'locales', 'en.ts');
const source = fs.readFileSync(file, 'utf8');
const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
if (!match?.[1]) throw new Error(`${file}: not the catalogue lingui compile writes (no JSON.parse("..."))`);
/** @type {Record<string, unknown>} */
const messages = JSON.parse(JSON.parse(match[1]));
const kept = Object.fromEntries(
  Object.entries(messages).filter(([id, message]) => !(Array.isArray(message) && message.length === 1 && message[0] === id)),
);
fs.writeFileSync(file, source.replace(match[1], JSON.stringify(JSON.stringify(kept))));
console.log(`${file}: ${Object.keys(kept).length} of ${Object.keys(messages).length} English messages kept (the rest are their ids)`);
