/**
 * The adviser's screens on a phone (390 × 844) and a tablet in portrait (768 × 1024), by touch,
 * and on a desktop (1366 × 900), each reached from seeded data (docs/decisions/0007: a test
 * starts from the state it needs): the list with a plan whose forms are ready, a saved plan's
 * details, and on the touch screens the handset page with a prompt on it. On the touch screens the
 * page never scrolls sideways, axe finds nothing (docs/behaviour.md#application-list) and the next
 * action is in reach; on every screen the toasts sit below the sticky header, never on the action
 * bar or the focused control, one toast or two (docs/behaviour.md#toast-placement). The whole
 * journey at 390 × 844 is Firefox's and WebKit's (e2e/engines/); here the mandate Generate Forms
 * makes is read once, from a consent answered through the service. On the phone the cards also
 * sort with "Sort by", by keyboard.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApplicationRow } from '../src/api/contract.ts';
import { runConsent } from '../sandbox/test/helpers.ts';
import { axeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import {
  consentLog,
  consentSection,
  generateFormsButton,
  newPlan,
  nothingRunning,
  pdfText,
  storedMandate,
  toast,
} from './support/consent.ts';
import { actionBarButton, openEdit, textbox } from './support/details-form.ts';
import { ddmmyyyy, useJourney } from './support/journey.ts';
import {
  advisers,
  consentToken,
  listedApplications,
  openVerifier,
  signInThroughHub,
} from './support/sandbox.ts';

const journey = useJourney();
/** The handset page watches this number; a prompt sent to it shows there. */
const CELL = '0821234567';
/** A plan of Thandi's in the demo world whose mandate is stored: its row offers Download Forms. */
const FORMS_READY = 'MER00000123459';

const screens = [
  { name: 'phone', width: 390, height: 844, touch: true, plan: 'Debit Order' },
  { name: 'tablet', width: 768, height: 1024, touch: true, plan: 'Debit Order' },
  { name: 'desktop', width: 1366, height: 900, touch: false, plan: 'Stop Order' },
] as const;

/**
 * Nothing wider than the screen (WCAG 1.4.10), and axe finds nothing, on the settled page: the
 * full-screen loader (a progress bar over the page, outside the landmarks while it shows) gone,
 * and nothing busy. The list's first paint is prerendered and waits for the session (a busy table
 * with a loading row, New off), so a row is there before the page has settled: the session known,
 * New turns on, and its label turns white at once while its background eases from the disabled
 * grey to the brand blue (150 ms); axe reading it then finds white on grey, 1.15:1 (8.2:1 once
 * settled).
 */
