/**
 * The list keeps the adviser's place (docs/behaviour.md#application-list, #focus), against the
 * sandbox: when the signal returns with a Save waiting, the offline banner leaves room where it
 * was and the row just sent restyles in place (the first row's y does not change); Back from the
 * 10th application returns to it, in view, with the focus on its Edit, at 390 × 844 and
 * 1366 × 900.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { routes } from '../src/api/endpoints.ts';
import { axeViolations } from './support/axe.ts';
import { focusedElement, screenshot } from './support/browser.ts';
import {
  backToList,
  button,
  detailsHeading,
  fillCommon,
  LEAVE_TITLE,
  fillDebitOrder,
  openNew,
  toast,
} from './support/details-form.ts';
import { newPlan } from './support/consent.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** Thandi's demo world holds 9 applications: 20 more, so that the 10th is well down the list. */
let more: Promise<unknown> | undefined;
const enoughApplications = () =>
  (more ??= (async () => {
    for (let n = 0; n < 20; n += 1) await newPlan(journey.sandbox);
  })());

const firstRow = (page: Page) => applicationGrid(page).locator('tbody > tr').first();
const topOf = async (page: Page) => (await firstRow(page).boundingBox())?.y;

describe('the place in the list', () => {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ]) {
    test(`the signal returns with a Save waiting at ${width}: the first row stays where it was`, async () => {
      const phone = width < 768;
      const { page, problems } = await journey.newPage({
        viewport: { width, height },
        hasTouch: phone,
        isMobile: phone,
        // axe's script is injected (e2e/support/axe.ts).
        bypassCSP: true,
      });
      // The page's clock: the back-off after the signal returns is run forward, not waited for.
      await page.clock.install();
      await openNew(page);
      await fillCommon(page, `E2E_PLACE_${width}`, 'Debit Order');
      await fillDebitOrder(page);
      await page.context().setOffline(true);
      await button(page, 'Save').click();
      await page.getByText('Waiting to send').first().waitFor();
      await backToList(page);
      await firstRow(page).getByText('Waiting to send').waitFor();
      await page.getByText("You're offline.", { exact: false }).waitFor();
      const before = await topOf(page);
      await screenshot(page, `list-place-offline-waiting-${width}`);

      // The list's read after the Save is held: between the two the sent row stays.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const list = `**${routes.applications.replace(':employeeNumber', '*')}`;
      await page.route(list, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await page.context().setOffline(false);
      await page.clock.fastForward(120_000);
      await toast(page, 'Form saved successfully').waitFor();
      await firstRow(page).getByText('No consent').waitFor();
      expect(await firstRow(page).getByRole('rowheader').textContent()).toContain(
        `E2E_PLACE_${width}`,
      );
      expect(await topOf(page)).toBe(before);
      // The list's answer holds the service's row: it takes over in the same place.
      const answered = page.waitForResponse(list);
      release();
      await answered;
      // The row is drawn again under the service's id: measured once it is.
      await expect.poll(() => topOf(page)).toBe(before);
      expect(await firstRow(page).getByRole('rowheader').textContent()).toContain(
        `E2E_PLACE_${width}`,
      );
      await page.getByText("You're back online").waitFor();
      await screenshot(page, `list-place-back-online-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      // Console errors are the offline calls' own (the browser logs each refused load).
      expect(problems.pageErrors).toEqual([]);
    }, 60_000);
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`Back from the 10th application at ${viewport.width}: the same row, in view, its Edit focused`, async () => {
      await enoughApplications();
      const { page, problems } = await journey.newPage({ viewport, bypassCSP: true });
      await signInThroughHub(page, 'thandi');
      const edits = applicationGrid(page).getByRole('button', { name: /^Edit / });
      await edits.nth(9).waitFor();
      const tenth = edits.nth(9);
      const name = (await tenth.getAttribute('aria-label')) ?? '';
      await tenth.scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const yBefore = (await tenth.boundingBox())?.y;
      // The application is held on its way: the row says so at once, and a second in the loader
      // names it.
      const policyNumber = name.replace(/^Edit /, '');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${routes.plan.replace(':policyNumber', policyNumber)}`, async (route) => {
        await held;
        await route.continue();
      });
      await tenth.click();
      await applicationGrid(page)
        .getByRole('button', { name: `Opening ${policyNumber}…` })
        .waitFor();
      await screenshot(
        applicationGrid(page).getByRole('row').filter({ hasText: policyNumber }),
        `list-place-opening-row-${viewport.width}`,
      );
      // Shown (not only blocking) once the second has passed: the loader names what opens.
      const loader = page
        .locator('[data-visible]')
        .getByRole('progressbar', { name: new RegExp(`^Opening ${policyNumber}, `) });
      await loader.waitFor();
      await screenshot(loader, `list-place-opening-loader-${viewport.width}`);
      release();
      await detailsHeading(page).waitFor();

      await button(page, 'Back').click();
      // The leave question, where the form asks it, is answered yes.
      const leave = page.getByRole('alertdialog', { name: LEAVE_TITLE });
      const home = applicationGrid(page);
      await leave.or(home).first().waitFor();
      if (await leave.isVisible()) await leave.getByRole('button', { name: 'YES' }).click();
      await page.waitForURL('**/home', { waitUntil: 'commit' });
      const again = applicationGrid(page).getByRole('button', { name });
      await again.waitFor();
      await expect.poll(async () => (await focusedElement(page)).name).toBe(name);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect((await again.boundingBox())?.y).toBe(yBefore);
      expect(await edits.nth(9).getAttribute('aria-label')).toBe(name);
      await screenshot(page, `list-place-back-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    }, 60_000);
  }
});
