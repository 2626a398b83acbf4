/**
 * What Storybook's MSW handlers serve: the one demo world (src/domain/demo-world, the same one the
 * sandbox seeds) at a fixed time, so stories show the sandbox's people and numbers and look the
 * same every day. Stories reach its plans by name below and make their error and edge cases as
 * overrides of it (a handler scenario, or `{ ...stopOrderPlan, field: bad }`), never as a second
 * world. Only what the world does not hold is typed here: the consent token, the upload answer
 * and the report requests the mandate tests compare against. `fixtures.test.ts` parses them all.
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
import { MANDATE_CODES, TAXONOMY_CONSTANTS } from '../contract';
import {
  applicationRowFor,
  buildDemoWorld,
  intermediaryFor,
  sessionAdviser,
  type DemoRecord,
} from '../../domain/demo-world';

const stopOrderCodes = MANDATE_CODES['Stop Order'];
const debitOrderCodes = MANDATE_CODES['Debit Order'];

/** The time the stories' world stands at: plans were captured in the days before it. */
const DEMO_NOW = new Date('2026-03-02T08:00:00.000Z');

const world = buildDemoWorld(DEMO_NOW);

function record(policyNumber: string): DemoRecord {
  const found = world.records.find((r) => r.plan.policyNumber === policyNumber);
  if (!found) throw new Error(`No demo plan ${policyNumber}`);
  return found;
}

/** The adviser the demo session token belongs to: Thandi Nkosi. */
export const demoAdviser = {
  givenName: sessionAdviser.givenName,
  displayName: sessionAdviser.displayName,
  employeeNumber: sessionAdviser.employeeNumber,
} as const;

/** The demo adviser's branch and region, as the intermediary service answers them. */
export const intermediary: Intermediary = intermediaryFor(sessionAdviser);

/** Every stored plan of every adviser (the plan routes find any of them). */
export const plans: readonly Plan[] = world.records.map((r) => r.plan);

/** Stop order, accepted on the second request after the first went unanswered: ready to generate forms. */
export const stopOrderPlan: Plan = record('FN10023461').plan;
/** Debit order, consent accepted: ready to generate forms. */
export const debitOrderPlan: Plan = record('FN10023457').plan;
/** Stop order whose mandate is stored: the list offers Download Forms (a 14-character policy number). */
export const formsReadyPlan: Plan = record('MER00000123459').plan;
/** Debit order with no consent requested yet (an empty log). */
export const newDebitOrderPlan: Plan = record('FN40010001').plan;

export function findPlan(policyNumber: string): Plan | undefined {
  return plans.find((plan) => plan.policyNumber === policyNumber);
}

/** The demo adviser's list: her plans as the list endpoint returns them. */
export const applicationRows: ApplicationRow[] = world.records
  .filter((r) => r.app.employeeNumber === sessionAdviser.employeeNumber)
  .map((r) => applicationRowFor(r.plan));

/** A list row with missing values (shown as '--'): for stories that add it to the list. */
export const rowWithGaps: ApplicationRow = {
  _id: '665f1c2e9b1e8a0012abffff',
  policyNumber: 'FN10023499',
  clientInfo: { name: 'Ayanda', surname: null, registrationDetails: null },
  createdAt: null,
  fileNetId: null,
};

/** USSD log entries by policy number. A plan without a key has none yet. */
export const ussdLogsByPolicy: Record<string, UssdLogEntry[]> = Object.fromEntries(
  world.records.filter((r) => r.log.length > 0).map((r) => [r.plan.policyNumber, r.log]),
);

/** The stop-order plan's log: no answer, then accepted. */
export const acceptedLog = record('FN10023461').log;
/** The declined plan's log: rejected. */
export const failedLog = record('FN10023458').log;

export const agencies: Record<string, Agency> = Object.fromEntries(
  world.agencies.map((a) => [a.agencyNumber, { name: a.name }]),
);

export const verifierEndpoint = 'ws://localhost:3000/ussd-verifier';
export const consentToken = 'demo-consent-token-6f1c2e9b';

export const uploadResponse: UploadResponse = {
  ecmDocumentId: '{7A1C3E55-2B9D-4F60-8E21-5D0C9A4B7F13}',
};

export const stopOrderTaxonomy: Taxonomy = {
  ...TAXONOMY_CONSTANTS,
  document_key: stopOrderCodes.documentKey,
  division: 'Meridian Retail',
  contract_reference: [' FN10023461'],
};

/**
 * The stop-order letter for stopOrderPlan (Bongani Mthembu, FN10023461), typed by hand from the
 * world's values as docs/behaviour.md#mandate-documents writes it: what the mandate feature
 * must build.
 */
export const stopOrderReport: ReportRequest = {
  fileName: `FN10023461_${stopOrderCodes.documentKey}.pdf`,
  record: {
    LetterName: stopOrderCodes.letterName,
    PolicyNumber: 'FN10023461',
    OutputFormat: 'PDF',
    JobId: 'job-2026-02-28-0001',
    DocType: stopOrderCodes.documentKey,
  },
  clientInfo: [
    {
      name: 'Bongani',
      initial: 'B',
      surname: 'Mthembu',
      idNumber: '8309195190084',
      dateOfBirth: '19/09/1983',
      cellNumber: '0763218899',
      addressLine1: '22 Musgrave Road',
      addressLine2: 'Durban 4001',
      policyNumber: 'FN10023461',
      premium: '165',
      startDate: '01/04/2026',
      paymentMethod: 'Stop Order',
      agencyName: 'South African Police Service',
      agencyNumber: '220310',
      empReferenceNumber: 'PERSAL83091951',
      deptCode: 'DC5190',
      firstDeductionDate: '01/04/2026',
      deductionMonth: '04/2026',
      consentText: 'electronically applied on 28/02/2026 using cell Number 0763218899',
    },
  ],
};

/** The bank mandate for debitOrderPlan (Nomsa Zulu, FN10023457), with its billing record. */
export const debitOrderReport: ReportRequest = {
  fileName: `FN10023457_${debitOrderCodes.documentKey}.pdf`,
  record: {
    LetterName: debitOrderCodes.letterName,
    PolicyNumber: 'FN10023457',
    OutputFormat: 'PDF',
    JobId: 'job-2026-02-27-0001',
    DocType: debitOrderCodes.documentKey,
  },
  clientInfo: [
    {
      name: 'Nomsa',
      initial: 'N',
      surname: 'Zulu',
      idNumber: '9007230164085',
      dateOfBirth: '23/07/1990',
      cellNumber: '0837654321',
      addressLine1: 'Private Bag X12',
      addressLine2: 'Pinetown 3600',
      policyNumber: 'FN10023457',
      premium: '215.50',
      startDate: '01/04/2026',
      paymentMethod: 'Debit Order',
      agencyName: '',
      agencyNumber: '',
      empReferenceNumber: '',
      deptCode: '',
      firstDeductionDate: '25/04/2026',
      deductionMonth: '04/2026',
      consentText: 'electronically applied on 27/02/2026 using cell Number 0837654321',
    },
  ],
  billing: [
    {
      bankName: 'Standard Bank',
      branchCode: '051001',
      accountNumber: '10900723016',
      accountType: 'Current',
      deductionDay: '25',
      firstDeductionDate: '20260425',
      premium: '215.50',
      contractReference: ' FN10023457',
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
