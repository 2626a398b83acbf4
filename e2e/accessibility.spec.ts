/**
 * Accessibility of the journeys: the list and the details page used with the keyboard alone,
 * and axe-core's WCAG 2.x A/AA and best-practice rules on the pages as an adviser sees them.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { focusedElement } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** Presses a key until the focused element matches, at most `limit` times. */
async function pressUntil(
  page: Page,
  key: string,
  matches: (focused: Awaited<ReturnType<typeof focusedElement>>) => boolean,
  limit = 12,
) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const focused = await focusedElement(page);
    if (matches(focused)) return focused;
  }
  throw new Error(
    `${key} × ${limit} never reached the element: at ${JSON.stringify(await focusedElement(page))}`,
  );
}

describe('Accessibility', () => {
  test('keyboard only: Tab into the list, arrow to Edit, Enter; Back and YES by keyboard', async () => {
    const { page, problems } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    const grid = applicationGrid(page);
    await grid.getByRole('button', { name: 'Edit FN10023458' }).waitFor();

    // The grid is one Tab stop; inside it the arrow keys move between rows and cells.
    await pressUntil(page, 'Tab', (f) => f.inGrid);
    await pressUntil(
      page,
      'ArrowDown',
      // A row's text starts with its cells' labels for stacked screens (hidden from the
      // accessibility tree): find the row by its policy number.
      (f) => f.role === 'row' && f.name.includes('FN10023458'),
      4,
    );
    const edit = await pressUntil(page, 'ArrowRight', (f) => f.tag === 'button', 6);
    expect(edit.name).toBe('Edit FN10023458');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/consentDetails');
    await page.getByRole('heading', { name: 'Consent Application Details', level: 1 }).waitFor();

    // Back closes the page's action bar, after every field of the form.
    await pressUntil(page, 'Tab', (f) => f.tag === 'button' && f.name === 'Back', 80);
    await page.keyboard.press('Enter');
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to leave this page?' })
      .waitFor();
    // NO, the safe answer, has the focus (docs/behaviour.md#focus); YES is the next Tab.
    await expect
      .poll(async () => await focusedElement(page))
      .toMatchObject({ inDialog: true, name: 'NO' });
    const yes = await pressUntil(page, 'Tab', (f) => f.name === 'YES', 1);
    expect(yes.inDialog).toBe(true);
    // Focus stays in the dialog while it is open: Tab past the last button wraps inside it.
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toMatchObject({ inDialog: true, name: 'NO' });
    await page.keyboard.press('Shift+Tab');
    expect(await focusedElement(page)).toMatchObject({ inDialog: true, name: 'YES' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await grid.getByRole('rowheader', { name: 'FN10023458' }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('axe: the list, the details page and its leave-page dialog have no violations', async () => {
    const { page } = await journey.newPage({ bypassCSP: true });
    await signInThroughHub(page, 'thandi');
    await applicationGrid(page).getByRole('button', { name: 'Edit FN10023456' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit FN10023456' }).click();
    await page.getByRole('heading', { name: 'Consent Application Details', level: 1 }).waitFor();
    // Judge the page once its consent has loaded: Request Consent turns on then (FN10023456 has
    // none yet), and half-way through its colour change its label has too little contrast.
    const requestConsent = page.getByRole('button', { name: 'Request Consent', exact: true });
    await expect.poll(() => requestConsent.isEnabled(), { timeout: 5_000 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to leave this page?' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe: the signed-out notice, the staff hub and the empty list have no violations', async () => {
    const { page } = await journey.newPage({ bypassCSP: true });
    await page.goto('/home');
    const notice = page.getByRole('region', { name: 'You are not signed in' });
    await notice.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await notice.getByRole('link', { name: 'Go to the staff hub' }).click();
    await page.getByRole('heading', { name: 'Staff hub', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in as Lerato Mokoena' }).click();
    await page.waitForURL('**/home');
    await applicationGrid(page)
      .getByText('No consent applications yet.', { exact: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
