/**
 * Consent Application Details, reached from the list by Edit or New through the real router, and
 * left again through Back (smoke: the leave question is owned by the flow stories and
 * e2e/leave-guard.spec.ts, docs/testing.md).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { focusedElement, screenshot } from './support/browser.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

const LEAVE_TITLE = 'Are you sure you want to leave this page?';

function detailsHeading(page: Page) {
  return page.getByRole('heading', { name: 'Consent Application Details', level: 1 });
}

/** What the details page says about the plan: its text and any field values. */
function mainContent(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const values = Array.from(main.querySelectorAll('input, select, textarea')).map(
      (field) => (field as HTMLInputElement).value,
    );
    return [(main as HTMLElement).innerText, ...values].join('\n');
  });
}

describe('Consent Application Details', () => {
  test('Edit opens the plan, its heading focused; smoke: Back asks, YES returns to the list', async () => {
    const { page, problems, dialogs } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    await applicationGrid(page).getByRole('button', { name: 'Edit FN10023456' }).click();

    await page.waitForURL('**/consentDetails');
    await detailsHeading(page).waitFor();
    expect(await mainContent(page)).toContain('FN10023456');
    // The new page's heading takes focus, so the next Tab starts on this page.
    await expect
      .poll(async () => (await focusedElement(page)).name, { timeout: 5_000 })
      .toBe('Consent Application Details');

    // smoke: the leave question on the real router (the question itself: the flow stories
    // LeaveUntouched and LeaveWithUnsavedChanges; the browser's history: leave-guard.spec.ts).
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    const modal = page.getByRole('alertdialog', { name: LEAVE_TITLE });
    await modal.waitFor();
    await screenshot(page, 'details-leave-modal');
    await modal.getByRole('button', { name: 'YES', exact: true }).click();
    await page.waitForURL('**/home');
    await applicationGrid(page).getByRole('rowheader', { name: 'FN10023456' }).waitFor();
    // The question goes with the page (after its closing animation: wait, do not count at once).
    await modal.waitFor({ state: 'detached' });

    expect(dialogs).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('New opens an empty application, even after a plan was edited', async () => {
    const { page, problems } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    await applicationGrid(page).getByRole('button', { name: 'Edit FN10023457' }).click();
    await detailsHeading(page).waitFor();
    expect(await mainContent(page)).toContain('FN10023457');

    // Home (the header link) clears the selected plan; New then starts afresh.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL('**/consentDetails');
    await detailsHeading(page).waitFor();
    expect(await mainContent(page)).not.toContain('FN10023457');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
