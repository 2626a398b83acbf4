/** What an adviser does on Consent Application Details, by role and accessible name. */
import { expect, userEvent, within } from 'storybook/test';

export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Puts `text` into the field as a paste: one change instead of a full key sequence (keydown,
 * input, keyup and a render of the field) per character keeps the long flows quick. Typing
 * itself is exercised by the section stories.
 */
export async function typeInto(root: HTMLElement, label: string | RegExp, text: string) {
  const field = within(root).getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Opens the select named `label` and picks `option`. */
export async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: option }));
}

/** Types a date as digits into the date field labelled `label` (dd mm yyyy). */
async function typeDate(root: HTMLElement, label: string, ddmmyyyy: string) {
  const group = within(root).getByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(ddmmyyyy.replace(/\D/g, ''));
}

/** A date (dd/mm/yyyy) this many days from today: deduction dates must not be in the past. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Application and Owner Details of a new application with this policy number. */
export async function fillCommon(
  canvasElement: HTMLElement,
  policyNumber: string,
  paymentMethod: 'Stop Order' | 'Debit Order',
) {
  const canvas = within(canvasElement);
  await typeInto(canvasElement, 'Policy Number', policyNumber);
  await choose(canvasElement, 'Application Type', 'New business');
  await choose(canvasElement, 'Payment Method', paymentMethod);
  await typeDate(canvasElement, 'Start Date', daysFromToday(7));
  await typeInto(canvasElement, 'Total Premium', '150.50');
  await typeInto(canvasElement, 'First Name', 'Thandiwe');
  await expect(canvas.getByRole('textbox', { name: 'Initial' })).toHaveValue('T');
  await typeInto(canvasElement, 'Surname', 'Nkosi');
  await typeInto(canvasElement, 'ID / Passport Number', '8501150234085');
  await typeInto(canvasElement, 'Cellphone Number', '0821234567');
  await typeInto(canvasElement, 'Postal Address line 1', 'PO Box 1123');
  await typeInto(canvasElement, 'Postal Address line 2', 'Soweto 1804');
}

export async function fillStopOrder(canvasElement: HTMLElement, agencyNumber = '104501') {
  const canvas = within(canvasElement);
  await typeInto(canvasElement, 'Agency Number', agencyNumber);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await typeInto(canvasElement, 'Employee Ref Number', 'PERSAL12345678');
  await typeDate(canvasElement, 'First Deduction Date', daysFromToday(14));
}

export async function fillDebitOrder(canvasElement: HTMLElement) {
  await typeInto(canvasElement, 'Bank Name', 'Standard Bank');
  await typeInto(canvasElement, 'Account Number', '1234567890');
  await choose(canvasElement, 'Account Type', 'Savings');
  await typeInto(canvasElement, 'Branch Code', '051001');
  await typeDate(canvasElement, 'First Deduction Date', daysFromToday(14));
}
