/**
 * The details screen's consent (docs/behaviour.md#consent-session): the plan's request as it runs,
 * and where consent stands, read from the log with the answer heard live counted.
 */
import type { ApiError, Plan, UssdLogEntry } from '../../../api';
import { latestAttempt, logState, standing } from '../../consent';
import { consentStatus, type DetailsFacts, type DetailsState } from './details-controller';
import { useConsentRequest } from './use-consent-request';

export function useDetailsConsent({
  plan,
  log,
  history,
  clearedTransaction,
}: {
  plan: Plan | undefined;
  /** The plan's log (its current entries). */
  log: { data?: UssdLogEntry[]; error: ApiError | null };
  /** Every entry of the plan, those an edit archived too: the attempts' cap counts them all. */
  history: UssdLogEntry[] | undefined;
  clearedTransaction: DetailsState['clearedTransaction'];
}) {
  const request = useConsentRequest({ plan, logs: history ?? log.data });
  const facts: Pick<DetailsFacts, 'log' | 'live'> = {
    log: logState({ logs: log.data, error: log.error }),
    live: {
      state: request.live,
      transactionId: request.state.transactionId,
      inFlight: request.inFlight,
    },
  };
  return {
    ...request,
    facts,
    /** What the log says, with the answer heard live counted. */
    status: consentStatus({ clearedTransaction }, facts),
    /** Where consent stands (docs/behaviour.md#one-word-per-outcome). */
    current: standing(
      // An update cleared the consent: the request it cleared no longer speaks for the plan.
      clearedTransaction !== null && request.state.transactionId === clearedTransaction
        ? null
        : request.live,
      log.data,
      request.state.now,
    ),
    latestAttempt: latestAttempt(log.data),
  };
}

/** The plan's consent as the details screen's parts show it. */
export type DetailsConsentView = ReturnType<typeof useDetailsConsent>;
