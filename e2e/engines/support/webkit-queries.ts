/**
 * Finding elements in WebKit by role and accessible name, as a user (or a screen reader) does.
 * The browser decides both: WebDriver's Get Computed Role and Get Computed Label, which
 * WebKitWebDriver answers from WebKit's accessibility tree. WebdriverIO's `aria/` selector only
 * approximates the name with an XPath (it misses a name made of several `aria-labelledby` ids,
 * as react-aria's fields have, and returns a button's inner label instead of the button), so a
 * cheap pass in the page picks the elements that could have that role and name first, and the
 * browser's own answer decides among those few.
 */
import type { WebKitBrowser } from './webkit.ts';

type Found = WebdriverIO.Element;
type Scope = WebKitBrowser | Found;
/** What the page hands back for an element: WebdriverIO's `$` takes it. */
type Reference = Parameters<WebKitBrowser['$']>[0];

/** The elements that can carry each role (the HTML elements with it, and the ARIA attribute). */
const CANDIDATES = {
  alertdialog: '[role="alertdialog"]',
  button: 'button, [role="button"], input[type="button"], input[type="submit"]',
  dialog: '[role="dialog"], dialog',
  group: '[role="group"], fieldset',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  option: '[role="option"]',
  region: 'section, [role="region"]',
  rowheader: 'th, [role="rowheader"]',
  spinbutton: '[role="spinbutton"]',
  status: '[role="status"], output',
  table: 'table, [role="table"], [role="grid"]',
  textbox: 'input:not([type]), input[type="text"], input[type="tel"], textarea, [role="textbox"]',
} as const;

export type Role = keyof typeof CANDIDATES;

const WAIT_MS = 10_000;

type By = 'name' | 'text';

const matches = (label: string, name: string | RegExp) =>
  typeof name === 'string' ? label === name : name.test(label);

/**
 * The elements inside `scope` whose role is `role` and whose accessible name is `name` (exact
 * for a string). Shown ones only: a user cannot find what is not displayed.
 */
async function findAll(
  scope: Scope,
  role: Role,
  name: string | RegExp,
  by: By = 'name',
): Promise<{ found: Found[]; seen: string[] }> {
  const root = 'elementId' in scope ? scope : undefined;
  const browser = ('elementId' in scope ? scope.parent : scope) as WebKitBrowser;
  // A word the name holds (for a pattern, its first literal word): the loose pass keeps every
  // element whose texts have it.
  const hint =
    (typeof name === 'string' ? name : name.source).match(/[A-Za-z0-9]{2,}/)?.[0] ?? null;
  const candidates = (await browser.execute(
    (rootElement: Element | undefined, selector: string, word: string | null) => {
      const within: ParentNode = rootElement ?? document;
      const texts = (element: Element) => {
        const parts = [element.getAttribute('aria-label') ?? '', element.textContent ?? ''];
        for (const id of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
          if (id) parts.push(document.getElementById(id)?.textContent ?? '');
        }
        if ('labels' in element) {
          for (const label of (element as HTMLInputElement).labels ?? [])
            parts.push(label.textContent ?? '');
        }
        return parts.join(' ');
      };
      return [...within.querySelectorAll(selector)].filter(
        (element) =>
          element.getClientRects().length > 0 && (word === null || texts(element).includes(word)),
      );
    },
    root as unknown as Element | undefined,
    CANDIDATES[role],
    hint,
  )) as unknown as Reference[];
  const found: Found[] = [];
  const seen: string[] = [];
  for (const reference of candidates) {
    const element = await browser.$(reference).getElement();
    // An element the page replaced meanwhile is no longer one a user could mean. Both answers
    // are awaited, so no request is left running after the test.
    const [computedRole, label] = (
      await Promise.allSettled([
        element.getComputedRole(),
        by === 'name' ? element.getComputedLabel() : element.getText(),
      ])
    ).map((answer) => (answer.status === 'fulfilled' ? answer.value : ''));
    if (computedRole === role && matches(label.trim(), name)) found.push(element);
    else seen.push(`${computedRole} "${label.trim()}"`);
  }
  return { found, seen };
}

/**
 * The one element with this role and name, waited for until it is shown. `by: 'text'` matches
 * its text on the screen instead, for a role whose name is not its text (a live status).
 */
export async function byRole(
  scope: Scope,
  role: Role,
  name: string | RegExp,
  by: By = 'name',
): Promise<Found> {
  const browser = ('elementId' in scope ? scope.parent : scope) as WebKitBrowser;
  let found: Found[] = [];
  let seen: string[] = [];
  await browser
    .waitUntil(
      async () => ({ found, seen } = await findAll(scope, role, name, by)).found.length > 0,
      {
        timeout: WAIT_MS,
        interval: 100,
      },
    )
    .catch(() => {
      // What was there instead: the elements that nearly matched, as WebKit names them.
      throw new Error(
        `No ${role} matching ${String(name)} was shown within ${WAIT_MS / 1000} s; near: ${seen.join(', ') || 'none'}`,
      );
    });
  if (found.length > 1) throw new Error(`${found.length} of role ${role} match ${String(name)}`);
  return found[0];
}

/** Whether there is (now) an element with this role and name. */
async function isShown(scope: Scope, role: Role, name: string | RegExp): Promise<boolean> {
  return (await findAll(scope, role, name)).found.length > 0;
}

/** Waits until no element with this role and name is shown. */
export async function gone(scope: Scope, role: Role, name: string | RegExp): Promise<void> {
  const browser = ('elementId' in scope ? scope.parent : scope) as WebKitBrowser;
  await browser.waitUntil(async () => !(await isShown(scope, role, name)), {
    timeout: WAIT_MS,
    interval: 100,
    timeoutMsg: `The ${role} named ${String(name)} was still shown after ${WAIT_MS / 1000} s`,
  });
}
