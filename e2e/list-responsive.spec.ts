/**
 * The whole journey on a phone (390 × 844) and a tablet in portrait (768 × 1024), by touch:
 * New → Save → Request Consent, answered on the handset page → Generate Forms → back to the list
 * → find the application → Download Forms. Each page is axe-clean and never scrolls sideways
 * (docs/behaviour.md#application-list). On the phone the cards sort with "Sort by", by keyboard.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApplicationRow } from '../src/api/contract.ts';
import { axeViolations } from './support/axe.ts';
import { documentOpenedBy, screenshot } from './support/browser.ts';
import {
  consentSection,
  generateFormsButton,
  nothingRunning,
  requestConsentButton,
  toast,
} from './support/consent.ts';
import { button, fillCommon, fillDebitOrder } from './support/details-form.ts';
import { useJourney } from './support/journey.ts';
import { listedApplications, signInThroughHub } from './support/sandbox.ts';

const journey = useJourney({ ussdTimeoutS: 60 });
const CELL = '0821234567';

const screens = [
  { name: 'phone', width: 390, height: 844, policy: 'E2E_PHONE_01' },
  { name: 'tablet', width: 768, height: 1024, policy: 'E2E_TABLET_01' },
] as const;

/**
 * Nothing wider than the screen (WCAG 1.4.10), and axe finds nothing, on the settled page: the
 * full-screen loader (a progress bar over the page, outside the landmarks while it shows) gone.
 */
async function fitsAndPasses(page: Page, width: number) {
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await axeViolations(page)).toEqual([]);
}

/** The element lies wholly inside the viewport's width, and is at least 44 × 44 (touch). */
/** Every button of that name (the compact header's and the panel's, on a phone) fits and is big enough. */
async function inReach(page: Page, name: string, width: number) {
  const buttons = await page.getByRole('button', { name, exact: true }).all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
}

describe.each(screens)('On a $name ($width × $height)', ({ name, width, height, policy }) => {
  test('New → Save → consent on the handset → Generate Forms → Download Forms', async () => {
    const screen = { viewport: { width, height }, hasTouch: true, isMobile: true, bypassCSP: true };
    const { page, problems } = await journey.newPage(screen);
    await signInThroughHub(page, 'thandi');
    const list = page.getByRole('grid', { name: 'Consent Application List' });
    await list.getByRole('row').nth(1).waitFor();
    await fitsAndPasses(page, width);
    await screenshot(page, `responsive-${name}-list`);

    await button(page, 'New').click();
    await page.getByRole('heading', { level: 1, name: 'Consent Application Details' }).waitFor();
    await fillCommon(page, policy, 'Debit Order');
    await fillDebitOrder(page);
    await button(page, 'Save').click();
    await toast(page, 'Form saved successfully').waitFor();
    await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
    await inReach(page, 'Request Consent', width);
    await fitsAndPasses(page, width);

    // The client's phone, in a second window of the same size.
    const handset = await page.context().newPage();
    await handset.goto(`/sandbox/handset?cell=${CELL}`);
    await handset.getByText(`Watching ${CELL}.`).waitFor();
    await requestConsentButton(page).click();
    const prompt = handset.getByRole('article', { name: /USSD request/ });
    await prompt.waitFor({ timeout: 15_000 });
    // The prompt and its answers show without scrolling.
    const accept = prompt.getByRole('button', { name: '1 Accept' });
    const acceptBox = await accept.boundingBox();
    expect(acceptBox!.y + acceptBox!.height).toBeLessThanOrEqual(height);
    await fitsAndPasses(handset, width);
    await screenshot(handset, `responsive-${name}-handset`);
    await accept.click();

    await consentSection(page).getByText('Consent accepted', { exact: true }).waitFor();
    await expect.poll(() => nothingRunning(page)).toBe(true);
    await generateFormsButton(page).click();
    await toast(page, 'Document uploaded').waitFor({ timeout: 20_000 });
    await fitsAndPasses(page, width);
    await screenshot(page, `responsive-${name}-details`);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.getByRole('searchbox', { name: 'Find an application' }).fill(policy);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 of \d+ applications match$/ })
      .waitFor();
    const row = list.getByRole('row').nth(1);
    expect(await row.innerText()).toContain('Forms ready');
    await inReach(page, `Download Forms ${policy}`, width);
    await fitsAndPasses(page, width);
    await screenshot(page, `responsive-${name}-found`);
    const opened = await documentOpenedBy(page, () =>
      page.getByRole('button', { name: `Download Forms ${policy}` }).click(),
    );
    expect(opened.url).toMatch(/^blob:/);
    expect(opened.isPdf).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  }, 180_000);
});

