/**
 * The consent form's values and rules (docs/behaviour.md#data-model, #validation), with their
 * messages, so a field is added in one place. The form holds calendar dates (`CalendarDate |
 * null`) and select values ('' until chosen); the schema's output is what `formToPlan` sends.
 * Messages are the documented ones (docs/behaviour.md#validation) where given, else one plain
 * sentence per field.
 */
import { CalendarDate } from '@internationalized/date';
import { z } from 'zod/mini';
import {
  ACCOUNT_TYPES,
  APPLICATION_TYPES,
  ID_NUMBER_MAX,
  PAYMENT_METHODS,
  POLICY_NUMBER_MAX,
  POLICY_NUMBER_PATTERN,
  TEXT_MAX,
  missingPaymentFields,
  type RequiredPaymentField,
} from '../../../api';
import { FIELD_MESSAGES } from '../../../config/messages';
import { dateIssues, dateMessages, type ValidationContext } from './validation-context';

// zod/mini carries no default messages; the form's own rules all name theirs, and from here on
// anything else (a request refused against the contract before it is sent, shown in the save
// toast) reads as English rather than 'Invalid input'. Loaded once, with the details route.
z.config(z.locales.en());

export const formMessages = {
  // docs/behaviour.md#validation's own texts (error keys invalidCharacter, decimalpoint, and the agency look-up's 404)
  ...FIELD_MESSAGES,
  notADate: 'Enter a real date',
  // required, per field
  required: {
    policyNumber: 'Enter the policy number',
    appType: 'Select the application type',
    paymentMethod: 'Select the payment method',
    startDate: 'Enter the start date',
    totalPremium: 'Enter the total premium',
    firstName: 'Enter the first name',
    initial: 'Enter the initial',
    surname: 'Enter the surname',
    idNumber: 'Enter the ID or passport number',
    birthDate: 'Enter the date of birth',
    cellNumber: 'Enter the cellphone number',
    addressLineOne: 'Enter the first line of the postal address',
    addressLineTwo: 'Enter the second line of the postal address',
    agencyNumber: 'Enter the agency number',
    agencyDescription: 'Search for the agency number to fill in the agency description',
    emRefNumber: 'Enter the employee reference number',
    stopOrderDate: 'Enter the first deduction date',
    bankName: 'Enter the bank name',
    accountNumber: 'Enter the account number',
    accountType: 'Select the account type',
    branchCode: 'Enter the branch code',
    debitOrderDate: 'Enter the first deduction date',
  },
} as const;

/**
 * docs/behaviour.md#validation: "digits with an optional single decimal point and at most two decimals".
 * Read generously: '150', '99.5', '99.50', and also '.5' and '10.' (what people type on the way
 * to '0.5' or '10.50'); `canonicalPremium` sends '0.5' and '10'. Refused: '.', '1.234', '1,5',
 * '-5', '1e3', '1 000'.
 */
const PREMIUM_PATTERN = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/** A valid premium as the contract's canonical decimal: '.5' → '0.5', '10.' → '10', '007' → '7'. */
export function canonicalPremium(value: string): string {
  const [whole = '', fraction = ''] = value.trim().split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction ? `${integer}.${fraction}` : integer;
}

/** The contract's length limit of a field, with a message naming it. */
const upTo = (max: number, what: string) =>
  [max, { error: `${what} must be ${max} characters or fewer` }] as const;

/** Text that may be left empty, trimmed, at most the contract's length. */
const optionalText = (max: number, what: string) =>
  z.string().check(z.trim(), z.maxLength(...upTo(max, what)));

type RequiredField = keyof typeof formMessages.required;

/** Refuses an empty value with the field's own message. */
const nonEmpty = (field: RequiredField) => z.minLength(1, { error: formMessages.required[field] });

/** Text that must be filled in, trimmed, at most the contract's length. */
const requiredText = (field: RequiredField, max: number, what: string) =>
  z.string().check(z.trim(), nonEmpty(field), z.maxLength(...upTo(max, what)));

