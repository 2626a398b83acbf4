/**
 * Consent Application Details against the sandbox: new applications saved (stop order, debit
 * order) and found in the list after a reload, saved once however often Save is pressed (a
 * taken policy number is refused in e2e/screens.spec.ts; bad input and the error summary are the
 * flow story InvalidSubmit's, docs/testing.md). axe judges the page in each state; the
 * screenshots are for a person to look at.
 */
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import {
  backToList,
  button,
  fillCommon,
  fillDebitOrder,
  fillStopOrder,
  openNew,
  storedPlans,
  textbox,
  toast,
} from './support/details-form.ts';
import { applicationGrid, useJourney } from './support/journey.ts';

const journey = useJourney();

describe('Consent Application Details: new applications', () => {
  test('a stop order is saved, the page then edits it, and the list shows it after a reload', async () => {
    // bypassCSP: axe is injected as a script, which the app's CSP rightly refuses otherwise.
    const { page, problems, dialogs } = await journey.newPage({ bypassCSP: true });
    await openNew(page);
    await screenshot(page, 'details-empty');
    expect(await axeViolations(page)).toEqual([]);

    await fillCommon(page, 'E2E_STOP_01', 'Stop Order');
    await fillStopOrder(page);
    // Derived as the adviser types: the initial from the first name, the birth date from the ID.
    expect(await textbox(page, 'Initial').inputValue()).toBe('T');
    expect(await page.getByRole('group', { name: 'Date of Birth' }).innerText()).toMatch(
      /15\D+01\D+1985/,
    );
    await screenshot(page, 'details-filled-stop-order');

    await button(page, 'Save').click();
    await toast(page, 'Form saved successfully').waitFor();
    await page.getByText('Application E2E_STOP_01').waitFor();
    expect(await button(page, 'Save').isDisabled()).toBe(true);
    expect(await storedPlans(journey.sandbox, 'E2E_STOP_01')).toBe(1);
    await screenshot(page, 'details-saved');
    expect(await axeViolations(page)).toEqual([]);

    await backToList(page);
    await page.reload();
    await applicationGrid(page).getByRole('rowheader', { name: 'E2E_STOP_01' }).waitFor();
    expect(dialogs).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('a debit order: a double-click on Save makes one plan', async () => {
    const { page, problems } = await journey.newPage();
    await openNew(page);
    await fillCommon(page, 'E2E_DEBIT_02', 'Debit Order');
    // The stop order group is not shown, so its required fields do not hold the save back.
    expect(await page.getByRole('region', { name: 'Stop Order Details' }).count()).toBe(0);
    await fillDebitOrder(page);
    await screenshot(page, 'details-filled-debit-order');

    await button(page, 'Save').dblclick();
    await toast(page, 'Form saved successfully').first().waitFor();
    await page.getByText('Application E2E_DEBIT_02').waitFor();
    expect(await storedPlans(journey.sandbox, 'E2E_DEBIT_02')).toBe(1);
    expect(await page.getByRole('alertdialog', { name: /^Error/ }).count()).toBe(0);

    await backToList(page);
    await page.reload();
    await applicationGrid(page).getByRole('rowheader', { name: 'E2E_DEBIT_02' }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
