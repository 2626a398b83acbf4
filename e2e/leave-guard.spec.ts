/**
 * Leaving Consent Application Details with unsaved changes, against the sandbox, as the browser's
 * history sees it (docs/behaviour.md#application-details): the back button asks every time, NO
 * keeps everything, YES makes the move; and the guard leaves history as it would be without it
 * (no entry added after NO, YES or a save), also after a reload restored a draft; and closing the
 * tab with unsaved changes is held (beforeunload). The question itself (its words, NO first,
 * Escape, the focus) is the flow stories' (docs/testing.md).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  LEAVE_TITLE,
  button,
  detailsHeading,
  openEdit,
  textbox,
  toast,
} from './support/details-form.ts';
import { afterDraftPause, useFieldJourney } from './support/field.ts';
import { applicationGrid } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

// Reloads are accepted (an adviser who says yes to the browser's warning); counted below.
const journey = useFieldJourney();

async function openPage() {
  const { page, dialogs, pageErrors } = await journey.newPage();
  const unloadWarnings: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') unloadWarnings.push(new URL(page.url()).pathname);
  });
  return { page, dialogs, pageErrors, unloadWarnings };
}

const path = (page: Page) => new URL(page.url()).pathname;
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const question = (page: Page) => page.getByRole('alertdialog', { name: LEAVE_TITLE });

async function answer(page: Page, choice: 'NO' | 'YES') {
  await question(page).getByRole('button', { name: choice, exact: true }).click();
  await question(page).waitFor({ state: 'detached' });
}

async function expectList(page: Page) {
  await page.waitForURL('**/home');
  await applicationGrid(page).getByRole('rowheader', { name: 'FN10023456' }).waitFor();
}

describe('leaving with unsaved changes: the browser history', () => {
  test('back asks every time: NO stays with what was typed, YES goes back; no entry added', async () => {
    const { page, dialogs, pageErrors, unloadWarnings } = await openPage();
    await signInThroughHub(page, 'thandi');
    await button(page, 'New').click();
    await detailsHeading(page).waitFor();
    const entries = await historyLength(page);
    await textbox(page, 'Surname').fill('Nkosi');

    for (let round = 0; round < 2; round += 1) {
      await page.goBack();
      await question(page).waitFor();
      await answer(page, 'NO');
      expect(path(page)).toBe('/consentDetails');
      expect(await textbox(page, 'Surname').inputValue()).toBe('Nkosi');
    }
    expect(await historyLength(page)).toBe(entries);

    await page.goBack();
    await answer(page, 'YES');
    await expectList(page);
    expect(await historyLength(page)).toBe(entries);
    // Forward is the details page again, as the browser would have it without the guard.
    await page.goForward();
    await detailsHeading(page).waitFor();
    expect(path(page)).toBe('/consentDetails');

    expect({ dialogs, pageErrors, unloadWarnings }).toEqual({
      dialogs: [],
      pageErrors: [],
      unloadWarnings: [],
    });
  }, 60_000);

  test('after a save back goes straight to the list (smoke: the edit is stored); after YES on Home, back is the details page once', async () => {
    const { page, dialogs, pageErrors, unloadWarnings } = await openPage();
    await signInThroughHub(page, 'thandi');
    await openEdit(page, 'FN10023457');
    const entries = await historyLength(page);
    const surname = textbox(page, 'Surname');
    await expect.poll(() => surname.inputValue()).not.toBe('');
    const changed = `${await surname.inputValue()}-Dube`;
    await surname.fill(changed);
    await button(page, 'Save').click();
    await page
      .getByRole('alertdialog', { name: 'Attention' })
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await toast(page, 'Form updated successfully').waitFor();
    await expect.poll(() => button(page, 'Save').isDisabled()).toBe(true);
    expect(await historyLength(page)).toBe(entries);

    await page.goBack();
    await expectList(page);
    expect(await question(page).count()).toBe(0);

    // smoke: the sandbox kept the edit ('Attention' itself: the flow story EditAttention); the
    // list, reloaded, opens it changed.
    await page.reload();
    await expectList(page);
    await openEdit(page, 'FN10023457');
    await expect.poll(() => surname.inputValue()).toBe(changed);
    await surname.fill('Mokoena');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await answer(page, 'YES');
    await expectList(page);
    await page.goBack();
    await detailsHeading(page).waitFor();
    expect(path(page)).toBe('/consentDetails');
    await page.goBack();
    await expectList(page);

    expect({ dialogs, pageErrors, unloadWarnings }).toEqual({
      dialogs: [],
      pageErrors: [],
      unloadWarnings: [],
    });
  }, 60_000);

  test('a reload restores the draft and keeps the guard: back asks, YES goes to the list', async () => {
    const { page, dialogs, pageErrors, unloadWarnings } = await openPage();
    await signInThroughHub(page, 'thandi');
    await openEdit(page, 'FN10023458');
    const firstName = textbox(page, 'First Name');
    await expect.poll(() => firstName.inputValue()).not.toBe('');
    await firstName.fill('Changed');
    await afterDraftPause(page, 'Changed');
    await page.reload();
    expect(unloadWarnings).toEqual(['/consentDetails']);
    await page.getByRole('region', { name: 'Unsaved changes restored' }).waitFor();
    expect(await firstName.inputValue()).toBe('Changed');

    // A slow phone (the CPU 6× slower): the router's updates reach React as transitions, and
    // NO's reset is then still pending when Back is pressed again; the second move must still
    // ask (it stayed held, unasked, while the guard followed a 'blocked' flag).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goBack();
    await answer(page, 'NO');
    expect(path(page)).toBe('/consentDetails');
    expect(await firstName.inputValue()).toBe('Changed');
    await page.goBack();
    await answer(page, 'YES');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expectList(page);
    // YES to "Any unsaved changes will be lost": the draft went with them.
    const row = applicationGrid(page).getByRole('row').filter({ hasText: 'FN10023458' });
    await row.waitFor();
    expect(await row.getByText('Unsaved draft').count()).toBe(0);
    // YES's move was not asked about a second time by the browser.
    expect({ dialogs, pageErrors, unloadWarnings }).toEqual({
      dialogs: [],
      pageErrors: [],
      unloadWarnings: ['/consentDetails'],
    });
  }, 60_000);

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
});
