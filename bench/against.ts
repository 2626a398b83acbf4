/**
 * `npm run bench -- --against <git ref>`: this working tree (B) beside another build of the app
 * (A), in one run, so the host's speed (which moves ±50 % between runs here) cancels out.
 *
 * A is checked out in a temporary git worktree with its own `npm ci`, and each tree serves its
 * own production build through its own `npm start` (scripts/start.mjs), on a free port with a
 * fresh sandbox data folder seeded with its demo world. The page figures are read under DevTools'
 * applied throttling, real and not simulated: 4× CPU (`Emulation.setCPUThrottlingRate`) and
 * Slow 4G (`Network.emulateNetworkConditions` with Lighthouse's `mobileSlow4G` values for applied
 * throttling: 562.5 ms request latency, i.e. 150 ms RTT × 3.75, and 1.6 Mbps down / 750 kbps up
 * × 0.9). Runs alternate A B, B A, … and each figure is the median of BENCH_RUNS (default 5).
 * Lighthouse's mobile preset runs beside them, at its default 4× and at the slowdown that makes
 * this host a mid-tier phone (cpu-calibration.ts).
 *
 *   BENCH_RUNS=5          runs per figure and build
 *   BENCH_LIGHTHOUSE=0    skip Lighthouse
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser } from 'playwright-core';
import { SESSION_TOKEN_KEY } from '../src/lib/session-token.ts';
import { fillRoute, routes } from '../src/api/endpoints.ts';
import { launchBrowser } from './browser.ts';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';
import { repoRoot } from './bundle.ts';
import { launchForLighthouse, lighthouseRun, type LighthouseRun } from './lighthouse.ts';
import { median, readPreviousResults, writeResults } from './results.ts';
import { DEMO_ADVISER } from './world.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const SLOW_4G = throttling.mobileSlow4G;
const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** One build of the app, served by its own tree's `npm start`. */
interface Served {
  label: string;
  tree: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/** What the probe reads from one page load (ms from navigation; bytes over the wire). */
interface PageLoad {
  firstPaint: number | null;
  firstRow: number | null;
  usable: number | null;
  blocking: number;
  bytes: number;
}

const PAGES = [
  { path: '/home', control: { control: 'button', name: 'New' } },
  { path: '/consentDetails', control: { control: 'field' } },
] as const;

function git(args: string[], cwd = repoRoot): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** The ref checked out (once, then reused) in a temporary worktree with its own `npm ci`. */
function checkout(ref: string): string {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const tree = join(tmpdir(), 'ussd-bench-ref', commit.slice(0, 12));
  if (!existsSync(join(tree, '.git'))) {
    mkdirSync(join(tmpdir(), 'ussd-bench-ref'), { recursive: true });
    progress(`checking out ${ref} (${commit.slice(0, 7)}) in ${tree}…`);
    git(['worktree', 'add', '--detach', '--force', tree, commit]);
  }
  // npm writes node_modules/.package-lock.json last: without it the install did not finish.
  if (!existsSync(join(tree, 'node_modules', '.package-lock.json'))) {
    progress(`npm ci in ${tree} (a few minutes the first time)…`);
    // Dev dependencies too (the build tools): not the bench's NODE_ENV=production.
    const env = { ...process.env };
    delete env.NODE_ENV;
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: tree,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (install.status !== 0) throw new Error(`npm ci failed in ${tree}`);
  }
  return tree;
}

/** Runs a tree's own `npm start` (it builds when stale) on a free port with fresh data. */
async function serve(label: string, tree: string): Promise<Served> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ussd-bench-against-'));
  progress(`${label}: npm start in ${tree} (building when stale)…`);
  const child = spawn(process.execPath, [join(tree, 'scripts', 'start.mjs')], {
    cwd: tree,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /sign in:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`${label}: npm start exited (${code}):\n${out}`)));
  });
  const served = { label, tree, base, child, dataDir };
  // start.mjs serves without the app when its build fails: that is no figure to compare.
  const home = await (await fetch(`${base}/home`)).text();
  if (/has not been built yet/.test(home)) {
    await stop(served);
    throw new Error(`${label}: the app's build failed in ${tree} (run npm run build there)`);
  }
  return served;
}

async function stop(served: Served) {
  if (served.child.exitCode === null) {
    const exited = new Promise((resolve) => served.child.once('exit', resolve));
    served.child.kill('SIGTERM');
    await exited;
  }
  await rm(served.dataDir, { recursive: true, force: true });
}

