/**
 * The list's consent states (docs/behaviour.md#consent-in-the-list): each row's comes from its
 * plan's USSD log, the same cached query the details screen reads (`ussdLogQueryOptions`).
 * A badge reads its own row's log when it comes into view; the status filter, which needs every
 * candidate row's state, checks their logs here a few at a time and says how far it has got.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ussdLogQueryOptions, type ApplicationRow } from '../../api';
import { afterPaintWhenIdle } from '../../lib/idle';
import { createStore } from '../../lib/store';
import { useRunningConsent, type KeptAnswer } from '../consent';
import { useWaitingToSend, waitingFor, type WaitingSave } from '../outbox';
import { policyNumberOf, statusOf } from './application-view';
import { rowStateOf, type RowState } from './row-state';

/**
 * The badges' log reads wait for the list's first rows to be painted and the browser to be idle
 * (docs/architecture.md#delivery): never during hydration or the first rows' work. Open once a
 * tab: a later visit to the list reads at once.
 */
const badgeReads = createStore(false);
let badgeReadsScheduled = false;
const badgeReadsWhileHydrating = () => false;

function openBadgeReadsWhenIdle(): void {
  if (badgeReadsScheduled) return;
  badgeReadsScheduled = true;
  // Not cancelled: the reads open once a tab, whichever list asked first.
  afterPaintWhenIdle(() => badgeReads.setState(true), 2000);
}

/**
 * `wanted` (a badge near the screen wants its row's log), held back until the list's first rows
 * have painted and the browser is idle. A badge's read: `enabled: useAfterFirstRows(near) && …`.
 */
export function useAfterFirstRows(wanted: boolean): boolean {
  useEffect(openBadgeReadsWhenIdle, []);
  const open = useSyncExternalStore(
    badgeReads.subscribe,
    badgeReads.getState,
    badgeReadsWhileHydrating,
  );
  return wanted && open;
}

/** How many logs the filter reads at once: a page of 25 on slow services stays a few rounds. */
const CHECK_CONCURRENCY = 5;

/** The newest answer kept for each plan (docs/behaviour.md#answers-kept-in-sight). */
export type KeptOutcomes = ReadonlyMap<string, Pick<KeptAnswer, 'outcome' | 'at'>>;

/** The row's state from what the cache holds now (loading when its log was never read). */
function cachedConsentState(
  queryClient: QueryClient,
  row: ApplicationRow,
  running: ReadonlySet<string>,
  toSend: readonly WaitingSave[],
  now: number,
  kept?: KeptOutcomes,
): RowState {
  const policyNumber = policyNumberOf(row);
  const query = policyNumber
    ? queryClient.getQueryState(ussdLogQueryOptions(policyNumber).queryKey)
    : undefined;
  // An answer this tab kept after the log was last read is newer than the log (its read again is
  // on its way): the queue can place the row by it at once.
  const waiting = waitingFor(toSend, { policyNumber, stored: Boolean(row._id) })?.state;
  const answer = row._id ? kept?.get(row._id) : undefined;
  if (answer && !waiting && statusOf(row) !== 'ready' && !running.has(row._id ?? '')) {
    if (!query || query.dataUpdatedAt < answer.at) return { kind: answer.outcome };
  }
  return rowStateOf({
    formsReady: statusOf(row) === 'ready',
    requesting: row._id ? running.has(row._id) : false,
    toSend: waiting,
    log: query
      ? { status: query.status, data: query.data, error: query.error }
      : { status: 'pending' },
    now,
  });
}

/** Re-renders whenever a USSD log in the cache is read (or fails): the states may have changed. */
function useLogVersion(queryClient: QueryClient): number {
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [head] = event.query.queryKey as readonly unknown[];
        if (event.type !== 'updated' || head !== 'ussdLog') return;
        const action = event.action.type;
        if (action === 'success' || action === 'error') setVersion((v) => v + 1);
      }),
    [queryClient],
  );
  return version;
}

export interface ConsentCheck {
  /** Each row's state as known now (the same rule as the badges). */
  stateOf: (row: ApplicationRow) => RowState;
  /** The candidates whose state is known (read, or failed to read), of how many. */
  settled: number;
  total: number;
  failed: number;
  /** Change whenever a state may have: dependencies for what is computed from `stateOf`. */
  version: number;
  running: ReadonlySet<string>;
  /** The Saves waiting to be sent: a change of them may change a row's state. */
  toSend: readonly WaitingSave[];
}

/**
 * Reads the logs of `candidates` (the rows a consent filter could show), CHECK_CONCURRENCY at a
 * time; logs already in the cache and fresh are not asked again. Nothing is read while
 * `candidates` is empty (no consent filter chosen).
 */
export function useConsentCheck(
  candidates: readonly ApplicationRow[],
  kept?: KeptOutcomes,
): ConsentCheck {
  const queryClient = useQueryClient();
  const running = useRunningConsent();
  const toSend = useWaitingToSend();
  const version = useLogVersion(queryClient);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    const queue = candidates.map(policyNumberOf).filter((p) => p !== '');
    let stopped = false;
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined && !stopped; next = queue.shift()) {
        // A failure is the row's state ('Consent not checked'), kept in the cache like a success.
        await queryClient.fetchQuery(ussdLogQueryOptions(next)).catch(() => undefined);
      }
    };
    for (let i = 0; i < CHECK_CONCURRENCY; i++) void worker();
    return () => {
      stopped = true;
    };
  }, [candidates, queryClient]);

  const stateOf = (row: ApplicationRow) =>
    cachedConsentState(queryClient, row, running, toSend, now, kept);
  let settled = 0;
  let failed = 0;
  for (const row of candidates) {
    const state = stateOf(row);
    if (state.kind !== 'checking') settled += 1;
    if (state.kind === 'unchecked') failed += 1;
  }
  return {
    stateOf,
    settled,
    total: candidates.length,
    failed,
    version,
    running,
    toSend,
  };
}
