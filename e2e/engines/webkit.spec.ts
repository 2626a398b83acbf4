/**
 * smoke: the adviser's whole journey in WebKit (every browser on an iPhone is WebKit), on a
 * phone's viewport, 390 × 844: Debian's WebKitGTK (MiniBrowser under Xvfb, through
 * WebKitWebDriver and WebdriverIO; e2e/engines/support/webkit.ts). Each behaviour is owned
 * elsewhere (docs/testing.md); this journey only checks that the engine runs them, and that no
 * page error or console error happens on the way (e2e/engines/support/webkit-page-errors.ts
 * says what that hook cannot see). Dates are typed both with the slashes and as digits only,
 * and picked from the calendar.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../sandbox/db/database.ts';
import { Directory } from '../../sandbox/stores/directory.ts';
import { uniquePolicy } from '../../sandbox/test/helpers.ts';
import { answerPrompt, promptArrives } from '../support/consent.ts';
import {
  listedApplications,
  removeTempDirs,
  startAppSandbox,
  type Sandbox,
} from '../support/sandbox.ts';
import {
  startPageErrorProxy,
  type PageErrorProxy,
  type PageProblem,
} from './support/webkit-page-errors.ts';
import { gone } from './support/webkit-queries.ts';
import { adviserDate, webKitSteps } from './support/webkit-steps.ts';
import { startWebKit, type WebKit } from './support/webkit.ts';

/** A name longer than any demo agency's: it must wrap, whole, in the read-only field at 390. */
const LONG_AGENCY = {
  agencyNumber: '777001',
  name: 'Department of Basic Education (KwaZulu-Natal), Provincial Head Office, Pietermaritzburg',
};
const LEAVE_TITLE = 'Are you sure you want to leave this page?';

/** Screenshots for a person to look at, only when E2E_SHOTS_DIR names a folder. */
const shotsDir = process.env.E2E_SHOTS_DIR;

let sandbox: Sandbox | undefined;
let proxy: PageErrorProxy | undefined;
let webkit: WebKit | undefined;

beforeAll(async () => {
  const [started, launched] = await Promise.allSettled([startAppSandbox(), startWebKit()]);
  if (started.status === 'fulfilled') sandbox = started.value;
  if (launched.status === 'fulfilled') webkit = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
  proxy = await startPageErrorProxy(started.value.base);
  // The look-up answers from the sandbox's directory: one agency with a long name, beside the
  // demo world's.
  const db = openDatabase(join(started.value.dataDir, 'sandbox.db'));
  new Directory(db).addAgency(LONG_AGENCY);
  db.close();
}, 60_000);

afterAll(async () => {
  await webkit?.close();
  await proxy?.close();
  await sandbox?.close();
  await removeTempDirs();
});

/**
 * A ceiling for a journey that hangs, not a wait: alone it takes 35–50 s; beside the rest of
 * `npm test` on two cores it has taken 64 s.
 */
const JOURNEY_CEILING_MS = 240_000;

