/**
 * Consent Application Details against the sandbox: an application edited and saved after the
 * 'Attention' question; leaving with unsaved changes asked about (browser back, the header's
 * Home link, closing the tab); and a keyboard-only run from New to saved.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import {
  LEAVE_TITLE,
  backToList,
  button,
  dateDigits,
  detailsHeading,
  openEdit,
  storedPlans,
  textbox,
  toast,
} from './support/details-form.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** Tab (only Tab) until the focus is inside `target`; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A select by keyboard: open it, typeahead to the option, Enter. */
async function chooseByKeys(page: Page, label: string, option: string) {
  await tabTo(page, page.getByRole('button', { name: new RegExp(label) }));
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(option);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, textbox(page, name));
  await page.keyboard.type(text);
}

async function dateByKeys(page: Page, label: string, digits: string) {
  await tabTo(page, page.getByRole('group', { name: label }));
  await page.keyboard.type(digits);
}

describe('Consent Application Details: editing and leaving', () => {
  test('edit a plan: Attention No puts the loaded values back, Yes saves; the list keeps it', async () => {
    const { page, problems } = await journey.newPage({ bypassCSP: true });
    await signInThroughHub(page, 'thandi');
    await openEdit(page, 'FN10023457');
    const surname = textbox(page, 'Surname');
    await expect.poll(() => surname.inputValue()).not.toBe('');
    const loaded = await surname.inputValue();
    expect(await button(page, 'Save').isDisabled()).toBe(true);

    await surname.fill(`${loaded}-Dube`);
    await button(page, 'Save').click();
    const attention = page.getByRole('alertdialog', { name: 'Attention' });
    await attention.getByText('Consent will be cleared in order to request new consent').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await attention.getByRole('button', { name: 'No', exact: true }).click();
    await expect.poll(() => surname.inputValue()).toBe(loaded);

    await surname.fill(`${loaded}-Dube`);
    await button(page, 'Save').click();
    await attention.getByRole('button', { name: 'Yes', exact: true }).click();
    await toast(page, 'Form updated successfully').waitFor();
    await expect.poll(() => button(page, 'Save').isDisabled()).toBe(true);

    await backToList(page);
    await page.reload();
    await openEdit(page, 'FN10023457');
    await expect.poll(() => surname.inputValue()).toBe(`${loaded}-Dube`);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('unsaved changes: browser back and Home ask first; NO stays, YES leaves', async () => {
    const { page } = await journey.newPage({ bypassCSP: true });
    await signInThroughHub(page, 'thandi');
    await button(page, 'New').click();
    await detailsHeading(page).waitFor();
    await textbox(page, 'Surname').fill('Nkosi');

    await page.goBack();
    const modal = page.getByRole('alertdialog', { name: LEAVE_TITLE });
    await modal.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'NO', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/consentDetails');
    expect(await textbox(page, 'Surname').inputValue()).toBe('Nkosi');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await modal.getByRole('button', { name: 'YES', exact: true }).click();
    await page.waitForURL('**/home');
    await applicationGrid(page).getByRole('rowheader', { name: 'FN10023456' }).waitFor();
  });

  test('unsaved changes: closing the tab is held (beforeunload); a clean form is not', async () => {
    const { page } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    await openEdit(page, 'FN10023458');
    const surname = textbox(page, 'Surname');
    await expect.poll(() => surname.inputValue()).not.toBe('');
    // The event the browser sends before it unloads: a handler that cancels it makes the browser
    // ask. (Closing a page for real here would take the test's browser with it.)
    const held = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await held()).toBe(false);
    await surname.pressSequentially('x');
    await expect.poll(held).toBe(true);
    await button(page, 'Reset').click();
    // Reset on a changed form asks first; Yes puts the loaded plan back.
    const question = page.getByRole('alertdialog', { name: 'Reset the form?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(held).toBe(false);
  });

  test('keyboard only: from the list’s New to a saved stop order with Tab, typing and Enter', async () => {
    const { page, problems } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    await tabTo(page, button(page, 'New'));
    await page.keyboard.press('Enter');
    await detailsHeading(page).waitFor();

    await typeInto(page, 'Policy Number', 'E2E_KEYS_01');
    await chooseByKeys(page, 'Application Type', 'New business');
    await chooseByKeys(page, 'Payment Method', 'Stop Order');
    await dateByKeys(page, 'Start Date', dateDigits(7));
    await typeInto(page, 'Total Premium', '99.5');
    await typeInto(page, 'First Name', 'Sipho');
    await typeInto(page, 'Surname', 'Dlamini');
    await typeInto(page, 'ID / Passport Number', '9002025009086');
    await typeInto(page, 'Cellphone Number', '0831112222');
    await typeInto(page, 'Postal Address line 1', 'PO Box 7');
    await typeInto(page, 'Postal Address line 2', 'Durban 4001');
    // Enter in Agency Number searches (it does not submit the form).
    await typeInto(page, 'Agency Number', '220310');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => textbox(page, 'Agency Description').inputValue())
      .toBe('South African Police Service');
    await typeInto(page, 'Employee Ref Number', 'SAPS00445566');
    await dateByKeys(page, 'First Deduction Date', dateDigits(14));
    await screenshot(page, 'details-keyboard-filled');

    await tabTo(page, button(page, 'Save'));
    await page.keyboard.press('Enter');
    await toast(page, 'Form saved successfully').waitFor();
    expect(await storedPlans(journey.sandbox, 'E2E_KEYS_01')).toBe(1);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
