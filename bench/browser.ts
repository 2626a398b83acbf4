/**
 * Figures measured in headless Chromium against the production build the sandbox serves:
 * the 10,000-row list (data received → rows painted, and a sort) and typing in the details form
 * (Event Timing API). Each run is a fresh browser context signed in with a session token.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { chromePath, chromiumArgs } from '../scripts/chromium.mjs';
import { SESSION_TOKEN_KEY } from '../src/lib/session-token.ts';
import { percentile } from './results.ts';
import { BIG_LIST_ADVISER, DEMO_ADVISER, PLANS } from './world.ts';
import type { World } from './world.ts';

const LIST_PATH = '/node-ussd-integration/v1/consent/forms/';
const PROBES = path.join(import.meta.dirname, 'page-probes.js');

/** What bench/page-probes.js records. */
type Bench = {
  firstRow: string;
  rowChanges: { text: string; at: number; paintedAt?: number }[];
  rowCounts: { count: number; at: number }[];
  events: { name: string; duration: number; interactionId: number }[];
  pointerUps: number[];
};
/** When the list's answer finished arriving (the page's resource timing), in page time. */
export async function listResponseEnd(page: Page): Promise<number> {
  const end = await page.evaluate(
    (listPath) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        new URL(entry.name).pathname.startsWith(listPath),
      )?.responseEnd,
    LIST_PATH,
  );
  if (end === undefined) throw new Error('the list request was not seen');
  return end;
}

const readBench = (page: Page) =>
  page.evaluate(() => (window as unknown as { bench: Bench }).bench);

/** The Chromium the browser tests drive (e2e/ is not ours to import: see the layers rule). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: [...chromiumArgs] });
}

async function signedInPage(browser: Browser, world: World, employeeNumber: string) {
  const token = await world.signIn(employeeNumber);
  const context = await browser.newContext({
    baseURL: world.base,
    locale: 'en-IN',
    timezoneId: 'Africa/Johannesburg',
    viewport: { width: 1280, height: 800 },
  });
  const opened = { context, page: await context.newPage() };
  // Plain scripts, not functions: tsx's helpers (__name) do not exist in the page.
  await opened.context.addInitScript(
    `try { sessionStorage.setItem(${JSON.stringify(SESSION_TOKEN_KEY)}, ${JSON.stringify(token)}); } catch {}`,
  );
  await opened.context.addInitScript({ path: PROBES });
  opened.context.setDefaultTimeout(60_000);
  return opened;
}

const waitFor = async <T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export interface ListRun {
  /** List answer fully received → first rows painted (ms). */
  paintMs: number;
  /** List answer fully received → all rows in the grid's collection (aria-rowcount). */
  allRowsMs: number;
  /** Pointer released on a column header → first rows in the new order painted (ms). */
  sortMs: number;
}

/** One run: load /home as the adviser with 10,000 plans, then sort by policy number. */
export async function listRun(browser: Browser, world: World): Promise<ListRun> {
  const { page, context } = await signedInPage(browser, world, BIG_LIST_ADVISER);
  try {
    await page.goto('/home');
    const grid = page.getByRole('table', { name: 'Consent Application List' });
    await grid.and(page.locator(`[aria-rowcount="${PLANS + 1}"]`)).waitFor();
    const responseEnd = await listResponseEnd(page);
    const painted = await waitFor('the first rows to be painted', async () => {
      const bench = await readBench(page);
      return bench.rowChanges.find((c) => c.text && c.at >= responseEnd)?.paintedAt;
    });
    const allRowsAt = (await readBench(page)).rowCounts.find((c) => c.count === PLANS + 1)!.at;
    // Let the full list settle before sorting (idle browser, nothing pending).
    await page.waitForTimeout(300);
    const before = (await readBench(page)).rowChanges.length;
    await grid.getByRole('button', { name: 'Policy Number' }).click();
    const sorted = await waitFor('the sorted rows to be painted', async () => {
      const bench = await readBench(page);
      const change = bench.rowChanges.slice(before).find((c) => c.paintedAt !== undefined);
      const pressedAt = bench.pointerUps.at(-1);
      return change?.paintedAt !== undefined && pressedAt !== undefined
        ? change.paintedAt - pressedAt
        : undefined;
    });
    return { paintMs: painted - responseEnd, allRowsMs: allRowsAt - responseEnd, sortMs: sorted };
  } finally {
    await context.close();
  }
}

export const KEYSTROKES = 200;

export type TypingRun =
  { kind: 'no form' } | { kind: 'measured'; field: string; reported: number; p95Ms: number | null };

/**
 * One run: open a new application from the list, and type 200 keystrokes into its first text
 * field (ten letters, then ten Backspaces, ten times). Event Timing reports only interactions of
 * 16 ms or more: p95Ms is null when fewer than 5% reached that (the p95 is under 16 ms).
 */
export async function typingRun(browser: Browser, world: World): Promise<TypingRun> {
  const { page, context } = await signedInPage(browser, world, DEMO_ADVISER);
  try {
    await page.goto('/home');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL('**/consentDetails');
    // The list's heading is a level-1 heading too: wait for the details page's own.
    await page.getByRole('heading', { level: 1, name: 'Consent Application Details' }).waitFor();
    await page.waitForLoadState('networkidle');
    const fields = page.locator('main').getByRole('textbox').and(page.locator(':enabled'));
    await fields
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const field = (await fields.count()) > 0 ? fields.first() : undefined;
    if (!field || !(await field.isEditable())) return { kind: 'no form' };
    const name = (await field.getAttribute('aria-label')) ?? (await field.getAttribute('id')) ?? '';
    await field.click();
    await page.waitForTimeout(200);
    const before = new Set((await readBench(page)).events.map((e) => e.interactionId));
    for (let i = 0; i < KEYSTROKES; i++) {
      const typing = Math.floor(i / 10) % 2 === 0;
      await page.keyboard.press(typing ? String.fromCharCode(97 + (i % 26)) : 'Backspace', {
        delay: 10,
      });
      await page.waitForTimeout(15);
    }
    await page.waitForTimeout(500);
    const slow = new Map<number, number>();
    for (const event of (await readBench(page)).events) {
      if (!event.interactionId || before.has(event.interactionId)) continue;
      slow.set(event.interactionId, Math.max(slow.get(event.interactionId) ?? 0, event.duration));
    }
    // Keystrokes without an entry took under 16 ms: rank them below every reported one.
    const durations = [
      ...Array<number>(KEYSTROKES - Math.min(slow.size, KEYSTROKES)).fill(0),
      ...slow.values(),
    ];
    const p95 = percentile(durations, 95);
    return { kind: 'measured', field: name, reported: slow.size, p95Ms: p95 >= 16 ? p95 : null };
  } finally {
    await context.close();
  }
}