describe('WebKitGTK at 390 × 844', () => {
  test(
    'smoke: hub → list → New (typed and picked dates; Debit, then Stop Order with Search) → Save → consent Accepted → Generate and Download Forms → the leave question',
    async () => {
      const browser = webkit!.browser;
      const base = proxy!.base;
      const {
        find,
        findByText,
        centre,
        press,
        type,
        choose,
        dateGroup,
        typeDate,
        dateShown,
        formActions,
        toast,
      } = webKitSteps(browser);
      /** The viewport, for a person to look at (WebKitGTK's element screenshots come out black). */
      const shot = async (name: string) => {
        if (!shotsDir) return;
        mkdirSync(shotsDir, { recursive: true });
        await browser.saveScreenshot(join(shotsDir, `webkit-${name}.png`));
      };

      // The staff hub signs Thandi in and opens the list.
      await browser.url(`${base}/methub4all/`);
      await press(await find('button', 'Sign in as Thandi Nkosi'));
      const list = await find('table', 'Consent Application List');
      await find('button', 'Edit FN10023456', list);
      expect(await browser.execute(() => window.innerWidth)).toBe(390);
      await shot('list');

      // New: Application and Owner Details, the start date typed with its slashes.
      await press(await find('button', 'New'));
      await find('heading', 'Consent Application Details');
      const policy = uniquePolicy('W');
      const cell = `08277${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
      await type('Policy Number', policy);
      await choose('Application Type', 'New business');
      await choose('Payment Method', 'Debit Order');
      const start = adviserDate(7);
      await typeDate('Start Date', start.shown);
      expect(await dateShown('Start Date')).toBe(start.shown);
      await type('Total Premium', '150.50');
      await type('First Name', 'Thandiwe');
      await type('Surname', 'Nkosi');
      await type('ID / Passport Number', '8501150234085');
      await type('Cellphone Number', cell);
      await type('Postal Address line 1', 'PO Box 1123');
      await type('Postal Address line 2', 'Soweto 1804');

      // Debit Order Details, the deduction date typed as digits only.
      await type('Bank Name', 'Standard Bank');
      await type('Account Number', '1234567890');
      await choose('Account Type', 'Savings');
      await type('Branch Code', '051001');
      const debit = adviserDate(14);
      await typeDate('First Deduction Date', debit.shown.replaceAll('/', ''));
      expect(await dateShown('First Deduction Date')).toBe(debit.shown);

      // Then a Stop Order after all: the agency Search fills its long name, which wraps whole.
      await choose('Payment Method', 'Stop Order');
      await type('Agency Number', LONG_AGENCY.agencyNumber);
      await press(await find('button', 'Search'));
      const description = await find('textbox', 'Agency Description');
      await browser.waitUntil(async () => (await description.getValue()) === LONG_AGENCY.name, {
        timeoutMsg: 'Search did not fill the Agency Description',
      });
      const box = await browser.execute(
        (field) => ({
          scroll: field.scrollHeight,
          client: field.clientHeight,
          lines: field.clientHeight / parseFloat(getComputedStyle(field).lineHeight),
        }),
        description as unknown as HTMLElement,
      );
      expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
      expect(box.lines).toBeGreaterThan(2);
      await type('Employee Ref Number', 'PERSAL12345678');
      await centre(description);
      await shot('stop-order');
      // The first deduction date picked from the calendar: today, a day it allows.
      const today = adviserDate(0);
      // The field's own calendar button. WebKit names it 'Calendar First Deduction Date' (its
      // aria-labelledby: the button, then the field's label), but now and then, after the switch
      // from Debit Order, only 'Calendar' for as long as we waited: its name missed the label.
      await press(await find('button', /^Calendar\b/, await dateGroup('First Deduction Date')));
      await press(await find('button', today.spoken));
      expect(await dateShown('First Deduction Date')).toBe(today.shown);

      // Save: stored once.
      await press(await find('button', 'Save', await formActions()));
      await toast('Form saved successfully');
      const stored = await listedApplications(sandbox!, 'thandi');
      expect(stored.filter((row) => row.policyNumber === policy)).toHaveLength(1);

      // Request Consent; the client accepts on the handset.
      const consent = await find('region', 'Consent Required');
      await press(await find('button', 'Request Consent', consent));
      const prompt = await promptArrives(sandbox!, cell);
      await answerPrompt(sandbox!, prompt.transactionId, 'ACCEPT');
      const progress = await findByText('status', /Accepted/, consent);
      await toast('Consent Status: ACCEPT');
      await centre(progress);
      await shot('accepted');

      // Generate Forms, then Download Forms opens the mandate in a new window.
      const generate = await find('button', 'Generate Forms', await formActions());
      await browser.waitUntil(() => generate.isEnabled(), { timeout: 15_000 });
      await press(generate);
      await toast('Document uploaded');
      const download = await find('button', 'Download Forms', await formActions());
      const app = await browser.getWindowHandle();
      await press(download);
      let opened: string | undefined;
      await browser.waitUntil(
        async () =>
          (opened = (await browser.getWindowHandles()).find((handle) => handle !== app)) !==
          undefined,
        { timeoutMsg: 'Download Forms opened no window' },
      );
      await browser.switchToWindow(opened!);
      await browser.waitUntil(async () => (await browser.getUrl()).startsWith('blob:'), {
        timeoutMsg: 'The new window never reached the mandate’s blob: address',
      });
      await browser.closeWindow();
      await browser.switchToWindow(app);

      // Back asks the leave question; YES goes to the list, which has the new application.
      await press(await find('button', 'Back', await formActions()));
      const question = await find('alertdialog', LEAVE_TITLE);
      await press(await find('button', 'YES', question));
      await gone(browser, 'alertdialog', LEAVE_TITLE);
      await find(
        'button',
        `Download Forms ${policy}`,
        await find('table', 'Consent Application List'),
      );

      // The hook ran on this page (else "no problems" would mean nothing), and nothing went wrong.
      const inPage = await browser.execute(
        (): PageProblem[] | undefined =>
          (window as unknown as { e2ePageProblems?: PageProblem[] }).e2ePageProblems,
      );
      expect(Array.isArray(inPage)).toBe(true);
      expect(proxy!.problems(inPage)).toEqual([]);
    },
    JOURNEY_CEILING_MS,
  );
});
