/** How a send the service did not confirm is judged (docs/behaviour.md#no-signal). */
import { isApiError, isNoAnswer, type PlanPayload } from '../../api';
import { describeApiError, describeSaveError } from '../consent';
import { SEND_STATES, type SendState } from './outbox-words';

/** What a failed send means: where the Save stands now, and the words Save's toast gives it. */
export interface Verdict {
  state: SendState;
  message: string;
}

/**
 * Not sent (offline) waits; no answer, a time-out, a 408, a 429 or a 5xx is tried again; a 401 (or
 * no token) needs a new sign-in; anything else refused waits for the adviser, with the message
 * Save's toast gives it (docs/behaviour.md#messages).
 */
export function judgeFailure(
  kind: 'create' | 'update',
  payload: PlanPayload,
  error: unknown,
): Verdict {
  const message =
    kind === 'create' ? describeSaveError(error, payload.policyNumber) : describeApiError(error);
  const verdict = (state: SendState): Verdict => ({ state, message });
  if (!isApiError(error)) return verdict('retry');
  switch (error.kind) {
    case 'offline':
      return verdict('waiting');
    case 'auth':
      return verdict('auth');
    case 'network':
    case 'timeout':
    case 'cancelled':
      return verdict('retry');
    case 'http': {
      const { status } = error;
      if (status === 401) return verdict('auth');
      // A taken policy number is the services' 500: it would be refused again.
      if (message !== describeApiError(error)) return verdict('attention');
      if (status >= 500 || status === 408 || status === 429) return verdict('retry');
      return verdict('attention');
    }
    default:
      return verdict('attention');
  }
}

/** What the retry rule needs of a failed send. */
export interface FailureFacts {
  readonly verdict: Verdict;
  /** The call got no answer (docs/architecture.md#data-flow: `isNoAnswer`). */
  readonly noAnswer: boolean;
  /** The Save's own try on the screen: a refusal then is Save's toast, and nothing is kept. */
  readonly ownTry: boolean;
  /** The Save was no longer kept when its turn came (the session ended, or a change replaced it). */
  readonly dropped: boolean;
}

/** What a Save's send fails with; plain data fields, so it survives the persister's JSON. */
export class SendFailure extends Error implements FailureFacts {
  override readonly name = 'SendFailure';
  declare readonly verdict: Verdict;
  declare readonly noAnswer: boolean;
  declare readonly ownTry: boolean;
  declare readonly dropped: boolean;

  constructor(facts: FailureFacts) {
    super(facts.verdict.message);
    Object.assign(this, facts);
  }
}

export function sendFailure(
  kind: 'create' | 'update',
  payload: PlanPayload,
  error: unknown,
  ownTry: boolean,
): SendFailure {
  return new SendFailure({
    verdict: judgeFailure(kind, payload, error),
    noAnswer: isNoAnswer(error),
    ownTry,
    dropped: false,
  });
}

/**
 * The library's `retry`: a Save that got no answer always; else, after a try not its own, anything
 * but a refusal for what it holds (a 5xx, a 401: sent once the service or the session is back).
 */
export function keepsTrying(failure: unknown): boolean {
  const facts = failureFacts(failure);
  if (!facts || facts.dropped || facts.verdict.state === 'attention') return false;
  return facts.noAnswer || !facts.ownTry;
}

/** A Save's failure as kept: a SendFailure, or one read back from the tab's storage. */
export function failureFacts(value: unknown): FailureFacts | null {
  const kept = value as Partial<FailureFacts> | null | undefined;
  const state = kept?.verdict?.state;
  if (state === undefined || !(state in SEND_STATES)) return null;
  return {
    verdict: { state, message: String(kept?.verdict?.message ?? '') },
    noAnswer: kept?.noAnswer === true,
    ownTry: kept?.ownTry === true,
    dropped: kept?.dropped === true,
  };
}
