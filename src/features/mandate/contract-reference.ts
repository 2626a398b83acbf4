/**
 * The contract reference of the document taxonomy and the bank mandate
 * (docs/behaviour.md#mandate-documents).
 */
import type { CalendarDate } from '@internationalized/date';
import { formatReportDate } from '../../lib/dates';

/**
 * A policy number as the document store's contract reference:
 * 14 characters → the part after the first 3 (the product prefix);
 * 10 characters → a leading space;
 * any other length → left-padded with zeros to 9 (longer ones are kept as they are).
 * Surrounding white space is not part of the policy number.
 */
export function toContractReference(policyNumber: string): string {
  const value = policyNumber.trim();
  if (value.length === 14) return value.slice(3);
  if (value.length === 10) return ` ${value}`;
  return value.padStart(9, '0');
}

/** The mandate's deduction day: the day of the month in two digits. */
export function formatDeductionDay(date: CalendarDate): string {
  return formatReportDate(date, 'dd');
}
