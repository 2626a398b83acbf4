/**
 * The attempt cap (docs/behaviour.md#consent-session): at most three consent requests per plan in
 * any 24 hours. The log gives an estimate of what is left; a 429 from the token service is the
 * authority and its `retryAt` wins.
 */
import { CONSENT_ATTEMPTS_PER_DAY, CONSENT_ATTEMPT_WINDOW_MS } from '../../api';
import { entryState, stateOf, type ConsentState } from './consent-state';

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
 * What is left of the cap at `now`: log entries of the last 24 hours each used one attempt; the
 * cap opens again 24 hours after the oldest of them. A refusal's `retryAt` still in the future
 * means nothing is left until then, whatever the log says.
 */
const sentAt = (entry: LoggedAttempt) => Date.parse(entry.createdAt ?? entry.date ?? '');

/**
 * The entry used one of today's attempts: it was sent in the last 24 hours. No upper bound: an
 * entry the server stamped after the `now` this screen last read (its clock ticks coarsely, the
 * server's may run ahead) is an attempt all the same. The consent history marks these rows.
 */
export function countsToday(entry: LoggedAttempt, now: number): boolean {
  const time = sentAt(entry);
  return !Number.isNaN(time) && time > now - CONSENT_ATTEMPT_WINDOW_MS;
}

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

/**
 * The newest attempt in the log and how it ended, for the panel on opening, in the states every
 * other place reads an entry as (`entryState`). An entry without an answer is one nobody recorded
 * the ending of: this screen runs no request for it.
 */
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
 * What Cancel costs, said before it is pressed (docs/behaviour.md#the-bar): once the prompt has
 * gone out (the verifier answered IN_PROGRESS and the log holds the request), the attempt is used
 * whatever happens next; while the request is still being sent, Cancel stops it before the prompt
 * goes (the token service may already have counted it: it is the judge).
 */
export function cancelCost(phase: string, left: number): string {
  const after = `${left} of ${CONSENT_ATTEMPTS_PER_DAY} left today`;
  return phase === 'sending'
    ? `Cancel stops the prompt before it is sent; this request may still count (${after}).`
    : `Cancel does not give the attempt back: this request used one (${after}).`;
}

/**
 * What a request the page's reload withdrew cost, said beside its outcome
 * (docs/behaviour.md#the-bar): the attempt is used all the same.
 */
export function withdrawnCost(left: number): string {
  return `The reload used one attempt (${left} of ${CONSENT_ATTEMPTS_PER_DAY} left today).`;
}
