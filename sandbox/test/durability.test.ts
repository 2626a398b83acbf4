/**
 * An acknowledged write survives the process being killed (SIGKILL): the sandbox runs as its own
 * process here, exactly as `npm run sandbox` starts it.
 */
import { afterAll, expect, it } from 'vitest';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { spawnSandbox } from '../spawn.ts';
import {
  THANDI,
  planPayload,
  removeTempDirs,
  startSandbox,
  tempDataDir,
  uniquePolicy,
} from './helpers.ts';

afterAll(removeTempDirs);

it('keeps an acknowledged plan after kill -9', async () => {
  const dataDir = await tempDataDir();
  const { child, base } = await spawnSandbox(dataDir);
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
    const plan = await reopened.request('GET', fillRoute(routes.plan, { policyNumber: policy }), {
      token,
    });
    expect(plan.status).toBe(200);
  } finally {
    await reopened.close();
  }
});
