/**
 * The list's first screen costs no Intl (docs/architecture.md#delivery): the browser's first Intl
 * call starts its ICU data, 30–60 ms of main thread here and four times that on Lighthouse's
 * phone, so the list, its counts and its dates are written without Intl, and react-aria's locale
 * code (which asks the browser for its locale as it loads) comes with the pages that need it.
 * The details page, which shows dates, does use it: the check below sees that it would notice.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** Records, page by page, every call into Intl and the locale-aware built-ins. */
const RECORD_INTL = `(() => {
  const calls = (window.__intlCalls = []);
  const note = (name) => calls.push(location.pathname + ' ' + name);
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

async function intlCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls);
}

describe('The first screen', () => {
  test('the list paints its rows and counts, and fetches the details page for later, without a single Intl call; the details page makes them', async () => {
    const { page, context } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(RECORD_INTL);
    // The details page's code is fetched for later once the list is up: fetched, not run.
    const fetchedForLater = page.waitForRequest(/\/assets\/ConsentDetailsPage-[^/]*\.js$/);
    await signInThroughHub(page, 'thandi');
    const grid = applicationGrid(page);
    await grid.getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.getByText(/\d+ applications?/).count()).toBeGreaterThan(0);
    await fetchedForLater;
    // Whatever the first screen's effects and idle work do: give them a moment.
    await page.waitForTimeout(500);
    expect(await intlCalls(page)).toEqual([]);

    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('group', { name: 'Start Date' }).waitFor();
    expect((await intlCalls(page)).length).toBeGreaterThan(0);
  });
});
