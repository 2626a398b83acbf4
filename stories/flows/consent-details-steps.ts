/** What an adviser does on Consent Application Details, by role and accessible name. */
import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { expect, userEvent, within } from 'storybook/test';
import { emptyConsentForm, type ConsentFormValues } from '../../src/features/consent-form';
import { NEW_APPLICATION } from '../../src/lib/form-draft';
import { saveDraft } from '../../src/lib/form-draft-values';

export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Puts `text` into the field as a paste: one change instead of a full key sequence (keydown,
 * input, keyup and a render of the field) per character keeps the long flows quick. Typing
 * itself is exercised by the section stories.
 */
export async function typeInto(root: HTMLElement, label: string | RegExp, text: string) {
  // Found as it shows: a payment group's fields come a render after its choice (a deferred one).
  const field = await within(root).findByRole('textbox', { name: label });
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
export async function typeDate(root: HTMLElement, label: string, ddmmyyyy: string) {
  const group = await within(root).findByRole('group', { name: label });
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

/** The calendar date this many days from today. */
const dayFromToday = (days: number) => today(getLocalTimeZone()).add({ days });

/**
 * A new application as an adviser leaves it after filling it in: Application, Owner and the
 * payment group's details, valid (the values `fillStopOrderByKeyboard` types).
 */
export function filledNewApplication(
  policyNumber: string,
  paymentMethod: 'Stop Order' | 'Debit Order',
  changes: Partial<ConsentFormValues> = {},
): ConsentFormValues {
  const common = {
    ...emptyConsentForm(),
    policyNumber,
    appType: 'New business',
    paymentMethod,
    startDate: dayFromToday(7),
    totalPremium: '150.50',
    firstName: 'Thandiwe',
    initial: 'T',
    surname: 'Nkosi',
    idNumber: '8501150234085',
    birthDate: new CalendarDate(1985, 1, 15),
    cellNumber: '0821234567',
    addressLineOne: 'PO Box 1123',
    addressLineTwo: 'Soweto 1804',
  } satisfies ConsentFormValues;
  const payment =
    paymentMethod === 'Debit Order'
      ? {
          bankName: 'Standard Bank',
          accountNumber: '1234567890',
          accountType: 'Savings',
          branchCode: '051001',
          debitOrderDate: dayFromToday(14),
        }
      : {
          agencyNumber: '104501',
          agencyDescription: 'Department of Basic Education (KZN)',
          emRefNumber: 'PERSAL12345678',
          stopOrderDate: dayFromToday(14),
        };
  return { ...common, ...payment, ...changes } as ConsentFormValues;
}

/**
 * Starts a story from a new application's draft (docs/behaviour.md#drafts): the page opens with
 * these values restored, as after a reload, so a story about Save's outcome begins at Save
 * instead of typing the whole form. Call it in the story's `beforeEach` (after the meta's, which
 * clears every draft).
 */
export function seedNewDraft(values: ConsentFormValues) {
  saveDraft(NEW_APPLICATION, values);
}

/** Keyboard only: Tab until the focus is on or in `target`; fails after `max` presses. */
export async function tabToByKeyboard(target: HTMLElement, max = 12) {
  const focusIsIn = () => target.contains(target.ownerDocument.activeElement);
  for (let presses = 0; presses < max && !focusIsIn(); presses += 1) await userEvent.tab();
  if (!focusIsIn()) {
    const at = target.ownerDocument.activeElement?.outerHTML.slice(0, 120);
    throw new Error(
      `${max} × Tab did not reach ${target.outerHTML.slice(0, 80)}; focus is on ${at}`,
    );
  }
}

/** Keyboard only: Tab to the field, then type (a select picks its option by typing). */
async function tabAndType(target: HTMLElement, text: string) {
  await tabToByKeyboard(target);
  await userEvent.keyboard(text);
}

/**
 * A new stop order, the whole form, by keyboard alone from where the focus is (Tab, typing,
 * Enter in Agency Number to search).
 */
export async function fillStopOrderByKeyboard(canvasElement: HTMLElement, policyNumber: string) {
  const canvas = within(canvasElement);
  const textbox = (name: string) => canvas.getByRole('textbox', { name });
  const select = (label: string) => canvas.getByRole('button', { name: new RegExp(label) });
  const firstSegment = (label: string) =>
    within(canvas.getByRole('group', { name: label })).getAllByRole('spinbutton')[0];
  const digits = (ddmmyyyy: string) => ddmmyyyy.replace(/\D/g, '');
  await tabAndType(textbox('Policy Number'), policyNumber);
  await tabAndType(select('Application Type'), 'New');
  await tabAndType(select('Payment Method'), 'Stop');
  await tabAndType(firstSegment('Start Date'), digits(daysFromToday(7)));
  await tabAndType(textbox('Total Premium'), '150.50');
  await tabAndType(textbox('First Name'), 'Thandiwe');
  await expect(textbox('Initial')).toHaveValue('T');
  await tabAndType(textbox('Surname'), 'Nkosi');
  await tabAndType(textbox('ID / Passport Number'), '8501150234085');
  await tabAndType(textbox('Cellphone Number'), '0821234567');
  await tabAndType(textbox('Postal Address line 1'), 'PO Box 1123');
  await tabAndType(textbox('Postal Address line 2'), 'Soweto 1804');
  await tabAndType(textbox('Agency Number'), '104501');
  await userEvent.keyboard('{Enter}');
  await tabAndType(textbox('Employee Ref Number'), 'PERSAL12345678');
  await tabAndType(firstSegment('First Deduction Date'), digits(daysFromToday(14)));
}
