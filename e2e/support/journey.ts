/**
 * The frame of a spec file: its own sandbox (a fresh data folder seeded with the demo world), the
 * Chromium of its e2e worker (e2e/support/browser.ts#sharedBrowser), and a fresh browser context
 * (its own session storage) for every test, closed when the test finishes
 * (docs/architecture.md#tests-and-their-time).
 */
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { closeContexts, openPage, sharedBrowser, watchPage } from './browser.ts';
import { removeTempDirs, startAppSandbox } from './sandbox.ts';
import type { AppSandboxOptions, Sandbox } from './sandbox.ts';

export function useJourney(sandboxOptions: AppSandboxOptions = {}) {
  let sandbox: Sandbox | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([
      startAppSandbox(sandboxOptions),
      sharedBrowser(),
    ]);
    if (started.status === 'fulfilled') sandbox = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterAll(async () => {
    await closeContexts(browser);
    await sandbox?.close();
    await removeTempDirs();
  });

  return {
    get sandbox(): Sandbox {
      if (!sandbox) throw new Error('The sandbox is not running (see beforeAll)');
      return sandbox;
    },
    /** A new context and page for this test, with its problems (console errors, dialogs). */
    async newPage(options?: BrowserContextOptions) {
      if (!browser || !sandbox) throw new Error('The browser is not running (see beforeAll)');
      const opened = await openPage(browser, sandbox.base, options);
      onTestFinished(() => opened.context.close());
      return { ...opened, ...watchPage(opened.page) };
    },
  };
}

/** The Consent Application List's table, by its accessible name (the page heading). */
export function applicationGrid(page: Page): Locator {
  return page.getByRole('table', { name: 'Consent Application List' });
}

/** The body rows of the table (not the column headers), each as its cells' visible text. */
export async function gridBodyRows(grid: Locator): Promise<string[][]> {
  const rows = grid.locator('tbody > tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) {
    const cells = row.getByRole('rowheader').or(row.getByRole('cell'));
    texts.push((await cells.allInnerTexts()).map((text) => text.trim()));
  }
  return texts;
}

/** The names of the grid's column headers that are not (wholly) inside the grid's own box. */
export async function columnsOutside(grid: Locator): Promise<string[]> {
  const box = await grid.boundingBox();
  if (!box) throw new Error('The grid is not displayed');
  const outside: string[] = [];
  for (const header of await grid.getByRole('columnheader').all()) {
    const cell = await header.boundingBox();
    const inside =
      cell !== null && cell.x >= box.x - 1 && cell.x + cell.width <= box.x + box.width + 1;
    if (!inside) outside.push((await header.innerText()).replace(/[▲▼↕]/g, '').trim());
  }
  return outside;
}

/** dd/mm/yyyy of the instant's UTC calendar date: how the list shows a creation date. */
export function ddmmyyyy(value: string | number): string {
  const date = new Date(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