/** A select: one of the options, or '' until chosen (refused with the field's message). */
function requiredChoice<const T extends readonly [string, ...string[]]>(
  field: RequiredField,
  options: T,
) {
  const message = formMessages.required[field];
  // The pipe's second step refuses '' and gives the option's type to the valid form.
  return z.pipe(
    z.union([z.enum(options), z.literal('')], { error: message }),
    z.enum(options, { error: message }),
  );
}

const dateValue = z.custom<CalendarDate | null>(
  (value) => value === null || value instanceof CalendarDate,
  { error: formMessages.notADate },
);

/** A date that must be given; a half-typed one says so rather than "Enter the …". */
const requiredDate = (context: ValidationContext | undefined, field: 'startDate' | 'birthDate') =>
  z.pipe(
    dateValue,
    z.custom<CalendarDate, CalendarDate | null>((value) => value !== null, {
      error: context?.unparseableDates.includes(field)
        ? dateMessages.parse
        : formMessages.required[field],
      // zod's custom check aborts by default, which would stop the rules below.
      abort: false,
    }),
  );

/** The form field that holds each plan field a payment method requires (as `formToPlan` maps them). */
const FORM_FIELD_OF = {
  agencyNumber: 'agencyNumber',
  agencyName: 'agencyDescription',
  empReferenceNumber: 'emRefNumber',
  firstdeductionDate: 'stopOrderDate',
  bankname: 'bankName',
  branchCode: 'branchCode',
  accountNumber: 'accountNumber',
  accountType: 'accountType',
  deductionDate: 'debitOrderDate',
} as const satisfies Record<RequiredPaymentField, RequiredField>;

/**
 * A pattern that applies only once the field holds something: an empty field says only that it is
 * required. (Not `abort`: an aborted field would stop the payment-group and context rules below,
 * and one Save must show every error at once.)
 */
const filledIn = (pattern: RegExp) => (value: string) => value === '' || pattern.test(value);

/** The form's fields and the rules that need nothing but the value. */
const consentFormFields = (context: ValidationContext | undefined) => ({
  // Application Details
  policyNumber: z
    .string()
    .check(
      nonEmpty('policyNumber'),
      z.maxLength(...upTo(POLICY_NUMBER_MAX, 'Policy number')),
      z.refine(filledIn(POLICY_NUMBER_PATTERN), { error: formMessages.invalidCharacter }),
    ),
  appType: requiredChoice('appType', APPLICATION_TYPES),
  paymentMethod: requiredChoice('paymentMethod', PAYMENT_METHODS),
  startDate: requiredDate(context, 'startDate'),
  schemeCode: optionalText(TEXT_MAX.code, 'Scheme code'),
  totalPremium: z
    .string()
    .check(
      z.trim(),
      nonEmpty('totalPremium'),
      z.refine(filledIn(PREMIUM_PATTERN), { error: formMessages.decimalPoint }),
      z.maxLength(...upTo(TEXT_MAX.premium, 'Total premium')),
    ),
  // Owner Details
  firstName: requiredText('firstName', TEXT_MAX.name, 'First name'),
  initial: requiredText('initial', TEXT_MAX.initial, 'Initial'),
  surname: requiredText('surname', TEXT_MAX.name, 'Surname'),
  idNumber: requiredText('idNumber', ID_NUMBER_MAX, 'ID / Passport number'),
  birthDate: requiredDate(context, 'birthDate'),
  cellNumber: requiredText('cellNumber', TEXT_MAX.cellNumber, 'Cellphone number'),
  addressLineOne: requiredText('addressLineOne', TEXT_MAX.name, 'Postal address line 1'),
  addressLineTwo: requiredText('addressLineTwo', TEXT_MAX.name, 'Postal address line 2'),
  // Stop Order Details
  agencyNumber: optionalText(TEXT_MAX.code, 'Agency number'),
  agencyDescription: optionalText(TEXT_MAX.name, 'Agency description'),
  emRefNumber: optionalText(TEXT_MAX.code, 'Employee reference number'),
  deductionCode: optionalText(TEXT_MAX.code, 'Paypoint / deduction code'),
  headOffice: optionalText(TEXT_MAX.name, 'Head office'),
  stopOrderDate: dateValue,
  // Debit Order Details
  bankName: optionalText(TEXT_MAX.name, 'Bank name'),
  accountNumber: optionalText(TEXT_MAX.code, 'Account number'),
  accountType: z.union([z.enum(ACCOUNT_TYPES), z.literal('')], {
    error: formMessages.required.accountType,
  }),
  branchCode: optionalText(TEXT_MAX.code, 'Branch code'),
  debitOrderDate: dateValue,
  employerCode: optionalText(TEXT_MAX.code, 'Employer code'),
});

