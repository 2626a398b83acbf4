// Over 300 lines: one pure state machine; its state, events, effects and transition read as one.
/**
 * The consent session as a pure state machine (docs/behaviour.md#consent-session): verifier address
 * → token → socket → IN_PROGRESS (log entry created) → one final status (entry updated).
 * `transition` returns the next state and the effects that consent-session-runner.ts runs.
 */
import {
  RESPONSE_TIMEOUT,
  type ConsentTokenRequest,
  type UssdLogRecord,
  type VerifierMessage,
} from '../../api';
import {
  buildConsentTokenRequest,
  buildUssdLogRecord,
  isAccept,
  type ConsentRequestInput,
} from '../../domain';
import { describeApiError, describeConsentError } from './failure-words';
import { DEADLINE_GRACE_MS, DEFAULT_ANSWER_WINDOW_MS, type Ending } from './consent-state';
import { logEnding, type LogEnding } from './log-ending';

/** The verifier's message when nothing went wrong (any other message ends the request). */
const NO_ERROR = 'No error';

const SOCKET_ERROR_TOASTS = ['WSS Error: Looks like the network is slow', 'Please try again'];
export const CLOSED_EARLY = 'The verifier closed the connection before the client answered';
export const PAST_DEADLINE = 'The verifier did not report an answer by its deadline';

export interface ConsentSessionState {
  /** 'idle' before any request, else the ConsentState kind it stands in (`sessionState`). */
  phase: 'idle' | 'sending' | 'waiting' | Ending | 'refused' | 'elsewhere';
  request: ConsentRequestInput | null;
  endpoint: string | null;
  token: string | null;
  maskedCellphoneNumber: string | null;
  transactionId: string | null;
  /** When the verifier stops waiting for the handset (ms since the epoch). */
  deadline: number | null;
  now: number;
  /** When Request Consent was pressed, and when the attempt ended (ms since the epoch). */
  startedAt: number | null;
  endedAt: number | null;
  /** The log entry of this attempt. */
  log: 'none' | 'creating' | 'created' | 'failed';
  /** The response to write once the entry exists: a final answer can beat the create. */
  pendingResponse: string | null;
  /** How the attempt ended, written beside its response (docs/behaviour.md#consent-history). */
  ending: LogEnding | null;
  /** The log is reloaded once the last write of the attempt has settled. */
  reloadWhenWritten: boolean;
  /** The value the request ends with: the answer, or the verifier's message. */
  outcome: string | null;
  /** Why it ended without an answer, in words. */
  detail: string | null;
  /** A refused request (429): when the plan may be asked again (ISO). */
  retryAt: string | null;
}

export interface CallFailure {
  status: number;
  message: string;
}

export type ConsentEvent =
  | { type: 'start'; request: ConsentRequestInput; now: number }
  | { type: 'endpoint'; url: string }
  | { type: 'endpointFailed'; error: CallFailure }
  | { type: 'token'; token: string }
  | { type: 'tokenFailed'; error: CallFailure; retryAt?: string | null }
  | { type: 'socketOpen' }
  | { type: 'verifierMessage'; message: VerifierMessage; now: number }
  | { type: 'socketError' }
  | { type: 'socketClosed' }
  | { type: 'cancel' }
  /** The tab is being reloaded or closed while the request runs (docs/behaviour.md#consent-session). */
  | { type: 'withdraw' }
  | { type: 'tick'; now: number }
  | { type: 'logCreated' }
  | { type: 'logCreateFailed'; error: CallFailure }
  | { type: 'logUpdated' }
  | { type: 'logUpdateFailed'; error: CallFailure };

export type ConsentEffect =
  | { type: 'fetchEndpoint' }
  | { type: 'requestToken'; body: ConsentTokenRequest }
  | { type: 'openSocket'; url: string }
  | { type: 'sendToken'; token: string }
  | { type: 'createLog'; record: UssdLogRecord }
  | { type: 'updateLog'; transactionId: string; response: string; ending: LogEnding | null }
  | { type: 'closeSocket' }
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  | { type: 'reloadLog' };

export interface Transition {
  state: ConsentSessionState;
  effects: ConsentEffect[];
}

