/**
 * An application's consent state as the list shows it (docs/behaviour.md#consent-in-the-list):
 * read from the row (a stored document), the request this tab is running, and the plan's USSD log.
 * Pure: the list's badge, its filter and their tests all read it from here.
 */
import { RESPONSE_ACCEPT, RESPONSE_TIMEOUT } from '../../api';

/** What a row's badge says, and what the status filter can pick (with 'draft'). */
export type ConsentState =
  | 'none'
  | 'waiting'
  | 'rejected'
  | 'noAnswer'
  | 'accepted'
  | 'ready'
  /** The log is on its way. */
  | 'loading'
  /** The log could not be read. */
  | 'failed';

export const CONSENT_STATE_LABEL: Record<ConsentState, string> = {
  none: 'No consent',
  waiting: 'Waiting for the client',
  rejected: 'Rejected',
  noAnswer: 'No answer',
  accepted: 'Accepted: generate forms',
  ready: 'Forms ready',
  loading: 'Checking consent…',
  failed: 'Consent not checked',
};

/**
 * How long after its request an entry with no answer yet still counts as waiting: the verifier's
 * window (120 s) and the grace the app gives its TIMEOUT (10 s). Older, nobody will write its answer
 * (the tab that sent it is gone): it reads as no answer.
 */
export const UNANSWERED_WAIT_MS = 130_000;

export interface LogEntryLike {
  response?: string | null;
  date: string;
}

export interface ConsentStateInput {
  /** The row has a stored document. */
  formsReady: boolean;
  /** This tab is running a request for the plan (its session lives above the pages). */
  requesting?: boolean;
  /** The log query: its entries once read, its failure (status 404 is an answer: none). */
  log: {
    status: 'pending' | 'success' | 'error';
    data?: readonly LogEntryLike[];
    error?: { status: number } | null;
  };
  now: number;
}

/**
 * The outcome of one log entry, as far as the list needs it (the smallest mapping the badge needs;
 * the consent history has the full one): ACCEPT, 'TimeOut' (no answer, a dropped network, a
 * cancelled prompt: the log writes them alike), no answer yet (waiting while the window is open),
 * and any other answer, which is a rejection.
 */
export function entryOutcome(
  entry: LogEntryLike,
  now: number,
): 'accepted' | 'rejected' | 'noAnswer' | 'waiting' {
  const response = entry.response ?? '';
  if (response === RESPONSE_ACCEPT) return 'accepted';
  if (response === RESPONSE_TIMEOUT) return 'noAnswer';
  if (response === '') {
    const sent = Date.parse(entry.date);
    return !Number.isNaN(sent) && now - sent < UNANSWERED_WAIT_MS ? 'waiting' : 'noAnswer';
  }
  return 'rejected';
}

/**
 * - a stored document: Forms ready (no log needed);
 * - a request this tab is running: Waiting for the client;
 * - the log still loading or failed: say so;
 * - no entries (or the log's 404): No consent;
 * - any ACCEPT: Accepted (as the details screen's 'Consent accepted');
 * - else the newest entry's outcome: waiting, rejected or no answer.
 */
export function consentStateOf({
  formsReady,
  requesting,
  log,
  now,
}: ConsentStateInput): ConsentState {
  if (formsReady) return 'ready';
  if (requesting) return 'waiting';
  if (log.status === 'error') return log.error?.status === 404 ? 'none' : 'failed';
  if (log.status === 'pending' || !log.data) return 'loading';
  if (log.data.length === 0) return 'none';
  if (log.data.some((entry) => entry.response === RESPONSE_ACCEPT)) return 'accepted';
  let newest = log.data[0];
  for (const entry of log.data) {
    if (Date.parse(entry.date) > Date.parse(newest.date)) newest = entry;
  }
  return entryOutcome(newest, now);
}

/** What the status filter offers: All, each consent state a row can settle in, and drafts. */
export type StatusFilter = 'all' | Exclude<ConsentState, 'loading' | 'failed'> | 'draft';

export const STATUS_FILTERS: readonly [StatusFilter, string][] = [
  ['all', 'All'],
  ['none', CONSENT_STATE_LABEL.none],
  ['waiting', CONSENT_STATE_LABEL.waiting],
  ['rejected', CONSENT_STATE_LABEL.rejected],
  ['noAnswer', CONSENT_STATE_LABEL.noAnswer],
  ['accepted', CONSENT_STATE_LABEL.accepted],
  ['ready', CONSENT_STATE_LABEL.ready],
  ['draft', 'Unsaved draft'],
];

/** Whether the filter needs each row's log (the others read the list's own data or the tab's). */
export function needsLog(filter: StatusFilter): boolean {
  return filter !== 'all' && filter !== 'ready' && filter !== 'draft';
}
