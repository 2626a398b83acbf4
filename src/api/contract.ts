/**
 * The contract: zod schemas of every request and response (docs/behaviour.md#service-calls) and
 * of the entities (docs/behaviour.md#data-model), one file per resource in `contract/`. The client
 * parses every response with these; the MSW handlers and the sandbox validate every request with
 * the same schemas. Objects tolerate unknown extra fields (they are stripped); a wrong type fails
 * loudly.
 *
 * Written with `zod/mini` (functional checks: `z.optional(x)`, `.check(z.maxLength(n))`): the list
 * route parses with these, and mini's parts tree-shake where classic zod's methods cannot (about
 * 16 KB gzip less). Mini carries no default messages: what shows zod's own messages loads the
 * English locale once (`z.config(z.locales.en())`: the sandbox, the form).
 */
export {
  ACCOUNT_TYPES,
  APPLICATION_TYPES,
  CHANNEL,
  CONSENT_ATTEMPTS_PER_DAY,
  CONSENT_ATTEMPT_WINDOW_MS,
  CONSENT_TOKEN_TTL_MS,
  ID_NUMBER_MAX,
  MANDATE_CODES,
  PAYMENT_METHODS,
  POLICY_NUMBER_MAX,
  POLICY_NUMBER_PATTERN,
  RESPONSE_ACCEPT,
  RESPONSE_REJECT,
  RESPONSE_TIMEOUT,
  TEXT_MAX,
} from './contract/fields';
export * from './contract/plans';
export * from './contract/ussd-log';
export * from './contract/consent';
export * from './contract/lookups';
export * from './contract/documents';
export * from './contract/session';
