/** Plans (consent forms) as the services store and send them (docs/behaviour.md#data-model). */
import { z } from 'zod/mini';
import {
  ID_NUMBER_MAX,
  TEXT_MAX,
  accountTypeSchema,
  apiDateSchema,
  applicationTypeSchema,
  cell,
  code,
  id,
  name,
  paymentMethodSchema,
  policyNumberSchema,
  premiumSchema,
  required,
  text,
  type PaymentMethod,
} from './fields';

const clientInfoSchema = z.object({
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

const policyInfoSchema = z.object({
  policyNumber: policyNumberSchema,
  startDate: apiDateSchema,
  applicationType: applicationTypeSchema,
  schemeCode: code,
  premium: premiumSchema,
});

/** Both groups always travel; only the chosen payment method's group must be complete. */
const stopOrderDetailsSchema = z.object({
  agencyName: name,
  agencyNumber: code,
  empReferenceNumber: code,
  headOffice: name,
  deptCode: code,
  firstdeductionDate: z.nullable(apiDateSchema),
});

const debitOrderDetailsSchema = z.object({
  bankname: name,
  branchCode: code,
  accountNumber: code,
  accountType: z.union([accountTypeSchema, z.literal('')]),
  deductionDate: z.nullable(apiDateSchema),
  employerCode: code,
  frequency: z.literal(1),
});

const agentDetailsSchema = z.object({
  userName: name,
  employeeNumber: code.check(required),
  branch: name,
  region: name,
  commisionNo: code,
});
export type AgentDetails = z.infer<typeof agentDetailsSchema>;

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
 * The fields the chosen payment method requires, in screen order (docs/behaviour.md#validation);
 * the other method's group travels too, without rules. The form schema maps these to its own.
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

/** The fields of `method` that `valueOf` finds blank: the contract's rule and the form's. */
export function missingPaymentFields(
  method: PaymentMethod,
  valueOf: (field: RequiredPaymentField) => unknown,
): RequiredPaymentField[] {
  return REQUIRED_PAYMENT_FIELDS[method].fields.filter((field) => {
    const value = valueOf(field);
    return value === null || value === undefined || (typeof value === 'string' && !value.trim());
  });
}

function requirePaymentGroup(plan: PlanShape, ctx: z.core.$RefinementCtx<PlanShape>) {
  const missing = (path: (string | number)[], message = 'Required') =>
    ctx.addIssue({ code: 'custom', path, message });
  if (plan.policyInfo.policyNumber !== plan.policyNumber) {
    missing(['policyInfo', 'policyNumber'], 'Must equal policyNumber');
  }
  const { group } = REQUIRED_PAYMENT_FIELDS[plan.paymentMethodType];
  const details: Record<string, unknown> = plan[group];
  for (const field of missingPaymentFields(plan.paymentMethodType, (name) => details[name])) {
    missing([group, field]);
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
export const updateFileNetIdResponseSchema = z.object({
  data: z.object({ _id: text.check(required), fileNetId: text.check(required) }),
});

// The application list (docs/behaviour.md#application-list): rows shown as they come, '--' for
// a missing value.

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
/** The list's answer, its rows still to check one by one (docs/architecture.md#large-lists). */
export const applicationListEnvelopeSchema = z.object({ data: z.array(z.unknown()) });

/**
 * Which build's contract this is: this module's address, whose chunk name hashes its content.
 * Answers kept by another build (the list's copy, docs/behaviour.md#no-signal) are dropped.
 */
export const CONTRACT_BUILD: string = import.meta.url;
