import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ussdLogQueryOptions } from '../../api';
import { entryState, useKeptAnswers, useRunningConsent } from '../consent';
import { useWaitingToSend, waitingFor } from '../outbox';
import type { ApplicationView } from './application-view';
import { rowStateOf, type LogEntryLike, type RowState } from './row-state';

/** While the log shows a prompt still unanswered (another tab's), it is read again this often. */
const WAITING_REFRESH_MS = 10_000;

const unanswered = (logs: readonly LogEntryLike[] | undefined) =>
  logs?.some((entry) => entryState(entry, Date.now()).kind === 'waiting') ?? false;

/**
 * A row's consent state (docs/behaviour.md#consent-in-the-list) from its plan's USSD log and this
 * tab's requests. With `read` the log is fetched; without, only the cache is followed.
 */
export function useRowConsentState(view: ApplicationView, read: boolean): RowState {
  const running = useRunningConsent();
  const toSend = waitingFor(useWaitingToSend(), {
    policyNumber: view.policyKey,
    stored: view.planReference !== '',
  })?.state;
  const formsReady = view.status === 'ready';
  const log = useQuery({
    ...ussdLogQueryOptions(view.policyKey),
    enabled: read && !formsReady && view.policyKey !== '',
    // A prompt another tab sent: its answer shows without a reload.
    refetchInterval: read
      ? (query) => (unanswered(query.state.data) ? WAITING_REFRESH_MS : false)
      : false,
  });
  const [now] = useState(() => Date.now());
  const requesting = view.planReference !== '' && running.has(view.planReference);
  // An answer kept since the log was read marks the row at once, newest first
  // (docs/behaviour.md#answers-kept-in-sight).
  const { list: kept } = useKeptAnswers();
  return rowStateOf({
    formsReady,
    requesting,
    toSend,
    kept: view.planReference ? kept.find((a) => a.planReference === view.planReference) : undefined,
    log,
    now,
  });
}
