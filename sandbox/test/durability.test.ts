/**
 * An acknowledged write survives the process being killed (SIGKILL): the sandbox runs as its own
 * process here, exactly as `npm run sandbox` starts it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { repoRoot } from '../config.ts';
import {
  THANDI,
  planPayload,
  removeTempDirs,
  startSandbox,
  tempDataDir,
  uniquePolicy,
} from './helpers.ts';

afterAll(removeTempDirs);

function startProcess(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'sandbox', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
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
    child.on('exit', (code) => reject(new Error(`sandbox exited (${code}): ${out}`)));
  });
}

it('keeps an acknowledged plan after kill -9', async () => {
  const dataDir = await tempDataDir();
  const { child, base } = await startProcess(dataDir);
  const session = await fetch(`${base}/methub4all/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeNumber: THANDI }),
  });
  const { token } = (await session.json()) as { token: string };
  const policy = uniquePolicy('K');
  const created = await fetch(base + routes.createPlan, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${token}` },
    body: JSON.stringify(planPayload(policy)),
  });
  expect(created.status).toBe(201);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  const reopened = await startSandbox({ dataDir });
  try {
    const plan = await reopened.request('GET', fillRoute(routes.plan, { planNumber: policy }), {
      token,
    });
    expect(plan.status).toBe(200);
  } finally {
    await reopened.close();
  }
});
