import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type PlanPayload } from '../../api';
import { judgeFailure } from './send-failure';
import { waitingFor } from './use-outbox';
import { FIRST_RETRY_MS, createOutbox, type OutboxDeps, type OutboxEntry } from './outbox';

/** The tab's session storage, as a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const plan = (policyNumber: string, surname = 'Dube') =>
  ({ policyNumber, clientInfo: { surname } }) as unknown as PlanPayload;

const noAnswer = () => new ApiError({ status: 0, message: 'Network error', kind: 'network' });
const answered = (status: number, message = `Request failed with status ${status}`) =>
  new ApiError({ status, message, kind: 'http' });
const offline = () => new ApiError({ status: 0, message: 'offline', kind: 'offline' });

type Call = { method: 'POST' | 'PUT'; target: string; key?: string; payload: PlanPayload };
/** A reply the test gives: stored and answered, stored with the answer lost, or an error. */
type Reply = 'ok' | 'lost' | ApiError;

/** A service whose answers the test gives, one call at a time, and that counts what it stored. */
function service() {
  const calls: Call[] = [];
  const replies: Reply[] = [];
  let inFlight = 0;
  let most = 0;
  const stored = new Map<string, PlanPayload>();
  const answer = async (call: Call, store: () => void) => {
    calls.push(call);
    inFlight += 1;
    most = Math.max(most, inFlight);
    await Promise.resolve();
    inFlight -= 1;
    const reply = replies.shift() ?? 'ok';
    if (reply instanceof ApiError) throw reply;
    store();
    if (reply === 'lost') throw noAnswer();
  };
  return {
    calls,
    stored,
    reply: (...next: Reply[]) => replies.push(...next),
    mostAtOnce: () => most,
    create: async (payload: PlanPayload, key: string) => {
      // Idempotent by key, as the sandbox: a repeat stores nothing.
      await answer({ method: 'POST', target: '', key, payload }, () => {
        if (!stored.has(key)) stored.set(key, payload);
      });
      return { policyNumber: payload.policyNumber, _id: `id-${key}` };
    },
    update: async (policyNumber: string, payload: PlanPayload) => {
      await answer({ method: 'PUT', target: policyNumber, payload }, () => undefined);
      return { _id: policyNumber };
    },
  };
}

function outboxOver(storage: Storage, api = service(), extra: Partial<OutboxDeps> = {}) {
  const sent: string[] = [];
  const outbox = createOutbox({
    storage: () => storage,
    key: 'ussd-draft:1004521:outbox',
    create: api.create,
    update: api.update,
    judge: judgeFailure,
    onSent: ({ entry }) => sent.push(entry.id),
    now: () => 1_000,
    ...extra,
  });
  return { outbox, api, sent };
}

