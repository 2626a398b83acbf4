/**
 * smoke: the adviser's whole journey in Firefox (Debian's Firefox ESR, driven by Puppeteer over
 * WebDriver BiDi) on a phone's screen, 390 × 844: sign in through the hub, the list, New with a
 * typed and a picked date, Debit Order then Stop Order with the agency Search, Save, Request
 * Consent through to Accepted on the handset, Generate Forms, Download Forms, and the leave
 * question. Each behaviour is owned in Chromium (docs/testing.md); this journey brings every
 * screen through its states once in another engine, and fails on any page error, console error
 * or failed load on the way.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { uniquePolicy } from '../../sandbox/test/helpers.ts';
import { answerPrompt, promptArrives } from '../support/consent.ts';
import { LEAVE_TITLE } from '../support/details-form.ts';
import { removeTempDirs, startAppSandbox, type Sandbox } from '../support/sandbox.ts';
import { launchFirefox } from './support/firefox.ts';
import {
  calendarMonth,
  dayFromToday,
  ddmmyyyy,
  find,
  press,
  screenshot,
  shows,
  textOf,
  typeInto,
  valueOf,
  watchProblems,
} from './support/journey-steps.ts';

/**
 * A ceiling for a journey that hangs, not a wait: alone it takes about 60 s; beside the rest of
 * `npm test` on two cores it has taken 134 s (Firefox's ARIA queries walk the page).
 */
const JOURNEY_CEILING_MS = 300_000;

const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'Africa/Johannesburg';

let sandbox: Sandbox | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const [started, launched] = await Promise.allSettled([startAppSandbox(), launchFirefox(PHONE)]);
  if (started.status === 'fulfilled') sandbox = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  await removeTempDirs();
});

/** The new window the app opened, once it holds the PDF's `blob:` address: what it shows. */
async function documentIn(popup: Page): Promise<{ url: string; contentType: string }> {
  await expect.poll(() => popup.url(), { timeout: 10_000 }).toMatch(/^blob:/);
  const contentType = await popup.evaluate(() => document.contentType);
  return { url: popup.url(), contentType };
}