/**
 * The form's whole verdict, built from its context: with none, only the rules that need no
 * context (the contract's, for tests and plan round trips); with one, also the date limits, the
 * half-typed dates and the agency number the look-up refused. Nothing is mutated: a new context
 * gives a new schema.
 */
export function buildConsentFormSchema(context?: ValidationContext) {
  return z.object(consentFormFields(context)).check(
    z.superRefine(
      (form, ctx) => {
        const method = form.paymentMethod as string;
        if (method !== 'Stop Order' && method !== 'Debit Order') return;
        const fail = (field: ConsentFormField, message: string) =>
          ctx.addIssue({ code: 'custom', path: [field], message });
        const failed = new Set<ConsentFormField>();
        if (context) {
          for (const [field, message] of dateIssues(form, method, context)) {
            failed.add(field);
            fail(field, message);
          }
          const notFound = context.agencyNotFound;
          if (method === 'Stop Order' && notFound !== null && form.agencyNumber === notFound) {
            failed.add('agencyNumber');
            fail('agencyNumber', formMessages.agencyNotFound);
          }
        }
        // With no signal the description is the Save's to look up, once a number is typed.
        const lookupLater =
          method === 'Stop Order' &&
          context?.agencyLookupLater === true &&
          !failed.has('agencyNumber');
        for (const planField of missingPaymentFields(method, (name) => form[FORM_FIELD_OF[name]])) {
          const field = FORM_FIELD_OF[planField];
          if (field === 'agencyDescription' && lookupLater && form.agencyNumber) continue;
          if (!failed.has(field)) fail(field, formMessages.required[field]);
        }
      },
      // Also when other fields failed, so one Save shows every missing field at once.
      { when: () => true },
    ),
  );
}

/** The rules that need no context. */
export const consentFormSchema = buildConsentFormSchema();

/** What the form holds. */
export type ConsentFormValues = z.input<typeof consentFormSchema>;
/** What a valid form gives (trimmed text, chosen selects, required dates present). */
export type ValidConsentForm = z.output<typeof consentFormSchema>;
export type ConsentFormField = keyof ConsentFormValues;

/** A fresh, empty form, its fields in screen order (docs/behaviour.md#application-details). */
export function emptyConsentForm(): ConsentFormValues {
  return {
    policyNumber: '',
    appType: '',
    paymentMethod: '',
    startDate: null,
    schemeCode: '',
    totalPremium: '',
    firstName: '',
    initial: '',
    surname: '',
    idNumber: '',
    birthDate: null,
    cellNumber: '',
    addressLineOne: '',
    addressLineTwo: '',
    agencyNumber: '',
    agencyDescription: '',
    emRefNumber: '',
    deductionCode: '',
    headOffice: '',
    stopOrderDate: null,
    bankName: '',
    accountNumber: '',
    accountType: '',
    branchCode: '',
    debitOrderDate: null,
    employerCode: '',
  };
}

/** The fields in screen order, for an error summary that lists them in order. */
export const CONSENT_FORM_FIELDS = Object.keys(emptyConsentForm()) as ConsentFormField[];
