/**
 * The contract's constants and building blocks (docs/behaviour.md#constants): limits, fixed
 * values and the field schemas every resource's schemas are made of.
 */
import { z } from 'zod/mini';
import { FIELD_MESSAGES } from '../../config/messages';

export const POLICY_NUMBER_MAX = 14;
export const ID_NUMBER_MAX = 13;
export const CONSENT_TOKEN_TTL_MS = 720_000;
/** The attempt cap (docs/behaviour.md#consent-session): consent tokens per plan in any 24 hours. */
export const CONSENT_ATTEMPTS_PER_DAY = 3;
export const CONSENT_ATTEMPT_WINDOW_MS = 24 * 3_600_000;

/** The longest value each kind of text field may hold: generous, but too small for a payload. */
export const TEXT_MAX = {
  /** Names, surnames, address lines, agency, bank, branch and adviser names. */
  name: 100,
  initial: 10,
  /** Cellphone numbers as typed ('+27 82 123 4567'). */
  cellNumber: 20,
  /** Codes and short references (scheme, agency, branch, department, employer, account). */
  code: 30,
  /** Ids: plan `_id`, transaction ids, GUIDs, document ids, job ids. */
  id: 64,
  /** A premium as a decimal string ('999999999.99'). */
  premium: 12,
  /** The USSD message: a USSD screen holds 182 characters. */
  ussdMessage: 182,
  /** The consent line printed on the mandate. */
  consentText: 300,
  fileName: 255,
  /** Short labels: log response, consent status, instruction type. */
  label: 50,
} as const;
export const CHANNEL = 'Electronic';

export const APPLICATION_TYPES = ['New business', 'Alteration'] as const;
export const PAYMENT_METHODS = ['Debit Order', 'Stop Order'] as const;
export const ACCOUNT_TYPES = ['Current', 'Savings'] as const;

export const applicationTypeSchema = z.enum(APPLICATION_TYPES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Letter codes and document keys per payment method (docs/behaviour.md#mandate-documents). */
export const MANDATE_CODES = {
  'Stop Order': { letterName: 'MRSTOPOR', documentKey: 'MINESO' },
  'Debit Order': { letterName: 'MRBNKMANDTE', documentKey: 'MANDATE' },
} as const satisfies Record<PaymentMethod, { letterName: string; documentKey: string }>;
export const LETTER_NAMES = [
  MANDATE_CODES['Stop Order'].letterName,
  MANDATE_CODES['Debit Order'].letterName,
] as const;
export const DOCUMENT_KEYS = [
  MANDATE_CODES['Stop Order'].documentKey,
  MANDATE_CODES['Debit Order'].documentKey,
] as const;

/** The USSD answer options, and the pseudo-answer written when no answer came. */
export const RESPONSE_ACCEPT = 'ACCEPT';
export const RESPONSE_REJECT = 'REJECT';
export const RESPONSE_TIMEOUT = 'TimeOut';

/** A date-time on the wire: ISO 8601 (dates are sent as UTC midnight of the calendar date). */
export const apiDateSchema = z.iso.datetime({ offset: true });

/** Letters, digits and underscore only. */
export const POLICY_NUMBER_PATTERN = /^[A-Za-z0-9_]+$/;
export const policyNumberSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(POLICY_NUMBER_MAX),
    z.regex(POLICY_NUMBER_PATTERN, FIELD_MESSAGES.invalidCharacter),
  );

/** A premium as a canonical decimal string: digits, at most two decimals ('150', '99.5'). */
export const premiumSchema = z
  .string()
  .check(z.maxLength(TEXT_MAX.premium), z.regex(/^\d+(\.\d{1,2})?$/, FIELD_MESSAGES.decimalPoint));

export const text = z.string();
export const required = z.minLength(1);
export const name = text.check(z.maxLength(TEXT_MAX.name));
export const code = text.check(z.maxLength(TEXT_MAX.code));
export const id = text.check(z.maxLength(TEXT_MAX.id));
export const cell = text.check(z.maxLength(TEXT_MAX.cellNumber));
export const label = text.check(z.maxLength(TEXT_MAX.label));
