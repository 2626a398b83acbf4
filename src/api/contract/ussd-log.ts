/** The USSD consent log (docs/behaviour.md#data-model): what is written, and what is stored. */
import { z } from 'zod/mini';
import { CHANNEL, TEXT_MAX, apiDateSchema, cell, id, label, required, text } from './fields';

/**
 * How a request ended without the client's answer, as the entry's `consentStatus` beside the
 * response 'TimeOut', which alone cannot tell these apart (docs/behaviour.md#consent-history).
 */
export const LOG_ENDINGS = {
  timeout: 'TIMEOUT',
  networkError: 'NETWORK_ERROR',
  cancelled: 'CANCELLED',
  failed: 'FAILED',
  /** The tab that sent it was reloaded or closed while the client had the prompt. */
  withdrawn: 'WITHDRAWN',
} as const;

/** What the client writes when a USSD request starts (logClientUssd), in the documented order (docs/behaviour.md#data-model). */
export const ussdLogRecordSchema = z.object({
  billingUserGuid: id,
  cellphoneNumber: cell.check(required),
  channel: z.literal(CHANNEL),
  date: apiDateSchema,
  instructionType: label,
  message: text.check(required, z.maxLength(TEXT_MAX.ussdMessage)),
  planReference: id.check(required),
  maskedCellphoneNumber: cell,
  transactionId: id.check(required),
  userLdapGuid: id,
  response: z.nullish(label),
  consentStatus: z.nullish(label),
  /** The verifier's own words when it ended the request without an answer. */
  verifierMessage: z.nullish(text.check(z.maxLength(TEXT_MAX.ussdMessage))),
});
export type UssdLogRecord = z.infer<typeof ussdLogRecordSchema>;

/** What the client writes when the answer (or its absence) is known (updateUssdLog). */
export const ussdLogUpdateSchema = z.extend(z.partial(ussdLogRecordSchema), {
  response: label.check(required),
});
export type UssdLogUpdate = z.infer<typeof ussdLogUpdateSchema>;

/** A stored log entry. */
export const ussdLogEntrySchema = z.extend(ussdLogRecordSchema, {
  _id: text.check(required),
  createdAt: apiDateSchema,
  updatedAt: z.optional(apiDateSchema),
  /** Set on the entries an edit of the plan cleared (read with `includeArchived=true`). */
  archived: z.optional(z.boolean()),
  archivedAt: z.optional(apiDateSchema),
});
export type UssdLogEntry = z.infer<typeof ussdLogEntrySchema>;
export const ussdLogEntryResponseSchema = z.object({ data: ussdLogEntrySchema });
export const ussdLogListResponseSchema = z.object({ data: z.array(ussdLogEntrySchema) });
