/**
 * The mandate's own words (docs/behaviour.md#mandate-documents), beside the one table the app
 * shares (features/consent/words.ts: the steps, what runs, `FORMS_READY`): the toasts of Generate
 * Forms and what Download Forms says when the form cannot be opened. Pure.
 */
import { failureReason } from '../consent';

/** Generate Forms stored the mandate (the product's toast). */
export const DOCUMENT_UPLOADED = 'Document uploaded';
/** The upload or the attach failed: one text for both (the product's toast). */
export const UPLOAD_FAILED = 'Error uploading document';

/** What the adviser reads when a form cannot be opened. */
export function describeDownloadFailure(error: unknown): string {
  return `The form could not be opened (${failureReason(error)})`;
}
