// Over 300 lines: the state machine's tests, a describe per stretch of the session, in one place.
import { describe, expect, it } from 'vitest';
import type { VerifierMessage } from '../../api';
import {
  CLOSED_EARLY,
  PAST_DEADLINE,
  initialConsentSession,
  isInFlight,
  secondsLeft,
  transition,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentSessionState,
} from './consent-session';
import { DEADLINE_GRACE_MS, DEFAULT_ANSWER_WINDOW_MS } from './consent-state';

const T0 = Date.parse('2026-11-23T10:00:00.000Z');
const request = {
  planReference: 'plan-1',
  cellphoneNumber: '0821234567',
  message: 'Meridian to deduct R150 mnthly from salary for emp *12345678 for P1 from 01/2027',
};

const inProgress = (patch: Partial<VerifierMessage> = {}): ConsentEvent => ({
  type: 'verifierMessage',
  now: T0 + 1000,
  message: {
    authStatus: 'IN_PROGRESS',
    maskedCellphoneNumber: '082****567',
    transactionId: 'TX-1',
    responseOption: null,
    ussdMessage: 'No error',
    ...patch,
  },
});
const final = (message: Partial<VerifierMessage> & { authStatus: string }): ConsentEvent => ({
  type: 'verifierMessage',
  now: T0 + 5000,
  message: { maskedCellphoneNumber: '082****567', transactionId: 'TX-1', ...message },
});
const accept = final({
  authStatus: 'RESPONDED',
  responseOption: 'ACCEPT',
  ussdMessage: 'No error',
});
const reject = final({
  authStatus: 'RESPONDED',
  responseOption: 'REJECT',
  ussdMessage: 'No error',
});

