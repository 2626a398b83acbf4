/**
 * Consent Application Details against the sandbox: new applications saved (stop order, debit
 * order) and found in the list after a reload, saved once however often Save is pressed, bad
 * input explained at the field and in the error summary (a taken policy number is refused in
 * e2e/screens.spec.ts). axe judges the page in each state; the screenshots are for a person to
 * look at.
 */
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import {
  backToList,
  button,
  fieldError,
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

  test('bad input: a message at each field, the error summary focused, nothing sent or lost', async () => {
    const { page } = await journey.newPage({ bypassCSP: true });
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('createConsentForm')) creates.push(request.method());
    });
    await openNew(page);

    const policy = textbox(page, 'Policy Number');
    await policy.fill('E2E-BAD 03');
    const premium = textbox(page, 'Total Premium');
    await premium.fill('1.234');
    // Errors show when the adviser leaves a field.
    await textbox(page, 'First Name').focus();
    expect(await fieldError(policy)).toContain('No special characters allowed');
    expect(await fieldError(premium)).toContain('Number up to two decimal places allowed');

    await policy.fill('E2E_BAD_03');
    await button(page, 'Save').click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await summary.waitFor();
    await expect
      .poll(() => summary.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    const links = await summary.getByRole('link').allInnerTexts();
    expect(links[0]).toBe('Select the application type');
    expect(links).toContain('Number up to two decimal places allowed');
    expect(links).toContain('Enter the surname');
    await screenshot(page, 'details-invalid');
    expect(await axeViolations(page)).toEqual([]);

    // A link takes the adviser to the field; what was typed is still there.
    await summary.getByRole('link', { name: 'Enter the surname' }).click();
    expect(await textbox(page, 'Surname').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await policy.inputValue()).toBe('E2E_BAD_03');
    expect(await premium.inputValue()).toBe('1.234');
    expect(creates).toEqual([]);
  });
});
