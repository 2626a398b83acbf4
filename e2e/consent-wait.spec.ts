/**
 * The wait for the client's answer (docs/behaviour.md#the-bar, docs/behaviour.md#consent-session),
 * against the sandbox, at 390 × 844 and 1366 × 900 in one test (one plan, one page, resized): with
 * a slow consent-token service the bar says where the prompt goes ('Sending to 082****567…')
 * until the verifier puts it on the phone, then 'Ask the client to reply 1 — 1:58 left'; the
 * focus rests on the state, not on Cancel; the page cannot be pulled to refresh. A reload anyway
 * (the browser's leave question accepted) withdraws the prompt, and the page, the log and the
 * attempts left say so: 'Withdrawn: the page was reloaded', never 'Cancelled'.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../src/api/endpoints.ts';
import { focusedElement, screenshot } from './support/browser.ts';
import {
  consentLog,
  consentSection,
  newPlan,
  openPlan,
  promptArrives,
  promptsOn,
} from './support/consent.ts';
import { useJourney } from './support/journey.ts';

const journey = useJourney();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const bar = (page: Page) => page.getByRole('region', { name: 'Consent and next step' });

/** The text is in the bar and in the viewport, at this width. */
async function inViewAt(page: Page, size: typeof PHONE, text: string | RegExp) {
  await page.setViewportSize(size);
  const box = await bar(page).getByText(text).first().boundingBox();
  return Boolean(box && box.y >= 0 && box.y + box.height <= size.height);
}

/**
 * A whole page load of the details screen after the reload (its code, hydration, the plan and
 * its log) on a CPU shared with other runs: more than one Playwright wait's 10 s may pass.
 */
const RELOADED_MS = 25_000;

test('the wait has two phases, and a reload is named Withdrawn with its attempt', async () => {
  const plan = await newPlan(journey.sandbox);
  const { page, problems } = await journey.newPage({ viewport: PHONE });
  // A slow token service: the prompt is not on the phone until the test lets the call through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${routes.consentToken}*`, async (route) => {
    await held;
    await route.continue();
  });
  await openPlan(page, plan.policyNumber);
  const request = bar(page).getByRole('button', { name: 'Request Consent, next step' });
  await expect.poll(() => request.isEnabled()).toBe(true);
  // The bar's step is the page's one filled button; the table's copy is plain.
  expect(await request.getAttribute('data-variant')).toBe('primary');
  const tableRequest = consentSection(page).getByRole('button', { name: 'Request Consent' });
  expect(await tableRequest.getAttribute('data-variant')).toBe('secondary');

  // Pressed by keyboard: the state takes the focus, so a second Enter cancels nothing.
  await request.focus();
  await page.keyboard.press('Enter');
  const masked = `${plan.cell.slice(0, 3)}****${plan.cell.slice(-3)}`;
  const sending = `Sending to ${masked}…`;
  await bar(page).getByText(sending).waitFor();
  await expect.poll(async () => (await focusedElement(page)).name).toMatch(/^Consent\s+Sending/);
  await page.keyboard.press('Enter');
  expect(await inViewAt(page, DESKTOP, sending)).toBe(true);
  await screenshot(page, 'consent-wait-sending-1366');
  expect(await inViewAt(page, PHONE, sending)).toBe(true);
  expect(await bar(page).getByText('Keep this page open until the client answers.').count()).toBe(
    1,
  );
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorY),
  ).toBe('none');
  // One Cancel while waiting: the bar's. The table's button is off, not spinning.
  expect(await page.getByRole('button', { name: /^Cancel/ }).count()).toBe(1);
  expect(await tableRequest.isDisabled()).toBe(true);
  expect(await tableRequest.getAttribute('data-pending')).toBeNull();

  release();
  await promptArrives(journey.sandbox, plan.cell);
  const ask = /^Ask the client to reply 1 — [12]:\d\d left$/;
  await bar(page).getByText(ask).waitFor();
  expect(await inViewAt(page, PHONE, ask)).toBe(true);
  await screenshot(page, 'consent-wait-waiting-390');
  expect(await inViewAt(page, DESKTOP, ask)).toBe(true);
  expect((await focusedElement(page)).name).toMatch(/^Consent\s+Ask the client/);

  // The adviser reloads anyway and answers the browser's leave question Leave.
  page.removeAllListeners('dialog');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload({ waitUntil: 'commit' });
  const withdrawn = bar(page).getByText('Withdrawn: the page was reloaded');
  await withdrawn.waitFor({ timeout: RELOADED_MS });
  expect(asked).toEqual(['beforeunload']);
  expect(await inViewAt(page, DESKTOP, 'Withdrawn: the page was reloaded')).toBe(true);
  expect(
    await bar(page).getByText('The reload used one attempt (2 of 3 left today).').count(),
  ).toBe(1);
  expect(await consentSection(page).getByText('Attempts left today: 2 of 3').count()).toBe(1);
  expect(await page.getByText(/Cancelled/).count()).toBe(0);
  await screenshot(page, 'consent-wait-withdrawn-1366');
  expect(await inViewAt(page, PHONE, 'Withdrawn: the page was reloaded')).toBe(true);
  // The prompt is gone from the phone, and the log says how the request ended.
  expect(await promptsOn(journey.sandbox, plan.cell)).toEqual([]);
  const [entry] = await consentLog(journey.sandbox, plan.token, plan.policyNumber);
  expect(entry).toMatchObject({ response: 'TimeOut', consentStatus: 'WITHDRAWN' });
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorY),
  ).not.toBe('none');
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
}, 60_000);
