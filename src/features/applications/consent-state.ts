/**
 * An application's consent state as the list shows it (docs/behaviour.md#consent-in-the-list):
 * read from the row (a stored document), the request this tab is running, and the plan's USSD log.
 * Pure: the list's badge, its filter and their tests all read it from here.
 */
import { RESPONSE_ACCEPT } from '../../api';
import { entryOutcome, OUTCOME_LABELS } from '../consent';

/** What a row's badge says, and what the status filter can pick (with 'draft'). */
export type ConsentState =
  | 'none'
  | 'waiting'
  | 'rejected'
  | 'noAnswer'
  | 'networkError'
  | 'cancelled'
  | 'accepted'
  | 'ready'
  /** The log is on its way. */
  | 'loading'
  /** The log could not be read. */
  | 'failed';

/**
 * The badge's words: an outcome's one word is the app's (OUTCOME_LABELS, read everywhere an
 * outcome is named: docs/behaviour.md#one-word-per-outcome); the rest are the list's own.
 */
export const CONSENT_STATE_LABEL: Record<ConsentState, string> = {
  none: 'No consent',
  waiting: OUTCOME_LABELS.waiting,
  rejected: OUTCOME_LABELS.rejected,
  noAnswer: OUTCOME_LABELS.noAnswer,
  networkError: OUTCOME_LABELS.networkError,
  cancelled: OUTCOME_LABELS.cancelled,
  accepted: OUTCOME_LABELS.accepted,
  ready: 'Forms ready',
  loading: 'Checking consent…',
  failed: 'Consent not checked',
};

/** What the adviser does next for a row in that state, in words ('' while it is not known). */
export const NEXT_STEP: Record<ConsentState, string> = {
  none: 'Ask for consent',
  waiting: 'Wait for the answer',
  rejected: 'Ask again',
  noAnswer: 'Ask again',
  networkError: 'Ask again',
  cancelled: 'Ask again',
  accepted: 'Generate forms',
  ready: 'Done',
  loading: '',
  failed: '',
};

/**
 * How much a row waits on the adviser, for how it stands out in the list: accepted (forms to
 * generate) most of all, then an ending to ask again after; a request in flight is marked while
 * it waits; finished rows are quieter. Unknown and not-started rows are plain.
 */
export type Attention = 'first' | 'next' | 'waiting' | 'done' | undefined;

export const ATTENTION: Record<ConsentState, Attention> = {
  accepted: 'first',
  rejected: 'next',
  noAnswer: 'next',
  networkError: 'next',
  cancelled: 'next',
  waiting: 'waiting',
  ready: 'done',
  none: undefined,
  loading: undefined,
  failed: undefined,
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

type ListOutcome = 'rejected' | 'noAnswer' | 'networkError' | 'cancelled' | 'waiting';

/**
 * The newest entry's outcome as the list words it (the consent history's rule,
 * features/consent/consent-outcome.ts): a request whose answer window is still open is waiting;
 * a rejection, a network error and a cancelled request are each their own word; every other
 * ending (timed out, failed, never recorded) is No answer.
 */
function listOutcome(entry: LogEntryLike, now: number): ListOutcome {
  const outcome = entryOutcome(entry, now);
  switch (outcome) {
    case 'waiting':
    case 'rejected':
    case 'networkError':
    case 'cancelled':
      return outcome;
    default:
      return 'noAnswer';
  }
}

/**
 * - a stored document: Forms ready (no log needed);
 * - a request this tab is running: Waiting;
 * - the log still loading or failed: say so;
 * - no entries (or the log's 404): No consent;
 * - any ACCEPT: Accepted (as the details screen's 'Consent accepted');
 * - else the newest entry's outcome: waiting, rejected, network error, cancelled or no answer.
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
  ['networkError', CONSENT_STATE_LABEL.networkError],
  ['cancelled', CONSENT_STATE_LABEL.cancelled],
  ['accepted', CONSENT_STATE_LABEL.accepted],
  ['ready', CONSENT_STATE_LABEL.ready],
  ['draft', 'Unsaved draft'],
];

/** Whether the filter needs each row's log (the others read the list's own data or the tab's). */
export function needsLog(filter: StatusFilter): boolean {
  return filter !== 'all' && filter !== 'ready' && filter !== 'draft';
}
