/**
 * What an adviser does on Consent Application Details, by role and accessible name, for the
 * details journeys (e2e/details-*.spec.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { applicationGrid } from './journey.ts';
import { listedApplications, signInThroughHub, type Sandbox } from './sandbox.ts';

export const LEAVE_TITLE = 'Are you sure you want to leave this page?';

export const detailsHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Consent Application Details', level: 1 });

export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A button of the form's action bar (on a phone and tablet the compact header repeats the next step). */
export const actionBarButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Form actions' }).getByRole('button', { name, exact: true });

/** A toast is an alertdialog named by its message. */
export const toast = (page: Page, message: string) =>
  page.getByRole('alertdialog', { name: message });

/** dd mm yyyy digits of the day this many days from today (deduction dates may not be past). */
function dateDigits(daysFromToday: number): string {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}`;
}

export async function openNew(page: Page) {
  await signInThroughHub(page, 'thandi');
  await button(page, 'New').click();
  await detailsHeading(page).waitFor();
}

export async function openEdit(page: Page, policyNumber: string) {
  await applicationGrid(page)
    .getByRole('button', { name: `Edit ${policyNumber}` })
    .click();
  await detailsHeading(page).waitFor();
  await page.getByText(`Application ${policyNumber}`).waitFor();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function typeDate(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

export type PaymentMethod = 'Stop Order' | 'Debit Order';

/** Application and Owner Details, valid, for this policy number and payment method. */
export async function fillCommon(page: Page, policyNumber: string, method: PaymentMethod) {
  await textbox(page, 'Policy Number').fill(policyNumber);
  await choose(page, 'Application Type', 'New business');
  await choose(page, 'Payment Method', method);
  await typeDate(page, 'Start Date', dateDigits(7));
  await textbox(page, 'Total Premium').fill('150.50');
  await textbox(page, 'First Name').fill('Thandiwe');
  await textbox(page, 'Surname').fill('Nkosi');
  await textbox(page, 'ID / Passport Number').fill('8501150234085');
  await textbox(page, 'Cellphone Number').fill('0821234567');
  await textbox(page, 'Postal Address line 1').fill('PO Box 1123');
  await textbox(page, 'Postal Address line 2').fill('Soweto 1804');
}

/** Stop Order Details with an agency the sandbox knows (Search fills its description). */
export async function fillStopOrder(page: Page) {
  await textbox(page, 'Agency Number').fill('104501');
  await button(page, 'Search').click();
  // The control's id is its field name.
  await page.waitForFunction(
    () => (document.getElementById('agencyDescription') as HTMLInputElement | null)?.value,
  );
  await textbox(page, 'Employee Ref Number').fill('PERSAL12345678');
  await typeDate(page, 'First Deduction Date', dateDigits(14));
}

/** Stop Order Details with no signal: the agency number typed, its description left to the Save. */
export async function fillStopOrderWithNoSignal(page: Page, agencyNumber: string) {
  await textbox(page, 'Agency Number').fill(agencyNumber);
  await textbox(page, 'Employee Ref Number').fill('PERSAL12345678');
  await typeDate(page, 'First Deduction Date', dateDigits(14));
}

export async function fillDebitOrder(page: Page) {
  await textbox(page, 'Bank Name').fill('Standard Bank');
  await textbox(page, 'Account Number').fill('1234567890');
  await choose(page, 'Account Type', 'Savings');
  await textbox(page, 'Branch Code').fill('051001');
  await typeDate(page, 'First Deduction Date', dateDigits(14));
}

/** How many of Thandi's plans the service holds with this policy number (the oracle). */
export async function storedPlans(sandbox: Sandbox, policyNumber: string): Promise<number> {
  const rows = await listedApplications(sandbox, 'thandi');
  return rows.filter((row) => row.policyNumber === policyNumber).length;
}

/** Back, then YES: the list again. */
export async function backToList(page: Page) {
  await button(page, 'Back').click();
  await page
    .getByRole('alertdialog', { name: LEAVE_TITLE })
    .getByRole('button', { name: 'YES' })
    .click();
  await page.waitForURL('**/home');
}

/** Whether the element is the focused one. */
export const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/**
 * Keyboard only: Tab (or Shift+Tab) until `target` has the focus, at most `max` presses; fails
 * when it is not reached, naming where the focus went instead.
 */
export async function tabTo(page: Page, target: Locator, { max = 12, back = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(
    `${max} × ${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)}; focus is on ${at}`,
  );
}

/** Keyboard only: Tab to the field, then type (a select picks its option by typing). */
async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

const spinbuttons = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).getByRole('spinbutton');

/** Keyboard only, Debit Order: Application, Owner and Debit Order Details, valid, from Policy Number. */
export async function fillByKeyboard(page: Page, policyNumber: string, cell: string) {
  const select = (label: string) => page.getByRole('button', { name: new RegExp(label) });
  await tabAndType(page, textbox(page, 'Policy Number'), policyNumber);
  await tabAndType(page, select('Application Type'), 'New');
  await tabAndType(page, select('Payment Method'), 'Debit');
  await tabAndType(page, spinbuttons(page, 'Start Date').first(), dateDigits(7));
  await tabAndType(page, textbox(page, 'Total Premium'), '150.50');
  await tabAndType(page, textbox(page, 'First Name'), 'Thandiwe');
  await tabAndType(page, textbox(page, 'Surname'), 'Nkosi');
  await tabAndType(page, textbox(page, 'ID / Passport Number'), '8501150234085');
  await tabAndType(page, textbox(page, 'Cellphone Number'), cell);
  await tabAndType(page, textbox(page, 'Postal Address line 1'), 'PO Box 1123');
  await tabAndType(page, textbox(page, 'Postal Address line 2'), 'Soweto 1804');
  await tabAndType(page, textbox(page, 'Bank Name'), 'Standard Bank');
  await tabAndType(page, textbox(page, 'Account Number'), '1234567890');
  await tabAndType(page, select('Account Type'), 'Sav');
  await tabAndType(page, textbox(page, 'Branch Code'), '051001');
  await tabAndType(page, spinbuttons(page, 'First Deduction Date').first(), dateDigits(14));
}
