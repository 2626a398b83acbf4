/**
 * A stop order saved with no signal (docs/behaviour.md#no-signal), against the sandbox: the
 * agency number is kept as typed and the Save waits as "the agency is looked up when the signal
 * returns"; when the signal returns the look-up runs first and the plan is stored once, with the
 * agency's name. An unknown number needs the adviser's attention, 'Agency Not Found' at the
 * field, and the form opens to fix it. The queue's rules are the outbox's unit tests
 * (src/features/outbox/agency-first.test.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  backToList,
  button,
  fillCommon,
  fillStopOrderWithNoSignal,
  openNew,
  storedPlans,
  textbox,
  toast,
} from './support/details-form.ts';
import { useFieldJourney } from './support/field.ts';
import { applicationGrid } from './support/journey.ts';

const journey = useFieldJourney();

const bar = (page: Page) => page.getByRole('region', { name: 'Consent and next step' });
const rowOf = (page: Page, policyNumber: string) =>
  applicationGrid(page).getByRole('row').filter({ hasText: policyNumber });
const LOOKED_UP_LATER = 'The agency is looked up when the signal returns';

/** A new stop order filled and saved with no signal, the agency number only typed. */
async function savedWithNoSignal(page: Page, policyNumber: string, agencyNumber: string) {
  await openNew(page);
  await fillCommon(page, policyNumber, 'Stop Order');
  await page.context().setOffline(true);
  await bar(page).getByText('Offline', { exact: true }).waitFor();
  await fillStopOrderWithNoSignal(page, agencyNumber);
  // Search needs a signal; the description is left to the Save, never typed.
  expect(await button(page, 'Search').isDisabled()).toBe(true);
  expect(await textbox(page, 'Agency Description').inputValue()).toBe('');
  await button(page, 'Save').click();
  await bar(page).getByText('Waiting to send').waitFor();
  await bar(page).getByText(LOOKED_UP_LATER).waitFor();
  expect(await page.getByRole('alertdialog', { name: /^Error/ }).count()).toBe(0);
  expect(await textbox(page, 'Agency Number').inputValue()).toBe(agencyNumber);
}

describe('a stop order saved with no signal', () => {
  test('waits as "the agency is looked up"; the signal back, looked up first and stored once with its name', async () => {
    const { page, pageErrors } = await journey.newPage();
    await savedWithNoSignal(page, 'E2E_OFFSTOP_01', '104501');
    // The consent panel follows the Save that waits.
    await page.getByText('Sent when the signal returns: the message is shown then.').waitFor();
    await screenshot(page, 'offline-stop-details-waiting');

    await backToList(page);
    await rowOf(page, 'E2E_OFFSTOP_01').getByText(`Next: ${LOOKED_UP_LATER}`).waitFor();
    await screenshot(page, 'offline-stop-list-waiting');
    expect(await storedPlans(journey.sandbox, 'E2E_OFFSTOP_01')).toBe(0);

    await page.context().setOffline(false);
    await toast(page, 'Form saved successfully').waitFor();
    await rowOf(page, 'E2E_OFFSTOP_01').getByText('No consent').waitFor();
    expect(await storedPlans(journey.sandbox, 'E2E_OFFSTOP_01')).toBe(1);

    // Opened, it shows the agency's name the look-up gave.
    await rowOf(page, 'E2E_OFFSTOP_01')
      .getByRole('button', { name: /^Edit / })
      .click();
    await page.getByText('Application E2E_OFFSTOP_01').waitFor();
    await expect.poll(() => textbox(page, 'Agency Description').inputValue()).toMatch(/\S/);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  test("an unknown agency number: Needs your attention, 'Agency Not Found', and the form opens to fix it", async () => {
    const { page, pageErrors } = await journey.newPage();
    await savedWithNoSignal(page, 'E2E_OFFSTOP_02', '999999');
    await backToList(page);
    await page.context().setOffline(false);

    const row = rowOf(page, 'E2E_OFFSTOP_02');
    await row.getByText('Needs your attention').waitFor();
    expect(await storedPlans(journey.sandbox, 'E2E_OFFSTOP_02')).toBe(0);
    await screenshot(page, 'offline-stop-list-attention');

    await row.getByRole('button', { name: /^Edit / }).click();
    await bar(page).getByText('Agency Not Found. Fix the form and save again.').waitFor();
    // The field says it too, and the number is there to fix.
    const agencyNumber = textbox(page, 'Agency Number');
    const stopOrder = page.getByRole('region', { name: 'Stop Order Details' });
    await stopOrder.getByText('Agency Not Found').waitFor();
    await expect.poll(() => agencyNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await agencyNumber.inputValue()).toBe('999999');
    await screenshot(page, 'offline-stop-details-attention');

    await agencyNumber.fill('104501');
    await button(page, 'Search').click();
    await expect.poll(() => textbox(page, 'Agency Description').inputValue()).toMatch(/\S/);
    await button(page, 'Save').click();
    await toast(page, 'Form saved successfully').waitFor();
    await page.getByText('Application E2E_OFFSTOP_02').waitFor();
    expect(await storedPlans(journey.sandbox, 'E2E_OFFSTOP_02')).toBe(1);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
