/**
 * The first screens are the app's own components, prerendered at build time and hydrated
 * (docs/architecture.md#delivery): the HTML the server sends already holds the route's first
 * screen with its styles, React adopts those very nodes instead of replacing them, with no
 * hydration warning, and the pages' inline scripts run under the strict CSP by their hashes.
 *
 * The list's first screen costs no Intl (docs/architecture.md#delivery): the browser's first Intl
 * call starts its ICU data, tens of milliseconds of main thread
 * (docs/decisions/0004-chunk-groups.md), so the list, its counts and its dates are written without
 * Intl, and react-aria's locale code (which asks the browser for its locale as it loads) comes
 * with the code loaded once the list is up. The details page, which shows dates, does use it: the
 * check sees that it would notice.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { brand } from '../src/config/brand.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** Records, page by page, every call into Intl and the locale-aware built-ins. */
const RECORD_INTL = `(() => {
  const calls = (window.probeIntlCalls = []);
  const note = (name) => calls.push({ at: performance.now(), call: location.pathname + ' ' + name });
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const value = Intl[name];
    if (typeof value !== 'function') continue;
    Intl[name] = new Proxy(value, {
      construct: (target, args, newTarget) => (note('new Intl.' + name), Reflect.construct(target, args, newTarget)),
      apply: (target, self, args) => (note('Intl.' + name), Reflect.apply(target, self, args)),
      get: (target, key) => {
        const member = Reflect.get(target, key);
        return typeof member === 'function' && key !== 'prototype'
          ? (...args) => (note('Intl.' + name + '.' + String(key)), member.apply(target, args))
          : member;
      },
    });
  }
  const methods = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
    [String.prototype, 'toLocaleUpperCase'],
    [String.prototype, 'toLocaleLowerCase'],
  ];
  for (const [owner, key] of methods) {
    const original = owner[key];
    owner[key] = function (...args) {
      note(key);
      return original.apply(this, args);
    };
  }
})();`;

/**
 * When the list's first rows (a row header: a policy number) were first painted, and when each
 * consent log was asked for, on the page's clock. A message posted from the next animation frame
 * is handled once that frame is painted; the app's calls go through the page's `fetch`.
 */
const WATCH_FIRST_ROWS = `(() => {
  const logReads = (window.probeLogReads = []);
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/ussd/clientUssdLog/')) logReads.push(performance.now());
    return fetch.call(this, input, init);
  };
  let seen = false;
  new MutationObserver(() => {
    if (seen || !document.querySelector('main tbody th[scope="row"]')) return;
    seen = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.probeFirstRowsPaintedAt = performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document, { subtree: true, childList: true });
})();`;

interface IntlCall {
  at: number;
  call: string;
}

async function intlCalls(page: Page): Promise<IntlCall[]> {
  return page.evaluate(() => (window as unknown as { probeIntlCalls: IntlCall[] }).probeIntlCalls);
}

/**
 * Before any script: the page header the parser made, and every CSP refusal, kept on window for
 * the test to compare after hydration.
 */
const WATCH_FIRST_SCREEN = `(() => {
  window.probeCspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.probeCspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline')));
  const parsing = new MutationObserver(() => {
    const header = document.querySelector('header');
    const footer = document.querySelector('footer');
    if (!header || !footer) return;
    window.probeParsedHeader = header;
    window.probeParsedHeading = document.querySelector('main h1');
    parsing.disconnect();
  });
  parsing.observe(document, { childList: true, subtree: true });
})();`;

const HYDRATION_WORDS =
  /hydrat|did not match|server rendered HTML|Minified React error #4(18|19|23|25)/i;

