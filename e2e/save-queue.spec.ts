/**
 * A Save with no signal waits to send (docs/behaviour.md#no-signal), against the sandbox: kept in
 * the tab through a reload, first on the list, sent by itself when the signal returns and stored
 * exactly once; a refusal on the first send keeps the application and says why. The rules of the
 * queue are its unit test's (src/features/outbox/outbox.test.ts), the bar's words its stories'.
 *
 * The signal is taken from the create alone (the page and the list still load): its request
 * reaches the sandbox and the answer is lost on the way back, the hardest case for "exactly
 * once". `loseTheSignal` and `signalReturns` are the seam for a variant that takes the whole
 * network away (the context offline and the sandbox stopped) once the app's service worker opens
 * a reload with no signal.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { routes } from '../src/api/endpoints.ts';
import { screenshot } from './support/browser.ts';
import {
  backToList,
  button,
  detailsHeading,
  fillCommon,
  fillDebitOrder,
  openNew,
  storedPlans,
  textbox,
  toast,
} from './support/details-form.ts';
import { useFieldJourney } from './support/field.ts';
import { applicationGrid, gridBodyRows } from './support/journey.ts';

// The reload is accepted, as an adviser who says yes to the browser's question.
const journey = useFieldJourney();

const CREATE = `**${routes.createPlan}`;

/** Whether a page's creates still lose their answers (until `signalReturns`). */
const signalLost = new WeakMap<Page, boolean>();

/** Each create reaches the sandbox, and its answer is lost: a dropped connection. */
async function loseTheSignal(page: Page, keys: string[] = []) {
  signalLost.set(page, true);
  await page.route(CREATE, async (route: Route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch().catch(() => null);
    // A try already on its way as the signal returns gets its answer, as it would on a phone: the
    // handler is never taken away under it (an unroute then left the request with no answer).
    if (response && signalLost.get(page) === false) await route.fulfill({ response });
    else await route.abort('internetdisconnected');
  });
}

/**
 * The signal returns: the browser says so (`online`), as a phone finding its network does. A Save
 * that was sent with no answer is in its back-off (at most 2 min): the page's clock jumps past it.
 */
async function signalReturns(page: Page) {
  signalLost.set(page, false);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.clock.fastForward(120_000);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Consent and next step' });
const rowOf = (page: Page, policyNumber: string) =>
  applicationGrid(page).getByRole('row').filter({ hasText: policyNumber });

async function newApplicationSavedWithNoSignal(page: Page, policyNumber: string, keys?: string[]) {
  await openNew(page);
  await fillCommon(page, policyNumber, 'Debit Order');
  await fillDebitOrder(page);
  await loseTheSignal(page, keys);
  await button(page, 'Save').click();
  await bar(page).getByText('Waiting to send').waitFor();
}

/** The event the browser sends before it unloads: cancelled, the browser asks first. */
const closingAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('a Save with no signal', () => {
  test('waits, first on the list, through a reload; sent by itself when the signal returns, stored once', async () => {
    const { page, pageErrors } = await journey.newPage();
    // The page's clock, before the page loads: the back-off is run forward, not waited for.
    await page.clock.install();
    const unloadWarnings: string[] = [];
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') unloadWarnings.push(new URL(page.url()).pathname);
    });
    const keys: string[] = [];
    await newApplicationSavedWithNoSignal(page, 'E2E_QUEUE_01', keys);
    // Kept, not refused: no error, the values stay, and Send now is there.
    expect(await page.getByRole('alertdialog', { name: /^Error/ }).count()).toBe(0);
    expect(await textbox(page, 'Surname').inputValue()).toBe('Nkosi');
    // Its next step shows once the form has taken the kept values (a render after the word).
    await bar(page).getByText('Sent when the signal returns').waitFor();
    await screenshot(page, 'save-queue-details-waiting');

    await backToList(page);
    // First in the queue (sent again by the back-off timer meanwhile, it may say Will retry).
    const first = applicationGrid(page).locator('tbody > tr').first();
    await first.getByText('Next: Sent when the signal returns').waitFor();
    expect((await gridBodyRows(applicationGrid(page)))[0]).toEqual([
      'E2E_QUEUE_01',
      'Thandiwe Nkosi',
      '8501150234085',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      expect.stringMatching(/^(Waiting to send|Will retry)\nNext: Sent when the signal returns$/),
      'Edit',
    ]);

    // A reload resumes it: sent again at once, with the same key, and still no answer. The
    // browser asked first (closing the tab would take it away unsent).
    await page.reload();
    await rowOf(page, 'E2E_QUEUE_01').getByText('Will retry').waitFor();
    expect(unloadWarnings).toEqual(['/home']);
    await screenshot(page, 'save-queue-list-will-retry');

    await signalReturns(page);
    await toast(page, 'Form saved successfully').waitFor();
    await rowOf(page, 'E2E_QUEUE_01').getByText('No consent').waitFor();
    // Every create that reached the sandbox (the Save, the timer's, the reload's, the one
    // answered) carried the same key: one plan.
    expect(await storedPlans(journey.sandbox, 'E2E_QUEUE_01')).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect([...new Set(keys)]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // Nothing waits: closing the tab is not held.
    expect(await closingAsks(page)).toBe(false);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  test('refused on its first send (a taken policy number): kept, with why and the form to fix it', async () => {
    const { page, pageErrors } = await journey.newPage();
    await page.clock.install();
    // FN10023458 is one of Thandi's applications already.
    await newApplicationSavedWithNoSignal(page, 'FN10023458');
    await signalReturns(page);
    const why =
      'Error: Form with policy number FN10023458 already exists. Fix the form and save again.';
    await bar(page).getByText(why).waitFor();
    await bar(page).getByText('Needs your attention').waitFor();
    await screenshot(page, 'save-queue-details-attention');

    // Opened again from the list, it shows the kept values and the service's words.
    await backToList(page);
    // A row of its own: the stored FN10023458 is another client's application.
    const row = rowOf(page, 'FN10023458').filter({ hasText: 'Needs your attention' });
    await row.waitFor();
    expect(await rowOf(page, 'FN10023458').count()).toBe(2);
    await row.getByRole('button', { name: 'Edit FN10023458' }).click();
    await detailsHeading(page).waitFor();
    await bar(page).getByText(why).waitFor();
    expect(await textbox(page, 'Surname').inputValue()).toBe('Nkosi');

    // Fixed and saved again: it is what is sent, once.
    await textbox(page, 'Policy Number').fill('E2E_QUEUE_02');
    await button(page, 'Save').click();
    await toast(page, 'Form saved successfully').waitFor();
    await page.getByText('Application E2E_QUEUE_02').waitFor();
    expect(await storedPlans(journey.sandbox, 'E2E_QUEUE_02')).toBe(1);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
