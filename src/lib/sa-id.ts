/**
 * South African ID numbers (YYMMDD SSSS C A Z): the birth date the form derives from one and a
 * check shown only as a warning, since the field also takes passport numbers
 * (docs/behaviour.md#consent-states, #validation). Surrounding white space is ignored.
 */
import { CalendarDate } from '@internationalized/date';
import { realDate } from './display-text';

const SA_ID_LENGTH = 13;

/**
 * The birth date of a 13-character ID: YYMMDD, in the 2000s when YY is below today's two-digit
 * year, else the 1900s. Null for any other length or a date that does not exist.
 */
export function birthDateFromId(id: string, today: Date = new Date()): CalendarDate | null {
  const value = id.trim();
  if (value.length !== SA_ID_LENGTH) return null;
  const ymd = /^(\d{2})(\d{2})(\d{2})/.exec(value);
  if (!ymd) return null;
  const yy = Number(ymd[1]);
  const century = yy < today.getFullYear() % 100 ? 2000 : 1900;
  const date = realDate(century + yy, Number(ymd[2]), Number(ymd[3]));
  return date && new CalendarDate(date.year, date.month, date.day);
}

/** The Luhn check over all digits, the last being the check digit. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type SaIdProblem = 'length' | 'digits' | 'date' | 'citizenship' | 'checksum';

/**
 * 13 digits, a real birth date, citizenship 0 (citizen), 1 (permanent resident) or 2 (refugee),
 * and a valid Luhn check digit; the last three judged only on 13 digits.
 */
export function checkSaIdNumber(
  id: string,
  today: Date = new Date(),
): { valid: boolean; problems: SaIdProblem[] } {
  const value = id.trim();
  const problems: SaIdProblem[] = [];
  if (value.length !== SA_ID_LENGTH) problems.push('length');
  if (!/^\d+$/.test(value)) problems.push('digits');
  if (problems.length === 0) {
    if (!birthDateFromId(value, today)) problems.push('date');
    if (!['0', '1', '2'].includes(value[10] ?? '')) problems.push('citizenship');
    if (!passesLuhn(value)) problems.push('checksum');
  }
  return { valid: problems.length === 0, problems };
}

/** The initial the form fills in from a first name (docs/behaviour.md#consent-states): its first letter, upper-cased. */
export function initialFromFirstName(firstName: string): string {
  const first = Array.from(firstName.trim())[0];
  return first ? first.toLocaleUpperCase('en-IN') : '';
}
