/**
 * The demo world, seeded once per data folder: advisers, agencies, plans in every state, their
 * verifier records, USSD logs and stored mandates, written in one transaction. Longer than
 * ~250 lines because each demo application's payload, letter and log are built here side by side,
 * so a change to one state is read in one place.
 */
import {
  CHANNEL,
  EMPTY_DEBIT_ORDER_DETAILS,
  EMPTY_STOP_ORDER_DETAILS,
  MANDATE_CODES,
  RESPONSE_ACCEPT,
  RESPONSE_REJECT,
  RESPONSE_TIMEOUT,
  TAXONOMY_CONSTANTS,
  planPayloadSchema,
  reportRequestSchema,
} from '../../src/api/contract.ts';
import type {
  PlanPayload,
  ReportRequest,
  Taxonomy,
  UssdLogRecord,
} from '../../src/api/contract.ts';
import { brand } from '../../src/config/brand.ts';
import { agentDetailsFor } from '../../src/domain/agent.ts';
import { USSD_PLACEHOLDERS } from '../../src/domain/ussd-placeholders.ts';
import { buildConsentText, buildUssdMessageForPlan } from '../../src/domain/ussd-message.ts';
import { formatReportDate, parseDateInput, type ReportDatePattern } from '../../src/lib/dates.ts';
import { demoAdvisers, demoAgencies, demoApplications } from '../demo-data.ts';
import type { DemoApplication } from '../demo-data.ts';
import { maskCell, normaliseCell } from '../lib/cell.ts';
import { utcDate } from '../lib/formats.ts';
import { transactionId } from '../lib/ids.ts';
import { renderMandate } from '../pdf/mandate.ts';
import { atomically } from '../stores/atomic.ts';
import type { Directory } from '../stores/directory.ts';
import type { DocumentStore } from '../stores/documents.ts';
import type { PlanStore } from '../stores/plans.ts';
import type { UssdLogStore } from '../stores/ussd-logs.ts';
import { VerifierStore } from '../stores/verifier.ts';
import { USSD_MESSAGES } from '../verifier/ussd-gateway.ts';
import type { Db } from './database.ts';

