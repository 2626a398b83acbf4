/**
 * The rows of the consent history (docs/behaviour.md#consent-history): one per request, newest
 * first, the request in flight on top from the live session. Pure, tested without a browser.
 */
import type { UssdLogEntry } from '../../api';
import {
  CONSENT_STATES,
  countsToday,
  entryState,
  newestFirst,
  stateOf,
  wordOf,
  type ConsentKind,
  type ConsentState,
} from '../consent';

/** The request the consent session is running (or whose answer is on its way to the log). */
export interface LiveAttempt {
  /** Where it stands (sending, waiting, or how it ended). */
  state: ConsentState;
  transactionId: string | null;
  /** Known once the verifier has sent the prompt (IN_PROGRESS). */
  maskedCellphoneNumber: string | null;
  /** The USSD text the client sees. */
  message: string;
  /** When the adviser pressed Request Consent (ms since the epoch). */
  startedAt: number;
  /** When the request ended, once it has (ms since the epoch). */
  endedAt: number | null;
  /** Whole seconds left to answer; null before the prompt is out. */
  secondsLeft: number | null;
}

export interface HistoryRow {
  key: string;
  /** When the request was sent (ISO); null when unknown. */
  sentAt: string | null;
  state: ConsentState;
  label: string;
  /** What sets the outcome apart from another of the same word. */
  detail: string | null;
  /** How long the client took to answer, or the request ran before it ended, in words. */
  duration: string | null;
  maskedNumber: string;
  verifierMessage: string | null;
  ussdMessage: string;
  /** When an edit cleared this request's consent (ISO); null for the application as it is now. */
  archivedAt: string | null;
  /** The request used one of today's attempts (the cap: 3 in 24 hours). */
  countsToday: boolean;
  secondsLeft: number | null;
}

/** '42 s', '2 min 5 s', '3 min'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** 'Answered after 42 s' for an answer, 'Ended after …' or 'Cancelled after …' otherwise. */
function durationText(kind: ConsentKind, ms: number | null): string | null {
  if (ms === null || Number.isNaN(ms) || ms < 0) return null;
  const took = formatDuration(ms);
  if (kind === 'accepted' || kind === 'rejected') return `Answered after ${took}`;
  if (kind === 'cancelled') return `${CONSENT_STATES.cancelled.word} after ${took}`;
  if (kind === 'waiting' || kind === 'sending' || kind === 'unrecorded') return null;
  return `Ended after ${took}`;
}

/** What a row shows of its state: its word, its detail and how long it took. */
const outcome = (state: ConsentState, took: number | null) => ({
  state,
  label: wordOf(state),
  detail: CONSENT_STATES[state.kind].detail ?? null,
  duration: durationText(state.kind, took),
});

function fromEntry(entry: UssdLogEntry, now: number): HistoryRow {
  const state = entryState(entry, now);
  const sentAt = entry.createdAt ?? entry.date ?? null;
  // The answer is written to the entry when it comes: its last update is when it ended.
  const ended = entry.response && entry.updatedAt ? Date.parse(entry.updatedAt) : NaN;
  return {
    key: entry._id,
    sentAt,
    ...outcome(state, Number.isNaN(ended) ? null : ended - Date.parse(sentAt ?? '')),
    maskedNumber: entry.maskedCellphoneNumber || '--',
    verifierMessage: entry.verifierMessage || null,
    ussdMessage: entry.message,
    archivedAt: entry.archived ? (entry.archivedAt ?? sentAt) : null,
    countsToday: countsToday(entry, now),
    secondsLeft: null,
  };
}

function fromLive(live: LiveAttempt): HistoryRow {
  // A request refused before it started never reaches the history (DetailsHistory).
  const state = live.state.kind === 'refused' ? stateOf('sending') : live.state;
  return {
    key: `live-${live.transactionId ?? live.startedAt}`,
    sentAt: new Date(live.startedAt).toISOString(),
    ...outcome(state, live.endedAt === null ? null : live.endedAt - live.startedAt),
    maskedNumber: live.maskedCellphoneNumber || '--',
    verifierMessage: null,
    ussdMessage: live.message,
    archivedAt: null,
    // Asking for the token used an attempt, whatever follows.
    countsToday: true,
    secondsLeft: state.kind === 'waiting' ? live.secondsLeft : null,
  };
}

/** The rows, newest first; the live request stands for its entry until that holds the answer. */
export function historyRows(
  entries: readonly UssdLogEntry[] | undefined,
  live: LiveAttempt | null,
  now: number,
): HistoryRow[] {
  const logged = newestFirst(entries ?? []);
  const answeredInLog =
    live?.transactionId != null &&
    logged.some((entry) => entry.transactionId === live.transactionId && entry.response);
  if (!live || answeredInLog) return logged.map((entry) => fromEntry(entry, now));
  const others = logged.filter((entry) => entry.transactionId !== live.transactionId);
  return [fromLive(live), ...others.map((entry) => fromEntry(entry, now))];
}
