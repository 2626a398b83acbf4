/**
 * The bench's world: a sandbox in its own process (as `npm run sandbox` runs it) on a free
 * loopback port, with a temp data folder holding the demo world plus one adviser with 10,000
 * plans. It serves the production build from dist/.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillRoute, routes } from '../src/api/endpoints.ts';
import { openDatabase } from '../sandbox/db/database.ts';
import { spawnSandbox } from '../sandbox/spawn.ts';
import { PlanStore } from '../sandbox/stores/plans.ts';
import { atomically } from '../sandbox/stores/atomic.ts';
import { planPayload } from '../sandbox/test/helpers.ts';

export const PLANS = Number(process.env.BENCH_PLANS ?? 10_000);
/** Lerato Mokoena: no demo plans of her own, so her list is the 10,000 seeded ones. */
export const BIG_LIST_ADVISER = '1009034';
/** Thandi Nkosi: the demo adviser with applications in every state. */
export const DEMO_ADVISER = '1004521';

export interface World {
  base: string;
  seededInMs: number;
  /** A session token for the adviser, as the staff hub issues it. */
  signIn(employeeNumber: string): Promise<string>;
  listUrl(employeeNumber: string): string;
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ussd-bench-'));
  let child: ChildProcess | undefined;
  try {
    // 10,000 plans for one adviser, written straight into the database in one transaction;
    // the sandbox seeds the demo world around them when it starts.
    const seeding = Date.now();
    const db = openDatabase(join(dataDir, 'sandbox.db'));
    const plans = new PlanStore(db);
    const start = Date.now() - PLANS * 60_000;
    atomically(db, () => {
      for (let i = 0; i < PLANS; i++) {
        plans.create(
          planPayload(`B${String(i).padStart(9, '0')}`, { employeeNumber: BIG_LIST_ADVISER }),
          new Date(start + i * 60_000),
        );
      }
    });
    db.close();
    const seededInMs = Date.now() - seeding;

    const started = await spawnSandbox(dataDir);
    child = started.child;
    const { base } = started;
    const running = child;
    return {
      base,
      seededInMs,
      async signIn(employeeNumber) {
        const answer = await fetch(`${base}/methub4all/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ employeeNumber }),
        });
        if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
        return ((await answer.json()) as { token: string }).token;
      },
      listUrl: (employeeNumber) => base + fillRoute(routes.applications, { employeeNumber }),
      async close() {
        await stop(running);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (child) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
