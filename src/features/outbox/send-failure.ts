/**
 * How a send the service did not confirm is judged (docs/behaviour.md#no-signal): the one rule
 * of the outbox the data library has no word for. Free of React and of the library.
 */
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
 * no token) needs a new sign-in; anything else the service refused (a 4xx, a taken policy number,
 * a body the contract refuses) waits for the adviser, with the service's message as Save's toast
 * words it (docs/behaviour.md#messages).
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

/**
 * What a Save's send fails with: the verdict, and what the retry rule needs. Its fields are plain
 * data, so the failure a Save is kept with survives the persister's JSON and a reload.
 */
export class SendFailure extends Error {
  override readonly name = 'SendFailure';
  readonly verdict: Verdict;
  /** The call got no answer (docs/architecture.md#data-flow: `isNoAnswer`). */
  readonly noAnswer: boolean;
  /**
   * The try the adviser's Save made itself, on the screen: a refusal then is Save's toast, and
   * nothing is kept; only no answer keeps it.
   */
  readonly ownTry: boolean;
  /** The Save was no longer kept when its turn came (the session ended, or a change replaced it). */
  readonly dropped: boolean;

  constructor(facts: Pick<SendFailure, 'verdict' | 'noAnswer' | 'ownTry' | 'dropped'>) {
    super(facts.verdict.message);
    this.verdict = facts.verdict;
    this.noAnswer = facts.noAnswer;
    this.ownTry = facts.ownTry;
    this.dropped = facts.dropped;
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
 * Whether the library tries the Save again (its `retry`): a Save that got no answer always; after
 * the Save's own try, anything but a refusal for what it holds (a 5xx, a 401: it is sent once the
 * service or the session is back).
 */
export function keepsTrying(failure: unknown): boolean {
  const facts = failureFacts(failure);
  if (!facts || facts.dropped || facts.verdict.state === 'attention') return false;
  return facts.noAnswer || !facts.ownTry;
}

export type FailureFacts = Pick<SendFailure, 'verdict' | 'noAnswer' | 'ownTry' | 'dropped'>;

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
