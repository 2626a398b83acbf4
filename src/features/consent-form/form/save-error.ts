/** The agency look-up's toast (docs/behaviour.md#messages); save's come from describeSaveError. */
import { statusOf } from '../../consent';

/** An agency look-up that failed other than 404: 'Agency info error: {status}'. */
export function describeAgencyError(error: unknown): string {
  const status = statusOf(error);
  return `Agency info error: ${status !== 0 ? status : error instanceof Error ? error.message : String(error)}`;
}
