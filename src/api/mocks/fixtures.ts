/**
 * Demo data typed by the contract: a handful of South African applications in every state the
 * screens show (consent accepted, failed, none yet, downloadable, a row with missing values).
 * ID numbers are real-shaped (valid dates, citizenship digit and Luhn check digit), cell numbers
 * are local, policy numbers are at most 14 characters. `fixtures.test.ts` parses every one.
 * Longer than ~250 lines because it is data, not logic.
 */
import type {
  Agency,
  ApplicationRow,
  Intermediary,
  Plan,
  ReportRequest,
  Taxonomy,
  UploadResponse,
  UssdLogEntry,
} from '../contract';
import {
  CHANNEL,
  EMPTY_DEBIT_ORDER_DETAILS,
  EMPTY_STOP_ORDER_DETAILS,
  MANDATE_CODES,
  RESPONSE_ACCEPT,
  RESPONSE_TIMEOUT,
  TAXONOMY_CONSTANTS,
} from '../contract';
import { USSD_PLACEHOLDERS, agentDetailsFor } from '../../domain';

const stopOrderCodes = MANDATE_CODES['Stop Order'];
const debitOrderCodes = MANDATE_CODES['Debit Order'];

const at = (date: string) => `${date}T00:00:00.000Z`;

/** The adviser the demo session token belongs to. */
export const demoAdviser = {
  givenName: 'Naledi',
  displayName: 'Naledi Khumalo',
  employeeNumber: '8004512',
} as const;

const agent = agentDetailsFor({
  userName: demoAdviser.displayName,
  employeeNumber: demoAdviser.employeeNumber,
  branch: 'Johannesburg Central',
  region: 'Gauteng North',
});

export const intermediary: Intermediary = {
  departmentName: agent.branch,
  locationName: agent.region,
};

const noStopOrder = EMPTY_STOP_ORDER_DETAILS;
const noDebitOrder = EMPTY_DEBIT_ORDER_DETAILS;

function client(
  name: string,
  surname: string,
  idNumber: string,
  dateOfBirth: string,
  cellNumber: string,
  address: [string, string],
): Plan['clientInfo'] {
  return {
    name,
    initial: name.charAt(0),
    surname,
    dateOfBirth: at(dateOfBirth),
    contactDetails: { cellNumber },
    roleOnPolicy: 'policyHolder',
    registrationDetails: {
      identificationNumber: idNumber,
      identificationType: 'IdNumber',
      countryOfIssue: 'ZA',
    },
    addressDetails: { typeOfAddress: 'postal', addressLine1: address[0], addressLine2: address[1] },
  };
}

/** Stop order, consent accepted after a first attempt timed out; ready to generate forms. */
export const stopOrderPlan: Plan = {
  _id: '665f1c2e9b1e8a0012ab0001',
  policyNumber: 'MFP00012345',
  fileNetId: '',
  clientInfo: client('Thandiwe', 'Nkosi', '8501150234085', '1985-01-15', '0821234567', [
    'PO Box 1123',
    'Soweto 1804',
  ]),
  policyInfo: {
    policyNumber: 'MFP00012345',
    startDate: at('2025-02-01'),
    applicationType: 'New business',
    schemeCode: 'FUN01',
    premium: '150',
  },
  paymentMethodType: 'Stop Order',
  stopOrderDetails: {
    agencyName: 'Gauteng Department of Education',
    agencyNumber: 'AG1001',
    empReferenceNumber: 'PERSAL12345678',
    headOffice: 'Pretoria',
    deptCode: '0042',
    firstdeductionDate: at('2025-02-25'),
  },
  debitOrderDetails: noDebitOrder,
  agentDetails: agent,
  createdAt: '2025-01-20T08:15:00.000Z',
  updatedAt: '2025-01-20T08:40:00.000Z',
};

/** Debit order, consent accepted and the mandate already stored: the list offers Download Forms. */
export const debitOrderPlan: Plan = {
  _id: '665f1c2e9b1e8a0012ab0002',
  policyNumber: 'MFP00012346',
  fileNetId: '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
  clientInfo: client('Johannes', 'van der Merwe', '7803225871086', '1978-03-22', '0834567890', [
    '14 Kerk Street',
    'Stellenbosch 7600',
  ]),
  policyInfo: {
    policyNumber: 'MFP00012346',
    startDate: at('2025-03-01'),
    applicationType: 'New business',
    schemeCode: '',
    premium: '245.50',
  },
  paymentMethodType: 'Debit Order',
  stopOrderDetails: noStopOrder,
  debitOrderDetails: {
    bankname: 'Standard Bank',
    branchCode: '051001',
    accountNumber: '1234567890',
    accountType: 'Savings',
    deductionDate: at('2025-03-01'),
    employerCode: 'EMP778',
    frequency: 1,
  },
  agentDetails: agent,
  createdAt: '2025-02-03T10:05:00.000Z',
};