export const initialConsentSession = (now = 0): ConsentSessionState => ({
  phase: 'idle',
  request: null,
  endpoint: null,
  token: null,
  maskedCellphoneNumber: null,
  transactionId: null,
  deadline: null,
  now,
  startedAt: null,
  endedAt: null,
  log: 'none',
  pendingResponse: null,
  ending: null,
  reloadWhenWritten: false,
  outcome: null,
  detail: null,
  retryAt: null,
});

/** A request is under way (the socket may be open). */
export function isInFlight(state: ConsentSessionState): boolean {
  return state.phase === 'sending' || state.phase === 'waiting';
}

const toast = (tone: 'success' | 'error', message: string): ConsentEffect => ({
  type: 'toast',
  tone,
  message,
});

// Ends the attempt: writes `response` to the log entry (now, or once it exists), then reloads the log.
function finish(
  state: ConsentSessionState,
  patch: Partial<ConsentSessionState>,
  toasts: ConsentEffect[],
  response = RESPONSE_TIMEOUT,
  /** The verifier's own words, when it ended the request. */
  verifierMessage?: string,
): Transition {
  const next: ConsentSessionState = { ...state, ...patch, token: null };
  next.ending = logEnding(next.phase, response, verifierMessage);
  next.endedAt = next.now;
  const effects: ConsentEffect[] = [{ type: 'closeSocket' }, ...toasts];
  if (state.log === 'created' && state.transactionId) {
    effects.push({
      type: 'updateLog',
      transactionId: state.transactionId,
      response,
      ending: next.ending,
    });
    next.reloadWhenWritten = true;
  } else if (state.log === 'creating') {
    next.pendingResponse = response;
    next.reloadWhenWritten = true;
  } else {
    effects.push({ type: 'reloadLog' });
  }
  return { state: next, effects };
}

/** The request's value as the adviser hears it: 'Consent Status: ACCEPT' or 'Consent status: …'. */
function outcomeToast(value: string): ConsentEffect {
  return isAccept(value)
    ? toast('success', 'Consent Status: ACCEPT')
    : toast('error', `Consent status: ${value}`);
}

function onVerifierMessage(state: ConsentSessionState, message: VerifierMessage, now: number) {
  const status = message.authStatus;
  if (status === 'IN_PROGRESS') {
    if (state.phase !== 'sending' || !state.request) return { state, effects: [] };
    const expires = message.expiresAt ? Date.parse(message.expiresAt) : NaN;
    const masked = message.maskedCellphoneNumber ?? '';
    const transactionId = message.transactionId ?? null;
    const next: ConsentSessionState = {
      ...state,
      phase: 'waiting',
      now,
      maskedCellphoneNumber: masked,
      transactionId,
      deadline: Number.isNaN(expires) ? now + DEFAULT_ANSWER_WINDOW_MS : expires,
    };
    // Without a transaction id there is no entry the answer could later be written to.
    if (!transactionId) return { state: next, effects: [] };
    const record = buildUssdLogRecord(
      state.request,
      { maskedCellphoneNumber: masked, transactionId },
      now,
    );
    return {
      state: { ...next, log: 'creating' as const },
      effects: [{ type: 'createLog' as const, record }],
    };
  }
  if (status === 'RESPONDED') {
    const option = message.responseOption ?? '';
    const phase = isAccept(option) ? 'accepted' : 'rejected';
    return finish(
      state,
      { phase, outcome: option, now },
      [outcomeToast(option)],
      option || undefined,
    );
  }
  const text = message.ussdMessage ?? '';
  if (status !== 'NETWORK_ERROR' && text === NO_ERROR) return { state, effects: [] };
  const value = text || status;
  const phase =
    status === 'NETWORK_ERROR' ? 'networkError' : status === 'TIMEOUT' ? 'noAnswer' : 'failed';
  return finish(
    state,
    { phase, outcome: value, detail: value, now },
    [outcomeToast(value)],
    undefined,
    text || undefined,
  );
}

