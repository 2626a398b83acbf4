// Over 300 lines: the runner's tests with a fake socket, and every order its calls can finish in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import {
  createConsentSession,
  retryAtOf,
  type ConsentSessionDeps,
  type SocketLike,
} from './consent-session-runner';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closed: { code?: number } | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closed = { code };
  }
  // The verifier's side
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.({ data } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  drop() {
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

const request = { planReference: 'plan-1', cellphoneNumber: '0821234567', message: 'Hello' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<ConsentSessionDeps> = {}) {
  const sockets: FakeSocket[] = [];
  const toast = vi.fn<ConsentSessionDeps['toast']>();
  const deps = {
    fetchEndpoint: vi.fn(() => Promise.resolve('ws://verifier.test/ussd')),
    requestToken: vi.fn(() => Promise.resolve('consent-token')),
    createLog: vi.fn(() => Promise.resolve({})),
    updateLog: vi.fn(() => Promise.resolve({})),
    toast,
    reloadLog: vi.fn(),
    openSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    ...overrides,
  } satisfies ConsentSessionDeps;
  const session = createConsentSession(deps);
  return { session, deps: { ...deps, toast }, sockets };
}

const inProgress = {
  authStatus: 'IN_PROGRESS',
  maskedCellphoneNumber: '082****567',
  transactionId: 'TX-9',
  responseOption: null,
  ussdMessage: 'No error',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createConsentSession (with a fake socket)', () => {
  it('runs the whole request: token over the socket, log created, answer written, log reloaded', async () => {
    const { session, deps, sockets } = setup();
    session.start(request);
    await flush();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toBe('ws://verifier.test/ussd');
    sockets[0].open();
    expect(sockets[0].sent).toEqual(['consent-token']);
    sockets[0].receive(inProgress);
    expect(session.getState().phase).toBe('waiting');
    await flush();
    expect(deps.createLog).toHaveBeenCalledWith(
      expect.objectContaining({ transactionId: 'TX-9', maskedCellphoneNumber: '082****567' }),
    );
    sockets[0].receive({ ...inProgress, authStatus: 'RESPONDED', responseOption: 'ACCEPT' });
    expect(sockets[0].closed).toEqual({ code: 1000 });
    await flush();
    expect(deps.updateLog).toHaveBeenCalledWith('TX-9', {
      response: 'ACCEPT',
      consentStatus: 'ACCEPT',
    });
    expect(deps.toast).toHaveBeenCalledWith('success', 'Consent Status: ACCEPT');
    expect(deps.reloadLog).toHaveBeenCalledTimes(1);
    expect(session.getState().phase).toBe('accepted');
  });

  it('tells subscribers about each change', async () => {
    const { session } = setup();
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getState().phase));
    session.start(request);
    await flush();
    expect(seen[0]).toBe('sending');
  });

  it('ignores what is not a verifier message', async () => {
    const { session, sockets } = setup();
    session.start(request);
    await flush();
    sockets[0].open();
    sockets[0].receive('not json');
    sockets[0].receive({ nothing: 'useful' });
    expect(session.getState().phase).toBe('sending');
  });

  it('a socket error ends the request with both toasts', async () => {
    const { session, deps, sockets } = setup();
    session.start(request);
    await flush();
    sockets[0].fail();
    expect(session.getState().phase).toBe('failed');
    expect(deps.toast.mock.calls).toEqual([
      ['error', 'WSS Error: Looks like the network is slow'],
      ['error', 'Please try again'],
    ]);
  });

  it('cancel closes the socket without hearing its own close as a failure', async () => {
    const { session, deps, sockets } = setup();
    session.start(request);
    await flush();
    sockets[0].open();
    sockets[0].receive(inProgress);
    await flush();
    session.cancel();
    expect(sockets[0].closed).not.toBeNull();
    sockets[0].drop(); // detached: no effect
    await flush();
    expect(session.getState().phase).toBe('cancelled');
    expect(deps.updateLog).toHaveBeenCalledWith('TX-9', {
      response: 'TimeOut',
      consentStatus: 'CANCELLED',
    });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('the countdown ticks while the request is under way and stops after it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-23T10:00:00Z'));
    const { session, sockets } = setup({ tickMs: 1000 });
    session.start(request);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0].open();
    sockets[0].receive({ ...inProgress, expiresAt: '2026-11-23T10:01:00.000Z' });
    vi.advanceTimersByTime(15_000);
    expect(session.getState().now).toBe(Date.parse('2026-11-23T10:00:15Z'));
    sockets[0].receive({ ...inProgress, authStatus: 'RESPONDED', responseOption: 'REJECT' });
    const after = session.getState().now;
    vi.advanceTimersByTime(5_000);
    expect(session.getState().now).toBe(after);
  });

  it("drops an earlier attempt's late answers", async () => {
    let resolveEndpoint!: (url: string) => void;
    const { session, sockets } = setup({
      fetchEndpoint: vi
        .fn<() => Promise<string>>()
        .mockImplementationOnce(() => new Promise((resolve) => (resolveEndpoint = resolve)))
        .mockResolvedValue('ws://second'),
    });
    session.start(request);
    session.cancel();
    session.start(request);
    await flush();
    resolveEndpoint('ws://first');
    await flush();
    expect(sockets.map((s) => s.url)).toEqual(['ws://second']);
  });

  it('dispose cancels a request under way', async () => {
    const { session, sockets } = setup();
    session.start(request);
    await flush();
    session.dispose();
    expect(session.getState().phase).toBe('cancelled');
    expect(sockets[0].closed).not.toBeNull();
  });

  it('a 429 refuses with its own words and retryAt', async () => {
    const refusal = new ApiError({
      status: 429,
      kind: 'http',
      message: 'Too Many Requests',
      body: { message: 'At most 3 times in 24 hours.', retryAt: '2026-11-24T09:00:00.000Z' },
    });
    const { session, deps } = setup({ requestToken: vi.fn(() => Promise.reject(refusal)) });
    session.start(request);
    await flush();
    expect(session.getState()).toMatchObject({
      phase: 'refused',
      detail: 'At most 3 times in 24 hours.',
      retryAt: '2026-11-24T09:00:00.000Z',
    });
    expect(deps.toast).toHaveBeenCalledWith('error', 'Error: 429');
  });
});

