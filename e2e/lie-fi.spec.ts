/**
 * A signal that lies (docs/behaviour.md#no-signal): the list restored from the tab's copy says it
 * is a copy from its first paint ('Applications as of 14:05 — checking…'), and 'Offline —
 * applications as of 14:05' within 3 s on the page's clock when the network does not answer,
 * whatever `navigator.onLine` says: requests held and never answered, or refused. When a read
 * lands the note goes. A Save that gets no answer for 3 s waits to send, and its one request,
 * answered later, stores it once.
 */
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { routes } from '../src/api/endpoints.ts';
import { screenshot } from './support/browser.ts';
import { applicationGrid } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';
import {
  button,
  fillCommon,
  fillDebitOrder,
  openNew,
  storedPlans,
  toast,
} from './support/details-form.ts';
import { useFieldJourney } from './support/field.ts';

const journey = useFieldJourney();

/** The services' calls (the app's own files are served as usual). */
const isServiceCall = (url: URL) =>
  url.pathname.startsWith('/node-ussd-integration/') || url.pathname.startsWith('/api/');

const note = (page: Page) =>
  page.getByRole('status').filter({ hasText: /applications as of \d\d:\d\d/i });
const CHECKING = /^Applications as of \d\d:\d\d — checking…$/;
const OFFLINE = /^Offline — applications as of \d\d:\d\d$/;

const edits = (page: Page) => applicationGrid(page).getByRole('button', { name: /^Edit / });

/**
 * Runs the page's clock forward in 100 ms steps until `done` (the page's own work between steps
 * goes on as it comes): how far the clock went, in ms.
 */
async function runUntil(
  page: Page,
  done: () => boolean | Promise<boolean>,
  most = 40_000,
): Promise<number> {
  let ran = 0;
  while (!(await done())) {
    if (ran >= most) throw new Error(`not done after ${most} ms on the page's clock`);
    await page.clock.runFor(100);
    ran += 100;
  }
  return ran;
}

const noteSays = async (page: Page, words: RegExp) =>
  words.test((await note(page).textContent()) ?? '');
const noNote = async (page: Page) => (await note(page).count()) === 0;

/**
 * Thandi's list read once and kept in the tab's copy, with the page's clock installed: it is
 * paused from the reload on, and run forward by the test, never waited for on the wall clock.
 */
async function listWithCopy(): Promise<Page> {
  const { page } = await journey.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await signInThroughHub(page, 'thandi');
  await edits(page).first().waitFor();
  // The copy is written a second after the read (its throttle).
  await page.clock.runFor(2_000);
  await page.waitForFunction(
    (name) => Object.keys(sessionStorage).some((key) => key.endsWith(`:${name}`)),
    'list-copy',
  );
  return page;
}

/** Reloads the page with its clock paused: how far the clock ran until the rows showed. */
async function reloadPaused(page: Page): Promise<number> {
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.reload({ waitUntil: 'domcontentloaded' });
  return runUntil(page, () => edits(page).first().isVisible());
}

describe('a signal that lies', () => {
  test("held and never answered: the copy says 'checking…' at once, 'Offline' 3 s on; a read that lands takes it away", async () => {
    const page = await listWithCopy();
    const held: Route[] = [];
    const hold = (route: Route) => void held.push(route);
    await page.route(isServiceCall, hold);
    const toRows = await reloadPaused(page);
    expect(await noteSays(page, CHECKING)).toBe(true);
    await screenshot(page, 'lie-fi-checking-390');
    const toOffline = await runUntil(page, () => noteSays(page, OFFLINE));
    console.log(`lie-fi e2e: rows at ${toRows} ms, 'Offline' ${toOffline} ms later (page clock)`);
    // From the copy's first paint (the read left before it, in hydration).
    expect(toOffline).toBeLessThanOrEqual(3_000);
    await screenshot(page, 'lie-fi-offline-390');

    // The signal comes back: the held reads end with no answer (as a phone's time out), the next
    // try lands, and the note goes; the rows stay.
    await page.unroute(isServiceCall, hold);
    for (const route of held.splice(0)) await route.abort('timedout').catch(() => undefined);
    await runUntil(page, () => noNote(page));
    expect(await edits(page).count()).toBeGreaterThan(0);
  }, 90_000);

  test("refused: 'Offline' within 3 s, the reads go on behind it, and the note goes when one lands", async () => {
    const page = await listWithCopy();
    const listPath = routes.applications.split(':')[0];
    const tries: Request[] = [];
    const refuse = (route: Route) => {
      if (route.request().url().includes(listPath)) tries.push(route.request());
      return route.abort('connectionrefused');
    };
    await page.route(isServiceCall, refuse);
    const toRows = await reloadPaused(page);
    const toOffline = await runUntil(page, () => noteSays(page, OFFLINE));
    console.log(`lie-fi e2e (refused): rows at ${toRows} ms, 'Offline' ${toOffline} ms later`);
    expect(toOffline).toBeLessThanOrEqual(3_000);
    // It stays 'Offline' through the tries behind it, never back to 'checking…' as each starts.
    const before = tries.length;
    let stayed = true;
    await runUntil(page, async () => {
      stayed &&= await noteSays(page, OFFLINE);
      return tries.length > before + 2;
    });
    expect(stayed).toBe(true);

    await page.unroute(isServiceCall, refuse);
    await runUntil(page, () => noNote(page));
  }, 90_000);

  test("offline and back: the note goes as the read started by the signal's return lands", async () => {
    const page = await listWithCopy();
    await page.context().setOffline(true);
    await expect.poll(() => noteSays(page, OFFLINE)).toBe(true);
    await page.context().setOffline(false);
    await runUntil(page, () => noNote(page));
  }, 60_000);

  test('a Save with no answer for 3 s waits to send; answered later, it is stored once, never sent twice', async () => {
    const { page } = await journey.newPage();
    await page.clock.install();
    await openNew(page);
    await fillCommon(page, 'E2E_LIEFI_01', 'Debit Order');
    await fillDebitOrder(page);
    const creates: Request[] = [];
    let answer: (() => Promise<void>) | undefined;
    await page.route(`**${routes.createPlan}`, (route) => {
      creates.push(route.request());
      answer = () => route.continue();
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await button(page, 'Save').click();
    await runUntil(page, () => creates.length === 1);
    const bar = page.getByRole('region', { name: 'Consent and next step' });
    const waiting = bar.getByText('Waiting to send');
    // The loader covers the Save's own try, then the bar says it waits: no spinner for 30 s.
    const toWaiting = await runUntil(
      page,
      async () =>
        (await waiting.isVisible()) && (await page.getByRole('progressbar').count()) === 0,
    );
    console.log(`lie-fi e2e (Save): 'Waiting to send' with no loader at ${toWaiting} ms`);
    expect(toWaiting).toBeLessThanOrEqual(3_000);
    await screenshot(page, 'lie-fi-save-waiting');

    // It answers at 3.5 s: confirmed by that one request.
    await page.clock.runFor(500);
    await answer!();
    const saved = toast(page, 'Form saved successfully');
    await runUntil(page, () => saved.isVisible());
    await runUntil(page, () => page.getByText('Application E2E_LIEFI_01').isVisible());
    await page.clock.runFor(120_000);
    expect(creates).toHaveLength(1);
    expect(await storedPlans(journey.sandbox, 'E2E_LIEFI_01')).toBe(1);
  }, 90_000);
});
