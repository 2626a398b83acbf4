/** Request bodies shared by several sandbox test files. */
import { MANDATE_CODES, TAXONOMY_CONSTANTS } from '../../src/api/contract.ts';
import type { ReportRequest, Taxonomy } from '../../src/api/contract.ts';

/** The taxonomy the app sends with an uploaded mandate of `policy` (a stop order's by default). */
export function taxonomy(
  policy: string,
  key: Taxonomy['document_key'] = MANDATE_CODES['Stop Order'].documentKey,
): Taxonomy {
  return {
    ...TAXONOMY_CONSTANTS,
    document_key: key,
    division: 'Meridian Retail',
    contract_reference: [policy.padStart(9, '0')],
  };
}

/** The report request the app builds for the test plan of `planPayload` (helpers.ts). */
export function reportFor(policy: string, kind: 'Stop Order' | 'Debit Order'): ReportRequest {
  const bank = kind === 'Debit Order';
  const codes = MANDATE_CODES[kind];
  return {
    fileName: `${policy}_${codes.documentKey}.pdf`,
    record: {
      LetterName: codes.letterName,
      PolicyNumber: policy,
      OutputFormat: 'PDF',
      JobId: `job-${policy}`,
      DocType: codes.documentKey,
    },
    clientInfo: [
      {
        name: 'Lindiwe',
        initial: 'L',
        surname: 'Mthembu',
        idNumber: '9103140123086',
        dateOfBirth: '14/03/1991',
        cellNumber: '0825550199',
        addressLine1: 'PO Box 12',
        addressLine2: 'Durban 4001',
        policyNumber: policy,
        premium: '150.50',
        startDate: '01/01/2027',
        paymentMethod: kind,
        agencyName: bank ? '' : 'South African Police Service',
        agencyNumber: bank ? '' : '220310',
        empReferenceNumber: bank ? '' : 'PERSAL12345678',
        deptCode: bank ? '' : 'DC01',
        firstDeductionDate: bank ? '25/01/2027' : '01/01/2027',
        deductionMonth: '01/2027',
        consentText: 'electronically applied on 21/11/2026 using cell Number 0825550199',
      },
    ],
    ...(bank
      ? {
          billing: [
            {
              bankName: 'Capitec Bank',
              branchCode: '470010',
              accountNumber: '1234567890',
              accountType: 'Savings' as const,
              deductionDay: '25',
              firstDeductionDate: '20270125',
              premium: '150.50',
              contractReference: policy.length === 10 ? ` ${policy}` : policy.padStart(9, '0'),
            },
          ],
        }
      : {}),
  };
}
