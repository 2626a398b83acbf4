/**
 * How one consent request ended, from its log entry, in the words an adviser uses
 * (docs/behaviour.md#consent-history). Pure: the details screen's history and the list's badges
 * read the same rules.
 */
import { LOG_ENDINGS, RESPONSE_REJECT, TEXT_MAX, type UssdLogEntry } from '../../api';
import type { StatusTone } from '../../components';
import { isAccept } from './ussd-request';

/** How long the verifier waits when its IN_PROGRESS carries no `expiresAt`. */
export const DEFAULT_ANSWER_WINDOW_MS = 120_000;
/** Past the deadline, how long to wait for the verifier's own TIMEOUT before giving up on it. */
export const DEADLINE_GRACE_MS = 10_000;
/**
 * How long after it was sent an entry without an answer still waits for the client: the answer
 * window and its grace. Later, nobody will write its answer (the tab that sent it is gone), so the
 * history says no answer was recorded and the list's badge says No answer.
 */
export const UNANSWERED_WAIT_MS = DEFAULT_ANSWER_WINDOW_MS + DEADLINE_GRACE_MS;

/** How a request ended: the session's last phase and the history's outcome, in the same words. */
export type FinalOutcome =
  'accepted' | 'rejected' | 'noAnswer' | 'networkError' | 'cancelled' | 'failed';

export type ConsentOutcome = FinalOutcome | 'waiting' | 'unrecorded';

/** Every way a request ends (a session's final phases are these, in the same words). */
export const FINAL_OUTCOMES: ReadonlySet<string> = new Set<FinalOutcome>([
  'accepted',
  'rejected',
  'noAnswer',
  'networkError',
  'cancelled',
  'failed',
]);

/**
 * The one word for each outcome, wherever the app names it: the details screen's bar, the Consent
 * Required table, the panel, the history and the list (docs/behaviour.md#one-word-per-outcome).
 * 'No answer recorded' is kept apart: nobody wrote that request's ending (its tab had gone).
 */
export const OUTCOME_LABELS: Record<ConsentOutcome, string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  noAnswer: 'No answer',
  networkError: 'Network error',
  cancelled: 'Cancelled',
  failed: 'Request failed',
  waiting: 'Waiting',
  unrecorded: 'No answer recorded',
};

/**
 * Each outcome's colour, wherever its word shows (the bar, the Consent Required table, the list,
 * the answers notice): the client's refusal red; an ending to ask again after amber; the
 * adviser's own Cancel and an ending nobody wrote neutral (not a refusal by anyone).
 */
export const OUTCOME_TONES: Record<ConsentOutcome, StatusTone> = {
  accepted: 'success',
  waiting: 'info',
  rejected: 'danger',
  noAnswer: 'warning',
  networkError: 'warning',
  failed: 'warning',
  cancelled: 'neutral',
  unrecorded: 'neutral',
};

/** The session's phases that are outcomes, as the outcome they name ('sending' is Waiting). */
const PHASE_OUTCOMES: Partial<Record<string, ConsentOutcome>> = {
  sending: 'waiting',
  waiting: 'waiting',
  accepted: 'accepted',
  rejected: 'rejected',
  noAnswer: 'noAnswer',
  networkError: 'networkError',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * Where the application's consent stands, as one outcome: the request this tab runs or last ran
 * for it (its phase), else the newest entry of the log; null when it was never asked.
 */
export function currentOutcome(
  phase: string | null,
  entries: readonly OutcomeFields[] | undefined,
  now?: number,
): ConsentOutcome | null {
  const live = phase ? PHASE_OUTCOMES[phase] : undefined;
  if (live) return live;
  const [newest] = newestFirst(entries ?? []);
  return newest ? entryOutcome(newest, now) : null;
}

type OutcomeFields = Pick<UssdLogEntry, 'response' | 'consentStatus'> & {
  createdAt?: string | null;
  date?: string | null;
};

/**
 * - response exactly 'ACCEPT' → accepted; 'REJECT' → rejected;
 * - any other response (the log writes 'TimeOut' for every ending without an answer): the
 *   entry's `consentStatus` says which ending it was (network error, cancelled, failed), else
 *   no answer (timed out), which is also how entries written before the ending was recorded read;
 * - no response yet: waiting for the client, unless the request was sent UNANSWERED_WAIT_MS or
 *   longer before `now` (or its time cannot be read, given `now`): then no answer was recorded.
 */
export function entryOutcome(entry: OutcomeFields, now?: number): ConsentOutcome {
  const response = entry.response ?? '';
  if (isAccept(response)) return 'accepted';
  if (response === RESPONSE_REJECT) return 'rejected';
  if (response) {
    switch (entry.consentStatus) {
      case LOG_ENDINGS.networkError:
        return 'networkError';
      case LOG_ENDINGS.cancelled:
        return 'cancelled';
      case LOG_ENDINGS.failed:
        return 'failed';
      default:
        return 'noAnswer';
    }
  }
  const sent = Date.parse(entry.createdAt ?? entry.date ?? '');
  if (now !== undefined && (Number.isNaN(sent) || now - sent >= UNANSWERED_WAIT_MS)) {
    return 'unrecorded';
  }
  return 'waiting';
}

/** What a finished request writes to its entry beside the response (see LOG_ENDINGS). */
export interface LogEnding {
  consentStatus: string;
  verifierMessage?: string;
}

/**
 * The ending to record for a request that ended in `phase`: an answer records its option, the
 * other endings their LOG_ENDINGS word and, when the verifier said why, its words.
 */
export function logEnding(
  /** The session's final phase ('accepted', 'rejected', 'noAnswer', 'networkError', …). */
  phase: string,
  response: string,
  verifierMessage?: string | null,
): LogEnding {
  const said = verifierMessage
    ? { verifierMessage: verifierMessage.slice(0, TEXT_MAX.ussdMessage) }
    : {};
  switch (phase) {
    case 'accepted':
    case 'rejected':
      return { consentStatus: response };
    case 'networkError':
      return { consentStatus: LOG_ENDINGS.networkError, ...said };
    case 'cancelled':
      return { consentStatus: LOG_ENDINGS.cancelled };
    case 'noAnswer':
      return { consentStatus: LOG_ENDINGS.timeout, ...said };
    default:
      return { consentStatus: LOG_ENDINGS.failed, ...said };
  }
}

/** The entries newest first (by when each was sent); entries without a date go last. */
export function newestFirst<T extends { createdAt?: string | null; date?: string | null }>(
  entries: readonly T[],
): T[] {
  const at = (entry: T) => {
    const time = Date.parse(entry.createdAt ?? entry.date ?? '');
    return Number.isNaN(time) ? -Infinity : time;
  };
  return [...entries].sort((a, b) => at(b) - at(a));
}
