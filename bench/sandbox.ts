/**
 * `npm run bench:sandbox`: the application list of an adviser with 10,000 plans, and plan
 * creation, measured with autocannon on loopback. The sandbox runs as its own process (as
 * `npm run sandbox` starts it) so the load generator does not share its event loop.
 * Bounded: BENCH_DURATION_S (default 8) seconds per run. Not part of `npm test`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fillRoute, routes } from '../src/api/endpoints.ts';
import { openDatabase } from '../sandbox/db/database.ts';
import { spawnSandbox } from '../sandbox/spawn.ts';
import { PlanStore } from '../sandbox/stores/plans.ts';
import { planPayload } from '../sandbox/test/helpers.ts';

const PLANS = Number(process.env.BENCH_PLANS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ADVISER = '1009034'; // Lerato Mokoena: no seeded plans of her own.

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(name: string, options: Parameters<typeof autocannon>[0]) {
  const times: number[] = [];
  const instance = autocannon({ duration: DURATION_S, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
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

const dataDir = await mkdtemp(join(tmpdir(), 'ussd-sandbox-bench-'));
let child: ChildProcess | undefined;
try {
  // 10,000 plans for one adviser, written straight into the database in one transaction.
  const seeding = Date.now();
  const db = openDatabase(join(dataDir, 'sandbox.db'));
  const plans = new PlanStore(db);
  const start = Date.now() - PLANS * 60_000;
  db.transaction(() => {
    for (let i = 0; i < PLANS; i++) {
      plans.create(
        planPayload(`B${String(i).padStart(9, '0')}`, { employeeNumber: ADVISER }),
        new Date(start + i * 60_000),
      );
    }
  })();
  db.close();
  const seededIn = Date.now() - seeding;

  const started = await spawnSandbox(dataDir);
  child = started.child;
  const base = started.base;
  const session = await fetch(`${base}/methub4all/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeNumber: ADVISER }),
  });
  const { token } = (await session.json()) as { token: string };
  const authorization = `Basic ${token}`;
  const listUrl = base + fillRoute(routes.applications, { employeeNumber: ADVISER });

  const probe = await fetch(listUrl, { headers: { authorization } });
  const body = (await probe.json()) as { data: unknown[] };
  const bytes = Number(probe.headers.get('content-length') ?? 0);
  if (body.data.length !== PLANS)
    throw new Error(`expected ${PLANS} rows, got ${body.data.length}`);

  console.log(
    `\n${PLANS} plans seeded in ${seededIn} ms; one list answer is ${(bytes / 1e6).toFixed(2)} MB.`,
  );
  console.log(`Each run lasts ${DURATION_S} s on loopback (${base}).\n`);

  const results = [];
  results.push(
    await run(`list ${PLANS} plans`, { url: listUrl, connections: 1, headers: { authorization } }),
  );
  results.push(
    await run(`list ${PLANS} plans`, { url: listUrl, connections: 4, headers: { authorization } }),
  );

  let next = 0;
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  results.push(
    await run('create plan', {
      url: base,
      connections: 8,
      requests: [
        {
          method: 'POST',
          path: routes.createPlan,
          headers: { authorization, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(
              planPayload(`C${tag}${String(next++).padStart(7, '0')}`, { employeeNumber: ADVISER }),
            ),
          }),
        },
      ],
    }),
  );
  console.table(results);
  const created = results[2].requests - results[2]['non-2xx'];
  console.log(
    `Plan creation: ${results[2]['req/s']} plans/s (${created} created, each committed with synchronous=FULL).`,
  );
  if (results.some((r) => r['non-2xx'] > 0 || r.errors > 0)) process.exitCode = 1;
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
