/**
 * The consent history under Consent Required (docs/behaviour.md#consent-history): the plan's whole
 * log by plan reference and the request the session is running, shown at once.
 */
import { useEffect, useState } from 'react';
import { describeApiError, isInFlight, secondsLeft } from '../../consent';
import { ConsentHistory, type LiveAttempt } from '../../consent-history';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UssdLogEntry } from '../../../api';
import type { DetailsConsentView } from '../controller/use-details-consent';

/** How often the marks of today's attempts are re-read against the clock. */
const CLOCK_MS = 30_000;

export function DetailsHistory({
  reference,
  history,
  consent,
}: {
  /** The saved plan's reference; '' before it is saved (no history then). */
  reference: string;
  /** The plan's whole log. */
  history: Pick<UseQueryResult<UssdLogEntry[]>, 'data' | 'isLoading' | 'error' | 'refetch'>;
  consent: Pick<DetailsConsentView, 'state' | 'live'>;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  const { state: session, live: standing } = consent;
  // A request of this plan under way, or whose answer is still on its way to the log.
  const running =
    session.request?.planReference === reference &&
    session.startedAt !== null &&
    standing !== null &&
    standing.kind !== 'refused' &&
    (isInFlight(session) || session.recording);
  const live: LiveAttempt | null = running
    ? {
        state: standing,
        transactionId: session.transactionId,
        maskedCellphoneNumber: session.maskedCellphoneNumber,
        message: session.request?.message ?? '',
        startedAt: session.startedAt ?? session.now,
        endedAt: isInFlight(session) ? null : session.endedAt,
        secondsLeft: secondsLeft(session),
      }
    : null;
  if (!reference) return null;
  return (
    <ConsentHistory
      entries={history.data}
      live={live}
      isLoading={history.isLoading}
      error={history.error ? { message: describeApiError(history.error) } : null}
      onRetry={() => void history.refetch()}
      now={Math.max(now, session.now)}
    />
  );
}
