/**
 * The list's consent states (docs/behaviour.md#consent-in-the-list): each row's comes from its
 * plan's USSD log, the same cached query the details screen reads (`ussdLogQueryOptions`). A badge
 * reads its own row's log when it comes near the screen; the table observes, with `useQueries`,
 * the logs of the rows on its page (so it follows what their badges read) and, under a consent
 * filter, the logs of every row the filter could show, which it reads five calls at a time.
 */
import { queryOptions, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { fetchUssdLog, queryKeys, ussdLogQueryOptions, type ApplicationRow } from '../../api';
import { afterPaintWhenIdle } from '../../lib/idle';
import { atMost } from '../../lib/at-most';
import { useKeptAnswers, useRunningConsent, type KeptAnswer } from '../consent';
import { useWaitingToSend, waitingFor, type WaitingSave } from '../outbox';
import { policyNumberOf, statusOf } from './application-view';
import { rowStateOf, type LogRead, type RowState } from './row-state';

/**
 * The badges' log reads wait for the list's first rows to be painted and the browser to be idle
 * (docs/architecture.md#delivery): never during hydration or the first rows' work. Open once a
 * tab: a later visit to the list reads at once.
 */
const badgeReads = createStore(() => ({ open: false }));
let badgeReadsScheduled = false;

/**
 * `wanted` (a badge near the screen wants its row's log), held back until the list's first rows
 * have painted and the browser is idle. A badge's read: `enabled: useAfterFirstRows(near) && …`.
 */
export function useAfterFirstRows(wanted: boolean): boolean {
  useEffect(() => {
    if (badgeReadsScheduled) return;
    badgeReadsScheduled = true;
    // Not cancelled: the reads open once a tab, whichever list asked first.
    afterPaintWhenIdle(() => badgeReads.setState({ open: true }), 2000);
  }, []);
  // While hydrating, zustand's `useStore` reads the store's initial state: closed.
  return useStore(badgeReads, (reads) => reads.open) && wanted;
}

/** How many logs the filter reads at once: a page of 25 on slow services stays a few rounds. */
const CHECK_CONCURRENCY = 5;
const checkCall = atMost(CHECK_CONCURRENCY);

/**
 * A log the filter reads: as the badge's, but five calls at a time, and a failure is the row's
 * state ('Consent not checked') at once, not retried.
 */
const checkedLog = (policyNumber: string) =>
  queryOptions({
    ...ussdLogQueryOptions(policyNumber),
    queryFn: ({ signal }) => checkCall(() => fetchUssdLog(policyNumber, { signal }), signal),
    retry: false,
  });

/** A log the table follows but does not read (its row's badge does). */
const followedLog = (policyNumber: string) =>
  queryOptions({ ...ussdLogQueryOptions(policyNumber), enabled: false });

/** What a row's state needs besides its log: this tab's requests, Saves and kept answers. */
interface TabState {
  running: ReadonlySet<string>;
  toSend: readonly WaitingSave[];
  /** The newest answer kept for each plan, by its `_id`. */
  kept: ReadonlyMap<string, Pick<KeptAnswer, 'outcome' | 'at'>>;
  now: number;
}

function stateOfRow(row: ApplicationRow, log: LogRead | undefined, tab: TabState): RowState {
  const planReference = row._id ?? '';
  return rowStateOf({
    formsReady: statusOf(row) === 'ready',
    requesting: planReference !== '' && tab.running.has(planReference),
    // Asked of every row in a pass (10,000 of them, some advisers): only when a Save waits.
    toSend:
      tab.toSend.length > 0
        ? waitingFor(tab.toSend, {
            policyNumber: policyNumberOf(row),
            stored: planReference !== '',
          })?.state
        : undefined,
    kept: planReference ? tab.kept.get(planReference) : undefined,
    log: log ?? { status: 'pending' },
    now: tab.now,
  });
}

const [, BY_POLICY_NUMBER] = queryKeys.ussdLog('');

/**
 * The consent logs in the data cache, by policy number, as they are at the first look: one pass
 * over the cache's logs, not a key hashed per row (a pass over 10,000 rows asks 10,000 times:
 * docs/architecture.md#large-lists).
 */
function cachedLogs(queryClient: QueryClient): (policyNumber: string) => LogRead | undefined {
  let logs: Map<unknown, LogRead> | undefined;
  return (policyNumber) => {
    logs ??= new Map(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: queryKeys.ussdLogs })
        .filter(({ queryKey }) => queryKey[1] === BY_POLICY_NUMBER)
        // Every query under this key is a log's (ussdLogQueryOptions).
        .map((query) => [query.queryKey[2], query.state as LogRead]),
    );
    return policyNumber ? logs.get(policyNumber) : undefined;
  };
}