export function transition(state: ConsentSessionState, event: ConsentEvent): Transition {
  const none: Transition = { state, effects: [] };
  const inFlight = isInFlight(state);
  switch (event.type) {
    case 'start':
      if (inFlight) return none;
      return {
        state: {
          ...initialConsentSession(event.now),
          phase: 'sending',
          startedAt: event.now,
          request: event.request,
        },
        effects: [{ type: 'fetchEndpoint' }],
      };
    case 'endpoint':
      if (state.phase !== 'sending' || !state.request || state.endpoint) return none;
      return {
        state: { ...state, endpoint: event.url },
        effects: [{ type: 'requestToken', body: buildConsentTokenRequest(state.request) }],
      };
    case 'endpointFailed': {
      if (state.phase !== 'sending') return none;
      const detail = describeConsentError(event.error.message);
      return finish(state, { phase: 'failed', detail }, [toast('error', detail)]);
    }
    case 'token':
      if (state.phase !== 'sending' || !state.endpoint || state.token) return none;
      return {
        state: { ...state, token: event.token },
        effects: [{ type: 'openSocket', url: state.endpoint }],
      };
    case 'tokenFailed': {
      if (state.phase !== 'sending') return none;
      const refused = event.error.status === 429;
      // A 409 refuses a second request while one for this plan (or this phone) is under way,
      // another tab's as a rule, or after the client accepted: nothing failed, and the reloaded
      // log says which (docs/behaviour.md#one-story-across-tabs). Its own words say why.
      const said = event.error.status === 409 && event.error.message ? event.error.message : null;
      return finish(
        state,
        {
          phase: refused ? 'refused' : said ? 'elsewhere' : 'failed',
          detail: refused ? event.error.message : (said ?? describeApiError(event.error)),
          retryAt: refused ? (event.retryAt ?? null) : null,
        },
        [toast('error', said ?? describeApiError(event.error))],
      );
    }
    case 'socketOpen':
      if (state.phase !== 'sending' || !state.token) return none;
      return { state, effects: [{ type: 'sendToken', token: state.token }] };
    case 'verifierMessage':
      if (!inFlight) return none;
      return onVerifierMessage(state, event.message, event.now);
    case 'socketError':
      if (!inFlight) return none;
      return finish(
        state,
        { phase: 'failed', detail: SOCKET_ERROR_TOASTS[0] },
        SOCKET_ERROR_TOASTS.map((text) => toast('error', text)),
      );
    case 'socketClosed':
      if (!inFlight) return none;
      return finish(state, { phase: 'failed', detail: CLOSED_EARLY }, [
        toast('error', describeConsentError(CLOSED_EARLY)),
      ]);
    case 'cancel':
    case 'withdraw': {
      if (!inFlight) return none;
      const phase = event.type === 'cancel' ? 'cancelled' : 'withdrawn';
      return finish(state, { phase }, []);
    }
    case 'tick': {
      if (!inFlight) return none;
      const next = { ...state, now: event.now };
      const overdue =
        state.phase === 'waiting' &&
        state.deadline !== null &&
        event.now >= state.deadline + DEADLINE_GRACE_MS;
      if (!overdue) return { state: next, effects: [] };
      return finish(next, { phase: 'noAnswer', outcome: PAST_DEADLINE, detail: PAST_DEADLINE }, [
        outcomeToast(PAST_DEADLINE),
      ]);
    }
    case 'logCreated': {
      if (state.log !== 'creating') return none;
      const { pendingResponse: response, transactionId } = state;
      return {
        state: { ...state, log: 'created', pendingResponse: null },
        effects:
          response === null || !transactionId
            ? []
            : [{ type: 'updateLog', transactionId, response, ending: state.ending }],
      };
    }
    case 'logCreateFailed': {
      if (state.log !== 'creating') return none;
      const reload = state.pendingResponse !== null;
      return {
        state: { ...state, log: 'failed', pendingResponse: null, reloadWhenWritten: false },
        effects: [
          toast('error', describeApiError(event.error)),
          ...(reload ? [{ type: 'reloadLog' } as const] : []),
        ],
      };
    }
    case 'logUpdated':
    case 'logUpdateFailed': {
      const effects: ConsentEffect[] =
        event.type === 'logUpdateFailed' ? [toast('error', describeApiError(event.error))] : [];
      if (state.reloadWhenWritten) effects.push({ type: 'reloadLog' });
      return { state: { ...state, reloadWhenWritten: false }, effects };
    }
  }
}

/** Whole seconds until the verifier's deadline (0 once it has passed); null before IN_PROGRESS. */
export function secondsLeft(state: ConsentSessionState): number | null {
  if (state.deadline === null) return null;
  return Math.max(0, Math.ceil((state.deadline - state.now) / 1000));
}
