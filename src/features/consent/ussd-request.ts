/**
 * What a consent request sends: the token request and the USSD log record
 * (docs/behaviour.md#consent-session). Pure: the session machine builds its effects with these.
 */
import {
  CHANNEL,
  CONSENT_TOKEN_TTL_MS,
  RESPONSE_ACCEPT,
  type ConsentTokenRequest,
  type UssdLogRecord,
} from '../../api';
import { USSD_PLACEHOLDERS } from '../../domain';

/** What the adviser asks consent for: the saved plan's cell number and the exact prompt. */
export interface ConsentRequestInput {
  /** The plan's `_id`: the token and the log entry are bound to it. */
  planReference: string;
  cellphoneNumber: string;
  /** The USSD prompt, from `buildUssdMessage` over the saved plan. */
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

/**
 * The log entry written when the verifier reports IN_PROGRESS, its fields in the documented
 * order: billing user guid, cellphone number, channel, date, instruction type, message, plan
 * reference, masked cellphone number, transaction id, user LDAP guid.
 */
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
