/**
 * The consent status shown in the Consent Required table, and what it allows
 * (docs/behaviour.md#consent-states).
 */
import { isAccept } from './ussd-request';

export const CONSENT_LABELS = {
  none: 'No Consent',
  accepted: 'Consent accepted',
  failed: 'Consent failed',
  notFound: 'NO CONSENT FOUND',
  /** The rules name no text for a failed log fetch; this one tells the adviser what happened. */
  unavailable: 'Consent status unavailable',
} as const;

export interface ConsentStatus {
  label: string;
  canRequest: boolean;
  canGenerate: boolean;
}

export interface ConsentStatusInput {
  /** The log entries (undefined while not loaded, e.g. a new form). */
  logs?: ReadonlyArray<{ response?: string | null }>;
  /** The log fetch's failure, if any (an ApiError fits). */
  error?: { status: number } | null;
}

/**
 * - no entries: 'No Consent' (request enabled, generate disabled);
 * - any entry answered exactly 'ACCEPT' (the verifier's own test; 'accept' is not consent): 'Consent accepted' (generate enabled, request disabled);
 * - entries, none ACCEPT: 'Consent failed' (request enabled);
 * - the log fetch answered 404: 'NO CONSENT FOUND' (request enabled);
 * - any other fetch error: generate disabled; requesting stays possible, since nothing shows
 *   that consent was already given.
 */
export function deriveConsentStatus({ logs, error }: ConsentStatusInput): ConsentStatus {
  if (error) {
    if (error.status === 404) {
      return { label: CONSENT_LABELS.notFound, canRequest: true, canGenerate: false };
    }
    return { label: CONSENT_LABELS.unavailable, canRequest: true, canGenerate: false };
  }
  if (!logs || logs.length === 0) {
    return { label: CONSENT_LABELS.none, canRequest: true, canGenerate: false };
  }
  if (logs.some((entry) => isAccept(entry.response))) {
    return { label: CONSENT_LABELS.accepted, canRequest: false, canGenerate: true };
  }
  return { label: CONSENT_LABELS.failed, canRequest: true, canGenerate: false };
}

/**
 * When the client accepted: the newest ACCEPT entry's last update (the answer is written there),
 * else its request date. The mandate's consent text carries this date; undefined without ACCEPT.
 */
export function acceptedAt(
  logs: ReadonlyArray<{ response?: string | null; date: string; updatedAt?: string }> | undefined,
): Date | undefined {
  const times = (logs ?? [])
    .filter((entry) => isAccept(entry.response))
    .map((entry) => new Date(entry.updatedAt ?? entry.date).getTime())
    .filter((time) => !Number.isNaN(time));
  return times.length === 0 ? undefined : new Date(Math.max(...times));
}
