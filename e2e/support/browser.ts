/**
 * Chromium through playwright-core's library API: one browser per e2e worker, for the files it runs
 * (`sharedBrowser`), a fresh context for every test (`openPage`).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Download,
  Locator,
  Page,
} from 'playwright-core';
import { testChromePath, chromiumArgs } from '../../scripts/chromium.mjs';

export { testChromePath };

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: testChromePath,
    args: [...chromiumArgs],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The Chromium of this e2e worker, launched once: a worker runs its files one after another and
 * keeps its modules between files (vitest.config.ts: `isolate: false`), so this module, and the
 * browser, outlive a file (two workers: two browsers). Files stay apart by browser context: each test
 * opens its own (`openPage`) and a file's end closes any left (`closeContexts`). A browser that
 * crashed or was closed is launched again; Playwright closes it when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launchBrowser();
    shared = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launching) shared = undefined;
        }),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/** Closes the contexts a file left open in the shared browser, so the next file starts clean. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** A Playwright wait fails well inside Vitest's test timeout, with Playwright's own message. */
const ACTION_TIMEOUT_MS = 10_000;

/**
 * A fresh context (its own session storage) at the sandbox's origin, with one page. The app's
 * service worker is blocked: a page it answered would not be seen by `page.route`, and a test
 * would depend on what an earlier visit left. Only e2e/offline-app.spec.ts allows it.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Africa/Johannesburg',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    ...options,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page };
}

/**
 * What went wrong in a page that a user would not see in the DOM: console errors (a CSP refusal,
 * a failed load), uncaught exceptions, and browser dialogs (the 'auth token not set.' alert).
 */
export function watchPage(page: Page) {
  const problems = { consoleErrors: [] as string[], pageErrors: [] as string[] };
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { problems, dialogs };
}

/**
 * Where screenshots for a person to look at go: only when E2E_SHOTS_DIR names a folder. They are
 * never compared, so `npm test` takes none (each full-page shot costs the browser a paint of the
 * whole page); `E2E_SHOTS_DIR=/tmp/e2e-shots npx vitest run --project e2e` writes them all.
 */
const shotsDir = process.env.E2E_SHOTS_DIR;

/** A screenshot of the page (full length) or of one element, into the shots folder, if any. */
export async function screenshot(target: Page | Locator, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const path = join(shotsDir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: true, animations: 'disabled' });
  else await target.screenshot({ path, animations: 'disabled' });
}

/** Where the browser put a document the app opened in a new window, and whether it is a PDF. */
export interface OpenedDocument {
  /** The address the app gave the window (the PDF's `blob:` URL). */
  url: string;
  /** What arrived there is a PDF: shown in a full Chromium's viewer, or saved by the headless
   * shell, which has no viewer (as Chrome does with "Download PDFs" switched on). */
  isPdf: boolean;
}

/**
 * Does `act` (the click or key press on Download Forms) and resolves with what became of the
 * window it opened. The window opens empty inside the press (so no pop-up blocker refuses it)
 * and is given the PDF's `blob:` address once the bytes have arrived. The tests run in Chromium's
 * headless shell (scripts/chromium.mjs), where a PDF navigation turns into a download; with
 * CHROME_PATH pointing at a full Chrome it is shown in the viewer. Both are the browser's own
 * handling of a PDF: the app's part, a new window at a PDF's address, is checked either way.
 */
export async function documentOpenedBy(
  page: Page,
  act: () => Promise<void>,
): Promise<OpenedDocument> {
  const context = page.context();
  // Listen from the popup's first event: the download can start before `popup` resolves.
  let downloaded: (download: Download) => void = () => undefined;
  const download = new Promise<Download>((resolve) => (downloaded = resolve));
  const onPage = (opened: Page) => opened.once('download', downloaded);
  context.on('page', onPage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no download')), ACTION_TIMEOUT_MS);
  });
  // Handled below (a race that may start after it fires): not an unhandled rejection meanwhile.
  gaveUp.catch(() => undefined);
  try {
    const [popup] = await Promise.all([page.waitForEvent('popup'), act()]);
    const viewed = popup.waitForURL(/^blob:/).then(async (): Promise<OpenedDocument> => ({
      url: popup.url(),
      isPdf: (await popup.evaluate(() => document.contentType)) === 'application/pdf',
    }));
    const saved = Promise.race([download, gaveUp]).then(async (file): Promise<OpenedDocument> => ({
      url: file.url(),
      isPdf:
        readFileSync(await file.path())
          .subarray(0, 5)
          .toString('latin1') === '%PDF-',
    }));
    // A download aborts the window's navigation: whichever gives a result first wins.
    return await Promise.any([viewed, saved]).catch(() => {
      throw new Error('The new window neither showed nor saved a document');
    });
  } finally {
    clearTimeout(timer);
    context.off('page', onPage);
  }
}

/** A description of the focused element, for keyboard journeys. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      // The element's role: its own attribute, else the one HTML gives a table row.
      role: element?.getAttribute('role') ?? (element?.tagName === 'TR' ? 'row' : ''),
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"], [role="alertdialog"]')),
      inTable: Boolean(element?.closest('table')),
    };
  });
}
