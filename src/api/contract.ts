/**
 * The contract: zod schemas of every request and response (docs/behaviour.md#service-calls) and
 * of the entities (docs/behaviour.md#data-model). The client parses every response with these;
 * the MSW handlers and the sandbox validate every request with the same schemas. Objects tolerate
 * unknown extra fields (they are stripped); a wrong type fails loudly.
 *
 * Written with `zod/mini` (functional checks: `z.optional(x)`, `.check(z.maxLength(n))`): the list
 * route parses with these, and mini's parts tree-shake where classic zod's methods cannot (about
 * 16 KB gzip less). Mini carries no default messages: what shows zod's own messages loads the
 * English locale once (`z.config(z.locales.en())`: the sandbox, the form).
 */
import { z } from 'zod/mini';

// ---------------------------------------------------------------------------------------------
// Constants (docs/behaviour.md#constants)

export const POLICY_NUMBER_MAX = 14;
export const ID_NUMBER_MAX = 13;
export const CONSENT_TOKEN_TTL_MS = 720_000;
/** The attempt cap (docs/behaviour.md#consent-session): consent tokens per plan in any 24 hours. */
export const CONSENT_ATTEMPTS_PER_DAY = 3;
export const CONSENT_ATTEMPT_WINDOW_MS = 24 * 3_600_000;