/** A valid South African ID number: YYMMDD SSSS C A Z with a Luhn check digit. */
function saIdNumber(birth: string, sequence: string, citizen = '0'): string {
  const base = `${birth}${sequence}${citizen}8`;
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    let digit = Number(base[base.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}

const addresses = [
  ['PO Box 4410', 'Durban 4000'],
  ['Private Bag X12', 'Pinetown 3600'],
  ['18 Jacaranda Street', 'Umhlanga 4319'],
  ['PO Box 221', 'Bellville 7535'],
  ['7 Acacia Road', 'Pietermaritzburg 3201'],
];

function payloadFor(app: DemoApplication, index: number, now: Date): PlanPayload {
  const adviser = demoAdvisers.find((a) => a.employeeNumber === app.employeeNumber)!;
  const agency = demoAgencies[index % demoAgencies.length];
  const start = utcDate(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
  const debitDay = utcDate(start.getUTCFullYear(), start.getUTCMonth() + 1, 25);
  const yy = Number(app.client.birth.slice(0, 2));
  const birth = utcDate(
    1900 + yy,
    Number(app.client.birth.slice(2, 4)),
    Number(app.client.birth.slice(4, 6)),
  );
  const stop = app.paymentMethod === 'Stop Order';
  const [line1, line2] = addresses[index % addresses.length];
  return planPayloadSchema.parse({
    policyNumber: app.policyNumber,
    fileNetId: '',
    clientInfo: {
      name: app.client.name,
      initial: app.client.name[0],
      surname: app.client.surname,
      dateOfBirth: birth.toISOString(),
      contactDetails: { cellNumber: app.client.cell },
      roleOnPolicy: 'policyHolder',
      registrationDetails: {
        identificationNumber: saIdNumber(app.client.birth, app.client.sequence),
        identificationType: 'IdNumber',
        countryOfIssue: 'ZA',
      },
      addressDetails: { typeOfAddress: 'postal', addressLine1: line1, addressLine2: line2 },
    },
    policyInfo: {
      policyNumber: app.policyNumber,
      startDate: start.toISOString(),
      applicationType: 'New business',
      schemeCode: stop ? 'GOVSO' : '',
      premium: app.premium,
    },
    paymentMethodType: app.paymentMethod,
    stopOrderDetails: stop
      ? {
          agencyName: agency.name,
          agencyNumber: agency.agencyNumber,
          empReferenceNumber: `PERSAL${app.client.birth}${app.client.sequence.slice(0, 2)}`,
          headOffice: '',
          deptCode: `DC${app.client.sequence}`,
          firstdeductionDate: start.toISOString(),
        }
      : EMPTY_STOP_ORDER_DETAILS,
    debitOrderDetails: stop
      ? EMPTY_DEBIT_ORDER_DETAILS
      : {
          bankname: 'Standard Bank',
          branchCode: '051001',
          accountNumber: `10${app.client.birth}${app.client.sequence}`.slice(0, 11),
          accountType: 'Current',
          deductionDate: debitDay.toISOString(),
          employerCode: '',
          frequency: 1,
        },
    agentDetails: agentDetailsFor(adviser),
  });
}

/** The USSD message for a plan (docs/behaviour.md#constants): the app's own rule, fed from the stored plan. */
function ussdMessageFor(plan: PlanPayload): string {
  const message = buildUssdMessageForPlan(plan);
  if (message === null) throw new Error(`Plan ${plan.policyNumber} has no first deduction date`);
  return message;
}

/** A stored date in one of the report letters' patterns (the app's own formatting rule). */
function reportDate(value: string | Date, pattern: ReportDatePattern): string {
  const date = parseDateInput(value);
  if (!date) throw new Error(`Not a date: ${String(value)}`);
  return formatReportDate(date, pattern);
}

/** The stop-order report request the app would send for a plan (used for the seeded mandate). */
function stopOrderReport(plan: PlanPayload, consentedAt: Date): ReportRequest {
  const c = plan.clientInfo;
  const first = new Date(plan.stopOrderDetails.firstdeductionDate!);
  const codes = MANDATE_CODES['Stop Order'];
  return reportRequestSchema.parse({
    fileName: `${plan.policyNumber}_${codes.documentKey}.pdf`,
    record: {
      LetterName: codes.letterName,
      PolicyNumber: plan.policyNumber,
      OutputFormat: 'PDF',
      JobId: `seed-${plan.policyNumber}`,
      DocType: codes.documentKey,
    },
    clientInfo: [
      {
        name: c.name,
        initial: c.initial,
        surname: c.surname,
        idNumber: c.registrationDetails.identificationNumber,
        dateOfBirth: reportDate(c.dateOfBirth, 'dd/MM/yyyy'),
        cellNumber: c.contactDetails.cellNumber,
        addressLine1: c.addressDetails.addressLine1,
        addressLine2: c.addressDetails.addressLine2,
        policyNumber: plan.policyNumber,
        premium: plan.policyInfo.premium,
        startDate: reportDate(plan.policyInfo.startDate, 'dd/MM/yyyy'),
        paymentMethod: plan.paymentMethodType,
        agencyName: plan.stopOrderDetails.agencyName,
        agencyNumber: plan.stopOrderDetails.agencyNumber,
        empReferenceNumber: plan.stopOrderDetails.empReferenceNumber,
        deptCode: plan.stopOrderDetails.deptCode,
        firstDeductionDate: reportDate(first, 'dd/MM/yyyy'),
        deductionMonth: reportDate(first, 'MM/yyyy'),
        consentText: buildConsentText(
          reportDate(consentedAt, 'dd/MM/yyyy'),
          c.contactDetails.cellNumber,
        ),
      },
    ],
  });
}

/** The seeded prompts expired after the verifier's default wait. */
const SEED_TIMEOUT_S = 120;

interface SeedStores {
  directory: Directory;
  plans: PlanStore;
  logs: UssdLogStore;
  documents: DocumentStore;
}

/** Seeds the demo world once, on the first start of a data folder. Returns whether it did. */
export async function seedDemoData(db: Db, stores: SeedStores, now = new Date()) {
  if (stores.directory.advisers().length > 0) return false;

  const attempts = demoApplications.map((app, index) => {
    const payload = payloadFor(app, index, now);
    const created = new Date(now.getTime() - app.daysAgo * 86_400_000);
    const prompted = new Date(created.getTime() + 15 * 60_000);
    const answered = new Date(
      prompted.getTime() + (app.consent === 'timeout' ? SEED_TIMEOUT_S * 1000 : 38_000),
    );
    return { app, payload, created, prompted, answered, transactionId: transactionId() };
  });

  // PDFs first (async); everything else in one transaction.
  const mandates = new Map<string, Uint8Array>();
  for (const a of attempts.filter((x) => x.app.consent === 'mandate')) {
    const bytes = await renderMandate({
      report: stopOrderReport(a.payload, a.answered),
      evidence: {
        transactionId: a.transactionId,
        maskedCellphoneNumber: maskCell(a.app.client.cell),
        promptedAt: a.prompted.toISOString(),
        answeredAt: a.answered.toISOString(),
        responseOption: RESPONSE_ACCEPT,
        message: ussdMessageFor(a.payload),
      },
      adviser: a.payload.agentDetails,
      generatedAt: new Date(a.answered.getTime() + 60_000),
    });
    mandates.set(a.app.policyNumber, bytes);
  }

  const verifier = new VerifierStore(db);
  atomically(db, () => {
    demoAdvisers.forEach((a) => stores.directory.addAdviser(a));
    demoAgencies.forEach((a) => stores.directory.addAgency(a));
    for (const a of attempts) {
      const plan = stores.plans.create(a.payload, a.created);
      if (a.app.consent === 'none') continue;
      const response =
        a.app.consent === 'rejected'
          ? RESPONSE_REJECT
          : a.app.consent === 'timeout'
            ? RESPONSE_TIMEOUT
            : RESPONSE_ACCEPT;
      const answered = response !== RESPONSE_TIMEOUT;
      const message = ussdMessageFor(a.payload);
      verifier.insertTransaction({
        transactionId: a.transactionId,
        planId: plan.id,
        employeeNumber: a.app.employeeNumber,
        cellphoneNumber: a.app.client.cell,
        cellKey: normaliseCell(a.app.client.cell),
        maskedCellphoneNumber: maskCell(a.app.client.cell),
        message,
        status: answered ? 'RESPONDED' : 'TIMEOUT',
        responseOption: answered ? response : null,
        ussdMessage: answered ? USSD_MESSAGES.ok : USSD_MESSAGES.timeout(SEED_TIMEOUT_S),
        createdAt: a.prompted.toISOString(),
        expiresAt: a.prompted.getTime() + SEED_TIMEOUT_S * 1000,
        finishedAt: a.answered.toISOString(),
      });
      const record: UssdLogRecord = {
        billingUserGuid: USSD_PLACEHOLDERS.billingUserGuid,
        cellphoneNumber: a.app.client.cell,
        channel: CHANNEL,
        date: a.prompted.toISOString(),
        instructionType: USSD_PLACEHOLDERS.instructionType,
        message,
        planReference: plan.id,
        maskedCellphoneNumber: maskCell(a.app.client.cell),
        transactionId: a.transactionId,
        userLdapGuid: USSD_PLACEHOLDERS.userLdapGuid,
        response: null,
      };
      const entry = stores.logs.create(plan.id, record, a.prompted);
      stores.logs.update(entry, { response }, a.answered);
      const pdf = mandates.get(a.app.policyNumber);
      if (pdf) {
        const taxonomy: Taxonomy = {
          ...TAXONOMY_CONSTANTS,
          document_key: MANDATE_CODES['Stop Order'].documentKey,
          division: `${brand.product} Retail`,
          contract_reference: [a.app.policyNumber.slice(3)],
        };
        const document = stores.documents.save(pdf, taxonomy, a.app.employeeNumber, plan.id);
        stores.documents.recordIssued(plan.id, pdf, a.answered);
        stores.plans.setFileNetId(plan.id, document.id, a.answered);
      }
    }
  });
  return true;
}
