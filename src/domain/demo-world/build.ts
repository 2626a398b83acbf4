/**
 * The demo world's stored records at a given `now`, for the sandbox's first start; Storybook's
 * fixtures take a fixed time, so stories look the same every day.
 */
import {
  LOG_ENDINGS,
  RESPONSE_ACCEPT,
  RESPONSE_REJECT,
  RESPONSE_TIMEOUT,
  applicationRowSchema,
} from '../../api/contract';
import type { ApplicationRow, Plan, PlanPayload, UssdLogEntry } from '../../api/contract';
import { buildUssdLogRecord, maskCell } from '../consent-request';
import { buildPlanPayload } from '../plan';
import { buildUssdMessageForPlan } from '../ussd-message';
import type { DemoApplication, DemoAttempt } from './applications';
import { demoApplications } from './applications';
import { demoAdvisers, demoAgencies } from './people';

const DAY_MS = 86_400_000;
/** A demo prompt expired after the verifier's default wait, in seconds. */
export const DEMO_TIMEOUT_S = 120;

const utcDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

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

/** The plan payload an adviser would have saved for a demo application. */
export function planPayloadFor(app: DemoApplication, now: Date): PlanPayload {
  const adviser = demoAdvisers.find((a) => a.employeeNumber === app.employeeNumber);
  if (!adviser) throw new Error(`No demo adviser ${app.employeeNumber}`);
  const start = utcDate(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
  const debitDay = utcDate(start.getUTCFullYear(), start.getUTCMonth() + 1, 25);
  const { client } = app;
  const birth = utcDate(
    1900 + Number(client.birth.slice(0, 2)),
    Number(client.birth.slice(2, 4)),
    Number(client.birth.slice(4, 6)),
  );
  const stop = app.paymentMethod === 'Stop Order';
  const agency = stop ? demoAgencies.find((a) => a.agencyNumber === app.agencyNumber) : undefined;
  if (stop && !agency) throw new Error(`${app.policyNumber}: no demo agency ${app.agencyNumber}`);
  return buildPlanPayload(
    {
      policyNumber: app.policyNumber,
      appType: 'New business',
      paymentMethod: app.paymentMethod,
      startDate: start.toISOString(),
      schemeCode: stop ? 'GOVSO' : '',
      totalPremium: app.premium,
      firstName: client.name,
      initial: client.name[0],
      surname: client.surname,
      idNumber: saIdNumber(client.birth, client.sequence),
      birthDate: birth.toISOString(),
      cellNumber: client.cell,
      addressLineOne: client.address[0],
      addressLineTwo: client.address[1],
      // The method not chosen travels empty.
      agencyNumber: agency?.agencyNumber ?? '',
      agencyDescription: agency?.name ?? '',
      emRefNumber: stop ? `PERSAL${client.birth}${client.sequence.slice(0, 2)}` : '',
      deductionCode: stop ? `DC${client.sequence}` : '',
      headOffice: '',
      stopOrderDate: stop ? start.toISOString() : null,
      bankName: stop ? '' : 'Standard Bank',
      accountNumber: stop ? '' : `10${client.birth}${client.sequence}`.slice(0, 11),
      accountType: stop ? '' : 'Current',
      branchCode: stop ? '' : '051001',
      debitOrderDate: stop ? null : debitDay.toISOString(),
      employerCode: '',
    },
    adviser,
  );
}

/** The USSD prompt for a saved plan (the app's own rule, docs/behaviour.md#constants). */
export function ussdMessageFor(plan: PlanPayload): string {
  const message = buildUssdMessageForPlan(plan);
  if (message === null) throw new Error(`Plan ${plan.policyNumber} has no first deduction date`);
  return message;
}

/**
 * What the log says for an attempt, as the app writes it when the request ends
 * (docs/behaviour.md#consent-history): `response` the answer, else TimeOut; `consentStatus` the
 * answer, else the ending's own word. `delayS`: how long after the prompt it ended.
 */
const LOGGED: Record<
  DemoAttempt,
  { response: string | null; consentStatus: string | null; delayS: number | null }
> = {
  accepted: { response: RESPONSE_ACCEPT, consentStatus: RESPONSE_ACCEPT, delayS: 38 },
  rejected: { response: RESPONSE_REJECT, consentStatus: RESPONSE_REJECT, delayS: 41 },
  noAnswer: {
    response: RESPONSE_TIMEOUT,
    consentStatus: LOG_ENDINGS.timeout,
    delayS: DEMO_TIMEOUT_S,
  },
  networkError: { response: RESPONSE_TIMEOUT, consentStatus: LOG_ENDINGS.networkError, delayS: 22 },
  cancelled: { response: RESPONSE_TIMEOUT, consentStatus: LOG_ENDINGS.cancelled, delayS: 27 },
  waiting: { response: null, consentStatus: null, delayS: null },
};

export const logResponseFor = (attempt: DemoAttempt) => LOGGED[attempt].response;
export const logConsentStatusFor = (attempt: DemoAttempt) => LOGGED[attempt].consentStatus;

/** When the application was captured and when each request (n from 1) was sent and ended. */
export function timesFor(app: DemoApplication, now: Date) {
  const createdAt = new Date(now.getTime() - app.daysAgo * DAY_MS);
  const attempts = app.attempts.map((attempt, i) => {
    const promptedAt = new Date(createdAt.getTime() + (15 + i * 10) * 60_000);
    const delay = LOGGED[attempt].delayS;
    const answeredAt = delay === null ? null : new Date(promptedAt.getTime() + delay * 1000);
    return { attempt, n: i + 1, promptedAt, answeredAt };
  });
  return { createdAt, attempts };
}

/** A fixed 24-hex id, like the plan service's. */
const hexId = (prefix: string, ...parts: number[]) =>
  prefix + parts.map((p) => p.toString(16).padStart(4, '0')).join('');

export interface DemoRecord {
  app: DemoApplication;
  plan: Plan;
  /** Its USSD log, oldest first ([] when consent was never asked). */
  log: UssdLogEntry[];
}

/** The world as the services store it at `now`, with fixed ids (the sandbox's choose theirs). */
export function buildDemoWorld(now: Date) {
  const records: DemoRecord[] = demoApplications.map((app, index) => {
    const payload = planPayloadFor(app, now);
    const { createdAt, attempts } = timesFor(app, now);
    const _id = hexId('665f1c2e9b1e8a0012ab', index + 1);
    const request = {
      planReference: _id,
      cellphoneNumber: app.client.cell,
      message: ussdMessageFor(payload),
    };
    const log: UssdLogEntry[] = attempts.map(({ attempt, n, promptedAt, answeredAt }) => ({
      _id: hexId('665f1c2e9b1e8a01', index + 1, n),
      ...buildUssdLogRecord(
        request,
        {
          maskedCellphoneNumber: maskCell(request.cellphoneNumber),
          transactionId: `TX-${app.policyNumber}-${n}`,
        },
        promptedAt.getTime(),
      ),
      response: logResponseFor(attempt),
      consentStatus: logConsentStatusFor(attempt),
      createdAt: promptedAt.toISOString(),
      updatedAt: (answeredAt ?? promptedAt).toISOString(),
    }));
    const last = attempts.at(-1);
    const plan: Plan = {
      ...payload,
      _id,
      fileNetId: app.formsReady
        ? `3F2504E0-4F89-11D3-9A0C-0305E82C${String(3300 + index + 1).padStart(4, '0')}`
        : '',
      createdAt: createdAt.toISOString(),
      updatedAt: (last?.answeredAt ?? createdAt).toISOString(),
    };
    return { app, plan, log };
  });
  return { advisers: demoAdvisers, agencies: demoAgencies, records };
}

/** A plan as the application list shows it: the row's schema keeps only the row's fields. */
export const applicationRowFor = (plan: Plan): ApplicationRow => applicationRowSchema.parse(plan);
