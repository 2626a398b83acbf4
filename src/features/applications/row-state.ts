/**
 * An application's consent state as the list shows it (docs/behaviour.md#consent-in-the-list):
 * read from the row (a stored document), the request this tab is running, and the plan's USSD log.
 * Its word, colour and next step are the app's one table's (features/consent/consent-state.ts).
 * Pure: the list's badge, its filter and their tests all read it from here.
 */
import { RESPONSE_ACCEPT } from '../../api';
import { entryState, stateOf, wordOf, type ConsentKind, type ConsentState } from '../consent';

/**
 * How much a row waits on the adviser, for how it stands out in the list: accepted (forms to
 * generate) most of all, then an ending to ask again after; a request in flight is marked while
 * it waits; finished rows are quieter. Unknown and not-started rows are plain.
 */
export type Attention = 'first' | 'next' | 'waiting' | 'done' | undefined;

export const ATTENTION: Partial<Record<ConsentKind, Attention>> = {
  accepted: 'first',
  rejected: 'next',
  noAnswer: 'next',
  networkError: 'next',
  cancelled: 'next',
  waiting: 'waiting',
  ready: 'done',
};

export interface LogEntryLike {
  response?: string | null;
  consentStatus?: string | null;
  date: string;
}

export interface RowStateInput {
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
 * The newest entry's state as the list words it: a request whose answer window is still open is
 * waiting; a rejection, a network error and a cancelled request are each their own word; every
 * other ending (timed out, failed, never recorded) is No answer.
 */
function listState(entry: LogEntryLike, now: number): ConsentState {
  const state = entryState(entry, now);
  switch (state.kind) {
    case 'waiting':
    case 'rejected':
    case 'networkError':
    case 'cancelled':
      return state;
    default:
      return stateOf('noAnswer');
  }
}

/**
 * - a stored document: Forms ready (no log needed);
 * - a request this tab is running: Waiting;
 * - the log still loading (checking) or failed (unchecked): say so, unless it was read before and
 *   the failure is no answer (then what was read stands);
 * - no entries (or the log's 404): No consent;
 * - any ACCEPT: Accepted (as the details screen's 'Consent accepted');
 * - else the newest entry's state: waiting, rejected, network error, cancelled or no answer.
 */
export function rowStateOf({ formsReady, requesting, log, now }: RowStateInput): ConsentState {
  if (formsReady) return stateOf('ready');
  if (requesting) return stateOf('waiting');
  // A log read before still stands when a later read got no answer (no signal:
  // docs/behaviour.md#no-signal).
  const unanswered = log.data !== undefined && log.error?.status === 0;
  if (log.status === 'error' && !unanswered) {
    return stateOf(log.error?.status === 404 ? 'none' : 'unchecked');
  }
  if (log.status === 'pending' || !log.data) return stateOf('checking');
  if (log.data.length === 0) return stateOf('none');
  if (log.data.some((entry) => entry.response === RESPONSE_ACCEPT)) return stateOf('accepted');
  let newest = log.data[0];
  for (const entry of log.data) {
    if (Date.parse(entry.date) > Date.parse(newest.date)) newest = entry;
  }
  return listState(newest, now);
}

/** What the status filter offers: All, each consent state a row can settle in, and drafts. */
export type StatusFilter =
  | 'all'
  | Extract<
      ConsentKind,
      | 'none'
      | 'waiting'
      | 'rejected'
      | 'noAnswer'
      | 'networkError'
      | 'cancelled'
      | 'accepted'
      | 'ready'
    >
  | 'draft';

const filter = (kind: Exclude<StatusFilter, 'all' | 'draft'>): [StatusFilter, string] => [
  kind,
  wordOf(stateOf(kind)),
];

export const STATUS_FILTERS: readonly [StatusFilter, string][] = [
  ['all', 'All'],
  filter('none'),
  filter('waiting'),
  filter('rejected'),
  filter('noAnswer'),
  filter('networkError'),
  filter('cancelled'),
  filter('accepted'),
  filter('ready'),
  ['draft', 'Unsaved draft'],
];

/** Whether the filter needs each row's log (the others read the list's own data or the tab's). */
export function needsLog(filter: StatusFilter): boolean {
  return filter !== 'all' && filter !== 'ready' && filter !== 'draft';
}