describe('The first screen', () => {
  test('each prerendered page holds its route’s first screen, from the real components, styled', async () => {
    const page = async (path: string) => {
      const answer = await fetch(`${journey.sandbox.base}${path}`);
      expect(answer.status).toBe(200);
      return answer.text();
    };
    const home = await page('/home');
    expect(home).toContain('<title>USSD Web Client</title>');
    expect(home).toContain('Consent Application List');
    // The list's loading state: its header row has the table's columns, Status included.
    for (const column of [
      'Policy Number',
      'Client',
      'ID Number',
      'Date Created',
      'Status',
      'Actions',
    ]) {
      expect(home).toContain(`>${column}`);
    }
    // The footer from brand.ts, and styled-components' styles in the head.
    expect(home).toContain(brand.legalName);
    expect(home).toMatch(/<style[^>]*data-styled[^>]*>[^<]{1000,}/);
    const details = await page('/consentDetails');
    expect(details).toContain('Consent Application Details');
    for (const label of [
      'Application Details',
      'Policy Number',
      'Payment Method',
      'Total Premium',
    ]) {
      expect(details).toContain(label);
    }
    expect(details).toContain(brand.legalName);
  });

  for (const path of ['/home', '/consentDetails']) {
    test(`${path} hydrates the prerendered markup under the CSP, without a hydration warning`, async () => {
      const { page, context, problems } = await journey.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await context.addInitScript(WATCH_FIRST_SCREEN);
      await signInThroughHub(page, 'thandi');
      if (path !== '/home') {
        await page.goto(`${journey.sandbox.base}${path}`);
        await page.getByRole('textbox', { name: 'Policy Number' }).waitFor();
      } else {
        await applicationGrid(page).getByRole('row').nth(1).waitFor();
      }
      // The header and the page's heading the parser made are the ones on screen: React adopted
      // the page itself, not replaced it (no fallback thrown away for the page).
      expect(
        await page.evaluate(() => {
          const probe = window as unknown as {
            probeParsedHeader?: Element;
            probeParsedHeading?: Element;
          };
          return [
            probe.probeParsedHeader !== undefined &&
              probe.probeParsedHeader === document.querySelector('header'),
            probe.probeParsedHeading?.isConnected === true &&
              probe.probeParsedHeading === document.querySelector('main h1'),
          ];
        }),
      ).toEqual([true, true]);
      expect(
        await page.evaluate(
          () => (window as unknown as { probeCspViolations: string[] }).probeCspViolations,
        ),
      ).toEqual([]);
      const said = [...problems.consoleErrors, ...problems.pageErrors, ...warnings];
      expect(
        said.filter((text) => HYDRATION_WORDS.test(text) || /Content Security Policy/i.test(text)),
      ).toEqual([]);
    });
  }

  test('no consent log is read before the list’s first rows are painted (never while the page hydrates)', async () => {
    const { page, context } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(WATCH_FIRST_ROWS);
    await signInThroughHub(page, 'thandi');
    await applicationGrid(page).getByRole('rowheader').first().waitFor();
    // The badges near the screen read their rows' logs once the browser is idle.
    const logReads = () =>
      page.evaluate(() => (window as unknown as { probeLogReads: number[] }).probeLogReads);
    await expect
      .poll(async () => (await logReads()).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const paintedAt = await page.evaluate(
      () => (window as unknown as { probeFirstRowsPaintedAt: number }).probeFirstRowsPaintedAt,
    );
    expect(paintedAt).toBeGreaterThan(0);
    expect(Math.min(...(await logReads()))).toBeGreaterThan(paintedAt);
  });

  test('a new tab asks for the list once, before the router’s loader asks again; a reload too', async () => {
    const { page } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/consent/forms/'))
        listReads.push(request.url());
    });
    // A new tab signed in from the hub: the read leaves as the app starts (the client entry),
    // and the route's loader, in hydration's commit, finds it in flight.
    await signInThroughHub(page, 'thandi');
    await applicationGrid(page).getByRole('rowheader').first().waitFor();
    const newButton = page.getByRole('button', { name: 'New', exact: true });
    await expect.poll(() => newButton.isEnabled()).toBe(true);
    expect(listReads).toHaveLength(1);

    // A reload restores the tab's copy and reads the list again behind it, once.
    listReads.length = 0;
    const answered = page.waitForResponse((answer) =>
      new URL(answer.url()).pathname.includes('/consent/forms/'),
    );
    await page.reload();
    await answered;
    await applicationGrid(page).getByRole('rowheader').first().waitFor();
    await expect.poll(() => newButton.isEnabled()).toBe(true);
    expect(listReads).toHaveLength(1);
  });

  test('the list paints its rows and counts, and settles, without a single Intl call; the code for later (details page, toasts) loads at the first touch, and makes them', async () => {
    const { page, context } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(RECORD_INTL);
    await signInThroughHub(page, 'thandi');
    const grid = applicationGrid(page);
    await grid.getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.getByText(/\d+ applications?/).count()).toBeGreaterThan(0);
    // Whatever the first screen's effects and idle work do: give them a moment.
    await page.waitForTimeout(1000);
    expect(await intlCalls(page)).toEqual([]);

    // The adviser's first touch anywhere loads the code for later.
    const loadedForLater = Promise.all([
      // The details route's module (with the page), whatever the bundler names it after.
      page.waitForRequest(/\/assets\/(ConsentDetailsPage|consent-details-main)-[^/]*\.js$/),
      page.waitForRequest(/\/assets\/ToastRegion-[^/]*\.js$/),
    ]);
    await page.getByRole('heading', { name: 'Consent Application List' }).click();
    await loadedForLater;
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('group', { name: 'Start Date' }).waitFor();
    expect((await intlCalls(page)).length).toBeGreaterThan(0);
  });
});
