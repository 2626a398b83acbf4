/**
 * The adviser's steps in WebKit, as a person takes them: find by role and accessible name
 * (webkit-queries.ts), click with the element in the middle of the screen and nothing over it,
 * type key by key. Shared by the WebKit journeys (e2e/engines/webkit*.spec.ts).
 */
import { byRole, type Role } from './webkit-queries.ts';
import type { WebKitBrowser } from './webkit.ts';

export function webKitSteps(browser: WebKitBrowser) {
  const find = (role: Role, name: string | RegExp, scope?: WebdriverIO.Element) =>
    byRole(scope ?? browser, role, name);
  const findByText = (role: Role, text: RegExp, scope?: WebdriverIO.Element) =>
    byRole(scope ?? browser, role, text, 'text');
  const centre = (element: WebdriverIO.Element) =>
    browser.execute(
      (target) => target.scrollIntoView({ block: 'center' }),
      element as unknown as HTMLElement,
    );
  /**
   * Clicks as a person does, with the element brought to the middle of the screen first: at
   * 390 the sticky header and action bar cover the top and bottom edges, where WebDriver's
   * own scrolling would leave it.
   */
  const press = async (element: WebdriverIO.Element) => {
    await centre(element);
    // Clicked once nothing lies over it (a closing list box fades out over the next field).
    let over = '';
    await browser
      .waitUntil(
        async () =>
          (over = await browser.execute(
            (target) => {
              const box = target.getBoundingClientRect();
              const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return !top || target.contains(top) ? '' : top.outerHTML.slice(0, 120);
            },
            element as unknown as HTMLElement,
          )) === '',
        { timeout: 5_000, interval: 50 },
      )
      .catch(() => {
        throw new Error(`Still covered after 5 s by ${over}`);
      });
    // WebKitWebDriver's own errors name no element ('Could not parse element file upload
    // information' came from one click under a loaded CPU): say which one it was.
    const what = await browser.execute(
      (target) => target.outerHTML.slice(0, 120),
      element as unknown as HTMLElement,
    );
    await element.click().catch((error: unknown) => {
      throw new Error(`Clicking ${what} failed`, { cause: error });
    });
  };
  /**
   * Types one key a request, as a person's presses come one by one. Sent as one batch of
   * actions (`browser.keys('…')`), WebKitWebDriver drops a key pressed again at once: '777001'
   * arrived as '701', and '12122026' in a date showed 12/12/26. Element Send Keys (`addValue`)
   * does not.
   */
  const typeKeys = async (text: string) => {
    for (const key of text) await browser.keys(key);
  };
  /** Clicks into an empty field and types into it. */
  const type = async (label: string, text: string) => {
    const field = await find('textbox', label);
    await press(field);
    await field.addValue(text);
  };
  const choose = async (label: string, option: string) => {
    // The select's button is named by its value, then its label.
    await press(await find('button', new RegExp(` ${label}$`)));
    await press(await find('option', option));
  };
  const dateGroup = (label: string) => find('group', label);
  /** Clicks the day segment, then types as a person does. */
  const typeDate = async (label: string, keys: string) => {
    const group = await dateGroup(label);
    await press(await group.$('[role="spinbutton"]').getElement());
    await typeKeys(keys);
  };
  /** What the date field shows: its segments' text, as read on the screen. */
  const dateShown = async (label: string) =>
    (await (await dateGroup(label)).getText()).replace(/\s/g, '');
  const formActions = () => find('group', 'Form actions');
  const toast = (message: string) => find('alertdialog', message);
  return {
    find,
    findByText,
    centre,
    press,
    typeKeys,
    type,
    choose,
    dateGroup,
    typeDate,
    dateShown,
    formActions,
    toast,
  };
}

/** Today's calendar date in the adviser's zone (the browser's), moved by `days`. */
export function adviserDate(days: number) {
  const instant = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-IN', { timeZone: 'Africa/Johannesburg', ...options }).format(
      instant,
    );
  return {
    /** As the field shows it. */
    shown: `${part({ day: '2-digit' })}/${part({ month: '2-digit' })}/${part({ year: 'numeric' })}`,
    /** How a calendar day cell names it, after its weekday: 'November 28, 2026' or '28 November 2026'. */
    spoken: new RegExp(
      `(${part({ day: 'numeric' })} ${part({ month: 'long' })}|${part({ month: 'long' })} ${part({ day: 'numeric' })}),? ${part({ year: 'numeric' })}`,
    ),
  };
}
