/**
 * Focus not obscured (WCAG 2.2 SC 2.4.11; docs/architecture.md#valid-html-and-focus): the header
 * (with the offline banner, on pages that show it) stays at the top of the page as it scrolls, and no focus stop of the
 * details form may end up underneath them, on a phone or a desktop, going down the form with Tab
 * or back up with Shift+Tab, or arriving from the error summary.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { button, detailsHeading, openEdit, openNew, textbox } from './support/details-form.ts';
import { useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

interface FocusStop {
  /** What the stop is, to read in a failure: its role or tag and its name. */
  label: string;
  /** The stop is in the sticky block itself (the header's links): nothing covers it. */
  inStickyTop: boolean;
  /** Pixel rows of the stop (and its focus ring) the sticky block paints over (0: all clear). */
  coveredPx: number;
  stickyBottom: number;
}

/**
 * Where the focused element is against the sticky block at the top. The block is found from the
 * page, not from our markup: the outermost `position: sticky` (or fixed) ancestor of the banner
 * landmark, and on the details screen the bar held under it (docs/behaviour.md#the-bar). A point of the stop counts as covered when the element the browser hit-tests there
 * belongs to that block, so something drawn above the header (the skip link) is not covered.
 */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const banner = document.querySelector('header, [role="banner"]');
    let sticky: Element | null = null;
    for (let node = banner; node && node !== document.body; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'sticky' || position === 'fixed') sticky = node;
    }
    if (!sticky) throw new Error('No sticky block holds the banner landmark');
    // The details screen's bar sticks under it: together they are the block that covers.
    const bar = document.querySelector('[aria-label="Consent and next step"]');
    const blocks = bar ? [sticky, bar] : [sticky];
    const covers = (node: Element | null) => blocks.some((block) => block.contains(node));
    const stickyBottom = Math.max(...blocks.map((block) => block.getBoundingClientRect().bottom));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) throw new Error('Nothing has focus');
    // Its accessible name, roughly: aria-label, then what aria-labelledby points at, else text.
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean);
    const name =
      [element.getAttribute('aria-label') ?? '', ...labelledBy].join(' ').trim() ||
      ((element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '')
        .trim()
        .slice(0, 40);
    const label = `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name}"`;
    if (covers(element)) return { label, inStickyTop: true, coveredPx: 0, stickyBottom };
    // The focus ring is part of what must show: an outline drawn outside the box counts too.
    const style = getComputedStyle(element);
    const ring =
      style.outlineStyle === 'none'
        ? 0
        : Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
    const rect = element.getBoundingClientRect();
    const box = {
      top: rect.top - ring,
      bottom: rect.bottom + ring,
      left: rect.left,
      right: rect.right,
    };
    const left = Math.max(box.left, 0) + 1;
    const right = Math.min(box.right, window.innerWidth) - 1;
    let coveredPx = 0;
    // Every pixel row of the stop that lies level with the sticky block, three points a row.
    for (let y = Math.floor(box.top) + 0.5; y < Math.min(box.bottom, stickyBottom); y += 1) {
      const xs = [left, (left + right) / 2, right];
      if (xs.some((x) => covers(document.elementFromPoint(x, y)))) coveredPx += 1;
    }
    return { label, inStickyTop: false, coveredPx, stickyBottom };
  });
}

/** The label of the focused element, to tell when a walk reached its end. */
const focusedIs = (page: Page, role: string, name: string) =>
  page.evaluate(
    ([r, n]) => {
      const element = document.activeElement;
      const elementRole = element?.getAttribute('role') ?? element?.tagName.toLowerCase();
      return elementRole === r && element?.textContent?.trim() === n;
    },
    [role, name] as const,
  );

/**
 * Tab from where focus is (the page's heading, unless told) to the form's last button (Back),
 * then Shift+Tab up to the header; every stop on the way that the sticky block covers, with the
 * key that reached it.
 */
async function walkTheForm(page: Page, { fromHeading = true } = {}): Promise<string[]> {
  const covered: string[] = [];
  const check = async (key: string) => {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (stop.coveredPx > 0) {
      covered.push(`${key} → ${stop.label}: ${stop.coveredPx}px under the header`);
    }
    return stop;
  };
  if (fromHeading) await detailsHeading(page).focus();
  let stops = 0;
  while (!(await focusedIs(page, 'button', 'Back'))) {
    await check('Tab');
    stops += 1;
    if (stops > 150) throw new Error('Tab never reached Back');
  }
  // A form too short to scroll would prove nothing: the walk must have gone past the fold.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  for (let up = 0; ; up += 1) {
    const stop = await check('Shift+Tab');
    if (stop.inStickyTop) break;
    if (up > 150) throw new Error('Shift+Tab never reached the header');
  }
  return covered;
}

describe('no focus stop of the details form hides under the sticky header', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport.width} × ${viewport.height}: a new application, Tab down and Shift+Tab up`, async () => {
      const { page } = await journey.newPage({ viewport });
      await openNew(page);
      expect(await walkTheForm(page)).toEqual([]);
    });

    test(`${viewport.width} × ${viewport.height}: a saved plan opened with Edit, Tab down and Shift+Tab up`, async () => {
      const { page } = await journey.newPage({ viewport });
      await signInThroughHub(page, 'thandi');
      await openEdit(page, 'FN10023456');
      expect(await walkTheForm(page)).toEqual([]);
    });
  }

  test('390 × 844 offline (said in the bar, the banner standing down): a new application, Tab down and up', async () => {
    const { context, page } = await journey.newPage({ viewport: VIEWPORTS[0] });
    await openNew(page);
    await context.setOffline(true);
    await page
      .getByRole('region', { name: 'Consent and next step' })
      .getByText('Offline', { exact: true })
      .waitFor();
    // The sentence is said once, in one place: the banner says nothing on this page.
    expect(await page.getByText("You're offline.", { exact: false }).count()).toBe(0);
    expect(await walkTheForm(page)).toEqual([]);
  });

  test('390 × 844: the error summary, its links and the fields they lead to', async () => {
    const { page } = await journey.newPage({ viewport: VIEWPORTS[0] });
    await openNew(page);
    await textbox(page, 'Surname').fill('Nkosi');
    await button(page, 'Save').click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await summary.waitFor();
    // The summary takes focus when it appears, and must be in view to be read.
    await expect
      .poll(() => summary.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    const covered: string[] = [];
    const onSummary = await focusStop(page);
    if (onSummary.coveredPx > 0) covered.push(`the summary: ${onSummary.coveredPx}px`);
    // Each link leads to its field (scrolled to the middle of the screen by the summary).
    const links = await summary.getByRole('link').allInnerTexts();
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      await summary.getByRole('link', { name: link, exact: true }).focus();
      await page.keyboard.press('Enter');
      const onField = await focusStop(page);
      if (onField.coveredPx > 0) covered.push(`${link} → ${onField.label}: ${onField.coveredPx}px`);
    }
    expect(covered).toEqual([]);
    // From the last field a link led to: down to Back, and up again through the summary's links.
    expect(await walkTheForm(page, { fromHeading: false })).toEqual([]);
  });
});
