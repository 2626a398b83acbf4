/** The texts the client sees on the phone and on the mandate (docs/behaviour.md#constants). */
import type { CalendarDate } from '@internationalized/date';
import { TEXT_MAX, type PlanPayload } from '../api/contract';
import { brand } from '../config/brand';
import { formatReportDate, parseDateInput } from '../lib/dates';

/** A USSD prompt holds at most 182 characters; a longer one cannot be sent. */
export const USSD_MESSAGE_MAX = TEXT_MAX.ussdMessage;

export interface UssdMessageInput {
  paymentMethod: 'Stop Order' | 'Debit Order';
  /** The insurer's short name: `brand.insurerShortName` at the call site. */
  insurer: string;
  /** The premium as the plan stores it (e.g. '150', '99.5'). */
  premium: string;
  policyNumber: string;
  /** Stop order only: the employee reference, of which the last 8 characters are shown. */
  employeeRefNumber?: string;
  firstDeductionDate: CalendarDate;
}

/**
 * The USSD prompt, exactly docs/behaviour.md#constants's templates:
 * - Stop Order: '{insurer} to deduct R{premium} mnthly from salary for emp *{last 8 of the employee ref} for {policy} from {MM}/{YYYY}'
 * - Debit Order: '{insurer} to deduct R{premium} mnthly from bank account for {policy} from {DD} {MM}/{YYYY}'
 */
export function buildUssdMessage(input: UssdMessageInput): string {
  const { insurer, policyNumber, firstDeductionDate: date } = input;
  const premium = input.premium.trim();
  const monthYear = formatReportDate(date, 'MM/yyyy');
  if (input.paymentMethod === 'Stop Order') {
    const ref = (input.employeeRefNumber ?? '').trim().slice(-8);
    return `${insurer} to deduct R${premium} mnthly from salary for emp *${ref} for ${policyNumber} from ${monthYear}`;
  }
  return `${insurer} to deduct R${premium} mnthly from bank account for ${policyNumber} from ${formatReportDate(date, 'dd')} ${monthYear}`;
}

/** The consent line of the mandate letter (docs/behaviour.md#constants). */
export function buildConsentText(date: string, cellNumber: string): string {
  return `electronically applied on ${date} using cell Number ${cellNumber}`;
}

/** The prompt for a saved plan; null without a first deduction date for its payment method. */
export function buildUssdMessageForPlan(plan: PlanPayload): string | null {
  const stop = plan.paymentMethodType === 'Stop Order';
  const firstDeduction = parseDateInput(
    stop ? plan.stopOrderDetails.firstdeductionDate : plan.debitOrderDetails.deductionDate,
  );
  if (!firstDeduction) return null;
  return buildUssdMessage({
    paymentMethod: plan.paymentMethodType,
    insurer: brand.insurerShortName,
    premium: plan.policyInfo.premium,
    policyNumber: plan.policyNumber,
    employeeRefNumber: plan.stopOrderDetails.empReferenceNumber,
    firstDeductionDate: firstDeduction,
  });
}
