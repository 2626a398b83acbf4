/**
 * The list used with the keyboard alone, through the real router to the details page (smoke: the
 * table's Tab path is also DataTable's and ApplicationTable's stories', docs/testing.md). axe-core's
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
  test('smoke: keyboard only, Tab through search, filter, Sort by, the sort buttons and the rows to Edit; Enter opens the plan', async () => {
    const { page, problems } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    const grid = applicationGrid(page);
    await grid.getByRole('button', { name: 'Edit FN10023458' }).waitFor();
    // Every row's state known (nine rows: all read on a desktop), the queue by value would move
    // rows: "Order by what to do next" is offered beside the count (docs/behaviour.md#application-list).
    await page.getByRole('button', { name: 'Order by what to do next' }).waitFor();

    // From the search, each Tab reaches the next control: no grid holds the focus.
    await page.getByRole('searchbox', { name: 'Find an application' }).focus();
    const stops: string[] = [];
    const edit = await pressUntil(
      page,
      'Tab',
      (f) => {
        stops.push(f.inTable ? `${f.tag} ${f.name}` : f.tag);
        return f.name === 'Edit FN10023458';
      },
      16,
    );
    expect(stops.slice(0, 6)).toEqual([
      'input', // the status filter: one Tab stop, the arrows choose
      'button', // Order by what to do next
      'select', // Sort by
      'button Policy Number↕',
      'button Client↕',
      'button Date Created↕',
    ]);
    // Then each row's button in the work queue's order, one Tab each.
    expect(stops.slice(6).every((stop) => /^button (Edit|Download Forms) /.test(stop))).toBe(true);
    expect(edit.tag).toBe('button');
    // The arrow keys move nothing in the table.
    await page.keyboard.press('ArrowDown');
    expect((await focusedElement(page)).name).toBe('Edit FN10023458');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/consentDetails');
    await page.getByRole('heading', { name: 'Consent Application Details', level: 1 }).waitFor();
    await page.getByText('Application FN10023458').waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