/** Folds the events from idle; returns the last state and every effect in order. */
function run(events: ConsentEvent[], from: ConsentSessionState = initialConsentSession(T0)) {
  let state = from;
  const effects: ConsentEffect[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const started: ConsentEvent[] = [
  { type: 'start', request, now: T0 },
  { type: 'endpoint', url: 'ws://verifier/ussd' },
  { type: 'token', token: 'tok' },
  { type: 'socketOpen' },
];
/** Up to a created log entry, waiting for the answer. */
const waiting: ConsentEvent[] = [...started, inProgress(), { type: 'logCreated' }];

const toasts = (effects: ConsentEffect[]) =>
  effects.flatMap((e) => (e.type === 'toast' ? [`${e.tone}: ${e.message}`] : []));
const types = (effects: ConsentEffect[]) => effects.map((e) => e.type);
const updates = (effects: ConsentEffect[]) =>
  effects.flatMap((e) => (e.type === 'updateLog' ? [`${e.transactionId}=${e.response}`] : []));

describe('consent session: the way to the handset', () => {
  it('start asks for the verifier address, then the token, then opens the socket and sends it', () => {
    const { state, effects } = run(started);
    expect(state.phase).toBe('sending');
    expect(effects).toEqual([
      { type: 'fetchEndpoint' },
      {
        type: 'requestToken',
        body: {
          timeToLive: 720000,
          planReference: 'plan-1',
          optionalParameters: {
            cellphoneNumber: '0821234567',
            message: request.message,
            billingUserGuid: 'billingUserGuid',
            userLdapGuid: 'userLdapGuid',
          },
        },
      },
      { type: 'openSocket', url: 'ws://verifier/ussd' },
      { type: 'sendToken', token: 'tok' },
    ]);
  });

  it('a second start while one is under way does nothing', () => {
    const { effects } = run([...started, { type: 'start', request, now: T0 + 1 }]);
    expect(types(effects).filter((t) => t === 'fetchEndpoint')).toHaveLength(1);
  });

  it('IN_PROGRESS creates the log entry with the fields in the documented order', () => {
    const { state, effects } = run([...started, inProgress()]);
    expect(state.phase).toBe('waiting');
    expect(state.maskedCellphoneNumber).toBe('082****567');
    const create = effects.find((e) => e.type === 'createLog');
    expect(create?.type === 'createLog' && Object.keys(create.record)).toEqual([
      'billingUserGuid',
      'cellphoneNumber',
      'channel',
      'date',
      'instructionType',
      'message',
      'planReference',
      'maskedCellphoneNumber',
      'transactionId',
      'userLdapGuid',
    ]);
    expect(create?.type === 'createLog' && create.record).toEqual({
      billingUserGuid: 'billingUserGuid',
      cellphoneNumber: '0821234567',
      channel: 'Electronic',
      date: '2026-11-23T10:00:01.000Z',
      instructionType: 'instructionType',
      message: request.message,
      planReference: 'plan-1',
      maskedCellphoneNumber: '082****567',
      transactionId: 'TX-1',
      userLdapGuid: 'userLdapGuid',
    });
  });

  it("counts down to the verifier's expiresAt, or 120 s from IN_PROGRESS without it", () => {
    const withExpiry = run([...started, inProgress({ expiresAt: '2026-11-23T10:00:46.000Z' })]);
    expect(secondsLeft(withExpiry.state)).toBe(45);
    const without = run([...started, inProgress()]);
    expect(without.state.deadline).toBe(T0 + 1000 + DEFAULT_ANSWER_WINDOW_MS);
    expect(secondsLeft(without.state)).toBe(120);
    const later = run([{ type: 'tick', now: T0 + 31_500 }], without.state);
    expect(secondsLeft(later.state)).toBe(90);
    expect(secondsLeft(run([{ type: 'tick', now: T0 + 200_000 }], withExpiry.state).state)).toBe(0);
  });

  it('a second IN_PROGRESS creates no second entry', () => {
    const { effects } = run([...waiting, inProgress()]);
    expect(types(effects).filter((t) => t === 'createLog')).toHaveLength(1);
  });
});

describe('consent session: the final status', () => {
  it("RESPONDED ACCEPT: update with 'ACCEPT', close, toast 'Consent Status: ACCEPT', reload", () => {
    const { state, effects } = run([...waiting, accept, { type: 'logUpdated' }]);
    expect(state.phase).toBe('accepted');
    expect(state.outcome).toBe('ACCEPT');
    expect(updates(effects)).toEqual(['TX-1=ACCEPT']);
    expect(toasts(effects)).toEqual(['success: Consent Status: ACCEPT']);
    expect(types(effects).slice(-4)).toEqual(['closeSocket', 'toast', 'updateLog', 'reloadLog']);
  });

  it("RESPONDED REJECT: 'Consent status: REJECT' as an error", () => {
    const { state, effects } = run([...waiting, reject, { type: 'logUpdated' }]);
    expect(state.phase).toBe('rejected');
    expect(updates(effects)).toEqual(['TX-1=REJECT']);
    expect(toasts(effects)).toEqual(['error: Consent status: REJECT']);
  });

  it("ACCEPT means exactly 'ACCEPT' (not 'accept' or ' ACCEPT')", () => {
    for (const option of ['accept', ' ACCEPT', 'ACCEPTED']) {
      const { state, effects } = run([
        ...waiting,
        final({ authStatus: 'RESPONDED', responseOption: option }),
      ]);
      expect(state.phase).toBe('rejected');
      expect(toasts(effects)).toEqual([`error: Consent status: ${option}`]);
    }
  });

  it("NETWORK_ERROR: update as 'TimeOut' and end with the verifier's message", () => {
    const dropped = 'The USSD session was dropped by the network';
    const { state, effects } = run([
      ...waiting,
      final({ authStatus: 'NETWORK_ERROR', ussdMessage: dropped }),
    ]);
    expect(state.phase).toBe('networkError');
    expect(state.outcome).toBe(dropped);
    expect(updates(effects)).toEqual(['TX-1=TimeOut']);
    expect(toasts(effects)).toEqual([`error: Consent status: ${dropped}`]);
  });

  it('records how the attempt ended beside its response, with the verifier’s words', () => {
    const endings = (effects: ConsentEffect[]) =>
      effects.flatMap((e) => (e.type === 'updateLog' ? [e.ending] : []));
    const dropped = run([...waiting, final({ authStatus: 'NETWORK_ERROR', ussdMessage: 'Gone' })]);
    expect(endings(dropped.effects)).toEqual([
      { consentStatus: 'NETWORK_ERROR', verifierMessage: 'Gone' },
    ]);
    expect(endings(run([...waiting, { type: 'cancel' }]).effects)).toEqual([
      { consentStatus: 'CANCELLED' },
    ]);
    expect(endings(run([...waiting, { type: 'withdraw' }]).effects)).toEqual([
      { consentStatus: 'WITHDRAWN' },
    ]);
    expect(endings(run([...waiting, accept]).effects)).toEqual([{ consentStatus: 'ACCEPT' }]);
    // An answer that beat the create is written with its ending once the entry exists.
    const early = run([...started, inProgress(), reject]);
    expect(endings(run([{ type: 'logCreated' }], early.state).effects)).toEqual([
      { consentStatus: 'REJECT' },
    ]);
  });

  it("any other status with a message other than 'No error': 'TimeOut' and the message", () => {
    const late = 'The client did not answer within 120 seconds';
    const timeout = run([...waiting, final({ authStatus: 'TIMEOUT', ussdMessage: late })]);
    expect(timeout.state.phase).toBe('noAnswer');
    expect(updates(timeout.effects)).toEqual(['TX-1=TimeOut']);
    expect(toasts(timeout.effects)).toEqual([`error: Consent status: ${late}`]);
    const odd = run([...waiting, final({ authStatus: 'SOMETHING', ussdMessage: 'Odd' })]);
    expect(odd.state.phase).toBe('failed');
    expect(toasts(odd.effects)).toEqual(['error: Consent status: Odd']);
  });

  it("another status saying 'No error' is not final", () => {
    const { state, effects } = run([
      ...waiting,
      final({ authStatus: 'STILL_THINKING', ussdMessage: 'No error' }),
    ]);
    expect(state.phase).toBe('waiting');
    expect(effects.filter((e) => e.type === 'closeSocket')).toHaveLength(0);
  });

  it('only the first final value counts, and the socket is closed after it', () => {
    const { state, effects } = run([
      ...waiting,
      reject,
      accept,
      final({ authStatus: 'NETWORK_ERROR', ussdMessage: 'x' }),
      { type: 'socketError' },
      { type: 'socketClosed' },
    ]);
    expect(state.phase).toBe('rejected');
    expect(updates(effects)).toEqual(['TX-1=REJECT']);
    expect(toasts(effects)).toEqual(['error: Consent status: REJECT']);
    expect(types(effects).filter((t) => t === 'closeSocket')).toHaveLength(1);
  });

  it('INVALID_TOKEN before IN_PROGRESS: no entry to update, the message, and a reload', () => {
    const invalid = 'The consent token is unknown, expired or has already been used';
    const { state, effects } = run([
      ...started,
      final({ authStatus: 'INVALID_TOKEN', ussdMessage: invalid, transactionId: null }),
    ]);
    expect(state.phase).toBe('failed');
    expect(updates(effects)).toEqual([]);
    expect(toasts(effects)).toEqual([`error: Consent status: ${invalid}`]);
    expect(types(effects)).toContain('reloadLog');
  });
});

describe('consent session: the log writes', () => {
  it('an answer that beats the create is written once the entry exists, then the log reloads', () => {
    const before = run([...started, inProgress(), accept]);
    expect(updates(before.effects)).toEqual([]);
    expect(types(before.effects)).not.toContain('reloadLog');
    const after = run([{ type: 'logCreated' }, { type: 'logUpdated' }], before.state);
    expect(updates(after.effects)).toEqual(['TX-1=ACCEPT']);
    expect(types(after.effects)).toEqual(['updateLog', 'reloadLog']);
  });

  it('a failed create is a toast with the HTTP status; the answer cannot be written', () => {
    const { effects } = run([
      ...started,
      inProgress(),
      { type: 'logCreateFailed', error: { status: 503, message: 'Service Unavailable' } },
      accept,
    ]);
    expect(toasts(effects)).toEqual(['error: Error: 503', 'success: Consent Status: ACCEPT']);
    expect(updates(effects)).toEqual([]);
    expect(types(effects).at(-1)).toBe('reloadLog');
  });

  it('a create failing after the answer still reloads the log', () => {
    const { effects } = run([
      ...started,
      inProgress(),
      reject,
      { type: 'logCreateFailed', error: { status: 500, message: 'x' } },
    ]);
    expect(toasts(effects)).toEqual(['error: Consent status: REJECT', 'error: Error: 500']);
    expect(types(effects).at(-1)).toBe('reloadLog');
  });

  it('a failed update is a toast with the HTTP status, and the log still reloads', () => {
    const { effects } = run([
      ...waiting,
      accept,
      { type: 'logUpdateFailed', error: { status: 409, message: 'contradicts' } },
    ]);
    expect(toasts(effects)).toEqual(['success: Consent Status: ACCEPT', 'error: Error: 409']);
    expect(types(effects).at(-1)).toBe('reloadLog');
  });

  it('a status-less failure says what happened instead of "Error: 0"', () => {
    const { effects } = run([
      ...waiting,
      accept,
      { type: 'logUpdateFailed', error: { status: 0, message: 'Network error: PUT /x' } },
    ]);
    expect(toasts(effects)).toContain('error: Error: Network error: PUT /x');
  });
});

describe('consent session: failures on the way', () => {
  it("endpoint failure: 'Consent error: {error}', reload, nothing else", () => {
    const { state, effects } = run([
      { type: 'start', request, now: T0 },
      { type: 'endpointFailed', error: { status: 500, message: 'Something went wrong' } },
      { type: 'token', token: 'late' },
    ]);
    expect(state.phase).toBe('failed');
    expect(toasts(effects)).toEqual(['error: Consent error: Something went wrong']);
    expect(types(effects)).not.toContain('openSocket');
    expect(types(effects)).toContain('reloadLog');
  });

  it("token failure: 'Error: {status}' and no socket", () => {
    const { state, effects } = run([
      { type: 'start', request, now: T0 },
      { type: 'endpoint', url: 'ws://v' },
      { type: 'tokenFailed', error: { status: 500, message: 'x' } },
    ]);
    expect(state.phase).toBe('failed');
    expect(toasts(effects)).toEqual(['error: Error: 500']);
    expect(types(effects)).not.toContain('openSocket');
  });

  it('a 429 refuses the request until retryAt', () => {
    const { state, effects } = run([
      { type: 'start', request, now: T0 },
      { type: 'endpoint', url: 'ws://v' },
      {
        type: 'tokenFailed',
        error: { status: 429, message: 'Consent can be requested at most 3 times in 24 hours' },
        retryAt: '2026-11-24T08:00:00.000Z',
      },
    ]);
    expect(state).toMatchObject({ phase: 'refused', retryAt: '2026-11-24T08:00:00.000Z' });
    expect(state.detail).toContain('at most 3 times');
    expect(toasts(effects)).toEqual(['error: Error: 429']);
  });

  it("socket error: both toasts, 'TimeOut' on the entry, socket closed", () => {
    const { state, effects } = run([...waiting, { type: 'socketError' }]);
    expect(state.phase).toBe('failed');
    expect(toasts(effects)).toEqual([
      'error: WSS Error: Looks like the network is slow',
      'error: Please try again',
    ]);
    expect(updates(effects)).toEqual(['TX-1=TimeOut']);
    expect(types(effects)).toContain('closeSocket');
  });

  it('a socket error before IN_PROGRESS writes nothing and reloads', () => {
    const { effects } = run([...started, { type: 'socketError' }]);
    expect(updates(effects)).toEqual([]);
    expect(types(effects).at(-1)).toBe('reloadLog');
  });

  it('the socket closing before an answer ends the request as a consent error', () => {
    const { state, effects } = run([...waiting, { type: 'socketClosed' }]);
    expect(state.phase).toBe('failed');
    expect(toasts(effects)).toEqual([`error: Consent error: ${CLOSED_EARLY}`]);
    expect(updates(effects)).toEqual(['TX-1=TimeOut']);
  });
});

describe('consent session: cancel and the deadline', () => {
  it("cancel closes the socket and records 'TimeOut'; later messages are ignored", () => {
    const { state, effects } = run([...waiting, { type: 'cancel' }, accept]);
    expect(state.phase).toBe('cancelled');
    expect(types(effects)).toContain('closeSocket');
    expect(updates(effects)).toEqual(['TX-1=TimeOut']);
    expect(toasts(effects)).toEqual([]);
  });

  it("a reload or a close withdraws: the socket is closed, 'TimeOut' recorded as withdrawn, no toast", () => {
    const { state, effects } = run([...waiting, { type: 'withdraw' }, accept]);
    expect(state.phase).toBe('withdrawn');
    expect(types(effects)).toContain('closeSocket');
    expect(updates(effects)).toEqual(['TX-1=TimeOut']);
    expect(toasts(effects)).toEqual([]);
    // Nothing to withdraw once the request has ended.
    expect(run([...waiting, accept, { type: 'withdraw' }]).state.phase).toBe('accepted');
  });

  it('cancel before the socket opened just stops', () => {
    const { state, effects } = run([
      { type: 'start', request, now: T0 },
      { type: 'cancel' },
      { type: 'endpoint', url: 'ws://v' },
    ]);
    expect(state.phase).toBe('cancelled');
    expect(types(effects)).not.toContain('requestToken');
  });

  it("past the deadline and its grace without the verifier's TIMEOUT: no answer", () => {
    const waited = run(waiting);
    const deadline = waited.state.deadline!;
    const early = run([{ type: 'tick', now: deadline + DEADLINE_GRACE_MS - 1 }], waited.state);
    expect(early.state.phase).toBe('waiting');
    const late = run([{ type: 'tick', now: deadline + DEADLINE_GRACE_MS }], waited.state);
    expect(late.state.phase).toBe('noAnswer');
    expect(updates(late.effects)).toEqual(['TX-1=TimeOut']);
    expect(toasts(late.effects)).toEqual([`error: Consent status: ${PAST_DEADLINE}`]);
  });

  it('ticks and stray events do nothing when idle or finished', () => {
    const idle = initialConsentSession(T0);
    for (const event of [
      { type: 'tick', now: T0 + 1 },
      { type: 'socketOpen' },
      { type: 'cancel' },
      accept,
    ] satisfies ConsentEvent[]) {
      expect(transition(idle, event)).toEqual({ state: idle, effects: [] });
    }
    expect(isInFlight(idle)).toBe(false);
  });

  it('a new request may start after any outcome, from a clean state', () => {
    const done = run([...waiting, reject, { type: 'logUpdated' }]);
    const again = run([{ type: 'start', request, now: T0 + 60_000 }], done.state);
    expect(again.state).toMatchObject({
      phase: 'sending',
      transactionId: null,
      outcome: null,
      log: 'none',
    });
    expect(again.effects).toEqual([{ type: 'fetchEndpoint' }]);
  });
});
