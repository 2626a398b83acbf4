/**
 * Runs the consent-session machine's effects with a real WebSocket and the service calls, feeds
 * their results back as events and ticks the countdown. Free of React: tested with a fake socket.
 */
import {
  OFFLINE_MESSAGE,
  attemptCapBodySchema,
  browserOnline,
  isApiError,
  verifierMessageSchema,
  type ConsentTokenRequest,
  type UssdLogRecord,
} from '../../api';
import { shallow } from 'zustand/shallow';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  initialConsentSession,
  isInFlight,
  transition,
  type CallFailure,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentSessionState,
} from './consent-session';
import type { ConsentRequestInput } from '../../domain';

/** The part of the browser's WebSocket the session uses. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConsentSessionDeps {
  fetchEndpoint: () => Promise<string>;
  requestToken: (body: ConsentTokenRequest) => Promise<string>;
  createLog: (record: UssdLogRecord) => Promise<unknown>;
  updateLog: (
    transactionId: string,
    update: { response: string; consentStatus?: string; verifierMessage?: string },
  ) => Promise<unknown>;
  toast: (tone: 'success' | 'error', message: string) => void;
  /** Reloads the log; a promise says when the new log is in (until then, no new request). */
  reloadLog: () => void | Promise<unknown>;
  openSocket?: (url: string) => SocketLike;
  now?: () => number;
  /** How often the countdown ticks. */
  tickMs?: number;
}

/**
 * The machine's state, and whether an earlier answer is still being recorded: until then no new
 * request may start, as the screen would still offer a prompt the client already answered.
 */
export type ConsentSessionView = ConsentSessionState & { recording: boolean };

/** A store of the view (zustand's read side: React reads it with `useStore(session)`). */
export interface ConsentSession extends Pick<
  StoreApi<ConsentSessionView>,
  'getState' | 'getInitialState' | 'subscribe'
> {
  start: (request: ConsentRequestInput) => void;
  cancel: () => void;
  /** Leaving the screen: a request under way is cancelled. */
  dispose: () => void;
  /** The tab is being reloaded or closed: a request under way ends as withdrawn. */
  withdraw: () => void;
}

function callFailure(error: unknown): CallFailure {
  if (isApiError(error)) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

/** When a refused (429) token request may be tried again: the body's retryAt, else Retry-After. */
export function retryAtOf(error: unknown, now: number): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const body = attemptCapBodySchema.safeParse(error.body);
  if (body.success && body.data.retryAt) return body.data.retryAt;
  const header = error.headers['retry-after'];
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return new Date(now + seconds * 1000).toISOString();
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : new Date(date).toISOString();
}

/** The 429's own words, which say what the limit is and when it opens again. */
function refusalWords(error: unknown): { message?: string } {
  if (!isApiError(error) || error.status !== 429) return {};
  const body = attemptCapBodySchema.safeParse(error.body);
  return body.success && body.data.message ? { message: body.data.message } : {};
}