async function fitsAndPasses(page: Page, width: number) {
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  // Playwright's wait (its 10 s), not a poll's 1 s: hydrating a cold page under load takes longer.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // Colours still easing (New's background above, a hover's) are read as they end, as a person
  // sees them: axe reading one mid-way finds a contrast the page never settles on.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Every button of that name (the compact header's and the panel's, on a phone) lies wholly
 * inside the viewport's width and is at least 44 px tall, a touch target's height.
 */
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

describe.each(screens)('On a $name ($width × $height)', ({ name, width, height, touch, plan }) => {
  test('the list, a plan with forms ready, a saved plan with one toast and two, and the handset', async () => {
    const seeded = await newPlan(journey.sandbox, plan);
    const screen = {
      viewport: { width, height },
      ...(touch ? { hasTouch: true, isMobile: true } : {}),
      // axe is put into the page as a script, which the app's CSP rightly refuses.
      bypassCSP: true,
    };
    const { page, problems } = await journey.newPage(screen);
    await signInThroughHub(page, 'thandi');
    const list = page.getByRole('table', { name: 'Consent Application List' });
    await list.getByRole('row').nth(1).waitFor();
    // The layout checks (fit, axe, 44 px targets) are the touch screens'; the desktop width is
    // the one every other journey runs at.
    const fits = (on: Page) => (touch ? fitsAndPasses(on, width) : Promise.resolve());
    const reach = (what: string) => (touch ? inReach(page, what, width) : Promise.resolve());
    await fits(page);
    await screenshot(page, `screens-${name}-list`);

    // The demo world's plan whose forms are ready is on the same list: Download Forms, its next
    // action, in reach.
    await reach(`Download Forms ${FORMS_READY}`);

    // A saved plan, no consent yet: Request Consent, its next action, in reach.
    await page.getByRole('searchbox', { name: 'Find an application' }).fill(seeded.policyNumber);
    await openEdit(page, seeded.policyNumber);
    await consentSection(page)
      .getByText(/^\d+ of 182 characters$/)
      .waitFor();
    await reach('Request Consent');
    await fits(page);
    await screenshot(page, `screens-${name}-details`);

    // Two toasts at once: two changes saved one after the other (a saved plan's Save asks
    // 'Attention' first: Yes updates it).
    const premium = textbox(page, 'Total Premium');
    const attention = page.getByRole('alertdialog', { name: 'Attention' });
    const saveWith = async (value: string) => {
      await premium.fill(value);
      await actionBarButton(page, 'Save').click();
      await attention.getByRole('button', { name: 'Yes', exact: true }).click();
    };
    const updated = toast(page, 'Form updated successfully');
    // The update reloads the log, then gives Request Consent the focus: the toasts are judged
    // against it and the action bar once it is there.
    const nextStepFocused = () =>
      expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('Request Consent');
    await saveWith('151.00');
    await updated.waitFor();
    // Two toasts at once are ToastPlacement.stories' (the toasts raised together): here, on a
    // loaded machine, the first one's 5 s ran out before the second update answered.
    await closeToasts(page);

    // One toast, with Save (or what took its focus) in view.
    await saveWith('153.00');
    await updated.waitFor();
    await nextStepFocused();
    await actionBarButton(page, 'Save').scrollIntoViewIfNeeded();
    await expectClear(page, 1);
    await closeToasts(page);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    if (!touch) return;

    // The client's phone, a second window of the same size: the prompt and its answers show
    // without scrolling. The prompt is sent through the service, as the app sends it.
    const handset = await page.context().newPage();
    await handset.goto(`/sandbox/handset?cell=${CELL}`);
    await handset.getByText(`Watching ${CELL}.`).waitFor();
    const token = await journey.sandbox.signIn(advisers.thandi.employeeNumber);
    const verifier = openVerifier(
      journey.sandbox,
      await consentToken(journey.sandbox, token, CELL),
    );
    const prompt = handset.getByRole('article', { name: /USSD request/ });
    await prompt.waitFor({ timeout: 15_000 });
    const accept = prompt.getByRole('button', { name: '1 Accept' });
    const acceptBox = await accept.boundingBox();
    expect(acceptBox!.y + acceptBox!.height).toBeLessThanOrEqual(height);
    await fits(handset);
    await screenshot(handset, `screens-${name}-handset`);
    await accept.click();
    const { messages } = await verifier.closed;
    expect(messages.at(-1)).toMatchObject({ authStatus: 'RESPONDED', responseOption: 'ACCEPT' });
  }, 120_000);
});

test("Generate Forms stores the mandate made from the client's answer", async () => {
  const seeded = await newPlan(journey.sandbox);
  const { transactionId } = await runConsent(
    journey.sandbox,
    seeded.token,
    seeded._id,
    'ACCEPT',
    seeded.cell,
  );
  const { page, problems } = await journey.newPage();
  await signInThroughHub(page, 'thandi');
  await page.getByRole('searchbox', { name: 'Find an application' }).fill(seeded.policyNumber);
  await openEdit(page, seeded.policyNumber);
  const section = consentSection(page);
  await section.getByText('Consent accepted', { exact: true }).waitFor();
  await expect.poll(() => nothingRunning(page)).toBe(true);
  await generateFormsButton(page).click();
  await toast(page, 'Document uploaded').waitFor({ timeout: 20_000 });

  const text = pdfText(await storedMandate(journey.sandbox, seeded.token, seeded.policyNumber));
  const [entry] = await consentLog(journey.sandbox, seeded.token, seeded.policyNumber);
  expect(entry).toMatchObject({ response: 'ACCEPT', transactionId });
  expect(text).toContain(seeded.policyNumber);
  expect(text).toContain(transactionId);
  // The masked number is the verifier's, from the plan's cell.
  expect(text).toContain(
    `Cellphone (masked) ${seeded.cell.slice(0, 3)}****${seeded.cell.slice(-3)}`,
  );
  expect(text).toContain('Answer 1 - ACCEPT');
  expect(text).toContain(`Answered ${ddmmyyyy(Date.now())}`);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
}, 60_000);

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
  const list = page.getByRole('table', { name: 'Consent Application List' });
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
  // "Order by what to do next" stands between them once the states read so far would move a row
  // (docs/behaviour.md#application-list): on a phone that depends on which cards' logs are in.
  const orderAgain = page.getByRole('button', { name: 'Order by what to do next' });
  if (await orderAgain.evaluate((button) => button === document.activeElement).catch(() => false)) {
    await page.keyboard.press('Tab');
  }
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  expect(await sortBy.evaluate((select) => select === document.activeElement)).toBe(true);
  const text = () => sortBy.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
  // The work queue, named (docs/behaviour.md#application-list).
  expect(await text()).toBe('To do first (newest first)');

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
      await screenshot(page, `screens-phone-sorted-${column.replace(' ', '-').toLowerCase()}`);
  }
  // ↑ goes back a step.
  await page.keyboard.press('ArrowUp');
  await expect.poll(text).toBe('Date Created (oldest first)');
  await fitsAndPasses(page, 390);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
}, 60_000);
