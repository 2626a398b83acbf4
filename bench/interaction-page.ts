/**
 * The page side of bench/interactions.ts: the probe installed in the page (Event Timing per
 * interaction, and the frames painted), and the adviser's hands (taps and keys, by role and
 * accessible name, on any build of the app).
 */
import type { ElementHandle, Page } from 'puppeteer-core';

/** A quick adviser's thumbs: time between two keys or taps, so that one waits for the last. */
const KEY_GAP_MS = 120;

// Plain script: tsx's helpers do not exist in the page. Headless Chromium's Event Timing can
// hold an entry's end until a later frame with damage is presented (seen in a trace: frames drawn
// after each key of a date, and the first key's entry ended five keys later), so an entry ends at
// the first frame painted after its handlers ran, when that comes sooner: a message posted from
// an animation frame is handled after that frame is painted.
export const PROBE = `(() => {
  const entries = [];
  const painted = [];
  window.__taps = { entries, painted };
  const frame = () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { painted.push(performance.now()); frame(); };
    channel.port2.postMessage(null);
  });
  frame();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) entries.push({ id: e.interactionId, start: e.startTime, end: e.processingEnd, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** Each interaction's longest entry, as INP counts it, ended at the first frame painted after it. */
export function longestPerInteraction(
  entries: { id: number; start: number; end: number; duration: number }[],
  painted: number[],
) {
  const longest = new Map<number, { start: number; duration: number }>();
  for (const e of entries) {
    const frame = painted.find((at) => at >= e.end);
    const duration = Math.min(e.duration, frame === undefined ? Infinity : frame - e.start);
    const seen = longest.get(e.id);
    if (!seen || duration > seen.duration) longest.set(e.id, { start: e.start, duration });
  }
  return [...longest.values()];
}

export const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

export async function find(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForSelector(selector, { visible: true });
  if (!handle) throw new Error(`not found: ${selector}`);
  return handle;
}

export async function tap(page: Page, selector: string) {
  const handle = await find(page, selector);
  await handle.scrollIntoView();
  await handle.tap();
  await nextFrame(page);
  await pause(KEY_GAP_MS * 2);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each key after the last one's frame: on a loaded host a backlog of keys would be measured as
 * one long wait, and the figures would be the host's, not the key's.
 */
async function keys(page: Page, text: string) {
  for (const key of text) {
    await page.keyboard.type(key);
    await nextFrame(page);
    await pause(KEY_GAP_MS);
  }
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/** A text field: tapped, then typed key by key. */
export async function typeInto(page: Page, name: string, text: string, role = 'textbox') {
  await tap(page, aria(role, name));
  await keys(page, text);
}

/** A Select's trigger: a button whose name (aria-labelledby, any build) holds the label. */
export async function choose(page: Page, label: string, option: string) {
  const trigger = await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('button[aria-labelledby]')].find((button) =>
        (button.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .some((id) => document.getElementById(id)?.textContent?.replace('*', '').trim() === text),
      ),
    {},
    label,
  );
  const handle = trigger as ElementHandle<Element>;
  await handle.scrollIntoView();
  await handle.tap();
  await nextFrame(page);
  await pause(KEY_GAP_MS * 2);
  await tap(page, aria('option', option));
}

/** dd mm yyyy of the day this many days from today. */
export function dateDigits(daysFromToday: number): string {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}`;
}

export async function typeDate(page: Page, label: string, digits: string) {
  await tap(page, `::-p-aria([role="group"][name="${label}"]) ::-p-aria([role="spinbutton"])`);
  await keys(page, digits);
}

export async function waitText(page: Page, text: string) {
  try {
    await page.waitForFunction((t) => document.body.innerText.includes(t), {}, text);
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText.slice(0, 1500));
    throw new Error(`"${text}" was not shown; the page shows:\n${shown}`, { cause: error });
  }
}

/** Lets what the last step started settle, so its late entries stay its own. */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