export function createConsentSession(deps: ConsentSessionDeps): ConsentSession {
  const now = deps.now ?? Date.now;
  const openSocket = deps.openSocket ?? ((url: string) => new WebSocket(url));
  const tickMs = deps.tickMs ?? 500;
  let state = initialConsentSession(now());
  let reloading = 0;
  const view = createStore<ConsentSessionView>()(() => ({ ...state, recording: false }));
  let socket: SocketLike | null = null;
  let clock: ReturnType<typeof setInterval> | null = null;
  // Each start is a new attempt; answers to an earlier attempt's calls are dropped.
  let attempt = 0;

  /** The answer of the attempt is not in the loaded log yet (docs/behaviour.md#consent-session). */
  const isRecording = () => state.log === 'creating' || state.reloadWhenWritten || reloading > 0;

  function publish() {
    const next = { ...state, recording: isRecording() };
    if (!shallow(view.getState(), next)) view.setState(next, true);
  }

  function dispatch(event: ConsentEvent) {
    const { state: next, effects } = transition(state, event);
    state = next;
    effects.forEach(runEffect);
    publish();
    syncClock();
  }

  function reloadLog() {
    const reloaded = deps.reloadLog();
    // Only an attempt that wrote to the log has an answer on its way to the screen; a refused
    // or failed start (nothing written) leaves the reload to run in the background.
    if (!reloaded || state.log === 'none') return;
    reloading += 1;
    const done = () => {
      reloading -= 1;
      publish();
    };
    reloaded.then(done, done);
  }

  /** Feeds a call's outcome back, unless a newer attempt has started since. */
  function settle<T>(
    promise: Promise<T>,
    ok: (value: T) => ConsentEvent,
    fail: (e: unknown) => ConsentEvent,
  ) {
    const mine = attempt;
    promise.then(
      (value) => mine === attempt && dispatch(ok(value)),
      (error: unknown) => mine === attempt && dispatch(fail(error)),
    );
  }

  function closeSocket() {
    const current = socket;
    socket = null;
    if (!current) return;
    // Our own close is not news: detach first so it does not come back as 'socketClosed'.
    current.onopen = current.onmessage = current.onerror = current.onclose = null;
    current.close(1000, 'Consent request finished');
  }

  function connect(url: string) {
    closeSocket();
    let opened: SocketLike;
    try {
      opened = openSocket(url);
    } catch {
      // A malformed address throws synchronously: the same to the adviser as a failed socket.
      queueMicrotask(() => dispatch({ type: 'socketError' }));
      return;
    }
    socket = opened;
    opened.onopen = () => dispatch({ type: 'socketOpen' });
    opened.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return; // not a verifier message: the deadline still ends the wait
      }
      const parsed = verifierMessageSchema.safeParse(data);
      if (parsed.success) dispatch({ type: 'verifierMessage', message: parsed.data, now: now() });
    };
    opened.onerror = () => dispatch({ type: 'socketError' });
    opened.onclose = () => {
      socket = null;
      dispatch({ type: 'socketClosed' });
    };
  }

  function runEffect(effect: ConsentEffect) {
    switch (effect.type) {
      case 'fetchEndpoint':
        return settle(
          deps.fetchEndpoint(),
          (url) => ({ type: 'endpoint', url }),
          (error) => ({ type: 'endpointFailed', error: callFailure(error) }),
        );
      case 'requestToken':
        return settle(
          deps.requestToken(effect.body),
          (token) => ({ type: 'token', token }),
          (error) => ({
            type: 'tokenFailed',
            error: { ...callFailure(error), ...refusalWords(error) },
            retryAt: retryAtOf(error, now()),
          }),
        );
      case 'openSocket':
        return connect(effect.url);
      case 'sendToken':
        return socket?.send(effect.token);
      case 'createLog':
        return settle(
          deps.createLog(effect.record),
          () => ({ type: 'logCreated' }),
          (error) => ({ type: 'logCreateFailed', error: callFailure(error) }),
        );
      case 'updateLog':
        return settle(
          deps.updateLog(effect.transactionId, { response: effect.response, ...effect.ending }),
          () => ({ type: 'logUpdated' }),
          (error) => ({ type: 'logUpdateFailed', error: callFailure(error) }),
        );
      case 'closeSocket':
        return closeSocket();
      case 'toast':
        return deps.toast(effect.tone, effect.message);
      case 'reloadLog':
        return reloadLog();
    }
  }

  function syncClock() {
    if (isInFlight(state) && !clock) {
      clock = setInterval(() => dispatch({ type: 'tick', now: now() }), tickMs);
    } else if (!isInFlight(state) && clock) {
      clearInterval(clock);
      clock = null;
    }
  }

  return {
    getState: view.getState,
    getInitialState: view.getInitialState,
    subscribe: view.subscribe,
    start(request) {
      // One request at a time, and none while the last answer is still on its way to the log.
      if (isInFlight(state) || isRecording()) return;
      // Offline, nothing could be sent: say so at once, in plain words, and start nothing.
      if (!browserOnline()) {
        deps.toast('error', OFFLINE_MESSAGE);
        return;
      }
      attempt += 1;
      dispatch({ type: 'start', request, now: now() });
    },
    cancel: () => dispatch({ type: 'cancel' }),
    dispose() {
      dispatch({ type: 'cancel' });
      closeSocket();
    },
    withdraw() {
      dispatch({ type: 'withdraw' });
      closeSocket();
    },
  };
}
