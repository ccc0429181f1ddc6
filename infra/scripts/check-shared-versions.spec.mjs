import { describe, it, expect } from '@jest/globals';
import { checkSharedVersions, isShared, main, readFrontEndWorkspaces, workspaceFolders } from './check-shared-versions.mjs';
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

  it('takes what Module Federation shares at run time from the federation setup (the SDK included)', () => {
    expect(isShared('@hp/shell-sdk')).toBe(true);
    expect(isShared('react')).toBe(true);
    expect(isShared('@hp/ui')).toBe(false);
    expect(isShared('@hp/contracts')).toBe(false);
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

  describe('a workspace package shared at run time (@hp/shell-sdk)', () => {
    const sdk = { name: '@hp/shell-sdk', version: '1.0.0', peerDependencies: { react: '19.2.9' } };
    const withSdk = (/** @type {Record<string, string>} */ specs, version = '1.0.0') => ({
      shell: { name: '@hp/shell', dependencies: { react: '19.2.9', '@hp/shell-sdk': specs.shell ?? '1.0.0' } },
      'shell/sdk': { ...sdk, version },
      'shell/ui': { name: '@hp/ui', dependencies: { '@hp/shell-sdk': specs['shell/ui'] ?? '1.0.0', '@hp/contracts': '0.1.0' } },
      'mfe-patient': {
        name: '@hp/mfe-patient',
        dependencies: { react: '19.2.9', '@hp/shell-sdk': specs['mfe-patient'] ?? '1.0.0', '@hp/ui': '0.1.0' },
      },
    });
    // npm links workspaces: the lockfile has no installed copy of them
    const linked = { packages: { ...lockOf({ 'node_modules/react': '19.2.9' }).packages, 'node_modules/@hp/shell-sdk': { link: true } } };

    it("passes when every workspace asks for exactly the SDK's own version", () => {
      const r = checkSharedVersions({ workspaces: withSdk({}), lock: linked });
      expect(r.problems).toEqual([]);
      expect(r.checked).toEqual(['@hp/shell-sdk', 'react']);
    });

    it("fails when a workspace's spec differs from the SDK's version, even when all agree with each other", () => {
      const r = checkSharedVersions({ workspaces: withSdk({}, '1.1.0'), lock: linked });
      expect(r.problems).toEqual([
        '@hp/shell-sdk is version 1.1.0 (shell/sdk), but other specs ask for it: "1.0.0" in shell, shell/ui, mfe-patient',
      ]);
    });

    it('names each workspace that asks for another version, a range included', () => {
      const r = checkSharedVersions({ workspaces: withSdk({ 'mfe-patient': '0.1.0', 'shell/ui': '^1.0.0' }), lock: linked });
      expect(r.problems).toHaveLength(1);
      expect(r.problems[0]).toContain('"^1.0.0" in shell/ui; "0.1.0" in mfe-patient');
      expect(r.problems[0]).not.toContain('"1.0.0"');
    });

    it('needs a semver version on the SDK', () => {
      const ws = withSdk({});
      delete ws['shell/sdk'].version;
      expect(checkSharedVersions({ workspaces: ws, lock: linked }).problems).toEqual([
        expect.stringContaining('@hp/shell-sdk (shell/sdk) needs a semver version'),
      ]);
    });

    it('leaves workspace packages bundled at build time (@hp/ui, @hp/contracts) alone', () => {
      const ws = withSdk({});
      ws['mfe-patient'].dependencies['@hp/ui'] = '0.2.0';
      expect(checkSharedVersions({ workspaces: ws, lock: linked }).problems).toEqual([]);
    });
  });

  it('reads the front-end workspaces of this repository, front-end libraries that use the SDK included', () => {
    expect(workspaceFolders(ROOT)).toEqual(expect.arrayContaining(['shell/sdk', 'shell/ui', 'mfe-patient', 'services/auth']));
    const workspaces = readFrontEndWorkspaces(ROOT);
    expect(Object.keys(workspaces)).toEqual(expect.arrayContaining(['shell', 'shell/sdk', 'shell/ui', 'mfe-patient']));
    expect(Object.keys(workspaces)).not.toContain('gateway');
    expect(workspaces['shell/sdk']?.name).toBe('@hp/shell-sdk');
  });
});