export interface ConsentStates {
  /** Each row's state as known now (the badges' rule). */
  stateOf: (row: ApplicationRow) => RowState;
  /** The candidates whose state is known (read, or failed to read), of how many. */
  settled: number;
  total: number;
  failed: number;
}

/** This tab's part of the rows' states, and each row's state from what the data cache holds now. */
export interface TabConsent extends TabState {
  /**
   * For placing the queue: each row's state from a snapshot of what is known at its first use,
   * by design not followed.
   */
  cachedStates: () => (row: ApplicationRow) => RowState;
}

export function useTabConsent(): TabConsent {
  const queryClient = useQueryClient();
  const running = useRunningConsent();
  const toSend = useWaitingToSend();
  const { list: keptList } = useKeptAnswers();
  const [now] = useState(() => Date.now());
  return useMemo(() => {
    // The answers come newest first: the first one of each plan is its newest.
    const kept = new Map<string, Pick<KeptAnswer, 'outcome' | 'at'>>();
    for (const answer of keptList) {
      if (!kept.has(answer.planReference)) kept.set(answer.planReference, answer);
    }
    const tab = { running, toSend, kept, now };
    const cachedStates = () => {
      const cachedLog = cachedLogs(queryClient);
      return (row: ApplicationRow) => stateOfRow(row, cachedLog(policyNumberOf(row)), tab);
    };
    return { ...tab, cachedStates };
  }, [queryClient, running, toSend, keptList, now]);
}

export interface ConsentStateRows {
  /** The rows a consent filter could show: their logs are read (none without the filter). */
  candidates: readonly ApplicationRow[];
  /** The rows on the page: their badges read their logs, which the table follows. */
  shown: readonly ApplicationRow[];
  tab: TabConsent;
}

/**
 * The rows' consent states as the observed logs say them, and how far the consent filter's check
 * has got. `useQueries`' `combine` makes a new `stateOf` whenever an observed log changes (or
 * this tab's requests, Saves or kept answers do), so what is computed from it is computed again
 * then, and only then. A row whose log is not observed reads the data cache: nothing reads such
 * a log while it is neither on the page nor a candidate.
 */
export function useConsentStates({ candidates, shown, tab }: ConsentStateRows): ConsentStates {
  const queryClient = useQueryClient();
  const observed = useMemo(() => {
    const policies: string[] = [];
    const seen = new Set<string>();
    const add = (rows: readonly ApplicationRow[]) => {
      for (const row of rows) {
        const policyNumber = policyNumberOf(row);
        if (policyNumber === '' || seen.has(policyNumber) || statusOf(row) === 'ready') continue;
        seen.add(policyNumber);
        policies.push(policyNumber);
      }
    };
    add(candidates);
    const checked = policies.length;
    add(shown);
    return { policies, checked };
  }, [candidates, shown]);

  const combine = useCallback(
    (results: readonly LogRead[]): ConsentStates => {
      const logs = new Map(observed.policies.map((policy, i) => [policy, results[i]]));
      const cachedLog = cachedLogs(queryClient);
      const stateOf = (row: ApplicationRow) => {
        const policyNumber = policyNumberOf(row);
        return stateOfRow(row, logs.get(policyNumber) ?? cachedLog(policyNumber), tab);
      };
      let settled = 0;
      let failed = 0;
      for (const row of candidates) {
        const { kind } = stateOf(row);
        if (kind !== 'checking') settled += 1;
        if (kind === 'unchecked') failed += 1;
      }
      return { stateOf, settled, total: candidates.length, failed };
    },
    [observed, candidates, queryClient, tab],
  );

  return useQueries({
    queries: observed.policies.map((policy, i) =>
      i < observed.checked ? checkedLog(policy) : followedLog(policy),
    ),
    combine,
  });
}
