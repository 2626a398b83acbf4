/**
 * The list's cost against its length (docs/architecture.md#large-lists): the same two figures
 * for an adviser with 10 applications and one with 10,000 — list data received → first rows
 * painted, and a press on Policy Number → the sorted rows painted — and their ratio, whose
 * target is 1.5×; and the size of the list's copy in the tab's storage once written. Run on its own (`npx tsx bench/list-scale.ts`) or from `npm run bench`.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { routes } from '../src/api/endpoints.ts';
import { SESSION_TOKEN_KEY } from '../src/lib/session-token.ts';
import { planPayload } from '../sandbox/test/helpers.ts';
import { listResponseEnd } from './browser.ts';
import { median } from './results.ts';
import type { Figure } from './results.ts';
import { BIG_LIST_ADVISER, PLANS } from './world.ts';
import type { World } from './world.ts';

const PROBES = path.join(import.meta.dirname, 'page-probes.js');
/** Pieter van der Merwe: one demo application, to which setup adds nine. */
const SMALL_LIST_ADVISER = '1007788';
const SMALL = 10;

type Probe = {
  rowChanges: { text: string; at: number; paintedAt?: number }[];
  pointerUps: number[];
};

/** Gives the small-list adviser exactly SMALL applications, through the services as the app would. */
async function seedSmallList(world: World): Promise<void> {
  const token = await world.signIn(SMALL_LIST_ADVISER);
  const listed = await fetch(world.listUrl(SMALL_LIST_ADVISER), {
    headers: { authorization: `Basic ${token}` },
  });
  const have = ((await listed.json()) as { data: unknown[] }).data.length;
  for (let i = have; i < SMALL; i++) {
    const answer = await fetch(world.base + routes.createPlan, {
      method: 'POST',
      headers: { authorization: `Basic ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        planPayload(`S${String(i).padStart(9, '0')}`, { employeeNumber: SMALL_LIST_ADVISER }),
      ),
    });
    if (answer.status !== 201) throw new Error(`seeding the small list: ${answer.status}`);
  }
}

const poll = async <T>(what: string, read: () => Promise<T | undefined>) => {
  const until = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export interface ScaleRun {
  paintMs: number;
  sortMs: number;
  /** The list's copy as written in the tab's session storage, in KB of JSON (UTF-16 chars). */
  copyKb: number;
}

/** One run: open /home as the adviser, time the first rows, then sort by Policy Number. */
async function scaleRun(
  browser: Browser,
  world: World,
  employeeNumber: string,
  rows: number,
): Promise<ScaleRun> {
  const token = await world.signIn(employeeNumber);
  const context = await browser.newContext({
    baseURL: world.base,
    locale: 'en-IN',
    timezoneId: 'Africa/Johannesburg',
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.addInitScript(
      `try { sessionStorage.setItem(${JSON.stringify(SESSION_TOKEN_KEY)}, ${JSON.stringify(token)}); } catch {}`,
    );
    await context.addInitScript({ path: PROBES });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const probe = () => page.evaluate(() => (window as unknown as { bench: Probe }).bench);
    await page.goto('/home');
    const grid = page.getByRole('table', { name: 'Consent Application List' });
    await grid.and(page.locator(`[aria-rowcount="${rows + 1}"]`)).waitFor();
    const responseEnd = await listResponseEnd(page);
    const painted = await poll('the first rows', async () => {
      const changes = (await probe()).rowChanges;
      return changes.find((c) => c.text && c.at >= responseEnd)?.paintedAt;
    });
    // Settled: idle browser, whatever the table prepares after its first paint done.
    await page.waitForTimeout(500);
    const before = (await probe()).rowChanges.length;
    await grid.getByRole('button', { name: 'Policy Number' }).click();
    const sortMs = await poll('the sorted rows', async () => {
      const bench = await probe();
      const change = bench.rowChanges.slice(before).find((c) => c.paintedAt !== undefined);
      const pressedAt = bench.pointerUps.at(-1);
      return change?.paintedAt !== undefined && pressedAt !== undefined
        ? change.paintedAt - pressedAt
        : undefined;
    });
    // The copy is written in idle time, at most once a second: the one written after the sort.
    const copyKb = await poll('the list copy', () =>
      page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((name) => name.endsWith(':list-copy'));
        const copy = key ? sessionStorage.getItem(key) : null;
        return copy ? copy.length / 1024 : undefined;
      }),
    );
    return { paintMs: painted - responseEnd, sortMs, copyKb };
  } finally {
    await context.close();
  }
}

/** The six figures: each timing for 10 and 10,000 rows (medians of `runs`), and the ratios. */
export async function listScaleFigures(
  browser: Browser,
  world: World,
  runs: number,
  progress: (message: string) => void = () => {},
): Promise<Figure[]> {
  await seedSmallList(world);
  const small: ScaleRun[] = [];
  const big: ScaleRun[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`list at scale ${run}/${runs}: ${SMALL} rows, then ${PLANS}…`);
    small.push(await scaleRun(browser, world, SMALL_LIST_ADVISER, SMALL));
    big.push(await scaleRun(browser, world, BIG_LIST_ADVISER, PLANS));
  }
  const group = `List at scale: ${SMALL} vs ${PLANS.toLocaleString('en')} rows (median of ${runs})`;
  const figures: Figure[] = [];
  for (const [key, what] of [
    ['paintMs', 'list data received → first rows painted'],
    ['sortMs', 'sort by policy number → rows painted'],
  ] as const) {
    const a = median(small.map((r) => r[key]));
    const b = median(big.map((r) => r[key]));
    const id = key === 'paintMs' ? 'paint' : 'sort';
    const timing = (rows: number, values: number[], value: number): Figure => ({
      id: `list.scale.${id}.${rows}`,
      group,
      label: `${what}, ${rows.toLocaleString('en')} rows`,
      value: Math.round(value * 10) / 10,
      unit: 'ms',
      runs: values.map((v) => Math.round(v * 10) / 10),
    });
    figures.push(
      timing(
        SMALL,
        small.map((r) => r[key]),
        a,
      ),
      timing(
        PLANS,
        big.map((r) => r[key]),
        b,
      ),
      {
        id: `list.scale.${id}.ratio`,
        group,
        label: `${what}: ${PLANS.toLocaleString('en')} rows ÷ ${SMALL} rows`,
        value: Math.round((b / a) * 100) / 100,
        unit: '×',
        target: { max: 1.5 },
      },
    );
  }
  const copyKb = median(big.map((r) => r.copyKb));
  figures.push({
    id: `list.scale.copy.${PLANS}`,
    group,
    label: `the list's copy in the tab's storage, ${PLANS.toLocaleString('en')} rows`,
    value: Math.round(copyKb * 10) / 10,
    unit: 'KB',
    runs: big.map((r) => Math.round(r.copyKb * 10) / 10),
  });
  return figures;
}

// Run alone: `npx tsx bench/list-scale.ts` (the app build in dist/ must be current).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchBrowser } = await import('./browser.ts');
  const { startWorld } = await import('./world.ts');
  const { formatTable } = await import('./results.ts');
  const world = await startWorld();
  try {
    const browser = await launchBrowser();
    try {
      const figures = await listScaleFigures(
        browser,
        world,
        Math.max(1, Number(process.env.BENCH_RUNS ?? 5)),
        (message) => process.stderr.write(`bench: ${message}\n`),
      );
      console.log(formatTable(figures));
    } finally {
      await browser.close();
    }
  } finally {
    await world.close();
  }
}
