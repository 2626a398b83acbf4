/**
 * Flaky networks (docs/behaviour.md#flaky-networks): the offline banner stays in view; Save
 * offline waits to send at once, keeps every value and leaves no loader, and back online it is
 * sent by itself, one plan (a lost answer and its repeat are e2e/save-queue.spec.ts's). When the details
 * page's own code cannot be fetched, React Router loads the page again (its way with a route
 * module that will not load), and the adviser stays on the list. With no signal, Request Consent
 * says it needs one and sends nothing, and the list shows its rows as last read, with a note that
 * moves nothing (docs/behaviour.md#no-signal).
 */
import { describe, expect, test } from 'vitest';
import { routes } from '../src/api/endpoints.ts';
import { screenshot } from './support/browser.ts';
import { applicationGrid } from './support/journey.ts';
import { listedApplications, signInThroughHub } from './support/sandbox.ts';
import {
  backToList,
  button,
  detailsHeading,
  fillCommon,
  fillStopOrder,
  openEdit,
  openNew,
  storedPlans,
  textbox,
  toast,
} from './support/details-form.ts';
import { OFFLINE_TEXT, useFieldJourney } from './support/field.ts';

const journey = useFieldJourney();

describe('flaky networks', () => {
  test('offline Save: waits to send, nothing lost, loader off; back online, sent by itself, one plan', async () => {
    const { page, context } = await journey.newPage();
    await openNew(page);
    await fillCommon(page, 'E2E_OFF_01', 'Stop Order');
    await fillStopOrder(page);

    await context.setOffline(true);
    // On this page the bar says it (docs/behaviour.md#no-signal); the banner stands down.
    const bar = page.getByRole('region', { name: 'Consent and next step' });
    const offline = bar.getByText('Offline', { exact: true });
    await offline.waitFor();
    expect(await page.getByText(OFFLINE_TEXT, { exact: false }).count()).toBe(0);
    // It stays in view with the bar, wherever the form is scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const viewportHeight = page.viewportSize()!.height;
    await expect
      .poll(async () => {
        const box = await offline.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewportHeight;
      })
      .toBe(true);
    const started = Date.now();
    await button(page, 'Save').click();
    // smoke: it waits to send (docs/behaviour.md#no-signal: e2e/save-queue.spec.ts owns it).
    await bar.getByText('Waiting to send').waitFor();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await toast(page, OFFLINE_TEXT).count()).toBe(0);
    expect(await textbox(page, 'Policy Number').inputValue()).toBe('E2E_OFF_01');
    expect(await textbox(page, 'First Name').inputValue()).toBe('Thandiwe');
    expect(await textbox(page, 'Employee Ref Number').inputValue()).toBe('PERSAL12345678');
    await screenshot(page, 'field-offline-save');
    expect(await storedPlans(journey.sandbox, 'E2E_OFF_01')).toBe(0);

    // Back online, it is sent by itself: one plan, and the page edits it.
    await context.setOffline(false);
    await offline.waitFor({ state: 'detached' });
    await toast(page, 'Form saved successfully').waitFor();
    await page.getByText('Application E2E_OFF_01').waitFor();
    expect(await storedPlans(journey.sandbox, 'E2E_OFF_01')).toBe(1);
  }, 60_000);

  test("the details page's code cannot be fetched: the list stays (React Router loads it again), then New opens", async () => {
    const { page } = await journey.newPage();
    let refused = 0;
    let refuse = true;
    // Only the page's own chunk, from the start (before the list can load it for later).
    // (The details route's module holds the page: named after either, whatever the bundler does.)
    await page.route('**/assets/{ConsentDetailsPage,consent-details-main}-*.js', (route) => {
      if (!refuse) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await signInThroughHub(page, 'thandi');
    await page.getByRole('heading', { name: 'Consent Application List', level: 1 }).waitFor();
    let loads = 0;
    page.on('load', () => (loads += 1));

    await button(page, 'New').click();
    // The route's code is refused: the list is loaded again, in place (a new document: wait for
    // it, so that nothing below races the reload).
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => loads, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Consent Application List', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await screenshot(page, 'field-details-code-refused');
    // Once loaded again, nothing asks for the code by itself: no reload in a loop.
    const afterReload = refused;
    await page.waitForTimeout(3000);
    expect(refused).toBe(afterReload);

    refuse = false;
    await button(page, 'New').click();
    await detailsHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/consentDetails');
  }, 60_000);

  test('no signal: Request Consent needs one and sends nothing; the list shows its rows as last read, noted, nothing moved', async () => {
    const { page, context } = await journey.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughHub(page, 'thandi');
    const grid = applicationGrid(page);
    const edits = grid.getByRole('button', { name: /^Edit / });
    await edits.first().waitFor();
    const heading = page.getByRole('heading', { name: 'Consent Application List', level: 1 });
    const newButton = button(page, 'New');
    // Where the first row and New stand under the heading: the note must not move them.
    const below = async () => {
      const top = (await heading.boundingBox())!.y;
      return [
        (await newButton.boundingBox())!.y - top,
        (await edits.first().boundingBox())!.y - top,
      ];
    };
    const online = await below();

    await openEdit(page, 'FN10023456');
    const request = button(page, 'Request Consent');
    await expect.poll(() => request.isEnabled()).toBe(true);
    const tokenCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes(routes.consentToken)) tokenCalls.push(call.url());
    });
    await context.setOffline(true);
    const reason = 'Needs a signal: the client answers on their phone while you wait';
    await page.getByText(reason).first().waitFor();
    expect(await request.isDisabled()).toBe(true);
    expect(await request.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (await request.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    // A tap on it anyway: nothing is sent, nothing is said in a toast.
    await request.click({ force: true });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(tokenCalls).toEqual([]);

    await backToList(page);
    const note = page
      .getByRole('status')
      .filter({ hasText: /^Offline — applications as of \d\d:\d\d$/ });
    await note.waitFor();
    expect(await grid.locator('tbody > tr').count()).toBe(
      (await listedApplications(journey.sandbox, 'thandi')).length,
    );
    expect(await below()).toEqual(online);
    await screenshot(page, 'field-offline-list-390');
    // On a desktop the note stands beside New, on its line.
    await page.setViewportSize({ width: 1366, height: 900 });
    const [noteBox, newBox] = [(await note.boundingBox())!, (await newButton.boundingBox())!];
    expect(noteBox.y + noteBox.height / 2).toBeCloseTo(newBox.y + newBox.height / 2, -1);
    expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(newBox.x);
    await screenshot(page, 'field-offline-list-1366');
    expect(tokenCalls).toEqual([]);
  }, 60_000);
});
