/**
 * How fast each tap and key answers on a phone, as INP counts it: the adviser's journey at
 * 390 × 844 with touch, 4× CPU (`Emulation.setCPUThrottlingRate`; BENCH_CPU=n for another), in Puppeteer, for each build
 * in one interleaved run (docs/decisions/0027-taps-and-keys-on-a-phone.md).
 *
 * The journey: search the list (keys), open an application (a tap), type in it, leave (Back,
 * YES); then New, the Policy Number, the two choices (Application Type, Payment Method), a typed
 * date, the rest of the form, Save. The page's Event Timing entries (`durationThreshold: 16`) are
 * kept per `interactionId`, its longest entry (input delay, processing and presentation), and
 * each interaction is given to the step it started in. An interaction under 16 ms has no entry:
 * `performance.interactionCount` counts it, and it ranks as 0 ms. Per step: the p75 and the max
 * of every run's interactions pooled; the page's INP is each run's (its 98th percentile), median.
 * Figures only, never a test.
 *
 * Run alone: `npx tsx bench/interactions.ts <git ref> [<git ref> …]` (each ref's tree as
 * against.ts checks it out, then this tree); `npm run bench -- --against <ref>` runs it too.
 *   BENCH_RUNS=5   runs per build
 */
import type { Browser } from 'puppeteer-core';
import {
  PROBE,
  aria,
  choose,
  dateDigits,
  find,
  longestPerInteraction,
  pause,
  settle,
  tap,
  typeDate,
  typeInto,
  waitText,
} from './interaction-page.ts';
import { format, type Row } from './against-table.ts';
import type { Served } from './against.ts';
import { median, percentile } from './results.ts';

const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);
const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

type Step =
  | 'search (keys)'
  | 'open an application'
  | 'typing in a saved application'
  | 'leave'
  | 'New'
  | 'choosing an option'
  | 'a typed date'
  | 'the rest of the form'
  | 'Save';
const STEPS: Step[] = [
  'search (keys)',
  'open an application',
  'typing in a saved application',
  'leave',
  'New',
  'choosing an option',
  'a typed date',
  'the rest of the form',
  'Save',
];

/** One run: each step's interaction durations (ms; 0 for one under 16 ms), and the page's INP. */
export interface InteractionRun {
  steps: Map<Step, number[]>;
  inp: number;
}

/** One journey in a fresh profile; `policyNumber` is one of the adviser's saved applications. */
async function interactionRun(
  browser: Browser,
  served: Served,
  token: string,
  tokenKey: string,
  policyNumber: string,
): Promise<InteractionRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.emulateTimezone('Africa/Johannesburg');
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setLocaleOverride', { locale: 'en-IN' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(
      `try { sessionStorage.setItem(${JSON.stringify(tokenKey)}, ${JSON.stringify(token)}); } catch {}\n${PROBE}`,
    );
    await page.goto(`${served.base}/home`, { waitUntil: 'load' });
    await waitText(page, policyNumber);
    await pause(1500);

    const windows: { step: Step; from: number; to: number; count: number }[] = [];
    const step = async (name: Step, act: () => Promise<void>) => {
      const from = await page.evaluate(() => [performance.now(), performance.interactionCount]);
      await act();
      await settle(page);
      const to = await page.evaluate(() => [performance.now(), performance.interactionCount]);
      const last = windows.findLast((w) => w.step === name);
      if (last && last.to === from[0]) {
        last.to = to[0];
        last.count += to[1] - from[1];
      } else windows.push({ step: name, from: from[0], to: to[0], count: to[1] - from[1] });
    };

    await step('search (keys)', () =>
      typeInto(page, 'Find an application', policyNumber, 'searchbox'),
    );
    await step('open an application', async () => {
      await tap(page, aria('button', `Edit ${policyNumber}`));
      await waitText(page, `Application ${policyNumber}`);
    });
    await page.waitForSelector('::-p-aria([role="textbox"][name="First Name"]):not([disabled])');
    await pause(1000);
    await step('typing in a saved application', () => typeInto(page, 'First Name', ' Jr'));
    await step('leave', async () => {
      await tap(page, aria('button', 'Back'));
      await tap(page, aria('button', 'YES'));
      await page.waitForFunction(() => location.pathname === '/home');
    });
    await pause(1000);
    await step('New', async () => {
      await tap(page, aria('button', 'New'));
      await page.waitForSelector('::-p-aria([role="textbox"][name="Policy Number"])');
    });
    await pause(1000);
    const fresh = `T${Date.now().toString().slice(-9)}`;
    await step('the rest of the form', () => typeInto(page, 'Policy Number', fresh));
    await step('choosing an option', () => choose(page, 'Application Type', 'New business'));
    await step('choosing an option', () => choose(page, 'Payment Method', 'Debit Order'));
    await step('a typed date', () => typeDate(page, 'Start Date', dateDigits(7)));
    await step('the rest of the form', async () => {
      await typeInto(page, 'Total Premium', '150.50');
      await typeInto(page, 'First Name', 'Thandiwe');
      await typeInto(page, 'Surname', 'Nkosi');
      await typeInto(page, 'ID / Passport Number', '8501150234085');
      await typeInto(page, 'Cellphone Number', '0821234567');
      await typeInto(page, 'Postal Address line 1', 'PO Box 1123');
      await typeInto(page, 'Postal Address line 2', 'Soweto 1804');
      await typeInto(page, 'Bank Name', 'Standard Bank');
      await typeInto(page, 'Account Number', '1234567890');
    });
    await step('choosing an option', () => choose(page, 'Account Type', 'Savings'));
    await step('the rest of the form', () => typeInto(page, 'Branch Code', '051001'));
    await step('a typed date', () => typeDate(page, 'First Deduction Date', dateDigits(14)));
    await step('Save', async () => {
      const save = await find(
        page,
        '::-p-aria([role="group"][name="Form actions"]) ::-p-aria([role="button"][name="Save"])',
      );
      await save.scrollIntoView();
      await save.tap();
      await waitText(page, `Application ${fresh}`);
      await pause(1000);
    });

    const probe = await page.evaluate(
      () =>
        (
          window as unknown as {
            __taps: Parameters<typeof longestPerInteraction> extends [infer E, infer P]
              ? { entries: E; painted: P }
              : never;
          }
        ).__taps,
    );
    const longest = longestPerInteraction(probe.entries, probe.painted);
    const steps = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
    for (const w of windows) {
      const mine = longest
        .filter((e) => e.start >= w.from && e.start < w.to)
        .map((e) => e.duration);
      // Interactions without an entry took under 16 ms.
      const all = [...Array<number>(Math.max(0, w.count - mine.length)).fill(0), ...mine];
      steps.get(w.step)!.push(...all);
    }
    const total = await page.evaluate(() => performance.interactionCount);
    const sorted = longest.map((e) => e.duration).sort((a, b) => b - a);
    // INP: the longest, leaving out one for each 50 interactions.
    const inp = sorted[Math.min(sorted.length - 1, Math.floor(total / 50))] ?? 0;
    return { steps, inp };
  } finally {
    await context.close();
  }
}

