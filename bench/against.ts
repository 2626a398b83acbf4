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
 * × 0.9), with the browser's HTTP cache on. Runs alternate A B, B A, … and each figure is the
 * median of BENCH_RUNS (default 5). Each run is a fresh browser profile (`openProfile`).
 *
 * /home is read three times in each run (`visits`): a cold first visit; after it (and after the
 * build's service worker, when it has one, is active) a reload of the same tab; and a new tab of
 * the same profile signed in again from the staff hub. The two repeat visits are always measured:
 * they reuse the cold visit as their first one, so they add only two loads a run, and they are
 * the figures a build with a service worker is for. /consentDetails is read cold.
 *
 * Lighthouse's mobile preset runs beside them, at its default 4× and at the slowdown that makes
 * this host a mid-tier phone (cpu-calibration.ts).
 *
 * Then the lie-fi note's delay (lie-fi.ts): /home from the tab's copy with the services' calls
 * held.
 *
 *   BENCH_RUNS=5          runs per figure and build
 *   BENCH_LIGHTHOUSE=0    skip Lighthouse
 *   BENCH_PAGES=0         skip the page loads (the lie-fi figure and Lighthouse stay)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { throttling } from 'lighthouse/core/config/constants.js';
import { TargetType } from 'puppeteer-core';
import type { Browser, BrowserContext, Page, Target } from 'puppeteer-core';
import { SESSION_TOKEN_KEY } from '../src/lib/session-token.ts';
import { fillRoute, routes } from '../src/api/endpoints.ts';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';
import { repoRoot } from './bundle.ts';
import { launchForLighthouse, lighthouseRun, type LighthouseRun } from './lighthouse.ts';
import { format, row, type RatioTarget, type Row } from './against-table.ts';
import { lieFiRows } from './lie-fi.ts';
import { median, readPreviousResults, writeResults } from './results.ts';
import { DEMO_ADVISER } from './world.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const SLOW_4G = throttling.mobileSlow4G;
const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** One build of the app, served by its own tree's `npm start`. */
export interface Served {
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
  /** Over the network, the page's own and its service worker's (not what the worker answered). */
  bytes: number;
  /** Whether a service worker controlled the page. */
  byWorker: boolean;
}

/**
 * What this tree is held to beside the reference. A first visit pays for hydration and the
 * router's runtime, and that cost is accepted: its figures stay within the noise. A second visit
 * should wait only for the data: the first row at most half the reference's on a reload, and
 * 0.8× in a new tab (which signs in again first).
 */
const COLD_TARGET: RatioTarget = { noise: true };
const FIRST_ROW_TARGETS: Record<'reload' | 'newTab', RatioTarget> = {
  reload: { ratio: 0.5 },
  newTab: { ratio: 0.8 },
};

/** Each page's cold load; /home's also opens the repeat visits (`visits`). */
const PAGES = [
  { path: '/home', control: { control: 'button', name: 'New' }, repeat: true },
  { path: '/consentDetails', control: { control: 'field' }, repeat: false },
] as const;

function git(args: string[], cwd = repoRoot): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The environment a tree's own tools run in: this repo's `node_modules/.bin` (where the `node`
 * package puts Node 24 first on an npm script's PATH) is taken off the PATH, so a ref from before
 * that change installs and builds with the machine's Node, as its own README says.
 */
function treeEnv(): NodeJS.ProcessEnv {
  const ours = join(repoRoot, 'node_modules', '.bin');
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => entry !== ours)
    .join(delimiter);
  return { ...process.env, PATH: path };
}

/**
 * The Node a tree runs on: its own `node` package where it has one (Node 24 from the registry,
 * docs/decisions/0022-node-24-from-the-registry.md), else the machine's. A ref's native addons
 * (better-sqlite3 before the sandbox moved to node:sqlite) are built for that Node only.
 */
function treeNode(tree: string): string {
  const own = join(tree, 'node_modules', '.bin', 'node');
  if (existsSync(own)) return own;
  const found = spawnSync('node', ['-p', 'process.execPath'], { env: treeEnv(), encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : process.execPath;
}

/** The ref checked out (once, then reused) in a temporary worktree with its own `npm ci`. */
export function checkout(ref: string): string {
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
    const env = treeEnv();
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
export async function serve(label: string, tree: string): Promise<Served> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ussd-bench-against-'));
  progress(`${label}: npm start in ${tree} (building when stale)…`);
  const child = spawn(treeNode(tree), [join(tree, 'scripts', 'start.mjs')], {
    cwd: tree,
    env: {
      ...treeEnv(),
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

export async function stop(served: Served) {
  if (served.child.exitCode === null) {
    const exited = new Promise((resolve) => served.child.once('exit', resolve));
    served.child.kill('SIGTERM');
    await exited;
  }
  await rm(served.dataDir, { recursive: true, force: true });
}

export async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/methub4all/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeNumber: DEMO_ADVISER }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

/** The demo adviser's policy numbers, as the list shows them. */
export async function policyNumbers(base: string, token: string): Promise<string[]> {
  const url = base + fillRoute(routes.applications, { employeeNumber: DEMO_ADVISER });
  const answer = await fetch(url, { headers: { authorization: `Basic ${token}` } });
  if (!answer.ok) throw new Error(`the list answered ${answer.status}`);
  const body = (await answer.json()) as { data: { policyNumber: string }[] };
  return body.data.map((row) => row.policyNumber);
}

const probeSource = readFileSync(join(import.meta.dirname, 'against-probes.js'), 'utf8');

/** DevTools' applied Slow 4G: Lighthouse's `mobileSlow4G` values for it. */
const SLOW_4G_CONDITIONS = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
};
/** How long after the first visit has settled a build may take to register a service worker. */
const REGISTERS_WITHIN_MS = 3000;
/** How long its worker may take to install (precache) and activate, under the throttling. */
const ACTIVE_WITHIN_MS = 60_000;

/**
 * One run's browser profile: a fresh incognito context, so nothing of a run (HTTP cache,
 * storage, a service worker's registration and its caches) reaches the next.
 *
 * Its service workers are throttled as its tabs are. Chromium applies DevTools' network
 * conditions per target, so a page's throttling does not slow its worker's own fetches (a worker
 * answering with `fetch()` would read as if on loopback). Playwright opens no DevTools session to
 * a worker; Puppeteer does (`Target.createCDPSession`), which is why these loads run in Puppeteer.
 */
interface Profile {
  context: BrowserContext;
  /** Bytes over the network since the active tab's last document request, its worker's too. */
  meter: { bytes: number };
  /** A worker left unthrottled: its figures would not be comparable. */
  errors: Error[];
}

async function openProfile(browser: Browser): Promise<Profile> {
  const profile: Profile = {
    context: await browser.createBrowserContext(),
    meter: { bytes: 0 },
    errors: [],
  };
  profile.context.on('targetcreated', (target: Target) => {
    if (target.type() !== TargetType.SERVICE_WORKER) return;
    // The worker may have started fetching (its install) by the time this session is open:
    // that is the first visit's background work, before any figure is read.
    target
      .createCDPSession()
      .then(async (session) => {
        session.on('Network.loadingFinished', (event) => {
          profile.meter.bytes += event.encodedDataLength;
        });
        await session.send('Network.enable');
        await session.send('Network.emulateNetworkConditions', SLOW_4G_CONDITIONS);
        // Its CPU is not slowed: Chromium throttles the CPU of pages only ("Operation is only
        // supported for pages, not workers"). A precached answer is a cache lookup there.
      })
      .catch((error: Error) => profile.errors.push(error));
  });
  return profile;
}

/** A new tab under 4× CPU and Slow 4G at 390 × 844, with the probe (and a token, when given). */
async function openTab(
  profile: Profile,
  target: Record<string, unknown>,
  token?: string,
): Promise<Page> {
  const tab = await profile.context.newPage();
  tab.setDefaultTimeout(60_000);
  await tab.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await tab.emulateTimezone('Africa/Johannesburg');
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setLocaleOverride', { locale: 'en-IN' });
  // A response the worker gave is counted where it crossed the network, in the worker's session.
  const answeredByWorker = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && event.requestId === event.loaderId) profile.meter.bytes = 0;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromServiceWorker) answeredByWorker.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (!answeredByWorker.has(event.requestId)) profile.meter.bytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G_CONDITIONS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Plain scripts, not functions: tsx's helpers (__name) do not exist in the page.
  if (token) {
    await tab.evaluateOnNewDocument(
      `try { sessionStorage.setItem(${JSON.stringify(SESSION_TOKEN_KEY)}, ${JSON.stringify(token)}); } catch {}`,
    );
  }
  await tab.evaluateOnNewDocument(
    `var __BENCH_TARGET__ = ${JSON.stringify(target)};\n${probeSource}`,
  );
  return tab;
}

/** Reads the probe of the tab's current document until the page has settled. */
async function settled(
  tab: Page,
  profile: Profile,
  served: Served,
  path: string,
  rowTexts: string[],
): Promise<PageLoad> {
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
  if (rowTexts.length > 0 && probe.firstRow?.paintedAt == null) {
    const shown = await tab.evaluate(() =>
      document.querySelector('main')?.textContent?.slice(0, 300),
    );
    throw new Error(
      `${served.label}: no application row was painted on ${path} (probe ${JSON.stringify(probe)}; main: ${shown})`,
    );
  }
  if (profile.errors.length > 0) {
    throw new Error(`${served.label}: a service worker could not be throttled`, {
      cause: profile.errors[0],
    });
  }
  return {
    firstPaint: probe.firstPaint,
    firstRow: probe.firstRow?.paintedAt ?? null,
    usable: probe.usable?.paintedAt ?? null,
    blocking: probe.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    bytes: profile.meter.bytes,
    byWorker: await tab.evaluate(() => navigator.serviceWorker.controller !== null),
  };
}

/** What a page's probe looks for: its first control, and the adviser's policy numbers on /home. */
async function targetOf(served: Served, page: (typeof PAGES)[number]) {
  const token = await signIn(served.base);
  const rowTexts = page.path === '/home' ? await policyNumbers(served.base, token) : [];
  return { token, rowTexts, target: { ...page.control, rowTexts } };
}

/** One cold load of a page in a fresh profile, read until the page has settled. */
async function load(
  browser: Browser,
  served: Served,
  page: (typeof PAGES)[number],
): Promise<PageLoad> {
  const { token, rowTexts, target } = await targetOf(served, page);
  const profile = await openProfile(browser);
  try {
    const tab = await openTab(profile, target, token);
    await tab.goto(served.base + page.path, { waitUntil: 'load' });
    return await settled(tab, profile, served, page.path, rowTexts);
  } finally {
    await profile.context.close();
  }
}

/** A cold visit, then in the same profile a reload of its tab and a new tab signed in again. */
interface Visits {
  cold: PageLoad;
  reload: PageLoad;
  newTab: PageLoad;
}

/**
 * The cold load of the page, which is also the one full visit before the repeat figures. Its
 * tab holds the session token before it opens the page, as the hub leaves it, so that nothing
 * loaded before the page (the hub's own files, a warm connection) flatters its cold figures, which
 * stay comparable with `load`'s. Once it has settled, the build's service worker (if it registers
 * one within REGISTERS_WITHIN_MS) is waited for until it is active, i.e. its precache is
 * complete; a build without one has its HTTP cache. Then the same tab is
 * reloaded (a browser's Reload: the document revalidated, the rest from the HTTP cache or the
 * worker), and a new tab in the same profile signs in from the staff hub, which opens the page.
 * Every figure is from the page's own navigation, under the same throttling.
 */
async function visits(
  browser: Browser,
  served: Served,
  page: (typeof PAGES)[number],
): Promise<Visits> {
  const { token, rowTexts, target } = await targetOf(served, page);
  const profile = await openProfile(browser);
  try {
    const tab = await openTab(profile, target, token);
    await tab.goto(served.base + page.path, { waitUntil: 'load' });
    const cold = await settled(tab, profile, served, page.path, rowTexts);
    const worker = await tab.evaluate(
      (registersWithin, activeWithin) =>
        (
          window as unknown as {
            againstWorker: (r: number, a: number) => Promise<'none' | 'active' | 'timeout'>;
          }
        ).againstWorker(registersWithin, activeWithin),
      REGISTERS_WITHIN_MS,
      ACTIVE_WITHIN_MS,
    );
    if (worker === 'timeout') {
      throw new Error(
        `${served.label}: its service worker was not active within ${ACTIVE_WITHIN_MS} ms`,
      );
    }
    await tab.reload({ waitUntil: 'load' });
    const reload = await settled(tab, profile, served, page.path, rowTexts);

    // The first tab stays open, as it would in the adviser's browser.
    const second = await openTab(profile, target);
    await second.goto(`${served.base}/methub4all/`, { waitUntil: 'load' });
    await Promise.all([
      second.waitForNavigation({ waitUntil: 'load' }),
      second.click(`button[data-employee-number="${DEMO_ADVISER}"]`),
    ]);
    const opened = new URL(second.url()).pathname;
    if (opened !== page.path) {
      throw new Error(`${served.label}: the hub opened ${opened}, not ${page.path}`);
    }
    const newTab = await settled(second, profile, served, page.path, rowTexts);
    return { cold, reload, newTab };
  } finally {
    await profile.context.close();
  }
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

export async function benchAgainst(ref: string): Promise<void> {
  const refTree = checkout(ref);
  const refCommit = git(['rev-parse', '--short', 'HEAD'], refTree);
  const refLabel = refCommit.startsWith(ref) ? refCommit : `${ref} ${refCommit}`;
  const builds: [Served, Served] = [await serve('A', refTree), await serve('B', repoRoot)];
  const rows: Row[] = [];
  /** Which repeat visits a service worker answered, per build: what the figures compare. */
  const workers: string[] = [];
  const started = Date.now();
  try {
    const browser = await launchForLighthouse();
    try {
      for (const page of process.env.BENCH_PAGES === '0' ? [] : PAGES) {
        const [a, b] = await interleaved(builds, async (served, run): Promise<Partial<Visits>> => {
          const what = page.repeat ? `${page.path}, its reload and a new tab` : page.path;
          progress(`${served.label} ${what} run ${run + 1}/${RUNS} (4× CPU, Slow 4G)…`);
          return page.repeat
            ? await visits(browser, served, page)
            : { cold: await load(browser, served, page) };
        });
        const series = page.repeat
          ? ([
              [page.path, 'cold'],
              [`${page.path}, reload`, 'reload'],
              [`${page.path}, new tab`, 'newTab'],
            ] as const)
          : ([[page.path, 'cold']] as const);
        for (const [route, visit] of series) {
          const pick = (from: (l: PageLoad) => number | null) => (v: Partial<Visits>) =>
            from(v[visit]!);
          const figure = (
            label: string,
            unit: string,
            from: (l: PageLoad) => number | null,
            target = visit === 'cold' ? COLD_TARGET : undefined,
          ) => rows.push(row(route, label, unit, a.map(pick(from)), b.map(pick(from)), target));
          figure('first paint', 'ms', (l) => l.firstPaint);
          if (page.path === '/home') {
            const target = visit === 'cold' ? COLD_TARGET : FIRST_ROW_TARGETS[visit];
            figure('first application row painted', 'ms', (l) => l.firstRow, target);
          }
          figure(
            page.path === '/home' ? 'New usable' : 'first text field usable',
            'ms',
            (l) => l.usable,
          );
          figure('blocking time (long tasks over 50 ms)', 'ms', (l) => l.blocking);
          figure('bytes transferred', 'KB', (l) => l.bytes / 1024);
          if (visit !== 'cold') {
            for (const [index, runs] of [a, b].entries()) {
              const count = runs.filter((v) => v[visit]!.byWorker).length;
              workers.push(
                `${builds[index].label}: ${route} from a service worker in ${count} of ${runs.length} runs`,
              );
            }
          }
        }
      }
      rows.push(
        ...(await lieFiRows<Served>({
          interleaved: (measure) => interleaved(builds, measure),
          progress,
          openTab: async (served) => {
            const { token, target } = await targetOf(served, PAGES[0]);
            const profile = await openProfile(browser);
            const tab = await openTab(profile, target, token);
            return { tab, close: () => profile.context.close() };
          },
        })),
      );
      const { benchInteractions } = await import('./interactions.ts');
      const taps = await benchInteractions(
        browser,
        builds,
        RUNS,
        signIn,
        policyNumbers,
        SESSION_TOKEN_KEY,
      );
      rows.push(...taps.rows);
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
      `from navigation, at 390 × 844, HTTP cache on; each run a fresh browser profile: a cold ` +
      `visit, then that tab reloaded, then a new tab signed in from the hub)\n`,
  );
  console.log(`${format(rows, refLabel)}\n`);
  for (const line of workers) console.log(line);
  const minutes = (Date.now() - started) / 60_000;
  console.log(`Measured in ${minutes.toFixed(1)} min (both builds served and measured).`);
  const previous = readPreviousResults();
  writeResults({
    when: previous?.when ?? new Date().toISOString(),
    commit: previous?.commit ?? commit,
    ...previous,
    figures: previous?.figures ?? [],
    against: { when: new Date().toISOString(), ref: refLabel, commit, runs: RUNS, rows, workers },
  });
  console.log('Written to bench/results.json (its "against" entry).');
}
