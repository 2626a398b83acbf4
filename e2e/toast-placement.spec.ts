/**
 * Toast placement (docs/behaviour.md#toast-placement): the app's real toasts, raised as an
 * adviser raises them on a phone, a tablet and a desktop, sit below the sticky header and never
 * on the details page's action bar or on the focused control, one toast or two.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { answerPrompt, promptArrives, requestConsentButton } from './support/consent.ts';
import {
  button,
  fillCommon,
  fillStopOrder,
  openNew,
  textbox,
  toast,
} from './support/details-form.ts';
import { uniquePolicy } from '../sandbox/test/helpers.ts';
import { useJourney } from './support/journey.ts';
import { listedApplications } from './support/sandbox.ts';

const journey = useJourney();
/** The cellphone number fillCommon gives the owner: the prompt arrives there. */
const CELL = '0821234567';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
] as const;

interface Placement {
  toasts: number;
  /** Pixels the toasts' box shares with the action bar, the focused element; 0 when apart. */
  onActionBar: number;
  onFocused: number;
  focused: string;
  /** How far the toasts start above the sticky block's bottom edge (0 or less: below it). */
  underHeader: number;
  /** The action bar is at least partly on screen (else the check says nothing). */
  barInView: boolean;
}

/** Where the toasts are against the action bar, the focused element and the sticky header. */
function placement(page: Page): Promise<Placement> {
  return page.evaluate(() => {
    const region = document.querySelector('[role="region"][aria-label="Notifications"]');
    const bar = document.querySelector('[role="group"][aria-label="Form actions"]');
    if (!region || !bar) throw new Error('No toasts or no action bar on screen');
    let sticky: Element | null = null;
    for (let node = document.querySelector('header'); node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'sticky' || position === 'fixed') sticky = node;
    }
    if (!sticky) throw new Error('No sticky block holds the header');
    const shared = (a: DOMRect, b: DOMRect) =>
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
      Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const box = region.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    const active = document.activeElement;
    const focused = active && active !== document.body && !region.contains(active) ? active : null;
    return {
      toasts: region.querySelectorAll('[role="alertdialog"]').length,
      onActionBar: shared(box, barBox),
      onFocused: focused ? shared(box, focused.getBoundingClientRect()) : 0,
      focused: focused ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 30)}` : '',
      underHeader: sticky.getBoundingClientRect().bottom - box.top,
      barInView: barBox.bottom > 0 && barBox.top < window.innerHeight,
    };
  });
}

/** The toasts settle (they move in a frame after focus and scroll), then are checked. */
async function expectClear(page: Page, toasts: number) {
  await expect
    .poll(() => placement(page))
    .toMatchObject({ toasts, onActionBar: 0, onFocused: 0, barInView: true });
  expect((await placement(page)).underHeader).toBeLessThanOrEqual(0);
}

/** Closes every toast on screen with its Close button, and waits until none is left. */
async function closeToasts(page: Page) {
  const region = page.getByRole('region', { name: 'Notifications' });
  const closers = region.getByRole('button', { name: 'Close' });
  while ((await closers.count()) > 0) await closers.first().click();
  await expect.poll(() => region.getByRole('alertdialog').count()).toBe(0);
}

/**
 * One application per screen, taken through the three moments that raise toasts where the
 * adviser is working: a refused Save pressed twice (two toasts at once), the Save that goes
 * through, and the client's answer. One page for the three: each check is of where the toasts
 * sit, and the form they sit on is the same.
 */
describe.each(VIEWPORTS)('Toasts at $width × $height', (viewport) => {
  test('two at once, Save, the client’s answer: clear of the action bar, the focused control and the header', async () => {
    const taken = (await listedApplications(journey.sandbox, 'thandi'))
      .map((row) => row.policyNumber)
      .find((policyNumber): policyNumber is string => typeof policyNumber === 'string');
    if (!taken) throw new Error('Thandi has no application to take the policy number of');
    const { page } = await journey.newPage({ viewport });
    await openNew(page);
    await fillCommon(page, taken, 'Stop Order');
    await fillStopOrder(page);

    // Two toasts at once: the duplicate policy number, refused twice.
    const duplicate = `Error: Form with policy number ${taken} already exists`;
    await button(page, 'Save').click();
    await toast(page, duplicate).waitFor();
    await button(page, 'Save').click();
    await expect.poll(() => toast(page, duplicate).count()).toBe(2);
    await button(page, 'Save').focus();
    await expectClear(page, 2);
    await closeToasts(page);

    // Save: 'Form saved successfully', with Save (or what took its focus) in view.
    await textbox(page, 'Policy Number').fill(uniquePolicy('T'));
    await button(page, 'Save').click();
    await toast(page, 'Form saved successfully').waitFor();
    await button(page, 'Save').scrollIntoViewIfNeeded();
    await expectClear(page, 1);
    await closeToasts(page);

    // The client accepts: 'Consent Status: ACCEPT', with Generate Forms, the next step, focused.
    await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
    await requestConsentButton(page).click();
    const prompt = await promptArrives(journey.sandbox, CELL);
    await answerPrompt(journey.sandbox, prompt.transactionId, 'ACCEPT');
    await toast(page, 'Consent Status: ACCEPT').waitFor();
    await page
      .getByRole('group', { name: 'Form actions' })
      .getByRole('button', { name: 'Generate Forms' })
      .focus();
    await expectClear(page, 1);
  }, 60_000);
});
