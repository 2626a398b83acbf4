/**
 * The attempt cap (docs/behaviour.md#consent-session): the log gives an estimate of what is left; a
 * 429 from the token service is the authority and its `retryAt` wins.
 */
import { CONSENT_ATTEMPTS_PER_DAY, CONSENT_ATTEMPT_WINDOW_MS } from '../../api';
import { entryState, sentAt, stateOf, type ConsentState } from './consent-state';

export interface AttemptAllowance {
  /** Requests still allowed now (0–3). */
  left: number;
  /** When the next request is allowed again, while none is left (ms since the epoch). */
  opensAt: number | null;
}

interface LoggedAttempt {
  createdAt?: string | null;
  date?: string | null;
}

/**
 * The entry used one of today's attempts: it was sent in the last 24 hours. No upper bound: the
 * server's clock may run ahead of this screen's `now`, and such an entry counts all the same.
 */
export function countsToday(entry: LoggedAttempt, now: number): boolean {
  const time = sentAt(entry);
  return !Number.isNaN(time) && time > now - CONSENT_ATTEMPT_WINDOW_MS;
}

/** What is left of the cap at `now`; a refusal's `retryAt` still ahead wins over the log. */
export function attemptAllowance(
  entries: readonly LoggedAttempt[] | undefined,
  now: number,
  refusedUntil?: string | null,
): AttemptAllowance {
  const times = (entries ?? [])
    .filter((entry) => countsToday(entry, now))
    .map(sentAt)
    .sort((a, b) => a - b);
  const refused = refusedUntil ? Date.parse(refusedUntil) : NaN;
  if (!Number.isNaN(refused) && refused > now) return { left: 0, opensAt: refused };
  const left = Math.max(0, CONSENT_ATTEMPTS_PER_DAY - times.length);
  if (left > 0) return { left, opensAt: null };
  // The oldest attempt that must drop out of the window before one is free again.
  const oldest = times[times.length - CONSENT_ATTEMPTS_PER_DAY];
  return { left, opensAt: oldest + CONSENT_ATTEMPT_WINDOW_MS };
}

/**
 * A request under way has used an attempt before its log entry is read back (the log is reloaded
 * when the attempt ends): count it, unless the log already holds its transaction.
 */
export function withAttemptUnderWay(
  allowance: AttemptAllowance,
  underWay: { inFlight: boolean; transactionId: string | null },
  entries: ReadonlyArray<{ transactionId?: string | null }> | undefined,
): AttemptAllowance {
  if (!underWay.inFlight) return allowance;
  const logged =
    underWay.transactionId !== null &&
    (entries ?? []).some((entry) => entry.transactionId === underWay.transactionId);
  return logged ? allowance : { ...allowance, left: Math.max(0, allowance.left - 1) };
}

/** The newest attempt in the log and how it ended; one without an answer is unrecorded here. */
export function latestAttempt(
  entries:
    | ReadonlyArray<{
        response?: string | null;
        consentStatus?: string | null;
        date?: string | null;
        updatedAt?: string;
      }>
    | undefined,
): { state: ConsentState; at: number } | null {
  let latest: { state: ConsentState; at: number } | null = null;
  for (const entry of entries ?? []) {
    const at = Date.parse(entry.updatedAt ?? entry.date ?? '');
    if (Number.isNaN(at) || (latest && latest.at >= at)) continue;
    latest = { state: entry.response ? entryState(entry) : stateOf('unrecorded'), at };
  }
  return latest;
}

/**
 * What Cancel costs, said before it is pressed (docs/behaviour.md#the-bar): once the prompt is out
 * the attempt is used; while it is still being sent, the token service may have counted it.
 */
export function cancelCost(phase: string, left: number): string {
  const after = `${left} of ${CONSENT_ATTEMPTS_PER_DAY} left today`;
  return phase === 'sending'
    ? `Cancel stops the prompt before it is sent; this request may still count (${after}).`
    : `Cancel does not give the attempt back: this request used one (${after}).`;
}

/** What a request the reload withdrew cost, beside its outcome (docs/behaviour.md#the-bar). */
export function withdrawnCost(left: number): string {
  return `The reload used one attempt (${left} of ${CONSENT_ATTEMPTS_PER_DAY} left today).`;
}
