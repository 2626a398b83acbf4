/**
 * The sandbox's own figures: the application list of an adviser with 10,000 plans, and plan
 * creation, measured with autocannon on loopback against the sandbox process of bench/world.ts
 * (so the load generator does not share its event loop). Bounded: BENCH_DURATION_S (default 8)
 * seconds per run. Part of `npm run bench`; `npm run bench:sandbox` runs it alone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { routes } from '../src/api/endpoints.ts';
import { planPayload } from '../sandbox/test/helpers.ts';
import { percentile } from './results.ts';
import type { Figure } from './results.ts';
import { BIG_LIST_ADVISER, PLANS, startWorld } from './world.ts';
import type { World } from './world.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);

async function run(name: string, options: Parameters<typeof autocannon>[0]) {
  const times: number[] = [];
  const instance = autocannon({ duration: DURATION_S, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return {
    name,
    connections: options.connections ?? 10,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': +percentile(times, 50).toFixed(1),
    'p95 ms': +percentile(times, 95).toFixed(1),
    'p99 ms': +percentile(times, 99).toFixed(1),
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Runs the load tests against the world's sandbox; the list must hold exactly PLANS rows. */
export async function sandboxFigures(world: World): Promise<{ figures: Figure[]; ok: boolean }> {
  const authorization = `Basic ${await world.signIn(BIG_LIST_ADVISER)}`;
  const listUrl = world.listUrl(BIG_LIST_ADVISER);
  const probe = await fetch(listUrl, { headers: { authorization } });
  const body = (await probe.json()) as { data: unknown[] };
  const bytes = Number(probe.headers.get('content-length') ?? 0);
  if (body.data.length !== PLANS) {
    throw new Error(`expected ${PLANS} rows, got ${body.data.length}`);
  }
  console.log(
    `sandbox: ${PLANS} plans seeded in ${world.seededInMs} ms; one list answer is ` +
      `${(bytes / 1e6).toFixed(2)} MB; each load run lasts ${DURATION_S} s.`,
  );

  const listOne = await run('list', { url: listUrl, connections: 1, headers: { authorization } });
  const listFour = await run('list', { url: listUrl, connections: 4, headers: { authorization } });
  let next = 0;
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const create = await run('create plan', {
    url: world.base,
    connections: 8,
    requests: [
      {
        method: 'POST',
        path: routes.createPlan,
        headers: { authorization, 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(
            planPayload(`C${tag}${String(next++).padStart(7, '0')}`, {
              employeeNumber: BIG_LIST_ADVISER,
            }),
          ),
        }),
      },
    ],
  });
  const runs = [listOne, listFour, create];
  const ok = runs.every((r) => r['non-2xx'] === 0 && r.errors === 0);
  if (!ok) console.table(runs); // which run had failed answers
  const group = 'Sandbox (autocannon, loopback)';
  const figure = (id: string, label: string, value: number, unit: string): Figure => ({
    id,
    group,
    label,
    value,
    unit,
  });
  const list = `list of ${PLANS.toLocaleString('en')} plans`;
  return {
    figures: [
      figure('sandbox.list.1.rps', `${list}, 1 connection`, listOne['req/s'], 'req/s'),
      figure('sandbox.list.1.p95', `${list}, 1 connection, p95`, listOne['p95 ms'], 'ms'),
      figure('sandbox.list.4.rps', `${list}, 4 connections`, listFour['req/s'], 'req/s'),
      figure('sandbox.list.4.p95', `${list}, 4 connections, p95`, listFour['p95 ms'], 'ms'),
      figure('sandbox.create.rps', 'plan creation, 8 connections', create['req/s'], 'plans/s'),
      figure('sandbox.create.p95', 'plan creation, 8 connections, p95', create['p95 ms'], 'ms'),
    ],
    ok,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const world = await startWorld();
  try {
    const { figures, ok } = await sandboxFigures(world);
    console.table(figures.map((f) => ({ figure: f.label, value: f.value, unit: f.unit })));
    if (!ok) process.exitCode = 1;
  } finally {
    await world.close();
  }
}