/** Debit order with no consent requested yet (an empty log). */
export const newDebitOrderPlan: Plan = {
  _id: '665f1c2e9b1e8a0012ab0003',
  policyNumber: 'MFP00012347',
  fileNetId: '',
  clientInfo: client('Lerato', 'Mokoena', '9207045123082', '1992-07-04', '0711234567', [
    '22 Jacaranda Avenue',
    'Polokwane 0699',
  ]),
  policyInfo: {
    policyNumber: 'MFP00012347',
    startDate: at('2025-04-01'),
    applicationType: 'Alteration',
    schemeCode: 'FUN02',
    premium: '99.5',
  },
  paymentMethodType: 'Debit Order',
  stopOrderDetails: noStopOrder,
  debitOrderDetails: {
    bankname: 'Capitec Bank',
    branchCode: '470010',
    accountNumber: '1402345678',
    accountType: 'Current',
    deductionDate: at('2025-04-15'),
    employerCode: '',
    frequency: 1,
  },
  agentDetails: agent,
  createdAt: '2025-03-11T12:30:00.000Z',
};

/** Stop order whose client declined the prompt (a 14-character policy number). */
const declinedPlan: Plan = {
  _id: '665f1c2e9b1e8a0012ab0004',
  policyNumber: 'MFP00000012348',
  fileNetId: '',
  clientInfo: client('Sipho', 'Dlamini', '8812315671081', '1988-12-31', '0614567890', [
    'Private Bag X9',
    'Pietermaritzburg 3200',
  ]),
  policyInfo: {
    policyNumber: 'MFP00000012348',
    startDate: at('2025-05-01'),
    applicationType: 'New business',
    schemeCode: '',
    premium: '0',
  },
  paymentMethodType: 'Stop Order',
  stopOrderDetails: {
    agencyName: 'South African Police Service',
    agencyNumber: 'AG2040',
    empReferenceNumber: '90817263',
    headOffice: '',
    deptCode: '',
    firstdeductionDate: at('2025-05-31'),
  },
  debitOrderDetails: noDebitOrder,
  agentDetails: agent,
  createdAt: '2025-04-28T07:55:00.000Z',
};

export const plans: readonly Plan[] = [
  stopOrderPlan,
  debitOrderPlan,
  newDebitOrderPlan,
  declinedPlan,
];

export function findPlan(policyNumber: string): Plan | undefined {
  return plans.find((plan) => plan.policyNumber === policyNumber);
}

/** The list rows: every plan as the list endpoint returns it, plus one with missing values. */
export const applicationRows: ApplicationRow[] = [
  ...plans.map((plan) => ({
    _id: plan._id,
    policyNumber: plan.policyNumber,
    clientInfo: {
      name: plan.clientInfo.name,
      surname: plan.clientInfo.surname,
      registrationDetails: {
        identificationNumber: plan.clientInfo.registrationDetails.identificationNumber,
      },
    },
    createdAt: plan.createdAt,
    fileNetId: plan.fileNetId,
  })),
  {
    _id: '665f1c2e9b1e8a0012ab0005',
    policyNumber: 'MFP00012349',
    clientInfo: { name: 'Ayesha', surname: null, registrationDetails: null },
    createdAt: null,
    fileNetId: null,
  },
];

// ---------------------------------------------------------------------------------------------
// USSD consent log

function logEntry(
  plan: Plan,
  n: number,
  response: string | null,
  when: string,
  message: string,
): UssdLogEntry {
  const cell = plan.clientInfo.contactDetails.cellNumber;
  return {
    _id: `${plan._id.slice(0, -2)}${String(50 + n)}`,
    billingUserGuid: USSD_PLACEHOLDERS.billingUserGuid,
    cellphoneNumber: cell,
    channel: CHANNEL,
    date: when,
    instructionType: USSD_PLACEHOLDERS.instructionType,
    message,
    planReference: plan._id,
    maskedCellphoneNumber: `${cell.slice(0, 3)}****${cell.slice(-3)}`,
    transactionId: `TX-${plan.policyNumber}-${n}`,
    userLdapGuid: USSD_PLACEHOLDERS.userLdapGuid,
    response,
    consentStatus: response,
    createdAt: when,
    updatedAt: when,
  };
}

const stopOrderMessage =
  'Meridian to deduct R150 mnthly from salary for emp *12345678 for MFP00012345 from 02/2025';
const debitOrderMessage =
  'Meridian to deduct R245.50 mnthly from bank account for MFP00012346 from 01 03/2025';
const declinedMessage =
  'Meridian to deduct R0 mnthly from salary for emp *90817263 for MFP00000012348 from 05/2025';

