import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@jest/globals';
import { missingPackages } from './check-lockfile.mjs';
import { ROOT } from '../lib/paths.mjs';

const lockOf = (/** @type {Record<string, object>} */ packages) => ({ packages });

describe('check-lockfile', () => {
  it('names an optional dependency that no node_modules on the way up holds', () => {
    const lock = lockOf({
      '': {},
      'node_modules/@swc/core': { optionalDependencies: { '@swc/core-linux-x64-gnu': '1.0.0', '@swc/core-darwin-arm64': '1.0.0' } },
      'node_modules/@swc/core-linux-x64-gnu': {},
    });
    expect(missingPackages(lock)).toEqual(['@swc/core-darwin-arm64 (optional dependency of node_modules/@swc/core)']);
  });

  it('names a plain dependency whose entry is gone', () => {
    const lock = lockOf({ 'node_modules/@rspack/core': { dependencies: { '@rspack/binding': '2.3.2' } } });
    expect(missingPackages(lock)).toEqual(['@rspack/binding (dependency of node_modules/@rspack/core)']);
  });

  it('finds a nested package in its own node_modules and a hoisted one at the root', () => {
    const lock = lockOf({
      'node_modules/a': {},
      'node_modules/a/node_modules/b': { optionalDependencies: { c: '1', d: '1' } },
      'node_modules/a/node_modules/b/node_modules/c': {},
      'node_modules/d': {},
      gateway: { optionalDependencies: { d: '1' } },
    });
    expect(missingPackages(lock)).toEqual([]);
  });

  it('passes on the repository lockfile', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    expect(missingPackages(lock)).toEqual([]);
  });
});
