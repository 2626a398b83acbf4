/**
 * Lighthouse 12 (offline: no network beyond loopback) against the sandbox serving the
 * production build: performance and accessibility of /home and /consentDetails, with the
 * desktop and the (default) mobile preset. Each run is a fresh incognito context in Chromium
 * whose tab already holds the adviser's session token, so the app opens signed in; Lighthouse
 * is told not to reset storage (it would drop the token), and the fresh context keeps the cache
 * cold. Lighthouse 12 and puppeteer-core 24 are their last releases for Node 20 (13 and 25 need
 * Node 22).
 */
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import { chromePath, chromiumArgs } from '../scripts/chromium.mjs';
import { SESSION_TOKEN_KEY } from '../src/lib/session-token.ts';
import { DEMO_ADVISER } from './world.ts';
import type { World } from './world.ts';

export const LIGHTHOUSE_PAGES = ['/home', '/consentDetails'] as const;
export const PRESETS = ['desktop', 'mobile'] as const;
export type Preset = (typeof PRESETS)[number];

/** The metrics Lighthouse scores performance from, shown beside each score. */
export const METRICS = [
  { id: 'first-contentful-paint', key: 'fcp', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', key: 'lcp', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', key: 'tbt', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', key: 'cls', label: 'CLS', unit: '' },
] as const;
export type MetricKey = (typeof METRICS)[number]['key'];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  metrics: Record<MetricKey, number>;
  /**
   * The first contentful paint the browser really made in this run (unthrottled, on loopback),
   * against which the simulated one above is estimated: Lighthouse's simulation counts every
   * high-priority script that finished loading before this paint as render-blocking, module
   * scripts included (it cannot see when a module runs), so the simulated FCP depends on
   * whether the paint or the scripts came first (docs/architecture.md#delivery).
   */
  observedFcp: number;
  /** Lighthouse's own measure of the host's CPU (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

export function launchForLighthouse(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [...chromiumArgs],
  });
}

/** One Lighthouse run of one page with one preset; scores are 0–100. */
export async function lighthouseRun(
  browser: Browser,
  world: Pick<World, 'base' | 'signIn'>,
  path: string,
  preset: Preset,
  /** The mobile preset's CPU slowdown instead of its default 4× (e.g. the host-calibrated one). */
  cpuSlowdown?: number,
): Promise<LighthouseRun> {
  const token = await world.signIn(DEMO_ADVISER);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // A light same-origin page first, to put the token in this tab's session storage.
    await page.goto(`${world.base}/methub4all/`);
    await page.evaluate(
      (key, value) => sessionStorage.setItem(key, value),
      SESSION_TOKEN_KEY,
      token,
    );
    const result = await lighthouse(
      world.base + path,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        ...(cpuSlowdown && preset === 'mobile'
          ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path} (${preset})`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== path) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
    }
    // The app opened signed in (not on its 'You are not signed in' notice).
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    if (/not signed in|session has ended/i.test(heading)) {
      throw new Error(`Lighthouse saw ${path} signed out ('${heading}')`);
    }
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(
      METRICS.map(({ id, key }) => [key, lhr.audits[id]?.numericValue ?? NaN]),
    ) as Record<MetricKey, number>;
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] })
      ?.items?.[0];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics,
      observedFcp: observed?.observedFirstContentfulPaint ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}