/**
 * The longest value each kind of text field may hold: generous for what it holds, small enough
 * that no field can carry a payload. Shared by the form schema, the client and the sandbox.
 */
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
export type ApplicationType = z.infer<typeof applicationTypeSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Letter codes and document keys per payment method (docs/behaviour.md#constants). */
export const MANDATE_CODES = {
  'Stop Order': { letterName: 'MRSTOPOR', documentKey: 'MINESO' },
  'Debit Order': { letterName: 'MRBNKMANDTE', documentKey: 'MANDATE' },
} as const satisfies Record<PaymentMethod, { letterName: string; documentKey: string }>;
const LETTER_NAMES = [
  MANDATE_CODES['Stop Order'].letterName,
  MANDATE_CODES['Debit Order'].letterName,
] as const;
const DOCUMENT_KEYS = [
  MANDATE_CODES['Stop Order'].documentKey,
  MANDATE_CODES['Debit Order'].documentKey,
] as const;

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A date-time on the wire: ISO 8601 (dates are sent as UTC midnight of the calendar date). */
export const apiDateSchema = z.iso.datetime({ offset: true });

/**
 * The product's own field messages (docs/behaviour.md#validation): the contract, the form schema
 * and the sandbox all say these, so they are written once.
 */
export const FIELD_MESSAGES = {
  invalidCharacter: 'No special characters allowed',
  decimalPoint: 'Number up to two decimal places allowed',
  agencyNotFound: 'Agency Not Found',
} as const;

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

const text = z.string();
const required = z.minLength(1);
const name = text.check(z.maxLength(TEXT_MAX.name));
const code = text.check(z.maxLength(TEXT_MAX.code));
const id = text.check(z.maxLength(TEXT_MAX.id));
const cell = text.check(z.maxLength(TEXT_MAX.cellNumber));
const label = text.check(z.maxLength(TEXT_MAX.label));

// ---------------------------------------------------------------------------------------------
// Plan / application (docs/behaviour.md#data-model)

export const clientInfoSchema = z.object({
  name: name.check(required),
  initial: text.check(required, z.maxLength(TEXT_MAX.initial)),
  surname: name.check(required),
  dateOfBirth: apiDateSchema,
  contactDetails: z.object({ cellNumber: cell.check(required) }),
  roleOnPolicy: z.literal('policyHolder'),
  registrationDetails: z.object({
    identificationNumber: text.check(required, z.maxLength(ID_NUMBER_MAX)),
    identificationType: z.literal('IdNumber'),
    countryOfIssue: z.literal('ZA'),
  }),
  addressDetails: z.object({
    typeOfAddress: z.literal('postal'),
    addressLine1: name.check(required),
    addressLine2: name.check(required),
  }),
});

export const policyInfoSchema = z.object({
  policyNumber: policyNumberSchema,
  startDate: apiDateSchema,
  applicationType: applicationTypeSchema,
  schemeCode: code,
  premium: premiumSchema,
});

/** Both groups always travel; only the chosen payment method's group must be complete. */
export const stopOrderDetailsSchema = z.object({
  agencyName: name,
  agencyNumber: code,
  empReferenceNumber: code,
  headOffice: name,
  deptCode: code,
  firstdeductionDate: z.nullable(apiDateSchema),
});

export const debitOrderDetailsSchema = z.object({
  bankname: name,
  branchCode: code,
  accountNumber: code,
  accountType: z.union([accountTypeSchema, z.literal('')]),
  deductionDate: z.nullable(apiDateSchema),
  employerCode: code,
  frequency: z.literal(1),
});

export const agentDetailsSchema = z.object({
  userName: name,
  employeeNumber: code.check(required),
  branch: name,
  region: name,
  commisionNo: code,
});

/** A payment group left empty: what a plan carries for the method it does not use. */
export const EMPTY_STOP_ORDER_DETAILS: z.infer<typeof stopOrderDetailsSchema> = Object.freeze({
  agencyName: '',
  agencyNumber: '',
  empReferenceNumber: '',
  headOffice: '',
  deptCode: '',
  firstdeductionDate: null,
});
export const EMPTY_DEBIT_ORDER_DETAILS: z.infer<typeof debitOrderDetailsSchema> = Object.freeze({
  bankname: '',
  branchCode: '',
  accountNumber: '',
  accountType: '',
  deductionDate: null,
  employerCode: '',
  frequency: 1,
});

/** The adviser on a plan (docs/behaviour.md#data-model): the commission number is the employee number. */
export function agentDetailsFor(agent: {
  userName: string;
  employeeNumber: string;
  branch: string;
  region: string;
}): z.infer<typeof agentDetailsSchema> {
  return {
    userName: agent.userName,
    employeeNumber: agent.employeeNumber,
    branch: agent.branch,
    region: agent.region,
    commisionNo: agent.employeeNumber,
  };
}

const planFields = {
  policyNumber: policyNumberSchema,
  fileNetId: z.nullish(id),
  clientInfo: clientInfoSchema,
  policyInfo: policyInfoSchema,
  paymentMethodType: paymentMethodSchema,
  stopOrderDetails: stopOrderDetailsSchema,
  debitOrderDetails: debitOrderDetailsSchema,
  agentDetails: agentDetailsSchema,
};

type PlanShape = z.infer<z.ZodMiniObject<typeof planFields>>;

/**
 * The fields the chosen payment method requires, in screen order (docs/behaviour.md#validation).
 * The other method's group travels too but carries no rules. Defined here once: the form schema
 * maps these plan fields to its own.
 */
export const REQUIRED_PAYMENT_FIELDS = {
  'Stop Order': {
    group: 'stopOrderDetails',
    fields: ['agencyNumber', 'agencyName', 'empReferenceNumber', 'firstdeductionDate'],
  },
  'Debit Order': {
    group: 'debitOrderDetails',
    fields: ['bankname', 'branchCode', 'accountNumber', 'accountType', 'deductionDate'],
  },
} as const satisfies {
  'Stop Order': {
    group: 'stopOrderDetails';
    fields: readonly (keyof z.infer<typeof stopOrderDetailsSchema>)[];
  };
  'Debit Order': {
    group: 'debitOrderDetails';
    fields: readonly (keyof z.infer<typeof debitOrderDetailsSchema>)[];
  };
};
export type RequiredPaymentField =
  (typeof REQUIRED_PAYMENT_FIELDS)[PaymentMethod]['fields'][number];

function requirePaymentGroup(plan: PlanShape, ctx: z.core.$RefinementCtx<PlanShape>) {
  const missing = (path: (string | number)[], message = 'Required') =>
    ctx.addIssue({ code: 'custom', path, message });
  if (plan.policyInfo.policyNumber !== plan.policyNumber) {
    missing(['policyInfo', 'policyNumber'], 'Must equal policyNumber');
  }
  const { group, fields } = REQUIRED_PAYMENT_FIELDS[plan.paymentMethodType];
  const details: Record<string, unknown> = plan[group];
  for (const field of fields) {
    if (!details[field]) missing([group, field]);
  }
}

/** What create and update send (fileNetId is sent empty). */
export const planPayloadSchema = z.object(planFields).check(z.superRefine(requirePaymentGroup));
export type PlanPayload = z.infer<typeof planPayloadSchema>;

/** A stored plan as loaded. */
export const planSchema = z.object({
  ...planFields,
  _id: text.check(required),
  createdAt: z.optional(apiDateSchema),
  updatedAt: z.optional(apiDateSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const planResponseSchema = z.object({ data: planSchema });
export const createPlanResponseSchema = z.object({
  data: z.object({ _id: text.check(required), policyNumber: policyNumberSchema }),
});
export const updatePlanResponseSchema = z.object({ data: z.object({ _id: text.check(required) }) });
export type CreatePlanResponse = z.infer<typeof createPlanResponseSchema>;
export type UpdatePlanResponse = z.infer<typeof updatePlanResponseSchema>;

/** Update-document-id payload: the document store's id without braces (docs/behaviour.md#data-model). */
export const updateFileNetIdSchema = z.object({
  fileNetId: id.check(required, z.regex(/^[^{}\s]+$/, 'No braces or white space')),
});
export type UpdateFileNetIdPayload = z.infer<typeof updateFileNetIdSchema>;
export const updateFileNetIdResponseSchema = z.object({
  data: z.object({ _id: text.check(required), fileNetId: text.check(required) }),
});

// ---------------------------------------------------------------------------------------------
// Application list (docs/behaviour.md#application-details, #data-model): rows are shown as they come, missing values as '--'.

/** A shown value the services may send as a number (a policy or ID number of 0 shows as `0`). */
const shownValue = z.nullish(z.union([text, z.number()]));

export const applicationRowSchema = z.object({
  _id: z.optional(text),
  policyNumber: shownValue,
  clientInfo: z.nullish(
    z.object({
      name: shownValue,
      surname: shownValue,
      registrationDetails: z.nullish(z.object({ identificationNumber: shownValue })),
    }),
  ),
  createdAt: z.nullish(z.union([apiDateSchema, z.number()])),
  fileNetId: z.nullish(text),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;
export const applicationListResponseSchema = z.object({ data: z.array(applicationRowSchema) });
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// USSD log / consent record (docs/behaviour.md#data-model)

/** The USSD answer options, and the pseudo-answer written when no answer came. */
export const RESPONSE_ACCEPT = 'ACCEPT';
export const RESPONSE_REJECT = 'REJECT';
export const RESPONSE_TIMEOUT = 'TimeOut';

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
});
export type UssdLogEntry = z.infer<typeof ussdLogEntrySchema>;
export const ussdLogEntryResponseSchema = z.object({ data: ussdLogEntrySchema });
export const ussdLogListResponseSchema = z.object({ data: z.array(ussdLogEntrySchema) });
export type UssdLogListResponse = z.infer<typeof ussdLogListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Consent token and the USSD verifier socket (docs/behaviour.md#consent-states, #service-calls)

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

// ---------------------------------------------------------------------------------------------
// Look-ups

export const intermediaryResponseSchema = z.object({
  data: z.object({ departmentName: text, locationName: text }),
});
export type Intermediary = z.infer<typeof intermediaryResponseSchema>['data'];

export const agencyResponseSchema = z.object({ data: z.object({ name: text.check(required) }) });
export type Agency = z.infer<typeof agencyResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------
// Report (letter) request: answered with the PDF bytes

const ddMMyyyy = /^\d{2}\/\d{2}\/\d{4}$/;
const MMyyyy = /^\d{2}\/\d{4}$/;
const yyyyMMdd = /^\d{8}$/;

export const reportClientInfoSchema = z.object({
  name: name.check(required),
  initial: text.check(z.maxLength(TEXT_MAX.initial)),
  surname: name.check(required),
  idNumber: text.check(required, z.maxLength(ID_NUMBER_MAX)),
  dateOfBirth: text.check(z.regex(ddMMyyyy)),
  cellNumber: cell.check(required),
  addressLine1: name,
  addressLine2: name,
  policyNumber: policyNumberSchema,
  premium: premiumSchema,
  startDate: text.check(z.regex(ddMMyyyy)),
  paymentMethod: paymentMethodSchema,
  agencyName: name,
  agencyNumber: code,
  empReferenceNumber: code,
  deptCode: code,
  firstDeductionDate: text.check(z.regex(ddMMyyyy)),
  deductionMonth: text.check(z.regex(MMyyyy)),
  consentText: text.check(required, z.maxLength(TEXT_MAX.consentText)),
});

export const reportBillingSchema = z.object({
  bankName: name.check(required),
  branchCode: code.check(required),
  accountNumber: code.check(required),
  accountType: accountTypeSchema,
  deductionDay: text.check(z.regex(/^\d{2}$/)),
  firstDeductionDate: text.check(z.regex(yyyyMMdd)),
  premium: premiumSchema,
  contractReference: code.check(required),
});

export const reportRequestSchema = z
  .object({
    fileName: text.check(required, z.maxLength(TEXT_MAX.fileName)),
    record: z.object({
      LetterName: z.enum(LETTER_NAMES),
      PolicyNumber: policyNumberSchema,
      OutputFormat: z.literal('PDF'),
      JobId: id.check(required),
      DocType: z.enum(DOCUMENT_KEYS),
    }),
    // One client and one account: the letter shows one, so each one sent is checked.
    clientInfo: z.array(reportClientInfoSchema).check(required, z.maxLength(1)),
    billing: z.optional(z.array(reportBillingSchema).check(required, z.maxLength(1))),
  })
  .check(
    z.superRefine((report, ctx) => {
      const bankMandate = MANDATE_CODES['Debit Order'];
      const bank = report.record.LetterName === bankMandate.letterName;
      if (bank !== (report.record.DocType === bankMandate.documentKey)) {
        ctx.addIssue({
          code: 'custom',
          path: ['record', 'DocType'],
          message: 'Does not match LetterName',
        });
      }
      if (bank && !report.billing) {
        ctx.addIssue({
          code: 'custom',
          path: ['billing'],
          message: 'Required for the bank mandate',
        });
      }
      if (!bank && report.billing) {
        ctx.addIssue({ code: 'custom', path: ['billing'], message: 'Only for the bank mandate' });
      }
    }),
  );
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export type ReportClientInfo = z.infer<typeof reportClientInfoSchema>;
export type ReportBilling = z.infer<typeof reportBillingSchema>;

// ---------------------------------------------------------------------------------------------
// Document store

export const TAXONOMY_CONSTANTS = {
  user: 'MetRetailFilenet',
  department: 'Sales',
  extension: 'pdf',
  mime_type: 'application/pdf',
} as const;

export const taxonomySchema = z.object({
  document_key: z.enum(DOCUMENT_KEYS),
  division: name.check(z.regex(/ Retail$/, "Must be '{product} Retail'")),
  user: z.literal(TAXONOMY_CONSTANTS.user),
  department: z.literal(TAXONOMY_CONSTANTS.department),
  extension: z.literal(TAXONOMY_CONSTANTS.extension),
  mime_type: z.literal(TAXONOMY_CONSTANTS.mime_type),
  contract_reference: z.array(code.check(required)).check(required, z.maxLength(10)),
});
export type Taxonomy = z.infer<typeof taxonomySchema>;

/** The store answers with its id in braces, e.g. '{3F2504E0-4F89-11D3-9A0C-0305E82C3301}'. */
export const uploadResponseSchema = z.object({ ecmDocumentId: text.check(required) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * The file-reference answer as either store gives it: `{ ecmDocumentId }` (the sandbox and the
 * document gateway) or `{ data: { _id } }` (the shape the original service documents).
 */
export const fileReferenceAnswerSchema = z.union([
  uploadResponseSchema,
  z.object({ data: z.object({ _id: text.check(required) }) }),
]);
export type FileReferenceAnswer = z.infer<typeof fileReferenceAnswerSchema>;

/** The document id inside either shape of the answer (still in braces when the store sent them). */
export function documentIdOf(answer: FileReferenceAnswer): string {
  return 'ecmDocumentId' in answer ? answer.ecmDocumentId : answer.data._id;
}

/** The 429 body of the consent-token service when a plan's attempts are used up. */
export const attemptCapBodySchema = z.object({
  message: text,
  retryAt: z.optional(apiDateSchema),
});

// ---------------------------------------------------------------------------------------------
// Session token and error bodies

/** The payload of the session token in sessionStorage 'mmih_auth_token' (docs/behaviour.md#identity-and-session). */
export const sessionTokenPayloadSchema = z.object({
  sub: z.object({
    givenName: z.nullish(text),
    displayName: z.nullish(text),
    employeeNumber: z.nullish(text),
  }),
  exp: z.optional(z.number()),
  iat: z.optional(z.number()),
});
export type SessionTokenPayload = z.infer<typeof sessionTokenPayloadSchema>;

/** The error body the services answer with (the sandbox always; real services mostly). */
export const errorBodySchema = z.object({
  statusCode: z.optional(z.number()),
  error: z.optional(text),
  message: text,
  issues: z.optional(z.array(z.object({ path: text, message: text }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
