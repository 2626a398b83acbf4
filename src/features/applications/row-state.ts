/**
 * An application's consent state as the list shows it (docs/behaviour.md#consent-in-the-list):
 * read from the row (a stored document), the request this tab is running, and the plan's USSD log.
 * Its word, colour and next step are the app's one table's (features/consent/consent-state.ts).
 * Pure: the list's badge, its filter and their tests all read it from here.
 */
import { RESPONSE_ACCEPT, isApiError, isNoAnswer } from '../../api';
import {
  entryState,
  stateOf,
  wordOf,
  type ConsentKind,
  type ConsentState,
  type KeptAnswer,
} from '../consent';
import type { SendState } from '../outbox';

/**
 * A row's state: its consent, or a Save of it waiting to be sent (docs/behaviour.md#no-signal),
 * which is what the row says until the service confirms it.
 */
export type RowState = ConsentState | { kind: 'toSend'; send: SendState };

/**
 * How much a row waits on the adviser, for how it stands out in the list: accepted (forms to
 * generate) most of all, then an ending to ask again after; a request in flight is marked while
 * it waits; finished rows are quieter. Unknown and not-started rows are plain.
 */
export type Attention = 'first' | 'next' | 'waiting' | 'done' | undefined;

export const ATTENTION: Partial<Record<RowState['kind'], Attention>> = {
  toSend: 'waiting',
  accepted: 'first',
  rejected: 'next',
  noAnswer: 'next',
  networkError: 'next',
  cancelled: 'next',
  withdrawn: 'next',
  failed: 'next',
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
  /** A Save of the application waits in this tab's outbox: where it stands. */
  toSend?: SendState;
  /** The newest answer this tab kept for the plan (docs/behaviour.md#answers-kept-in-sight). */
  kept?: Pick<KeptAnswer, 'outcome' | 'at'>;
  /** The log query: its entries once read, when, and its failure (a 404 is an answer: none). */
  log: LogRead;
  now: number;
}

/** What a row's state needs of its log's query (a query's state, or an observer's result). */
export interface LogRead {
  status: 'pending' | 'success' | 'error';
  data?: readonly LogEntryLike[];
  /** When the entries were read (ms; 0 or missing: never). */
  dataUpdatedAt?: number;
  error?: unknown;
}

/**
 * The newest entry's states the list shows as they are (a request whose answer window is still
 * open is waiting); any other ending is No answer, as the history says it.
 */
const AS_LOGGED: ReadonlySet<ConsentKind> = new Set<ConsentKind>([
  'waiting',
  'rejected',
  'networkError',
  'cancelled',
  'withdrawn',
  'failed',
]);

/**
 * - a stored document: Forms ready (no log needed);
 * - a Save waiting to be sent: where it stands;
 * - a request this tab is running: Waiting;
 * - an answer this tab kept after the log was last read: that answer (the log's read again may be
 *   seconds away);
 * - the log still loading (checking) or failed (unchecked): say so, unless it was read before and
 *   the failure is no answer (then what was read stands);
 * - no entries (or the log's 404): No consent;
 * - any ACCEPT: Accepted (as the details screen's 'Consent accepted');
 * - else the newest entry's state: waiting, rejected, network error, cancelled, request failed or
 *   no answer.
 */
export function rowStateOf({
  formsReady,
  requesting,
  toSend,
  kept,
  log,
  now,
}: RowStateInput): RowState {
  if (formsReady) return stateOf('ready');
  if (toSend) return { kind: 'toSend', send: toSend };
  if (requesting) return stateOf('waiting');
  if (kept && (log.dataUpdatedAt ?? 0) < kept.at) return { kind: kept.outcome };
  // A log read before still stands when a later read got no answer (no signal:
  // docs/behaviour.md#no-signal); a refusal (a 401 among them) is an answer.
  const unanswered = log.data !== undefined && isNoAnswer(log.error);
  if (log.status === 'error' && !unanswered) {
    return stateOf(isApiError(log.error) && log.error.status === 404 ? 'none' : 'unchecked');
  }
  if (log.status === 'pending' || !log.data) return stateOf('checking');
  if (log.data.length === 0) return stateOf('none');
  if (log.data.some((entry) => entry.response === RESPONSE_ACCEPT)) return stateOf('accepted');
  const newest = log.data.reduce((a, b) => (Date.parse(b.date) > Date.parse(a.date) ? b : a));
  const state = entryState(newest, now);
  return AS_LOGGED.has(state.kind) ? state : stateOf('noAnswer');
}

/** The consent states a row can settle in, each a filter (their order is the filter's). */
const SETTLED = [
  'none',
  'waiting',
  'rejected',
  'noAnswer',
  'networkError',
  'cancelled',
  'withdrawn',
  'failed',
  'accepted',
  'ready',
] as const satisfies readonly ConsentKind[];

/** What the status filter offers: All, each settled consent state, and drafts. */
export type StatusFilter = 'all' | (typeof SETTLED)[number] | 'draft';

export const STATUS_FILTERS: readonly [StatusFilter, string][] = [
  ['all', 'All'],
  ...SETTLED.map((kind): [StatusFilter, string] => [kind, wordOf(stateOf(kind))]),
  ['draft', 'Unsaved draft'],
];

/** Whether the filter needs each row's log (the others read the list's own data or the tab's). */
export function needsLog(filter: StatusFilter): boolean {
  return filter !== 'all' && filter !== 'ready' && filter !== 'draft';
}