describe('retryAtOf', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  const refused = (init: { body?: unknown; headers?: Record<string, string> }) =>
    new ApiError({ status: 429, kind: 'http', message: 'x', ...init });

  it("prefers the body's retryAt", () => {
    const error = refused({
      body: { message: 'm', retryAt: '2026-11-24T08:00:00.000Z' },
      headers: { 'retry-after': '60' },
    });
    expect(retryAtOf(error, now)).toBe('2026-11-24T08:00:00.000Z');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAtOf(refused({ headers: { 'retry-after': '3600' } }), now)).toBe(
      '2026-11-23T11:00:00.000Z',
    );
    expect(
      retryAtOf(refused({ headers: { 'retry-after': 'Tue, 24 Nov 2026 08:00:00 GMT' } }), now),
    ).toBe('2026-11-24T08:00:00.000Z');
  });

  it('is null for anything but a 429, or without either', () => {
    expect(retryAtOf(refused({}), now)).toBeNull();
    expect(retryAtOf(new ApiError({ status: 500, kind: 'http', message: 'x' }), now)).toBeNull();
    expect(retryAtOf(new Error('x'), now)).toBeNull();
  });
});

/** A promise resolved (or rejected) when the test says: a service call held up on the wire. */
function held<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const slow = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('every answer is recorded, once, whatever order the calls finish in', () => {
  it('an Accept that arrives before the log entry exists is written once the create is done', async () => {
    const create = held();
    const update = held();
    const reload = held();
    const createLog = vi.fn(() => create.promise);
    const updateLog = vi.fn((_id: string, _update: { response: string }) => update.promise);
    const { session, deps, sockets } = setup({
      createLog,
      updateLog,
      reloadLog: vi.fn(() => reload.promise),
    });
    session.start(request);
    await flush();
    sockets[0].open();
    sockets[0].receive(inProgress);
    sockets[0].receive({ ...inProgress, authStatus: 'RESPONDED', responseOption: 'ACCEPT' });
    // The screen says what the client answered at once, and the answer is still being recorded.
    expect(session.getState()).toMatchObject({ phase: 'accepted', recording: true });
    expect(deps.updateLog).not.toHaveBeenCalled();

    // A new request does not start while the answer is on its way to the log.
    session.start(request);
    await flush();
    expect(deps.fetchEndpoint).toHaveBeenCalledTimes(1);

    create.resolve({});
    await flush();
    expect(updateLog.mock.calls).toEqual([
      ['TX-9', { response: 'ACCEPT', consentStatus: 'ACCEPT' }],
    ]);
    expect(deps.reloadLog).not.toHaveBeenCalled();
    update.resolve({});
    await flush();
    expect(deps.reloadLog).toHaveBeenCalledTimes(1);
    // Until the reloaded log is in, the old one (no consent) is on screen: still recording.
    expect(session.getState().recording).toBe(true);
    reload.resolve(undefined);
    await flush();
    expect(session.getState().recording).toBe(false);
    expect(deps.createLog).toHaveBeenCalledTimes(1);
    expect(deps.updateLog).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the create finishes first', { create: 10, answer: 60 }],
    ['the answer comes first', { create: 60, answer: 10 }],
  ])(
    'with a delay on every call, %s: one create, one update with the answer, one reload',
    async (_, ms) => {
      const createLog = vi.fn(() => slow({}, ms.create));
      const updateLog = vi.fn((_id: string, _update: { response: string }) => slow({}, 25));
      const { session, deps, sockets } = setup({
        fetchEndpoint: vi.fn(() => slow('ws://verifier.test/ussd', 15)),
        requestToken: vi.fn(() => slow('consent-token', 15)),
        createLog,
        updateLog,
        reloadLog: vi.fn(() => slow(undefined, 25)),
      });
      session.start(request);
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      sockets[0].open();
      sockets[0].receive(inProgress);
      await slow(null, ms.answer);
      sockets[0].receive({ ...inProgress, authStatus: 'RESPONDED', responseOption: 'ACCEPT' });
      expect(session.getState().phase).toBe('accepted');
      await vi.waitFor(() => expect(session.getState().recording).toBe(false));
      expect(deps.createLog).toHaveBeenCalledTimes(1);
      expect(updateLog.mock.calls).toEqual([
        ['TX-9', { response: 'ACCEPT', consentStatus: 'ACCEPT' }],
      ]);
      expect(deps.reloadLog).toHaveBeenCalledTimes(1);
      // The write order held: the update went out only after the create had finished.
      expect(updateLog.mock.invocationCallOrder[0]).toBeGreaterThan(
        createLog.mock.invocationCallOrder[0],
      );
    },
  );

  it('a new request starts again once the answer is recorded and the log reloaded', async () => {
    const { session, deps, sockets } = setup();
    session.start(request);
    await flush();
    sockets[0].open();
    sockets[0].receive(inProgress);
    sockets[0].receive({ ...inProgress, authStatus: 'RESPONDED', responseOption: 'REJECT' });
    await vi.waitFor(() => expect(session.getState().recording).toBe(false));
    session.start(request);
    await flush();
    expect(deps.fetchEndpoint).toHaveBeenCalledTimes(2);
  });
});

describe('refusals in words', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offline, Request Consent fails at once with the plain message and sends nothing', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { session, deps } = setup();
    session.start(request);
    await flush();
    expect(deps.toast.mock.calls).toEqual([
      ['error', "You're offline. Your changes are kept; try again when you're back online"],
    ]);
    expect(deps.fetchEndpoint).not.toHaveBeenCalled();
    expect(session.getState().phase).toBe('idle');
  });

  it("a 409 on the token (another tab's request under way) is toasted in the service's words, and is no failure", async () => {
    const busy = 'A consent request for this application is already under way';
    const { session, deps } = setup({
      requestToken: vi.fn(() =>
        Promise.reject(new ApiError({ status: 409, message: busy, kind: 'http' })),
      ),
    });
    session.start(request);
    await flush();
    expect(deps.toast).toHaveBeenCalledWith('error', busy);
    // Refused, not failed: the bar says another tab waits, never 'Request failed'.
    expect(session.getState()).toMatchObject({ phase: 'elsewhere', detail: busy });
  });
});
