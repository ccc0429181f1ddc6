import { describe, it, expect } from '@jest/globals';
import { checkSharedVersions, isShared, main } from './check-shared-versions.mjs';
import { ROOT } from '../lib/paths.mjs';

const lockOf = (/** @type {Record<string, string>} */ versions) => ({
  packages: Object.fromEntries(Object.entries(versions).map(([k, v]) => [k, { version: v }])),
});

describe('check-shared-versions', () => {
  const base = {
    shell: { dependencies: { react: '19.2.9', '@mantine/core': '9.7.1', lodash: '^4.0.0' }, devDependencies: { '@rspack/core': '2.3.2' } },
    'shell/sdk': { peerDependencies: { react: '19.2.9' } },
    'mfe-patient': { dependencies: { react: '19.2.9', '@mantine/core': '9.7.1', lodash: '^4.1.0' }, devDependencies: { '@rspack/core': '2.3.2' } },
  };
  const lock = lockOf({ 'node_modules/react': '19.2.9', 'node_modules/@mantine/core': '9.7.1', 'node_modules/@rspack/core': '2.3.2' });

  it('passes when every shared package has one spec and one installed version', () => {
    const r = checkSharedVersions({ workspaces: base, lock });
    expect(r.problems).toEqual([]);
    expect(r.checked).toEqual(['@mantine/core', '@rspack/core', 'react']);
  });

  it('ignores packages that are not shared (lodash differs on purpose above)', () => {
    expect(isShared('lodash')).toBe(false);
    expect(isShared('@mantine/dates')).toBe(true);
    expect(isShared('@rspack/cli')).toBe(true);
    expect(isShared('@module-federation/runtime')).toBe(false);
  });

  it('names the package and the workspaces when specs differ, including peer dependencies', () => {
    const ws = { ...base, 'shell/sdk': { peerDependencies: { react: '^19.0.0' } } };
    const r = checkSharedVersions({ workspaces: ws, lock });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toContain('react has different version specs');
    expect(r.problems[0]).toContain('"^19.0.0" in shell/sdk (peerDependencies)');
    expect(r.problems[0]).toContain('"19.2.9" in shell, mfe-patient');
  });

  it('fails when the lockfile installs a second copy (nested node_modules)', () => {
    const twoCopies = lockOf({
      'node_modules/react': '19.2.9',
      'node_modules/@mantine/core': '9.7.1',
      'node_modules/@rspack/core': '2.3.2',
      'mfe-patient/node_modules/react': '19.1.0',
    });
    const r = checkSharedVersions({ workspaces: base, lock: twoCopies });
    expect(r.problems).toEqual([expect.stringContaining('react is installed in 2 versions')]);
    expect(r.problems[0]).toContain('19.1.0 at mfe-patient/node_modules/react');
  });

  it('checks every package of a shared scope, even one no workspace declares directly', () => {
    const scoped = lockOf({
      'node_modules/react': '19.2.9',
      'node_modules/@mantine/core': '9.7.1',
      'node_modules/@rspack/core': '2.3.2',
      'node_modules/@rspack/binding': '2.3.2',
      'node_modules/@rspack/cli/node_modules/@rspack/binding': '2.2.8',
    });
    const r = checkSharedVersions({ workspaces: base, lock: scoped });
    expect(r.problems).toEqual([expect.stringContaining('@rspack/binding is installed in 2 versions')]);
  });

  it('reports a declared package missing from the lockfile', () => {
    const r = checkSharedVersions({ workspaces: base, lock: lockOf({ 'node_modules/react': '19.2.9', 'node_modules/@rspack/core': '2.3.2' }) });
    expect(r.problems).toEqual([expect.stringContaining('@mantine/core is declared')]);
  });

  it('skips workspace links in the lockfile', () => {
    const withLink = { packages: { ...lock.packages, 'node_modules/react-link': { link: true } } };
    expect(checkSharedVersions({ workspaces: base, lock: withLink }).problems).toEqual([]);
  });

  it('passes on this repository', () => {
    const log = console.log;
    console.log = () => {};
    try {
      expect(main(ROOT)).toBe(0);
    } finally {
      console.log = log;
    }
  });
});