/** The table's rows: per step p75 and max of every run's interactions, and the page's INP. */
function interactionRows(runs: InteractionRun[][]): Row[] {
  const rows: Row[] = [];
  const pooled = (build: InteractionRun[], s: Step) => build.flatMap((r) => r.steps.get(s) ?? []);
  const make = (label: string, unit: string, pick: (build: InteractionRun[]) => number | null) =>
    rows.push({
      route: 'journey',
      label,
      unit,
      a: pick(runs[0]),
      b: pick(runs.at(-1)!),
      runs: { a: [], b: [] },
    });
  for (const s of STEPS) {
    const of = (build: InteractionRun[]) => pooled(build, s);
    make(`${s}: p75`, 'ms', (b) => (of(b).length ? percentile(of(b), 75) : null));
    make(`${s}: max`, 'ms', (b) => (of(b).length ? Math.max(...of(b)) : null));
    make(`${s}: interactions`, '', (b) => of(b).length);
  }
  make('page INP (median of runs)', 'ms', (b) => median(b.map((r) => r.inp)));
  return rows;
}

/** Every build's journeys, interleaved (A B, B A, …), and the side-by-side rows (first vs last). */
export async function benchInteractions(
  browser: Browser,
  builds: Served[],
  runs: number,
  signIn: (base: string) => Promise<string>,
  policyNumbers: (base: string, token: string) => Promise<string[]>,
  tokenKey: string,
): Promise<{ rows: Row[]; results: InteractionRun[][] }> {
  const results: InteractionRun[][] = builds.map(() => []);
  for (let run = 0; run < runs; run++) {
    const order = builds.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const index of order) {
      const served = builds[index];
      progress(
        `${served.label} interactions run ${run + 1}/${runs} (${CPU_SLOWDOWN}× CPU, touch)…`,
      );
      const token = await signIn(served.base);
      // One of the demo world's, never one an earlier run saved (a build may list it otherwise).
      const policyNumber = (await policyNumbers(served.base, token)).find(
        (number) => !/^T\d{9}$/.test(number),
      )!;
      results[index].push(await interactionRun(browser, served, token, tokenKey, policyNumber));
    }
  }
  return { rows: interactionRows(results), results };
}

/** The table for several builds: one column per build. */
function table(builds: Served[], results: InteractionRun[][]): string {
  const pairs = builds.slice(0, -1).map((built, i) => {
    const rows = interactionRows([results[i], results.at(-1)!]);
    return `B (this tree) against ${built.label}:\n${format(rows, built.label)}`;
  });
  return pairs.join('\n\n');
}

if (process.argv[1]?.endsWith('interactions.ts')) {
  const refs = process.argv.slice(2);
  if (refs.length === 0) throw new Error('usage: npx tsx bench/interactions.ts <git ref> …');
  const against = await import('./against.ts');
  const { repoRoot } = await import('./bundle.ts');
  const { launchForLighthouse } = await import('./lighthouse.ts');
  const { SESSION_TOKEN_KEY } = await import('../src/lib/session-token.ts');
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
  const builds: Served[] = [];
  try {
    for (const ref of refs) builds.push(await against.serve(ref, against.checkout(ref)));
    builds.push(await against.serve('this tree', repoRoot));
    const browser = await launchForLighthouse();
    try {
      const { results } = await benchInteractions(
        browser,
        builds,
        runs,
        against.signIn,
        against.policyNumbers,
        SESSION_TOKEN_KEY,
      );
      console.log(
        `\nInteractions at 4× CPU, 390 × 844, touch; ${runs} runs per build, interleaved\n`,
      );
      console.log(table(builds, results));
      for (const [i, build] of results.entries()) {
        console.log(`${builds[i].label} INP per run: ${build.map((r) => r.inp).join(', ')}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const served of builds) await against.stop(served);
  }
}
