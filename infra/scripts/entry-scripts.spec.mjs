import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../lib/paths.mjs';

/**
 * The modules an entry script loads before it installs the dependencies, following relative imports (static
 * ones, and the entry's own `await import(...)` above its `await ensureNodeModules(`), with the npm packages
 * each imports statically.
 * @param {string} entry
 */
function staticPackages(entry) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  const visit = (/** @type {string} */ file, /** @type {boolean} */ isEntry) => {
    if (found.has(file)) return;
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => String(m[1]));
    // The entry's own lazy imports up to its install (`await ensureNodeModules(`): what it loads before npm ci.
    const beforeInstall = isEntry ? text.slice(0, text.indexOf('await ensureNodeModules(') >>> 0) : '';
    const lazy = [...beforeInstall.matchAll(/^const .*= await import\(['"](\.[^'"]+)['"]\)/gm)].map((m) => String(m[1]));
    found.set(file, specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('node:')));
    for (const s of [...specifiers, ...lazy].filter((s) => s.startsWith('.'))) visit(path.resolve(path.dirname(file), s), false);
  };
  visit(entry, true);
  return found;
}

describe('entry scripts', () => {
  const entries = [
    ...['start.mjs', 'test.mjs', 'admin-create.mjs', 'attribute-home-js.mjs', 'new-service.mjs', 'seed.mjs'].map((f) => fromRoot('infra', 'scripts', f)),
    fromRoot('infra', 'load', 'bench.mjs'),
  ];

  it('call the Node 24 bootstrap before loading anything else', () => {
    for (const entry of entries) {
      const text = fs.readFileSync(entry, 'utf8');
      const statics = [...text.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => String(m[1]));
      expect({ entry: path.basename(entry), statics: statics.filter((s) => !s.startsWith('node:')) }).toEqual({
        entry: path.basename(entry),
        statics: ['../lib/node-runtime.mjs'],
      });
      expect(text.indexOf('await ensureNode24()')).toBeLessThan(text.search(/await import\(/));
    }
  });

  // The bench and the measuring scripts run in no test phase: a module moved elsewhere must still be found.
  it('find every module they import lazily', () => {
    const missing = entries.flatMap((entry) =>
      [...fs.readFileSync(entry, 'utf8').matchAll(/await import\(['"](\.[^'"]+)['"]\)/g)]
        .map((m) => path.resolve(path.dirname(entry), String(m[1])))
        .filter((file) => !fs.existsSync(file))
        .map((file) => `${path.basename(entry)} -> ${path.relative(fromRoot(), file)}`),
    );
    expect(missing).toEqual([]);
  });

  it('npm start and npm test load no npm package before they have installed the dependencies', () => {
    for (const entry of entries.slice(0, 2)) {
      expect(fs.readFileSync(entry, 'utf8')).toContain('await ensureNodeModules(');
      const withPackages = [...staticPackages(entry)].filter(([, pkgs]) => pkgs.length > 0);
      expect(withPackages.map(([file, pkgs]) => `${path.relative(fromRoot(), file)}: ${pkgs.join(', ')}`)).toEqual([]);
    }
  });
});
