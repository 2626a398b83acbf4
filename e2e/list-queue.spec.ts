/**
 * The list as the adviser's work queue (docs/behaviour.md#application-list), on the real sandbox
 * at a phone's, a tablet's and a desktop's width: by default every application without forms
 * (Edit) comes before every finished one (Download Forms), newest first within each; nothing is
 * wider than the screen, there and at the widths where the cards give way to the table; on the
 * phone (390 × 844) the first application is whole on the first screen, the status filters on
 * one line above it.
 */
import { expect, test } from 'vitest';
import { screenshot } from './support/browser.ts';
import { applicationGrid, gridBodyRows, useJourney } from './support/journey.ts';
import { listedApplications, signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

const screens = [
  { width: 390, height: 844, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1366, height: 900, touch: false },
];

test('the queue’s order at 390, 768 and 1366; at 390 × 844 the first card is on the first screen', async () => {
  const seeded = await listedApplications(journey.sandbox, 'thandi');
  const queue = seeded
    .toSorted(
      (a, b) =>
        Number(Boolean(a.fileNetId)) - Number(Boolean(b.fileNetId)) ||
        Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt)),
    )
    .map((row) => String(row.policyNumber));
  // The oracle has both kinds, so the order can fail.
  expect(seeded.some((row) => row.fileNetId)).toBe(true);
  expect(seeded.some((row) => !row.fileNetId)).toBe(true);

  for (const { width, height, touch } of screens) {
    const { page, problems } = await journey.newPage({
      viewport: { width, height },
      ...(touch ? { hasTouch: true, isMobile: true } : {}),
    });
    await signInThroughHub(page, 'thandi');
    const table = applicationGrid(page);
    await table.getByRole('rowheader', { name: queue[0] }).waitFor();

    const rows = await gridBodyRows(table);
    const policies = rows.map(([policy]) => policy.replace(/^Policy Number\s*/, ''));
    expect(policies, `order at ${width}`).toEqual(queue);
    const actions = rows.map((cells) => cells.at(-1));
    expect(actions.lastIndexOf('Edit')).toBeLessThan(actions.indexOf('Download Forms'));
    expect(
      await page
        .getByRole('combobox', { name: 'Sort by' })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('To do first (newest first)');

    const fit = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      innerHeight,
      firstRow: document.querySelector('tbody tr')!.getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(fit.scrollWidth, `nothing wider than ${width}`).toBeLessThanOrEqual(fit.innerWidth);
    if (width === 390) {
      expect(fit.firstRow.top).toBeGreaterThanOrEqual(0);
      expect(fit.firstRow.bottom, 'the first card on the first screen').toBeLessThanOrEqual(
        fit.innerHeight,
      );
      const chips = page.getByRole('radiogroup', { name: 'Status' }).locator('label');
      const tops = new Set(
        (await chips.evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().top))).map(
          Math.round,
        ),
      );
      expect(tops.size, 'the status filters on one line').toBe(1);
    }
    await screenshot(page, `list-queue-${width}`);
    if (!touch) {
      // Every row's state and next step in: the widest the table gets. Then through the widths
      // around where the cards give way to the table: never wider than the window.
      await expect
        .poll(() => page.getByText('Checking consent…').count(), { timeout: 15_000 })
        .toBe(0);
      for (const between of [944, 960, 1000, 1024, 1040, 1060, 1100]) {
        await page.setViewportSize({ width: between, height });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `nothing wider than ${between}`).toBeLessThanOrEqual(between);
      }
    }
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  }
}, 90_000);
