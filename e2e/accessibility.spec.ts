/**
 * The list used with the keyboard alone, through the real router to the details page (smoke: the
 * grid's keys are DataTable's and ApplicationTable's stories', docs/testing.md). axe-core's
 * rules on every state, and the leave question by keyboard, live in e2e/html-validity.spec.ts and
 * the flow stories (docs/testing.md).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { focusedElement } from './support/browser.ts';
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
  test('smoke: keyboard only, Tab into the list, arrow to Edit, Enter on Edit opens the plan', async () => {
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
    await page.getByText('Application FN10023458').waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
