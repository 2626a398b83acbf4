/**
 * The app opens with no signal after a first visit (docs/behaviour.md#installed-app-and-updates,
 * #no-signal), through its own service worker, the one spec where a worker is allowed
 * (e2e/support/browser.ts blocks it in all others). One page walks the adviser's way: the first
 * visit installs the worker; the site is installable; a new build waits for the adviser; the
 * signal goes (the sandbox stops, the context goes offline) with an application open, and Request
 * Consent says it needs a signal; the list, loaded again, shows the rows last read with the
 * "Offline — applications as of" note; a new application typed with no signal keeps the new build
 * waiting, opens again with its draft, and its Save waits to send through two loads; Reload takes
 * the new build, still offline, and the offline list is valid HTML with no axe violation; the
 * sandbox comes back (the same port and data) and the Save is stored exactly once.
 *
 * After a load the worker answered, `navigator.onLine` can stay true in Chromium's headless shell
 * although the context is offline: the app is checked as it must behave then too (a read or a
 * send that gets no answer is no signal, and the `online` event may never come).
 *
 * Its own sandbox serves a copy of the build, so that "a new build" is this copy's worker changed,
 * and the shared build stays as it is.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, openPage, screenshot, sharedBrowser } from './support/browser.ts';
import {
  button,
  detailsHeading,
  fillCommon,
  fillDebitOrder,
  openEdit,
  storedPlans,
  textbox,
  toast,
} from './support/details-form.ts';
import { afterDraftPause } from './support/field.ts';
import { serialisedDom, vnuErrors } from './support/html-validity.ts';
import { applicationGrid } from './support/journey.ts';
import {
  distDir,
  listedApplications,
  removeTempDirs,
  signInThroughHub,
} from './support/sandbox.ts';
import { startSandbox, type Sandbox } from '../sandbox/test/helpers.ts';

const READY = 'A new version is ready';
const SAVE_FIRST = 'Save or leave your changes first; Reload comes back then.';
const NEEDS_A_SIGNAL = 'Needs a signal: the client answers on their phone while you wait';
const POLICY = 'E2E_NO_SIGNAL';

let sandbox: Sandbox;
let browser: Browser;
let copy: string;
let servedDir: string;
let sandboxStopped = false;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'ussd-offline-app-'));
  cpSync(join(distDir, '..'), join(copy, 'dist'), {
    recursive: true,
    filter: (path) => !path.includes('client-sourcemaps'),
  });
  servedDir = join(copy, 'dist', 'client');
  [sandbox, browser] = await Promise.all([startSandbox({ distDir: servedDir }), sharedBrowser()]);
});
afterAll(async () => {
  await closeContexts(browser);
  if (!sandboxStopped) await sandbox?.close();
  await removeTempDirs();
  rmSync(copy, { recursive: true, force: true });
});

/** A new build's worker: other bytes at the same address (its compressed copies go with it). */
function publishNewWorker() {
  const worker = join(servedDir, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next build\n`);
  rmSync(`${worker}.br`);
  rmSync(`${worker}.gz`);
}

const listHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Consent Application List', level: 1 });
const prompt = (page: Page) => page.getByRole('status').filter({ hasText: READY });
const offlineNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline — applications as of \d\d:\d\d$/ });
const rows = (page: Page) => applicationGrid(page).locator('tbody > tr');
const bar = (page: Page) => page.getByRole('region', { name: 'Consent and next step' });
/** The application saved with no signal, on the list: waiting, or tried again and waiting. */
const waiting = (page: Page) =>
  rows(page)
    .filter({ hasText: POLICY })
    .getByText(/^(Waiting to send|Will retry)$/);

describe('the app with no signal', () => {
  test('installs on the first visit, waits for Reload on a new build; with no signal it opens, lists, keeps a Save and sends it once', async () => {
    const { context, page } = await openPage(browser, sandbox.base, { serviceWorkers: 'allow' });
    // The page's clock, before the page loads: the Save's back-off is run forward below, not
    // waited for.
    await page.clock.install();
    const pageErrors: string[] = [];
    const policyRefusals: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyRefusals.push(message.text());
    });
    // The reloads below leave a form with changes, or a Save waiting: the adviser says yes to the
    // browser's question.
    page.on('dialog', (dialog) => void dialog.accept());

    // The first visit: through the hub, as an adviser signs in. The worker takes the page.
    await signInThroughHub(page, 'thandi');
    await listHeading(page).waitFor();
    const listed = (await listedApplications(sandbox, 'thandi')).length;
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

    // An application open as the signal goes: the services are gone and the browser is offline.
    // Request Consent says, before it is pressed, that it needs a signal.
    await openEdit(page, 'FN10023456');
    const request = button(page, 'Request Consent');
    await expect.poll(() => request.isEnabled()).toBe(true);
    await sandbox.close();
    sandboxStopped = true;
    await context.setOffline(true);
    await page.getByText(NEEDS_A_SIGNAL).first().waitFor();
    expect(await request.isDisabled()).toBe(true);

    // The list, loaded again with no signal: the worker answers with the page as the server sent
    // it, policy and all; the rows are the ones last read in this tab, and the note says so.
    const list = await page.goto('/home');
    expect(list?.fromServiceWorker()).toBe(true);
    expect(list?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await offlineNote(page).waitFor();
    // The rows render in slices (docs/architecture.md#delivery): wait for them all.
    await expect.poll(() => rows(page).count()).toBe(listed);

    // A new application, typed with no signal: while the form has changes the new build does not
    // offer to take over. A reload of the form opens it with the draft (the app's notice, from
    // the tab's storage).
    await button(page, 'New').click();
    await detailsHeading(page).waitFor();
    await fillCommon(page, POLICY, 'Debit Order');
    await fillDebitOrder(page);
    await prompt(page).getByText(SAVE_FIRST).waitFor();
    expect(await prompt(page).getByRole('button', { name: 'Reload' }).count()).toBe(0);
    await afterDraftPause(page);
    const details = await page.reload();
    expect(details?.fromServiceWorker()).toBe(true);
    await detailsHeading(page).waitFor();
    await page.getByRole('region', { name: 'Unsaved changes restored' }).waitFor();
    expect(await textbox(page, 'Policy Number').inputValue()).toBe(POLICY);

    // Saved with no signal, it waits to send; the list, loaded again, shows it first.
    await button(page, 'Save').click();
    await bar(page).getByText('Waiting to send').waitFor();
    await page.goto('/home');
    await rows(page).first().getByText(POLICY).waitFor();
    await expect.poll(() => rows(page).count()).toBe(listed + 1);

    // Reload takes the new build, still with no signal, and the Save still waits. (The page
    // after it is judged by axe, whose injected script the policy would rightly refuse: the
    // policy is bypassed from here on, once the loads above have run under it.)
    await cdp.send('Page.setBypassCSP', { enabled: true });
    const reloaded = page.waitForEvent('load');
    await prompt(page).getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await offlineNote(page).waitFor();
    await waiting(page).waitFor();
    expect(await prompt(page).count()).toBe(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeNull();
    expect(await rows(page).first().innerText()).toContain(POLICY);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'offline-app-list-offline-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'offline-app-list-offline-1366');
    // The Nu checker's JVM starts while the journey goes on.
    const checked = vnuErrors(new Map([['the offline list', await serialisedDom(page)]]));
    expect.soft(await axeViolations(page), 'axe: the offline list').toEqual([]);

    // The signal returns: the same sandbox, at the same address, with the same data. The Save is
    // sent by itself and stored once.
    sandbox = await startSandbox({
      distDir: servedDir,
      dataDir: sandbox.dataDir,
      port: sandbox.port,
    });
    sandboxStopped = false;
    await context.setOffline(false);
    // The `online` event comes only to a page that knew it was offline (see above); otherwise the
    // back-off sends it, at most 2 min after the last try: the page's clock jumps past it.
    await page.clock.fastForward(120_000);
    await toast(page, 'Form saved successfully').waitFor();
    await rows(page).filter({ hasText: POLICY }).getByText('No consent').waitFor();
    expect(await storedPlans(sandbox, POLICY)).toBe(1);

    expect((await checked).get('the offline list')).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(policyRefusals).toEqual([]);
  }, 90_000);
});