describe('Firefox', () => {
  test(
    'sign in → the list → New (typed and picked dates, Debit then Stop Order, Search) → Save → consent Accepted → Generate and Download Forms → the leave question',
    async () => {
      if (!sandbox || !browser) throw new Error('The sandbox or Firefox is not running');
      const page = await browser.newPage();
      page.setDefaultTimeout(15_000);
      const problems = await watchProblems(page);
      const policyNumber = uniquePolicy('F');
      const cell = `08277${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
      const startDate = dayFromToday(7, TIME_ZONE);
      const debitDeduction = dayFromToday(14, TIME_ZONE);
      const stopDeduction = dayFromToday(21, TIME_ZONE);

      // Sign in through the staff hub; the list.
      await page.goto(`${sandbox.base}/methub4all/`);
      await shows(page, 'Sign in as Thandi Nkosi');
      // The hub opens the app's list: a new document, waited for before looking at it.
      await Promise.all([
        page.waitForNavigation(),
        press(page, 'button', 'Sign in as Thandi Nkosi'),
      ]);
      await shows(page, 'FN10023456');
      await find(page, 'table', 'Consent Application List');
      await screenshot(page, 'firefox-list-390');

      // New: Application Details by keyboard, from Policy Number on, as a person types a form.
      await press(page, 'button', 'New');
      await shows(page, 'Policy Number');
      const application = await find(page, 'region', 'Application Details');
      await typeInto(application, 'Policy Number', policyNumber);
      await page.keyboard.press('Tab');
      await page.keyboard.type('New');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Debit');
      // Start Date typed as a person writes a date: with the slashes.
      await page.keyboard.press('Tab');
      await page.keyboard.type(ddmmyyyy(startDate));
      const start = await find(application, 'group', 'Start Date');
      expect(await textOf(start)).toBe(ddmmyyyy(startDate));
      await find(application, 'button', 'New business Application Type');
      await find(application, 'button', 'Debit Order Payment Method');
      await typeInto(application, 'Total Premium', '150.50');

      const owner = await find(page, 'region', 'Owner Details');
      await typeInto(owner, 'First Name', 'Thandiwe');
      await typeInto(owner, 'Surname', 'Nkosi');
      await typeInto(owner, 'ID / Passport Number', '8501150234085');
      await typeInto(owner, 'Cellphone Number', cell);
      await typeInto(owner, 'Postal Address line 1', 'PO Box 1123');
      await typeInto(owner, 'Postal Address line 2', 'Soweto 1804');
      // The ID number filled Date of Birth.
      expect(await textOf(await find(owner, 'group', 'Date of Birth'))).toBe('15/01/1985');

      // Debit Order Details; its First Deduction Date typed as digits only.
      await shows(page, 'Debit Order Details');
      const debit = await find(page, 'region', 'Debit Order Details');
      await typeInto(debit, 'Bank Name', 'Standard Bank');
      await typeInto(debit, 'Account Number', '1234567890');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sav');
      await typeInto(debit, 'Branch Code', '051001');
      const debitDate = await find(debit, 'group', 'First Deduction Date');
      await page.keyboard.press('Tab');
      await page.keyboard.type(ddmmyyyy(debitDeduction).replaceAll('/', ''));
      expect(await textOf(debitDate)).toBe(ddmmyyyy(debitDeduction));
      await find(debit, 'button', 'Savings Account Type');

      // Stop Order instead, picked from the list: the agency by Search, the date from the calendar.
      await press(application, 'button', 'Debit Order Payment Method');
      await press(page, 'option', 'Stop Order');
      await shows(page, 'Stop Order Details');
      const stop = await find(page, 'region', 'Stop Order Details');
      await typeInto(stop, 'Agency Number', '104501');
      await press(stop, 'button', 'Search');
      const agency = await find(stop, 'textbox', 'Agency Description');
      await page.waitForFunction(
        (field) => (field as HTMLTextAreaElement).value !== '',
        {},
        agency,
      );
      await typeInto(stop, 'Employee Ref Number', 'PERSAL12345678');
      // The calendar opens with today focused: three weeks on by the arrow keys, then Enter.
      await press(stop, 'button', 'Calendar First Deduction Date');
      await shows(page, calendarMonth(dayFromToday(0, TIME_ZONE)));
      for (let week = 0; week < 3; week += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const stopDate = await find(stop, 'group', 'First Deduction Date');
      expect(await textOf(stopDate)).toBe(ddmmyyyy(stopDeduction));
      expect(await valueOf(agency)).not.toBe('');
      await screenshot(page, 'firefox-filled-390');

      // Save, then Request Consent: the client accepts on the handset.
      const actions = await find(page, 'group', 'Form actions');
      await press(actions, 'button', 'Save');
      await shows(page, 'Form saved successfully');
      const consent = await find(page, 'region', 'Consent Required');
      await press(consent, 'button', 'Request Consent');
      const prompt = await promptArrives(sandbox, cell);
      await answerPrompt(sandbox, prompt.transactionId, 'ACCEPT');
      await shows(consent, 'Accepted', 15_000);
      await screenshot(page, 'firefox-accepted-390');

      // Generate Forms, then Download Forms opens the mandate in a new window.
      await press(actions, 'button', 'Generate Forms');
      await shows(page, 'Document uploaded', 20_000);
      const popup = new Promise<Page | null>((resolve) => page.once('popup', resolve));
      await press(actions, 'button', 'Download Forms');
      const window = await popup;
      if (!window) throw new Error('Download Forms opened no window');
      const opened = await documentIn(window);
      expect(opened.url).toMatch(/^blob:/);
      expect(opened.contentType).toBe('application/pdf');
      await window.close();

      // Back asks the leave question; YES goes to the list.
      await press(actions, 'button', 'Back');
      await shows(page, LEAVE_TITLE);
      await press(await find(page, 'alertdialog', LEAVE_TITLE), 'button', 'YES');
      await shows(page, 'FN10023456');
      expect(page.url()).toBe(`${sandbox.base}/home`);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    },
    JOURNEY_CEILING_MS,
  );
});
