/**
 * The demo world (src/domain/demo-world, the same one Storybook's MSW fixtures serve), seeded once
 * per data folder at the time of the first start: advisers, agencies, plans in every state, their
 * verifier records, USSD logs and stored mandates, written in one transaction.
 */
import {
  CHANNEL,
  MANDATE_CODES,
  RESPONSE_ACCEPT,
  RESPONSE_REJECT,
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
import {
  DEMO_TIMEOUT_S,
  demoAdvisers,
  demoAgencies,
  demoApplications,
  logConsentStatusFor,
  logResponseFor,
  planPayloadFor,
  timesFor,
  ussdMessageFor,
  type DemoAttempt,
} from '../../src/domain/demo-world/index.ts';
import { USSD_PLACEHOLDERS } from '../../src/domain/ussd-placeholders.ts';
import { buildConsentText } from '../../src/domain/ussd-message.ts';
import { formatReportDate, parseDateInput, type ReportDatePattern } from '../../src/lib/dates.ts';
import { maskCell, normaliseCell } from '../lib/cell.ts';
import { transactionId } from '../lib/ids.ts';
import { renderMandate } from '../pdf/mandate.ts';
import { atomically } from '../stores/atomic.ts';
import type { Directory } from '../stores/directory.ts';
import type { DocumentStore } from '../stores/documents.ts';
import type { PlanStore } from '../stores/plans.ts';
import type { UssdLogStore } from '../stores/ussd-logs.ts';
import { VerifierStore, type TransactionStatus, type UssdAnswer } from '../stores/verifier.ts';
import { USSD_MESSAGES } from '../verifier/ussd-gateway.ts';
import type { Db } from './database.ts';

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

/** The handset's answer for the attempts the client answered. */
const ANSWERS: Partial<Record<DemoAttempt, UssdAnswer>> = {
  accepted: RESPONSE_ACCEPT,
  rejected: RESPONSE_REJECT,
};

/** How the verifier recorded each kind of attempt. */
const VERIFIER_OUTCOME: Record<
  DemoAttempt,
  { status: Exclude<TransactionStatus, 'PENDING'>; ussdMessage: string }
> = {
  accepted: { status: 'RESPONDED', ussdMessage: USSD_MESSAGES.ok },
  rejected: { status: 'RESPONDED', ussdMessage: USSD_MESSAGES.ok },
  noAnswer: { status: 'TIMEOUT', ussdMessage: USSD_MESSAGES.timeout(DEMO_TIMEOUT_S) },
  networkError: { status: 'NETWORK_ERROR', ussdMessage: USSD_MESSAGES.dropped },
  cancelled: { status: 'CANCELLED', ussdMessage: USSD_MESSAGES.cancelled },
  // The prompt outlived a restart of the sandbox: no answer was ever written to the log.
  waiting: { status: 'CANCELLED', ussdMessage: USSD_MESSAGES.restarted },
};

interface SeedStores {
  directory: Directory;
  plans: PlanStore;
  logs: UssdLogStore;
  documents: DocumentStore;
}

/** Seeds the demo world once, on the first start of a data folder. Returns whether it did. */
export async function seedDemoData(db: Db, stores: SeedStores, now = new Date()) {
  if (stores.directory.advisers().length > 0) return false;

  const seeded = demoApplications.map((app) => {
    const payload = planPayloadSchema.parse(planPayloadFor(app, now));
    const { createdAt, attempts } = timesFor(app, now);
    return {
      app,
      payload,
      createdAt,
      attempts: attempts.map((a) => ({ ...a, transactionId: transactionId() })),
    };
  });

  // PDFs first (async); everything else in one transaction.
  const mandates = new Map<string, Uint8Array>();
  for (const s of seeded.filter((x) => x.app.formsReady)) {
    const accepted = s.attempts.findLast((a) => a.attempt === 'accepted');
    if (!accepted?.answeredAt) throw new Error(`${s.app.policyNumber}: forms without consent`);
    const bytes = await renderMandate({
      report: stopOrderReport(s.payload, accepted.answeredAt),
      evidence: {
        transactionId: accepted.transactionId,
        maskedCellphoneNumber: maskCell(s.app.client.cell),
        promptedAt: accepted.promptedAt.toISOString(),
        answeredAt: accepted.answeredAt.toISOString(),
        responseOption: RESPONSE_ACCEPT,
        message: ussdMessageFor(s.payload),
      },
      adviser: s.payload.agentDetails,
      generatedAt: new Date(accepted.answeredAt.getTime() + 60_000),
    });
    mandates.set(s.app.policyNumber, bytes);
  }

  const verifier = new VerifierStore(db);
  atomically(db, () => {
    demoAdvisers.forEach((a) => stores.directory.addAdviser(a));
    demoAgencies.forEach((a) => stores.directory.addAgency(a));
    for (const s of seeded) {
      const plan = stores.plans.create(s.payload, s.createdAt);
      const cell = s.app.client.cell;
      const message = ussdMessageFor(s.payload);
      for (const a of s.attempts) {
        const response = logResponseFor(a.attempt);
        const outcome = VERIFIER_OUTCOME[a.attempt];
        const finishedAt = a.answeredAt ?? new Date(a.promptedAt.getTime() + 60_000);
        verifier.insertTransaction({
          transactionId: a.transactionId,
          planId: plan.id,
          employeeNumber: s.app.employeeNumber,
          cellphoneNumber: cell,
          cellKey: normaliseCell(cell),
          maskedCellphoneNumber: maskCell(cell),
          message,
          status: outcome.status,
          responseOption: ANSWERS[a.attempt] ?? null,
          ussdMessage: outcome.ussdMessage,
          createdAt: a.promptedAt.toISOString(),
          expiresAt: a.promptedAt.getTime() + DEMO_TIMEOUT_S * 1000,
          finishedAt: finishedAt.toISOString(),
        });
        const record: UssdLogRecord = {
          billingUserGuid: USSD_PLACEHOLDERS.billingUserGuid,
          cellphoneNumber: cell,
          channel: CHANNEL,
          date: a.promptedAt.toISOString(),
          instructionType: USSD_PLACEHOLDERS.instructionType,
          message,
          planReference: plan.id,
          maskedCellphoneNumber: maskCell(cell),
          transactionId: a.transactionId,
          userLdapGuid: USSD_PLACEHOLDERS.userLdapGuid,
          response: null,
        };
        const entry = stores.logs.create(plan.id, record, a.promptedAt);
        if (response !== null && a.answeredAt) {
          // As the app writes the ending: its word beside the response, so it reads back as itself.
          const consentStatus = logConsentStatusFor(a.attempt);
          stores.logs.update(entry, { response, consentStatus }, a.answeredAt);
        }
      }
      const pdf = mandates.get(s.app.policyNumber);
      const accepted = s.attempts.findLast((a) => a.attempt === 'accepted');
      if (pdf && accepted?.answeredAt) {
        const taxonomy: Taxonomy = {
          ...TAXONOMY_CONSTANTS,
          document_key: MANDATE_CODES['Stop Order'].documentKey,
          division: `${brand.product} Retail`,
          contract_reference: [s.app.policyNumber.slice(3)],
        };
        const document = stores.documents.save(pdf, taxonomy, s.app.employeeNumber, plan.id);
        stores.documents.recordIssued(plan.id, pdf, accepted.answeredAt);
        stores.plans.setFileNetId(plan.id, document.id, accepted.answeredAt);
      }
    }
  });
  return true;
}
