/**
 * An application's consent state as the list shows it (docs/behaviour.md#consent-in-the-list):
 * read from the row (a stored document), the request this tab is running, and the plan's USSD log.
 * Pure: the list's badge, its filter and their tests all read it from here.
 */
import { RESPONSE_ACCEPT } from '../../api';
import { entryOutcome } from '../consent';

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

export interface LogEntryLike {
  response?: string | null;
  consentStatus?: string | null;
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
 * The newest entry's outcome as the list words it (the consent history's rule,
 * features/consent/consent-outcome.ts): a request whose answer window is still open is waiting;
 * a rejection is Rejected; every other ending (timed out, network error, cancelled, failed, never
 * recorded) is No answer.
 */
function listOutcome(entry: LogEntryLike, now: number): 'rejected' | 'noAnswer' | 'waiting' {
  switch (entryOutcome(entry, now)) {
    case 'waiting':
      return 'waiting';
    case 'rejected':
      return 'rejected';
    default:
      return 'noAnswer';
  }
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
  return listOutcome(newest, now);
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
