/**
 * The app opens with no signal after a first visit (docs/behaviour.md#installed-app-and-updates), through its own
 * service worker, the one spec where a worker is allowed (e2e/support/browser.ts blocks it in all
 * others). One page walks the adviser's way: the first visit installs the worker; the site is
 * installable; a new build waits for the adviser (not while the form has changes); the signal
 * goes (the sandbox stops, the context goes offline) and the details form and the list still
 * open, under the pages' Content-Security-Policy; Reload then takes the new build, still offline.
 *
 * Its own sandbox serves a copy of the build, so that "a new build" is this copy's worker changed,
 * and the shared build stays as it is.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeContexts, openPage, screenshot, sharedBrowser } from './support/browser.ts';
import { detailsHeading, textbox } from './support/details-form.ts';
import { afterDraftPause } from './support/field.ts';
import { distDir, removeTempDirs, signInThroughHub } from './support/sandbox.ts';
import { startSandbox, type Sandbox } from '../sandbox/test/helpers.ts';

const READY = 'A new version is ready';
const SAVE_FIRST = 'Save or leave your changes first; Reload comes back then.';

let sandbox: Sandbox;
let browser: Browser;
let copy: string;
let sandboxStopped = false;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'ussd-offline-app-'));
  cpSync(join(distDir, '..'), join(copy, 'dist'), {
    recursive: true,
    filter: (path) => !path.includes('client-sourcemaps'),
  });
  [sandbox, browser] = await Promise.all([
    startSandbox({ distDir: join(copy, 'dist', 'client') }),
    sharedBrowser(),
  ]);
});
afterAll(async () => {
  await closeContexts(browser);
  if (!sandboxStopped) await sandbox?.close();
  await removeTempDirs();
  rmSync(copy, { recursive: true, force: true });
});

/** A new build's worker: other bytes at the same address (its compressed copies go with it). */
function publishNewWorker() {
  const worker = join(copy, 'dist', 'client', 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next build\n`);
  rmSync(`${worker}.br`);
  rmSync(`${worker}.gz`);
}

const listHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Consent Application List', level: 1 });
const prompt = (page: Page) => page.getByRole('status').filter({ hasText: READY });

describe('the app with no signal', () => {
  test('installs on the first visit, waits for Reload on a new build, opens with no signal', async () => {
    const { context, page } = await openPage(browser, sandbox.base, { serviceWorkers: 'allow' });
    const pageErrors: string[] = [];
    const policyRefusals: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyRefusals.push(message.text());
    });
    // The reloads below leave a form with changes: the adviser says yes to the browser's question.
    page.on('dialog', (dialog) => void dialog.accept());

    // The first visit: through the hub, as an adviser signs in. The worker takes the page.
    await signInThroughHub(page, 'thandi');
    await listHeading(page).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // A new build: found at the next visit, it waits, and the adviser is told.
    publishNewWorker();
    await page.reload();
    await prompt(page).getByRole('button', { name: 'Reload' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'offline-app-update-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'offline-app-update-1366');

    // While the form has changes the new build does not offer to take over.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await detailsHeading(page).waitFor();
    await textbox(page, 'First Name').fill('Nomsa');
    await prompt(page).getByText(SAVE_FIRST).waitFor();
    expect(await prompt(page).getByRole('button', { name: 'Reload' }).count()).toBe(0);
    await afterDraftPause(page);

    // The signal goes: the services are gone and the browser is offline.
    await sandbox.close();
    sandboxStopped = true;
    await context.setOffline(true);

    // A reload of the form: the worker answers with the page as the server sent it, policy and
    // all; the app runs under it (the restored draft's notice is the app's, from the tab's storage).
    const details = await page.reload();
    expect(details?.fromServiceWorker()).toBe(true);
    expect(details?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await detailsHeading(page).waitFor();
    await page.getByRole('region', { name: 'Unsaved changes restored' }).waitFor();
    expect(await textbox(page, 'First Name').inputValue()).toBe('Nomsa');

    // The list opens too; with no form open, Reload takes the new build, still with no signal.
    await page.goto('/home');
    await listHeading(page).waitFor();
    const reloaded = page.waitForEvent('load');
    await prompt(page).getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await listHeading(page).waitFor();
    expect(await prompt(page).count()).toBe(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeNull();

    expect(pageErrors).toEqual([]);
    expect(policyRefusals).toEqual([]);
  }, 60_000);
});
