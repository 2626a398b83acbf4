/**
 * The mandate letter request (answered with PDF bytes) and the document store's upload
 * (docs/behaviour.md#mandate-documents).
 */
import { z } from 'zod/mini';
import {
  DOCUMENT_KEYS,
  ID_NUMBER_MAX,
  LETTER_NAMES,
  MANDATE_CODES,
  TEXT_MAX,
  accountTypeSchema,
  cell,
  code,
  id,
  name,
  paymentMethodSchema,
  policyNumberSchema,
  premiumSchema,
  required,
  text,
} from './fields';

const ddMMyyyy = /^\d{2}\/\d{2}\/\d{4}$/;
const MMyyyy = /^\d{2}\/\d{4}$/;
const yyyyMMdd = /^\d{8}$/;

const reportClientInfoSchema = z.object({
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

const reportBillingSchema = z.object({
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
