/**
 * The frame of the field journeys (e2e/field-*.spec.ts): like useJourney, one sandbox per file and
 * the shared browser, but a page that lets a reload go ahead (the leave question's `beforeunload`
 * is accepted, as an adviser who says yes), because those journeys reload on purpose.
 */
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeContexts, openPage, sharedBrowser } from './browser.ts';
import { removeTempDirs, startAppSandbox } from './sandbox.ts';
import type { AppSandboxOptions, Sandbox } from './sandbox.ts';
import { TAB_KEY_PREFIX } from '../../src/lib/tab-store.ts';

export function useFieldJourney(sandboxOptions: AppSandboxOptions = {}) {
  let sandbox: Sandbox | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [sandbox, browser] = await Promise.all([startAppSandbox(sandboxOptions), sharedBrowser()]);
  });
  afterAll(async () => {
    await closeContexts(browser);
    await sandbox?.close();
    await removeTempDirs();
  });

  /** Other dialogs (an alert) are recorded and dismissed; `beforeunload` is accepted. */
  function watch(page: Page, dialogs: string[], pageErrors: string[]) {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') return void dialog.accept();
      dialogs.push(dialog.message());
      return void dialog.dismiss();
    });
  }

  return {
    get sandbox(): Sandbox {
      if (!sandbox) throw new Error('The sandbox is not running (see beforeAll)');
      return sandbox;
    },
    async newPage(): Promise<{
      context: BrowserContext;
      page: Page;
      dialogs: string[];
      pageErrors: string[];
      /** Another tab in the same window (its own session storage, as a browser gives it). */
      newTab: () => Promise<Page>;
    }> {
      if (!browser || !sandbox) throw new Error('The browser is not running (see beforeAll)');
      const { context, page } = await openPage(browser, sandbox.base);
      onTestFinished(() => context.close());
      const dialogs: string[] = [];
      const pageErrors: string[] = [];
      watch(page, dialogs, pageErrors);
      const newTab = async () => {
        const tab = await context.newPage();
        watch(tab, dialogs, pageErrors);
        return tab;
      };
      return { context, page, dialogs, pageErrors, newTab };
    },
  };
}

export const OFFLINE_TEXT =
  "You're offline. Your changes are kept; try again when you're back online";

/**
 * The details form's draft is kept after a pause in typing: wait until the tab's storage holds it
 * (with `value` in it: the last thing typed, as the draft keeps it), not for the pause's length on
 * the wall clock, which a loaded machine stretches.
 */
export const afterDraftPause = (page: Page, value = '') =>
  page.waitForFunction(
    ([prefix, text]) =>
      Object.keys(sessionStorage).some(
        (key) => key.startsWith(prefix) && (sessionStorage.getItem(key) ?? '').includes(text),
      ),
    [TAB_KEY_PREFIX, value] as const,
  );

/**
 * A crashed tab, driven over the DevTools protocol directly: Playwright gives up on a page whose
 * renderer died, but the browser keeps the tab (and its session storage) and can reload it, as a
 * phone restores a killed tab. Needs the browser launched with `--remote-debugging-port`.
 */
export async function reloadCrashedTab(debugPort: number, urlPart: string) {
  const { default: WebSocket } = await import('ws');
  const targets = (await (await fetch(`http://127.0.0.1:${debugPort}/json/list`)).json()) as Array<{
    type: string;
    url: string;
    webSocketDebuggerUrl: string;
  }>;
  const target = targets.find((t) => t.type === 'page' && t.url.includes(urlPart));
  if (!target) throw new Error(`No tab at ${urlPart}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      lastId += 1;
      waiting.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  await send('Page.reload');
  /** The value of an expression in the reloaded tab. */
  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = (await send('Runtime.evaluate', { expression, returnByValue: true })) as {
      result?: { value?: T };
    };
    return answer.result?.value as T;
  };
  return { evaluate, close: () => socket.close() };
}
