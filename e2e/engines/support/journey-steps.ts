/**
 * The adviser's steps in Puppeteer's terms, for the journeys in engines other than Chromium
 * (e2e/engines/*.spec.ts): controls found by role and accessible name with Puppeteer's ARIA
 * queries (`::-p-aria(name[role="…"])`, answered by the browser's own accessibility tree), what a
 * person reads by its text, keys sent as key events to whatever has the focus.
 *
 * Firefox answers an ARIA query by walking the elements under where it starts, computing each
 * one's role and name, in time that grows with their number (a page-wide query on the details
 * page takes seconds on a loaded machine), and a wait for one repeats it every animation frame.
 * So a step waits for what a person sees with a text query, which the page answers itself, then
 * takes the control by role and name, inside its section where it has one.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';

/** Where a query starts: the page, or a section already found. */
export type Scope = Page | ElementHandle<Element>;

export type Role =
  'alertdialog' | 'button' | 'dialog' | 'group' | 'option' | 'region' | 'table' | 'textbox';

/** Puppeteer's ARIA selector: this role and exactly this accessible name. */
const byRole = (role: Role, name: string) => `::-p-aria(${name}[role="${role}"])`;

/**
 * The element of that role and name inside `scope`, once it is there. Puppeteer tries again on
 * every animation frame until it is, each try a walk: a step first waits with `shows` for what a
 * person sees, so that the first try finds it.
 */
export async function find(
  scope: Scope,
  role: Role,
  name: string,
): Promise<ElementHandle<Element>> {
  const found = await scope.waitForSelector(byRole(role, name));
  if (!found) throw new Error(`No ${role} named "${name}"`);
  return found;
}

/**
 * Presses the control once it can be pressed (shown, enabled, still), as Puppeteer's locators
 * wait for an action.
 */
export async function press(scope: Scope, role: Role, name: string): Promise<void> {
  const control = await find(scope, role, name);
  await control.asLocator().click();
}

/** Types into the field, key by key (Puppeteer focuses it first, as a click or Tab would). */
export async function typeInto(scope: Scope, name: string, text: string): Promise<void> {
  await (await find(scope, 'textbox', name)).type(text);
}

/** The value a text field shows. */
export const valueOf = (field: ElementHandle<Element>) =>
  field.evaluate((element) => (element as HTMLInputElement | HTMLTextAreaElement).value);

/** Waits until these words are on the screen inside `scope`. */
export async function shows(scope: Scope, words: string, timeout?: number): Promise<void> {
  await scope.waitForSelector(`::-p-text(${words})`, { visible: true, timeout });
}

/** The text a person reads in the element (a date field's segments: "04/12/2026"). */
export const textOf = (element: ElementHandle<Element>) =>
  element.evaluate((node) => (node as HTMLElement).innerText.replace(/\s+/g, ''));

/**
 * The page's problems a user would not see on the screen: console errors, uncaught exceptions,
 * and resources that failed to load. A failed load (an `error` event on a link, a script, an
 * image) reaches neither of the first two, so a script run before the page's own reports it as a
 * console error; it is installed before the first navigation and runs in every document.
 */
export async function watchProblems(page: Page) {
  const problems = { consoleErrors: [] as string[], pageErrors: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) =>
    problems.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await page.evaluateOnNewDocument(() => {
    window.addEventListener(
      'error',
      (event) => {
        const target = event.target;
        if (!(target instanceof Element)) return;
        const source = target.getAttribute('href') ?? target.getAttribute('src') ?? '';
        console.error(`failed to load <${target.localName}> ${source}`);
      },
      // Load errors do not bubble: caught on their way down.
      true,
    );
  });
  return problems;
}

/**
 * A screenshot of the whole page for a person to look at, into E2E_SHOTS_DIR when it is set (as
 * the Chromium journeys' `screenshot` in e2e/support/browser.ts); `npm test` takes none. Taken
 * from the top: Firefox draws the sticky header where the page is scrolled to, over the middle
 * of a whole-page shot.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${join(dir, name)}.png`, fullPage: true });
}

/** A calendar date this many days from today in the time zone, as numbers. */
export function dayFromToday(daysAhead: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + daysAhead * 86_400_000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

export type Day = ReturnType<typeof dayFromToday>;

/** dd/mm/yyyy, as the date field shows it. */
export const ddmmyyyy = ({ day, month, year }: Day) =>
  `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;

/** The calendar's heading for the month of the day, "November 2026" (en-IN). */
export const calendarMonth = ({ month, year }: Day) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