/** What each "Sort by" option orders by, read from the service's rows (the oracle). */
const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
const sortKeys: Record<string, (row: ApplicationRow) => string | number> = {
  'Policy Number': (row) => row.policyNumber ?? '',
  Client: (row) => [row.clientInfo?.name, row.clientInfo?.surname].filter(Boolean).join(' '),
  'Date Created': ({ createdAt }) =>
    typeof createdAt === 'number' ? createdAt : createdAt ? Date.parse(createdAt) : -Infinity,
};
const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

test('On a phone (390 × 844) the cards sort by every key, both ways, by keyboard', async () => {
  const screen = {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
  };
  const { page, problems } = await journey.newPage(screen);
  const rows = await listedApplications(journey.sandbox, 'thandi');
  const byPolicy = new Map(rows.map((row) => [String(row.policyNumber), row]));
  await signInThroughHub(page, 'thandi');
  const list = page.getByRole('grid', { name: 'Consent Application List' });
  // An application's own row: the prerendered first screen's loading row is a row too, and the
  // list that replaces it takes the focus with it.
  await list.getByRole('rowheader', { name: String(rows[0].policyNumber) }).waitFor();
  // The cards' policy numbers, top to bottom (each card's row header, less its visible label).
  const shown = async () =>
    (await list.getByRole('rowheader').allInnerTexts()).map((text) =>
      text.replace(/^Policy Number\s*/, '').trim(),
    );
  const announcement = page.locator('[aria-live="assertive"]', { hasText: 'sorted by column' });

  // Tab from the search: the status filter, then "Sort by".
  await page.getByRole('searchbox', { name: 'Find an application' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  expect(await sortBy.evaluate((select) => select === document.activeElement)).toBe(true);
  const text = () => sortBy.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
  expect(await text()).toBe('Not sorted');

  const options = [
    ['Policy Number', 'A–Z', 'ascending'],
    ['Policy Number', 'Z–A', 'descending'],
    ['Client', 'A–Z', 'ascending'],
    ['Client', 'Z–A', 'descending'],
    ['Date Created', 'oldest first', 'ascending'],
    ['Date Created', 'newest first', 'descending'],
  ] as const;
  for (const [column, words, direction] of options) {
    // A closed select's ↓ chooses the next option (Chromium on Linux and Windows).
    await page.keyboard.press('ArrowDown');
    await expect.poll(text).toBe(`${column} (${words})`);
    await announcement
      .filter({ hasText: `sorted by column ${column} in ${direction} order` })
      .waitFor();
    const order = await shown();
    expect(order.toSorted()).toEqual(rows.map((row) => String(row.policyNumber)).toSorted());
    const keys = order.map((policy) => sortKeys[column](byPolicy.get(policy)!));
    for (let i = 1; i < keys.length; i++) {
      const step = compare(keys[i - 1], keys[i]);
      expect(direction === 'ascending' ? step <= 0 : step >= 0, `${column} ${direction}`).toBe(
        true,
      );
    }
    if (direction === 'ascending')
      await screenshot(page, `responsive-phone-sorted-${column.replace(' ', '-').toLowerCase()}`);
  }
  // ↑ goes back a step.
  await page.keyboard.press('ArrowUp');
  await expect.poll(text).toBe('Date Created (oldest first)');
  await fitsAndPasses(page, 390);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
}, 60_000);