async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/methub4all/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeNumber: DEMO_ADVISER }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

/** The demo adviser's policy numbers, as the list shows them. */
async function policyNumbers(base: string, token: string): Promise<string[]> {
  const url = base + fillRoute(routes.applications, { employeeNumber: DEMO_ADVISER });
  const answer = await fetch(url, { headers: { authorization: `Basic ${token}` } });
  if (!answer.ok) throw new Error(`the list answered ${answer.status}`);
  const body = (await answer.json()) as { data: { policyNumber: string }[] };
  return body.data.map((row) => row.policyNumber);
}

const probeSource = readFileSync(join(import.meta.dirname, 'against-probes.js'), 'utf8');

/** One cold load of a page under 4× CPU and Slow 4G, read until the page has settled. */
async function load(
  browser: Browser,
  served: Served,
  page: (typeof PAGES)[number],
): Promise<PageLoad> {
  const token = await signIn(served.base);
  const rowTexts = page.path === '/home' ? await policyNumbers(served.base, token) : [];
  const context = await browser.newContext({
    locale: 'en-IN',
    timezoneId: 'Africa/Johannesburg',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(
      `try { sessionStorage.setItem(${JSON.stringify(SESSION_TOKEN_KEY)}, ${JSON.stringify(token)}); } catch {}`,
    );
    await context.addInitScript(
      `var __BENCH_TARGET__ = ${JSON.stringify({ ...page.control, rowTexts })};\n${probeSource}`,
    );
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(served.base + page.path, { waitUntil: 'load', timeout: 60_000 });
    // Settled: the figures are in, and no long task has started for a second.
    type Probe = {
      firstPaint: number | null;
      firstRow: { paintedAt: number | null } | null;
      usable: { paintedAt: number | null } | null;
      longTasks: { start: number; duration: number }[];
    };
    const read = () =>
      tab.evaluate(() => (window as unknown as { againstProbe: Probe }).againstProbe);
    const deadline = Date.now() + 60_000;
    let probe = await read();
    for (;;) {
      const done =
        probe.usable?.paintedAt != null &&
        (rowTexts.length === 0 || probe.firstRow?.paintedAt != null);
      const lastTask = Math.max(0, ...probe.longTasks.map((t) => t.start + t.duration));
      const now = await tab.evaluate(() => performance.now());
      if ((done && now - lastTask > 1000) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
      probe = await read();
    }
    if (page.path === '/home' && probe.firstRow?.paintedAt == null) {
      const shown = await tab.evaluate(() =>
        document.querySelector('main')?.textContent?.slice(0, 300),
      );
      throw new Error(
        `${served.label}: no application row was painted on ${page.path} (probe ${JSON.stringify(probe)}; main: ${shown})`,
      );
    }
    return {
      firstPaint: probe.firstPaint,
      firstRow: probe.firstRow?.paintedAt ?? null,
      usable: probe.usable?.paintedAt ?? null,
      blocking: probe.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      bytes,
    };
  } finally {
    await context.close();
  }
}

interface Row {
  route: string;
  label: string;
  unit: string;
  a: number | null;
  b: number | null;
  runs: { a: (number | null)[]; b: (number | null)[] };
}

const mid = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length ? median(known) : null;
};

function row(
  route: string,
  label: string,
  unit: string,
  a: (number | null)[],
  b: (number | null)[],
): Row {
  return { route, label, unit, a: mid(a), b: mid(b), runs: { a, b } };
}

/** Runs `measure` RUNS times for each build, alternating A B, B A, … */
async function interleaved<T>(
  builds: [Served, Served],
  measure: (served: Served, run: number) => Promise<T>,
): Promise<[T[], T[]]> {
  const results: [T[], T[]] = [[], []];
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) results[index].push(await measure(builds[index], run));
  }
  return results;
}