/** Log entries by policy number. A plan without a key has none yet. */
export const ussdLogsByPolicy: Record<string, UssdLogEntry[]> = {
  MFP00012345: [
    logEntry(stopOrderPlan, 1, RESPONSE_TIMEOUT, '2025-01-20T08:20:00.000Z', stopOrderMessage),
    logEntry(stopOrderPlan, 2, RESPONSE_ACCEPT, '2025-01-20T08:31:00.000Z', stopOrderMessage),
  ],
  MFP00012346: [
    logEntry(debitOrderPlan, 1, RESPONSE_ACCEPT, '2025-02-03T10:12:00.000Z', debitOrderMessage),
  ],
  MFP00000012348: [
    logEntry(declinedPlan, 1, 'REJECT', '2025-04-28T08:02:00.000Z', declinedMessage),
  ],
};

export const acceptedLog = ussdLogsByPolicy.MFP00012345;
export const failedLog = ussdLogsByPolicy.MFP00000012348;

// ---------------------------------------------------------------------------------------------
// Look-ups, consent token, documents

export const agencies: Record<string, Agency> = {
  AG1001: { name: 'Gauteng Department of Education' },
  AG2040: { name: 'South African Police Service' },
  AG3300: { name: 'City of Cape Town' },
};

export const verifierEndpoint = 'ws://localhost:3000/ussd-verifier';
export const consentToken = 'demo-consent-token-6f1c2e9b';

export const uploadResponse: UploadResponse = {
  ecmDocumentId: '{7A1C3E55-2B9D-4F60-8E21-5D0C9A4B7F13}',
};

export const stopOrderTaxonomy: Taxonomy = {
  ...TAXONOMY_CONSTANTS,
  document_key: stopOrderCodes.documentKey,
  division: 'Meridian Retail',
  contract_reference: ['MFP00012345'],
};

/** A report request for the stop-order letter, as the mandate feature builds it. */
export const stopOrderReport: ReportRequest = {
  fileName: `MFP00012345_${stopOrderCodes.documentKey}.pdf`,
  record: {
    LetterName: stopOrderCodes.letterName,
    PolicyNumber: 'MFP00012345',
    OutputFormat: 'PDF',
    JobId: 'job-2025-01-20-0001',
    DocType: stopOrderCodes.documentKey,
  },
  clientInfo: [
    {
      name: 'Thandiwe',
      initial: 'T',
      surname: 'Nkosi',
      idNumber: '8501150234085',
      dateOfBirth: '15/01/1985',
      cellNumber: '0821234567',
      addressLine1: 'PO Box 1123',
      addressLine2: 'Soweto 1804',
      policyNumber: 'MFP00012345',
      premium: '150',
      startDate: '01/02/2025',
      paymentMethod: 'Stop Order',
      agencyName: 'Gauteng Department of Education',
      agencyNumber: 'AG1001',
      empReferenceNumber: 'PERSAL12345678',
      deptCode: '0042',
      firstDeductionDate: '25/02/2025',
      deductionMonth: '02/2025',
      consentText: 'electronically applied on 20/01/2025 using cell Number 0821234567',
    },
  ],
};

/** A report request for the bank mandate (with its billing record). */
export const debitOrderReport: ReportRequest = {
  fileName: `MFP00012346_${debitOrderCodes.documentKey}.pdf`,
  record: {
    LetterName: debitOrderCodes.letterName,
    PolicyNumber: 'MFP00012346',
    OutputFormat: 'PDF',
    JobId: 'job-2025-02-03-0001',
    DocType: debitOrderCodes.documentKey,
  },
  clientInfo: [
    {
      name: 'Johannes',
      initial: 'J',
      surname: 'van der Merwe',
      idNumber: '7803225871086',
      dateOfBirth: '22/03/1978',
      cellNumber: '0834567890',
      addressLine1: '14 Kerk Street',
      addressLine2: 'Stellenbosch 7600',
      policyNumber: 'MFP00012346',
      premium: '245.50',
      startDate: '01/03/2025',
      paymentMethod: 'Debit Order',
      agencyName: '',
      agencyNumber: '',
      empReferenceNumber: '',
      deptCode: '',
      firstDeductionDate: '01/03/2025',
      deductionMonth: '03/2025',
      consentText: 'electronically applied on 03/02/2025 using cell Number 0834567890',
    },
  ],
  billing: [
    {
      bankName: 'Standard Bank',
      branchCode: '051001',
      accountNumber: '1234567890',
      accountType: 'Savings',
      deductionDay: '01',
      firstDeductionDate: '20250301',
      premium: '245.50',
      contractReference: 'MFP00012346',
    },
  ],
};

/** A one-page PDF saying `text`, with a correct cross-reference table. */
export function tinyPdf(text: string): Uint8Array<ArrayBuffer> {
  const safe = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
