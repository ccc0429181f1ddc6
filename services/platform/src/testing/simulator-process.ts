import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// services/platform/{src,dist}/testing -> the repository root
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SimulatorProcess {
  /** Its base URL, from its `listening on <url>` line. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A local simulator of an outside API (`infra/<name>/cli.mjs`, e.g. plural-simulator, whatsapp-simulator) as a child
 * process on a free port, resolved once it says where it listens. A process, not an import: neither the services nor
 * the gateway import infra code. It does not outlive a test run cut short.
 */
export async function startSimulatorProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<SimulatorProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'infra', name, 'cli.mjs'), '--port', '0', '--quiet', ...args],
    { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}): ${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}
