/**
 * What a consent request sends and writes (docs/behaviour.md#consent-session), built here for the
 * app and the demo world alike, so a seeded log shows exactly what a real request writes.
 */
import {
  CHANNEL,
  CONSENT_TOKEN_TTL_MS,
  RESPONSE_ACCEPT,
  type ConsentTokenRequest,
  type UssdLogRecord,
} from '../api/contract';
import { USSD_PLACEHOLDERS } from './ussd-placeholders';

/** What the adviser asks consent for: the saved plan's cell number and the exact prompt. */
export interface ConsentRequestInput {
  /** The plan's `_id`: the token and the log entry are bound to it. */
  planReference: string;
  cellphoneNumber: string;
  /** The USSD prompt, from `buildUssdMessageForPlan` over the saved plan. */
  message: string;
}

/** The consent-token request: Bearer, 12 minutes, bound to the plan. */
export function buildConsentTokenRequest(input: ConsentRequestInput): ConsentTokenRequest {
  return {
    timeToLive: CONSENT_TOKEN_TTL_MS,
    planReference: input.planReference,
    optionalParameters: {
      cellphoneNumber: input.cellphoneNumber,
      message: input.message,
      billingUserGuid: USSD_PLACEHOLDERS.billingUserGuid,
      userLdapGuid: USSD_PLACEHOLDERS.userLdapGuid,
    },
  };
}

/** The log entry written when the verifier reports IN_PROGRESS, in the documented order. */
export function buildUssdLogRecord(
  input: ConsentRequestInput,
  verifier: { maskedCellphoneNumber: string; transactionId: string },
  now: number,
): UssdLogRecord {
  return {
    billingUserGuid: USSD_PLACEHOLDERS.billingUserGuid,
    cellphoneNumber: input.cellphoneNumber,
    channel: CHANNEL,
    date: new Date(now).toISOString(),
    instructionType: USSD_PLACEHOLDERS.instructionType,
    message: input.message,
    planReference: input.planReference,
    maskedCellphoneNumber: verifier.maskedCellphoneNumber,
    transactionId: verifier.transactionId,
    userLdapGuid: USSD_PLACEHOLDERS.userLdapGuid,
  };
}

/** ACCEPT means exactly 'ACCEPT': the test the verifier's own record is held to. */
export function isAccept(response: string | null | undefined): boolean {
  return response === RESPONSE_ACCEPT;
}

/** A cell number as the verifier masks it ('082****567'): the adviser reads one form throughout. */
export function maskCell(value: string): string {
  const digits = value.replace(/\D/g, '');
  const cell = digits.startsWith('27') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
  if (cell.length <= 6) return '*'.repeat(cell.length);
  return `${cell.slice(0, 3)}${'*'.repeat(cell.length - 6)}${cell.slice(-3)}`;
}
