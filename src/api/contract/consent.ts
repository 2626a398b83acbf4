/** The consent token and the USSD verifier socket (docs/behaviour.md#consent-session). */
import { z } from 'zod/mini';
import { CONSENT_TOKEN_TTL_MS, TEXT_MAX, apiDateSchema, cell, id, required, text } from './fields';

export const consentTokenRequestSchema = z.object({
  timeToLive: z.int().check(z.positive(), z.maximum(CONSENT_TOKEN_TTL_MS)),
  /** The plan `_id` the consent is for: the token is bound to it and its stored cell number. */
  planReference: id.check(required),
  optionalParameters: z.object({
    cellphoneNumber: cell.check(required),
    message: text.check(required, z.maxLength(TEXT_MAX.ussdMessage)),
    billingUserGuid: id,
    userLdapGuid: id,
  }),
});
export type ConsentTokenRequest = z.infer<typeof consentTokenRequestSchema>;
export const consentTokenResponseSchema = z.object({ token: text.check(required) });

/** The 429 body of the consent-token service when a plan's attempts are used up. */
export const attemptCapBodySchema = z.object({
  message: text,
  retryAt: z.optional(apiDateSchema),
});

export const verifierEndpointResponseSchema = z.object({
  ussdVerifierEndpoint: z.url({ protocol: /^wss?$/ }),
});

/** One message from the verifier. Unknown statuses are kept: docs/behaviour.md#consent-states handles "any other status". */
export const verifierMessageSchema = z.object({
  authStatus: text.check(required),
  maskedCellphoneNumber: z.nullish(text),
  transactionId: z.nullish(text),
  responseOption: z.nullish(text),
  ussdMessage: z.nullish(text),
  /** IN_PROGRESS may tell when the prompt expires (ISO 8601); without it, count 120 s. */
  expiresAt: z.nullish(apiDateSchema),
});
export type VerifierMessage = z.infer<typeof verifierMessageSchema>;