function format(rows: Row[], refLabel: string): string {
  const show = (value: number | null, unit: string) =>
    value === null
      ? 'n/a'
      : unit === 'KB'
        ? `${value.toFixed(1)} KB`
        : `${Math.round(value).toLocaleString('en')}${unit ? ` ${unit}` : ''}`;
  const header = ['route', 'figure', `A (${refLabel})`, 'B (this tree)', 'B ÷ A'];
  const lines = rows.map((r) => [
    r.route,
    r.label,
    show(r.a, r.unit),
    show(r.b, r.unit),
    r.a && r.b !== null ? `${(r.b / r.a).toFixed(2)}×` : '–',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(line),
  ].join('\n');
}

export async function benchAgainst(ref: string): Promise<void> {
  const refTree = checkout(ref);
  const refCommit = git(['rev-parse', '--short', 'HEAD'], refTree);
  const refLabel = refCommit.startsWith(ref) ? refCommit : `${ref} ${refCommit}`;
  const builds: [Served, Served] = [await serve('A', refTree), await serve('B', repoRoot)];
  const rows: Row[] = [];
  try {
    const browser = await launchBrowser();
    try {
      for (const page of PAGES) {
        const [a, b] = await interleaved(builds, (served, run) => {
          progress(`${served.label} ${page.path} run ${run + 1}/${RUNS} (4× CPU, Slow 4G)…`);
          return load(browser, served, page);
        });
        const figure = (label: string, unit: string, pick: (l: PageLoad) => number | null) =>
          rows.push(row(page.path, label, unit, a.map(pick), b.map(pick)));
        figure('first paint', 'ms', (l) => l.firstPaint);
        if (page.path === '/home') figure('first application row painted', 'ms', (l) => l.firstRow);
        figure(
          page.path === '/home' ? 'New usable' : 'first text field usable',
          'ms',
          (l) => l.usable,
        );
        figure('blocking time (long tasks over 50 ms)', 'ms', (l) => l.blocking);
        figure('bytes transferred', 'KB', (l) => l.bytes / 1024);
      }
    } finally {
      await browser.close();
    }

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      const lhBrowser = await launchForLighthouse();
      try {
        const worldOf = (served: Served) => ({
          base: served.base,
          signIn: () => signIn(served.base),
        });
        const indexes: number[] = [];
        const lighthouse = async (slowdown: number | undefined, name: string) => {
          for (const page of PAGES) {
            const [a, b] = await interleaved(builds, (served, run) => {
              progress(`Lighthouse ${name} ${served.label} ${page.path} ${run + 1}/${RUNS}…`);
              return lighthouseRun(lhBrowser, worldOf(served), page.path, 'mobile', slowdown);
            });
            indexes.push(...[...a, ...b].map((r) => r.benchmarkIndex));
            const figure = (label: string, pick: (r: LighthouseRun) => number, unit = '') =>
              rows.push(
                row(page.path, `Lighthouse ${name}: ${label}`, unit, a.map(pick), b.map(pick)),
              );
            figure('score', (r) => r.performance);
            figure('FCP', (r) => r.metrics.fcp, 'ms');
            figure('LCP', (r) => r.metrics.lcp, 'ms');
            figure('TBT', (r) => r.metrics.tbt, 'ms');
            figure('CLS (×1000)', (r) => r.metrics.cls * 1000);
          }
        };
        await lighthouse(undefined, 'mobile 4×');
        const index = Math.round(median(indexes));
        const calibrated = Math.round(calibratedCpuSlowdown(index) * 10) / 10;
        progress(`host benchmarkIndex ${index}: a mid-tier phone here is ${calibrated}×`);
        // On a host of Lighthouse's calibration (index ≈ 1,500) the two series would be one.
        if (calibrated !== CPU_SLOWDOWN) {
          await lighthouse(calibrated, `mobile ${calibrated}× (host index ${index})`);
        }
      } finally {
        await lhBrowser.close();
      }
    }
  } finally {
    for (const served of builds) await stop(served);
  }

  const commit = git(['rev-parse', '--short', 'HEAD']);
  console.log(
    `\nUSSD Web Client bench against ${refLabel} — ${new Date().toISOString()} (B: ${commit}, ` +
      `median of ${RUNS}, runs interleaved A B, B A; page figures under 4× CPU and Slow 4G, ` +
      `from navigation, at 390 × 844)\n`,
  );
  console.log(`${format(rows, refLabel)}\n`);
  const previous = readPreviousResults();
  writeResults({
    when: previous?.when ?? new Date().toISOString(),
    commit: previous?.commit ?? commit,
    ...previous,
    figures: previous?.figures ?? [],
    against: { when: new Date().toISOString(), ref: refLabel, commit, runs: RUNS, rows },
  });
  console.log('Written to bench/results.json (its "against" entry).');
}
