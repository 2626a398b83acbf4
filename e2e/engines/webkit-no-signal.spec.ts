/**
 * smoke: working with no signal in WebKit (every browser on an iPhone), at 390 × 844: the app
 * opens from its own service worker with the services gone, and a Save made then waits and is
 * sent once when they come back. The behaviour is owned by e2e/offline-app.spec.ts (Chromium;
 * docs/behaviour.md#no-signal); this checks that WebKit's worker and storage run it.
 *
 * WebDriver cannot take WebKitGTK offline, so the signal goes as the services go: the sandbox
 * stops and every request is refused, while `navigator.onLine` stays true (the app treats a
 * request that gets no answer as no signal: e2e/offline-app.spec.ts says the same of Chromium's
 * headless shell). The sandbox comes back at the same address with the same data, and the next
 * load of the app sends the Save, with no wait on the outbox's back-off.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../sandbox/test/helpers.ts';
import { uniquePolicy } from '../../sandbox/test/helpers.ts';
import { storedPlans } from '../support/details-form.ts';
import { distDir, removeTempDirs, startAppSandbox, type Sandbox } from '../support/sandbox.ts';
import { adviserDate, webKitSteps } from './support/webkit-steps.ts';
import { startWebKit, type WebKit } from './support/webkit.ts';

let sandbox: Sandbox | undefined;
let sandboxStopped = false;
let webkit: WebKit | undefined;

beforeAll(async () => {
  const [started, launched] = await Promise.allSettled([startAppSandbox(), startWebKit()]);
  if (started.status === 'fulfilled') sandbox = started.value;
  if (launched.status === 'fulfilled') webkit = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
}, 60_000);

afterAll(async () => {
  await webkit?.close();
  if (!sandboxStopped) await sandbox?.close();
  await removeTempDirs();
});

/** A ceiling for a journey that hangs, not a wait (alone it takes about 30 s). */
const JOURNEY_CEILING_MS = 180_000;

describe('WebKitGTK with no signal', () => {
  test(
    'smoke: opens from its worker with the services gone; a new application saved then waits, and is stored once when they are back',
    async () => {
      const browser = webkit!.browser;
      const { base, dataDir, port } = sandbox!;
      const { find, press, type, choose, typeDate, formActions, toast } = webKitSteps(browser);
      const pageText = () => browser.execute(() => document.body.innerText);
      const untilShown = (text: RegExp, what: string) =>
        browser.waitUntil(async () => text.test(await pageText()), {
          timeout: 15_000,
          timeoutMsg: `${what} never showed`,
        });
      /** A load of the app; the browser's question, if a waiting Save holds the page, is a yes. */
      const load = async (path: string) => {
        await browser.url(base + path).catch(async (error: unknown) => {
          if (!(await browser.getAlertText().catch(() => undefined))) throw error;
          await browser.acceptAlert();
        });
      };

      // The first visit, online, through the hub: the app's worker installs and takes the page.
      await load('/methub4all/');
      await press(await find('button', 'Sign in as Thandi Nkosi'));
      await find('table', 'Consent Application List');
      await browser.waitUntil(
        () => browser.execute(() => navigator.serviceWorker?.controller != null),
        { timeout: 20_000, timeoutMsg: 'The service worker never took the page' },
      );

      // The signal goes. The list, loaded again, comes from the worker, with the rows last read.
      await sandbox!.close();
      sandboxStopped = true;
      await load('/home');
      await find('table', 'Consent Application List');
      await untilShown(/Offline — applications as of \d\d:\d\d/, 'The offline note');

      // A new application, typed and saved with no signal: the Save waits to send.
      await press(await find('button', 'New'));
      await find('heading', 'Consent Application Details');
      const policy = uniquePolicy('WS');
      await type('Policy Number', policy);
      await choose('Application Type', 'New business');
      await choose('Payment Method', 'Debit Order');
      await typeDate('Start Date', adviserDate(7).shown.replaceAll('/', ''));
      await type('Total Premium', '150.50');
      await type('First Name', 'Thandiwe');
      await type('Surname', 'Nkosi');
      await type('ID / Passport Number', '8501150234085');
      await type('Cellphone Number', '0821234567');
      await type('Postal Address line 1', 'PO Box 1123');
      await type('Postal Address line 2', 'Soweto 1804');
      await type('Bank Name', 'Standard Bank');
      await type('Account Number', '1234567890');
      await choose('Account Type', 'Savings');
      await type('Branch Code', '051001');
      await typeDate('First Deduction Date', adviserDate(14).shown.replaceAll('/', ''));
      await press(await find('button', 'Save', await formActions()));
      await untilShown(/Waiting to send/, "The Save's 'Waiting to send'");

      // Loaded again with no signal, the list shows it first, still waiting.
      await load('/home');
      await untilShown(
        new RegExp(`${policy}[\\s\\S]*(Waiting to send|Will retry)`),
        'The waiting row',
      );

      // The signal returns: the same sandbox, address and data. The next load sends the Save,
      // once.
      sandbox = await startSandbox({ distDir, dataDir, port });
      sandboxStopped = false;
      await load('/home');
      await toast('Form saved successfully');
      await untilShown(new RegExp(`${policy}[\\s\\S]*No consent`, 'i'), 'The sent row');
      expect(await storedPlans(sandbox, policy)).toBe(1);
    },
    JOURNEY_CEILING_MS,
  );
});
