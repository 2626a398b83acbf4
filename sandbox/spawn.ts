/**
 * Runs the sandbox as its own process (what `npm run sandbox` does) on a free loopback port:
 * for the kill -9 durability test and the benchmark, which must not share the caller's process.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './config.ts';

export function spawnSandbox(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  // From the sandbox's folder, so that `tsx` resolves from this package's own dependencies.
  const sandboxDir = join(repoRoot, 'sandbox');
  const child = spawn(process.execPath, ['--import', 'tsx', join(sandboxDir, 'main.ts')], {
    cwd: sandboxDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /sign in:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, base: match[1] });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${out}`)));
  });
}
