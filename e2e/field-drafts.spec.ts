/**
 * Nothing typed is lost (docs/behaviour.md#drafts): half a form survives a reload and a renderer
 * crash in the same tab, with a notice saying when it was kept and a Discard action; another
 * adviser never sees it; a saved application's draft is marked in the list and removed by a save.
 */
import { chromium, type Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import { testChromePath, chromiumArgs } from '../scripts/chromium.mjs';
import { screenshot } from './support/browser.ts';
import { newPlan } from './support/consent.ts';
import {
  button,
  detailsHeading,
  openNew,
  textbox,
  toast,
  typeDate,
} from './support/details-form.ts';
import { afterDraftPause, reloadCrashedTab, useFieldJourney } from './support/field.ts';
import { applicationGrid } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useFieldJourney();
const notice = (page: Page) => page.getByRole('region', { name: 'Unsaved changes restored' });

async function halfAForm(page: Page) {
  await openNew(page);
  await textbox(page, 'Policy Number').fill('E2E_DRAFT_01');
  await textbox(page, 'First Name').fill('Nomsa');
  await textbox(page, 'ID / Passport Number').fill('8501150234085');
  await typeDate(page, 'Start Date', '01122026');
  await afterDraftPause(page, '2026-12-01');
}

async function expectRestored(page: Page) {
  await detailsHeading(page).waitFor();
  await notice(page).waitFor();
  expect(await notice(page).innerText()).toMatch(
    /kept in this browser tab at \d\d\/\d\d\/\d{4} \d\d:\d\d/,
  );
  expect(await textbox(page, 'Policy Number').inputValue()).toBe('E2E_DRAFT_01');
  expect(await textbox(page, 'First Name').inputValue()).toBe('Nomsa');
  expect(await textbox(page, 'ID / Passport Number').inputValue()).toBe('8501150234085');
  expect(await page.getByRole('group', { name: 'Start Date' }).innerText()).toMatch(
    /01\D+12\D+2026/,
  );
}

describe('drafts', () => {
  test('half a form, reload: restored with a notice; Discard empties it and it stays gone', async () => {
    const { page, pageErrors } = await journey.newPage();
    await halfAForm(page);
    await page.reload();
    await expectRestored(page);
    // Restored values are unsaved changes: Save is on.
    expect(await button(page, 'Save').isEnabled()).toBe(true);
    await screenshot(page, 'field-draft-restored');

    await notice(page).getByRole('button', { name: 'Discard draft' }).click();
    await notice(page).waitFor({ state: 'detached' });
    expect(await textbox(page, 'Policy Number').inputValue()).toBe('');
    // The notice went with its button: the focus is in the bar (its state: Save is off), never
    // the page (docs/behaviour.md#focus).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('[aria-label="Consent and next step"]') !== null,
        ),
      )
      .toBe(true);
    await page.reload();
    await detailsHeading(page).waitFor();
    await page.waitForTimeout(500);
    expect(await notice(page).count()).toBe(0);
    expect(await textbox(page, 'First Name').inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
  }, 60_000);

  test('the renderer crashes, the tab is reloaded: restored', async () => {
    // Its own browser, with the DevTools port the crashed tab is reloaded through.
    const debugPort = 20_000 + Math.floor(Math.random() * 20_000);
    const browser = await chromium.launch({
      executablePath: testChromePath,
      args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
    });
    onTestFinished(() => browser.close());
    const context = await browser.newContext({
      baseURL: journey.sandbox.base,
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await halfAForm(page);
    const cdp = await context.newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    void cdp.send('Page.crash').catch(() => undefined); // the renderer dies before it answers
    await crashed;

    const tab = await reloadCrashedTab(debugPort, '/consentDetails');
    onTestFinished(() => tab.close());
    const shown = () =>
      tab.evaluate<string[]>(`[
        document.querySelector('section[aria-labelledby] h2')?.textContent ?? '',
        document.getElementById('policyNumber')?.value ?? '',
        document.getElementById('firstName')?.value ?? '',
        document.getElementById('idNumber')?.value ?? '',
      ]`);
    await expect
      .poll(shown, { timeout: 15_000 })
      .toEqual(['Unsaved changes restored', 'E2E_DRAFT_01', 'Nomsa', '8501150234085']);
  }, 60_000);

  test('another adviser signing in on the tab never sees the draft', async () => {
    const { page } = await journey.newPage();
    await halfAForm(page);
    await signInThroughHub(page, 'lerato');
    await button(page, 'New').click();
    await detailsHeading(page).waitFor();
    await page.waitForTimeout(500);
    expect(await notice(page).count()).toBe(0);
    expect(await textbox(page, 'Policy Number').inputValue()).toBe('');
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.filter((key) => key.includes('1004521'))).toEqual([]);
  }, 60_000);

  test("a saved application's draft: restored on reload, marked in the list, restored on Edit, gone after Save", async () => {
    const plan = await newPlan(journey.sandbox);
    const { page } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    const grid = applicationGrid(page);
    await grid.getByRole('button', { name: `Edit ${plan.policyNumber}` }).click();
    await page.getByText(`Application ${plan.policyNumber}`).waitFor();
    await textbox(page, 'First Name').fill('Changed');
    await afterDraftPause(page, 'Changed');
    await page.reload(); // the tab reloads (e.g. the phone dropped it): the same application
    await page.getByText(`Application ${plan.policyNumber}`).waitFor();
    await notice(page).waitFor();
    expect(await textbox(page, 'First Name').inputValue()).toBe('Changed');
    await page.goto('/home');
    const row = grid.getByRole('rowheader', { name: new RegExp(plan.policyNumber) });
    await row.getByText('Unsaved draft').waitFor();
    await screenshot(page, 'field-list-draft-badge');

    await grid.getByRole('button', { name: `Edit ${plan.policyNumber}` }).click();
    await notice(page).waitFor();
    expect(await textbox(page, 'First Name').inputValue()).toBe('Changed');
    await button(page, 'Save').click();
    await page
      .getByRole('alertdialog', { name: 'Attention' })
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await toast(page, 'Form updated successfully').waitFor();
    await notice(page).waitFor({ state: 'detached' });
    await page.goto('/home');
    await grid.getByRole('rowheader', { name: new RegExp(plan.policyNumber) }).waitFor();
    expect(await grid.getByText('Unsaved draft').count()).toBe(0);
  }, 60_000);
});
