/** The mandate's own words (docs/behaviour.md#mandate-documents); the shared ones are consent's. */
import { failureReason } from '../consent';

/** Generate Forms stored the mandate (the product's toast). */
export const DOCUMENT_UPLOADED = 'Document uploaded';
/** The upload or the attach failed: one text for both (the product's toast). */
export const UPLOAD_FAILED = 'Error uploading document';

/** What the adviser reads when a form cannot be opened. */
export function describeDownloadFailure(error: unknown): string {
  return `The form could not be opened (${failureReason(error)})`;
}