const states = (entries: readonly OutboxEntry[]) => entries.map((entry) => [entry.id, entry.state]);

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('sends one at a time, in the order saved, and each leaves only when confirmed', async () => {
    const { outbox, api, sent } = outboxOver(memoryStorage());
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1'), policyNumber: 'P1' });
    outbox.put({ id: 'u2', kind: 'update', payload: plan('P2'), policyNumber: 'P2' });
    outbox.put({ id: 'k3', kind: 'create', payload: plan('P3'), policyNumber: 'P3' });
    // A press while a run is going joins it: never two on their way.
    await Promise.all([outbox.sendNow(), outbox.sendNow()]);
    expect(api.calls.map((call) => `${call.method} ${call.key ?? call.target}`)).toEqual([
      'POST k1',
      'PUT P2',
      'POST k3',
    ]);
    expect(api.mostAtOnce()).toBe(1);
    expect(sent).toEqual(['k1', 'u2', 'k3']);
    expect(outbox.entries()).toEqual([]);
  });

  it('repeats a create after a lost answer with the same key, and stores it once', async () => {
    const { outbox, api, sent } = outboxOver(memoryStorage());
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1'), policyNumber: 'P1' });
    // Stored, but the answer is lost on the way back: Will retry.
    api.reply('lost');
    await outbox.sendNow();
    expect(states(outbox.entries())).toEqual([['k1', 'retry']]);
    // The adviser changes the plan meanwhile: the key keeps its first body, the change is PUT
    // once the create is confirmed.
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1', 'Nkosi'), policyNumber: 'P1' });
    await outbox.sendNow();
    expect(
      api.calls.map(({ method, key, target, payload }) => [method, key ?? target, payload]),
    ).toEqual([
      ['POST', 'k1', plan('P1')],
      ['POST', 'k1', plan('P1')],
      ['PUT', 'P1', plan('P1', 'Nkosi')],
    ]);
    expect(api.stored.size).toBe(1);
    expect(sent).toEqual(['k1', 'k1']);
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps each answer that is not success, with what comes next', async () => {
    const { outbox, api } = outboxOver(memoryStorage());
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1'), policyNumber: 'P1' });
    outbox.put({ id: 'k2', kind: 'create', payload: plan('P2'), policyNumber: 'P2' });
    outbox.put({ id: 'u3', kind: 'update', payload: plan('P3'), policyNumber: 'P3' });

    // A 4xx (or a taken policy number) waits for the adviser; the next ones are not held by it.
    // A 5xx is tried again later, and ends the run: the service is not answering well.
    api.reply(
      answered(400, 'policyNumber: too long'),
      answered(500, 'E11000 duplicate key error collection: consent.plans'),
      answered(503),
    );
    await outbox.sendNow();
    expect(outbox.entries().map(({ id, state, message }) => ({ id, state, message }))).toEqual([
      { id: 'k1', state: 'attention', message: 'Error: 400' },
      {
        id: 'k2',
        state: 'attention',
        message: 'Error: Form with policy number P2 already exists',
      },
      { id: 'u3', state: 'retry', message: undefined },
    ]);

    // A 401 needs a new sign-in and ends the run.
    api.reply(answered(401));
    await outbox.sendNow();
    expect(states(outbox.entries())).toContainEqual(['u3', 'auth']);
    expect(api.calls).toHaveLength(4);

    // The adviser fixes the refused create: it is the plan sent now, and nothing else is.
    outbox.put({ id: 'k2', kind: 'create', payload: plan('P2b'), policyNumber: 'P2b' });
    await outbox.sendNow();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', key: 'k2', payload: plan('P2b') });
    expect(states(outbox.entries())).toEqual([
      ['k1', 'attention'],
      ['u3', 'auth'],
    ]);
  });

  it('does not count a call refused for want of a network as sent', async () => {
    const api = service();
    const { outbox } = outboxOver(memoryStorage(), api);
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1'), policyNumber: 'P1' });
    api.reply(offline());
    await outbox.sendNow();
    expect(outbox.entries()[0]).toMatchObject({ state: 'waiting', mayBeStored: false });
    // A change before it ever left is the body its key goes with.
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1', 'Nkosi'), policyNumber: 'P1' });
    await outbox.sendNow();
    expect(api.calls.at(-1)).toMatchObject({ key: 'k1', payload: plan('P1', 'Nkosi') });
    expect(api.calls).toHaveLength(2);
  });

  it('survives a restart: a new outbox over the same storage resumes, the same key again', async () => {
    const storage = memoryStorage();
    const first = outboxOver(storage);
    first.outbox.put({ id: 'k1', kind: 'create', payload: plan('P1'), policyNumber: 'P1' });
    first.outbox.put({ id: 'u2', kind: 'update', payload: plan('P2'), policyNumber: 'P2' });
    first.api.reply(noAnswer());
    await first.outbox.sendNow();

    const second = outboxOver(storage);
    expect(states(second.outbox.entries())).toEqual([
      ['k1', 'retry'],
      ['u2', 'waiting'],
    ]);
    await second.outbox.sendNow();
    expect(second.api.calls.map((call) => call.key ?? call.target)).toEqual(['k1', 'P2']);
    expect(second.sent).toEqual(['k1', 'u2']);
    expect(storage.getItem('ussd-draft:1004521:outbox')).toBeNull();
  });

  it('sends by itself when the signal returns, the tab shows, and on a back-off timer', async () => {
    vi.useFakeTimers();
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const { outbox, api } = outboxOver(memoryStorage());
    const stop = outbox.watch({ window, document } as never);
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1'), policyNumber: 'P1' });
    api.reply(noAnswer(), noAnswer(), noAnswer());
    // 5 s, then 10 s: each try that meets no answer waits twice as long for the next.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2 - 1);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    // The signal returns: sent at once.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(3);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(4);
    expect(outbox.entries()).toEqual([]);
    // Nothing waits: no timer sends anything more.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.calls).toHaveLength(4);
    stop();
  });

  it('empties itself and its storage when the session ends', () => {
    const storage = memoryStorage();
    const { outbox } = outboxOver(storage);
    outbox.put({ id: 'k1', kind: 'create', payload: plan('P1'), policyNumber: 'P1' });
    expect(storage.length).toBe(1);
    outbox.clear();
    expect(outbox.entries()).toEqual([]);
    expect(storage.length).toBe(0);
  });
});

describe('the list row a waiting Save belongs to', () => {
  const entry = (kind: 'create' | 'update', mayBeStored: boolean) =>
    ({ id: 'k', kind, policyNumber: 'P1', mayBeStored }) as OutboxEntry;
  it("is a stored row's own update, or a create that may have stored it", () => {
    expect(
      waitingFor([entry('update', false)], { policyNumber: 'P1', stored: true }),
    ).toBeDefined();
    expect(waitingFor([entry('create', true)], { policyNumber: 'P1', stored: true })).toBeDefined();
  });
  it('is never a stored row for a create that stored nothing (a taken policy number)', () => {
    expect(waitingFor([entry('create', false)], { policyNumber: 'P1', stored: true })).toBe(
      undefined,
    );
    expect(
      waitingFor([entry('create', false)], { policyNumber: 'P1', stored: false }),
    ).toBeDefined();
  });
});
