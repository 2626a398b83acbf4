/**
 * The lie-fi note's delay, for `npm run bench -- --against <ref>` (against.ts): a signal that lies
 * (docs/behaviour.md#no-signal). /home is read once in a fresh profile, so the tab keeps its copy
 * of the list; then every call to the services is held and never answered (Puppeteer's request
 * interception: the browser still says it is online), and the tab is reloaded. Read from that
 * navigation: when a note first says the rows are as of an earlier time ('Applications as of … —
 * checking…' or the offline note), and when 'Offline — applications as of …' shows. The page's
 * service worker is bypassed, so that every request is the page's own and is held.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { row, type Row } from './against-table.ts';

/** How long a note is waited for after the reload: past it, the run reads "not shown". */
const NOTE_WITHIN_MS = 120_000;
const COPY_WRITTEN_WITHIN_MS = 30_000;

/** A build as against.ts serves it. */
interface Build {
  label: string;
  base: string;
}

export interface LieFiRun<B extends Build> {
  /** A fresh profile's tab, throttled as the bench's pages are, with the adviser's token. */
  openTab: (build: B) => Promise<{ tab: Page; close: () => Promise<void> }>;
  /** Runs `measure` for each build, interleaved (against.ts). */
  interleaved: <T>(measure: (build: B, run: number) => Promise<T>) => Promise<[T[], T[]]>;
  progress: (message: string) => void;
}

interface NoteTimes {
  /** ms from the reload's navigation to the first "as of" note; null if none came. */
  asOf: number | null;
  /** ms from the reload's navigation to 'Offline — applications as of …'; null if none came. */
  offline: number | null;
}

const isServiceCall = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/node-ussd-integration/') || pathname.startsWith('/api/');
};

/** ms from navigation at which a status first reads `pattern` (null past NOTE_WITHIN_MS). */
async function noteAt(tab: Page, pattern: RegExp): Promise<number | null> {
  try {
    const handle = await tab.waitForFunction(
      (source: string) => {
        const words = new RegExp(source);
        const found = [...document.querySelectorAll('[role="status"]')].some((status) =>
          words.test(status.textContent ?? ''),
        );
        return found ? performance.now() : false;
      },
      { polling: 'mutation', timeout: NOTE_WITHIN_MS },
      pattern.source,
    );
    return Math.round((await handle.jsonValue()) as number);
  } catch {
    return null;
  }
}

async function measure(tab: Page, base: string): Promise<NoteTimes> {
  await tab.setBypassServiceWorker(true);
  await tab.goto(`${base}/home`, { waitUntil: 'load' });
  // The copy is written a second after the list is read (its throttle), and it may be written
  // before, with no list in it yet (a cache event as the page starts): the reload waits for a
  // copy that holds the list. A build without one has no note to show.
  const copied = await tab
    .waitForFunction(
      () =>
        Object.keys(sessionStorage).some(
          (key) =>
            key.endsWith(':list-copy') &&
            (sessionStorage.getItem(key) ?? '').includes('"applications"'),
        ),
      { timeout: COPY_WRITTEN_WITHIN_MS, polling: 250 },
    )
    .then(() => true)
    .catch(() => false);
  if (!copied) return { asOf: null, offline: null };
  await tab.setRequestInterception(true);
  tab.on('request', (request: HTTPRequest) => {
    // Held: never answered, never refused, as a phone with one bar and no data does.
    if (isServiceCall(request.url())) return;
    void request.continue();
  });
  await tab.reload({ waitUntil: 'domcontentloaded' });
  const [asOf, offline] = await Promise.all([
    noteAt(tab, /[Aa]pplications as of/),
    noteAt(tab, /^Offline — applications as of/),
  ]);
  return { asOf, offline };
}

/** The rows of the side-by-side table: each note's delay from the reload, per build. */
export async function lieFiRows<B extends Build>({
  openTab,
  interleaved,
  progress,
}: LieFiRun<B>): Promise<Row[]> {
  const [a, b] = await interleaved(async (build, run) => {
    progress(`${build.label} /home with the list's copy, requests held, run ${run + 1}…`);
    const { tab, close } = await openTab(build);
    try {
      return await measure(tab, build.base);
    } finally {
      await close();
    }
  });
  const route = '/home, lie-fi';
  return [
    row(
      route,
      "a note that the rows are the tab's copy",
      'ms',
      a.map((times) => times.asOf),
      b.map((times) => times.asOf),
    ),
    row(
      route,
      `'Offline — applications as of' (none in ${NOTE_WITHIN_MS / 1000} s: n/a)`,
      'ms',
      a.map((times) => times.offline),
      b.map((times) => times.offline),
    ),
  ];
}
