/**
 * The mandate letter's request to the report service and the document store's taxonomy, built
 * from the plan as stored (docs/behaviour.md#mandate-documents). Pure: the time is passed in.
 */
import {
  MANDATE_CODES,
  TAXONOMY_CONSTANTS,
  type PlanPayload,
  type ReportRequest,
  type Taxonomy,
} from '../../api';
import { brand } from '../../config/brand';
import { formatReportDate, parseDateInput, type ReportDatePattern } from '../../lib/dates';
import { buildConsentText } from '../consent';
import { toContractReference } from './contract-reference';

function reportDate(
  value: string | Date | null | undefined,
  pattern: ReportDatePattern,
  what: string,
) {
  const date = parseDateInput(value);
  if (!date) throw new Error(`The plan has no ${what}`);
  return formatReportDate(date, pattern);
}

/** A job id unique per plan and millisecond: the policy number and the time in base 36. */
export function buildJobId(policyNumber: string, now: Date): string {
  return `${policyNumber}-${now.getTime().toString(36).toUpperCase()}`;
}

/**
 * The report request for a stored plan: the stop-order authority or the bank mandate (with its
 * billing record). `consentedAt`, when the client accepted, dates the consent text.
 */
export function buildReportRequest(
  plan: PlanPayload,
  now: Date,
  consentedAt: Date = now,
): ReportRequest {
  const codes = MANDATE_CODES[plan.paymentMethodType];
  const bank = plan.paymentMethodType === 'Debit Order';
  const client = plan.clientInfo;
  const stop = plan.stopOrderDetails;
  const debit = plan.debitOrderDetails;
  const firstDeduction = bank ? debit.deductionDate : stop.firstdeductionDate;
  const cell = client.contactDetails.cellNumber;
  const request: ReportRequest = {
    fileName: `${plan.policyNumber}_${codes.documentKey}.pdf`,
    record: {
      LetterName: codes.letterName,
      PolicyNumber: plan.policyNumber,
      OutputFormat: 'PDF',
      JobId: buildJobId(plan.policyNumber, now),
      DocType: codes.documentKey,
    },
    clientInfo: [
      {
        name: client.name,
        initial: client.initial,
        surname: client.surname,
        idNumber: client.registrationDetails.identificationNumber,
        dateOfBirth: reportDate(client.dateOfBirth, 'dd/MM/yyyy', 'date of birth'),
        cellNumber: cell,
        addressLine1: client.addressDetails.addressLine1,
        addressLine2: client.addressDetails.addressLine2,
        policyNumber: plan.policyNumber,
        premium: plan.policyInfo.premium,
        startDate: reportDate(plan.policyInfo.startDate, 'dd/MM/yyyy', 'start date'),
        paymentMethod: plan.paymentMethodType,
        agencyName: bank ? '' : stop.agencyName,
        agencyNumber: bank ? '' : stop.agencyNumber,
        empReferenceNumber: bank ? '' : stop.empReferenceNumber,
        deptCode: bank ? '' : stop.deptCode,
        firstDeductionDate: reportDate(firstDeduction, 'dd/MM/yyyy', 'first deduction date'),
        deductionMonth: reportDate(firstDeduction, 'MM/yyyy', 'first deduction date'),
        consentText: buildConsentText(reportDate(consentedAt, 'dd/MM/yyyy', 'consent date'), cell),
      },
    ],
  };
  if (!bank) return request;
  const deductionDate = parseDateInput(debit.deductionDate);
  if (!deductionDate || debit.accountType === '') {
    throw new Error('The plan has no complete bank details');
  }
  return {
    ...request,
    billing: [
      {
        bankName: debit.bankname,
        branchCode: debit.branchCode,
        accountNumber: debit.accountNumber,
        accountType: debit.accountType,
        deductionDay: formatReportDate(deductionDate, 'dd'),
        firstDeductionDate: formatReportDate(deductionDate, 'yyyyMMdd'),
        premium: plan.policyInfo.premium,
        contractReference: toContractReference(plan.policyNumber),
      },
    ],
  };
}

/** The document store's taxonomy for the mandate of this plan. */
export function buildTaxonomy(
  plan: Pick<PlanPayload, 'policyNumber' | 'paymentMethodType'>,
  product: string = brand.product,
): Taxonomy {
  return {
    document_key: MANDATE_CODES[plan.paymentMethodType].documentKey,
    division: `${product} Retail`,
    ...TAXONOMY_CONSTANTS,
    contract_reference: [toContractReference(plan.policyNumber)],
  };
}
