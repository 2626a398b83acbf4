/**
 * Saves that wait for a signal (docs/behaviour.md#no-signal): a Save that could not reach the
 * service is kept here as the whole plan to send, and sent by itself, one at a time, in order,
 * exactly once, until the service confirms it. A create carries its Idempotency-Key, so a repeat
 * after a lost answer is answered, not stored twice; an update is a PUT of the whole plan.
 *
 * Kept in the tab's session storage under the adviser's key beside the drafts, so it survives a
 * reload and goes with the tab, with another adviser, and with the session. Free of React and of
 * the browser: the calls, the storage and the clock come in, so the rules run in Node.
 */
import type { PlanPayload } from '../../api';
import { createStore, type Store } from '../../lib/store';

/**
 * Where an entry stands: not tried yet or not sent for want of a network (`waiting`); sent with
 * no answer, or a 5xx (`retry`); refused for the session (`auth`, a 401); refused for what it
 * holds (`attention`, any other 4xx or a taken policy number: sending it again would be refused
 * again, so it waits for the adviser to fix the form).
 */
export type SendState = 'waiting' | 'retry' | 'auth' | 'attention';

export interface OutboxEntry {
  /** A create's Idempotency-Key; an update's own id. */
  id: string;
  kind: 'create' | 'update';
  /** The plan as a create's key was (or will be) sent with, or the whole plan an update PUTs. */
  payload: PlanPayload;
  /**
   * An update: the policy number the plan is stored under (the path). A create: the payload's.
   * What the list and the details screen find an entry by.
   */
  policyNumber: string;
  /**
   * A create already sent once, whose plan the adviser changed since: its key must go with the
   * first body (the service refuses one key with two bodies), so the change is PUT once the
   * create is confirmed.
   */
  then?: PlanPayload;
  /** When the adviser pressed Save (ms since the epoch). */
  queuedAt: number;
  state: SendState;
  /** Times it was sent. */
  attempts: number;
  /**
   * A create sent with no answer to say it was refused: the service may hold it under its key
   * already, so its body must not change (the service refuses one key with two bodies).
   */
  mayBeStored: boolean;
  /** What the service said, for `attention` ('Error: …', as the toasts word it). */
  message?: string;
  /** Bumped by every change the adviser makes: a confirmation of an older one keeps the entry. */
  revision: number;
}

/** What a failed send means for the entry. */
export type Verdict =
  { state: 'waiting' | 'retry' | 'auth' } | { state: 'attention'; message: string };

export interface OutboxDeps {
  /** The tab's session storage (null: in memory only). */
  storage: () => Storage | null;
  /** The storage key: the adviser's (adviserTabKey). */
  key: string;
  create: (
    payload: PlanPayload,
    idempotencyKey: string,
  ) => Promise<{ policyNumber: string; _id: string }>;
  update: (policyNumber: string, payload: PlanPayload) => Promise<unknown>;
  /** How a failure is judged (judgeFailure in outbox-failure.ts). */
  judge: (entry: OutboxEntry, error: unknown) => Verdict;
  /** The service confirmed it: what was sent, and for a create what it stored. */
  onSent?: (sent: SentEntry) => void;
  /** Whether a call can leave now (the browser's own word). */
  online?: () => boolean;
  now?: () => number;
}

export interface SentEntry {
  entry: OutboxEntry;
  /** The create's answer: the new plan's `_id` and policy number. */
  created?: { policyNumber: string; _id: string };
}

/** The back-off between automatic tries while entries wait: 5 s, doubling, at most 2 min. */
export const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 120_000;

/** What the adviser's Save puts in (the rest is the outbox's). */
export type Queued = Pick<OutboxEntry, 'id' | 'kind' | 'payload' | 'policyNumber'>;

export interface Outbox {
  /** Oldest first: the order they are sent in. The same array until it changes. */
  entries: () => readonly OutboxEntry[];
  subscribe: Store<readonly OutboxEntry[]>['subscribe'];
  /**
   * Keeps the plan to send: a new entry at the end, or the adviser's change to one already kept
   * (same id), which keeps its place and is sent as it is now.
   */
  put: (queued: Queued) => void;
  /** Sends what can be sent now, in order; resolves when the run ends. One run at a time. */
  sendNow: () => Promise<void>;
  /** Listens for the signal's return: `online`, the tab shown again, and the back-off timer. */
  watch: (target: {
    window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  }) => () => void;
  /** Tells `listener` of each confirmed send (the screen showing it switches). Returns the unsubscribe. */
  onSent: (listener: (sent: SentEntry) => void) => () => void;
  /** The session ended: every entry goes, here and in storage. */
  clear: () => void;
}

const isEntry = (value: unknown): value is OutboxEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    (entry.kind === 'create' || entry.kind === 'update') &&
    typeof entry.payload === 'object' &&
    entry.payload !== null &&
    typeof entry.policyNumber === 'string' &&
    typeof entry.queuedAt === 'number' &&
    typeof entry.attempts === 'number' &&
    typeof entry.mayBeStored === 'boolean'
  );
};

export function createOutbox(deps: OutboxDeps): Outbox {
  const now = deps.now ?? Date.now;
  const online = deps.online ?? (() => true);

  const read = (): readonly OutboxEntry[] => {
    try {
      const parsed: unknown = JSON.parse(deps.storage()?.getItem(deps.key) ?? '[]');
      // A send cut short by a reload is sent again: a create with its key, so at most once.
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  const store = createStore(read());
  const lastSent = createStore<SentEntry | null>(null);
  const write = (next: readonly OutboxEntry[]) => {
    try {
      if (next.length === 0) deps.storage()?.removeItem(deps.key);
      else deps.storage()?.setItem(deps.key, JSON.stringify(next));
    } catch {
      // A full or refused storage keeps them for this page's life only.
    }
    store.setState(next);
  };
  const change = (id: string, patch: (entry: OutboxEntry) => OutboxEntry | null) =>
    write(
      store.getState().flatMap((entry) => {
        if (entry.id !== id) return [entry];
        const changed = patch(entry);
        return changed ? [changed] : [];
      }),
    );

  let running: Promise<void> | null = null;
  let delay = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let watching = false;

  const sendable = (entry: OutboxEntry) => entry.state === 'waiting' || entry.state === 'retry';

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!watching || !store.getState().some(sendable)) return;
    timer = setTimeout(() => {
      timer = null;
      void sendNow();
    }, delay);
  };

  /** Sends one entry: confirmed, refused for what it holds (the run goes on), or the run stops. */
  const sendOne = async (entry: OutboxEntry): Promise<'sent' | 'refused' | 'stop'> => {
    change(entry.id, (kept) => ({
      ...kept,
      attempts: kept.attempts + 1,
      mayBeStored: kept.kind === 'create',
    }));
    try {
      const created =
        entry.kind === 'create'
          ? await deps.create(entry.payload, entry.id)
          : (await deps.update(entry.policyNumber, entry.payload), undefined);
      const kept = store.getState().find((candidate) => candidate.id === entry.id);
      if (!kept) return 'sent'; // the session ended meanwhile: nothing to keep
      if (kept.kind === 'create' && kept.then && created) {
        // Stored as first sent: the adviser's later plan is PUT, next.
        change(entry.id, () => ({
          ...kept,
          kind: 'update',
          policyNumber: created.policyNumber,
          payload: kept.then!,
          then: undefined,
          state: 'waiting',
          attempts: 0,
          mayBeStored: false,
          message: undefined,
        }));
      } else if (kept.revision !== entry.revision) {
        // Changed while it was on its way: the change is sent too, to where the plan now is.
        change(entry.id, () => ({
          ...kept,
          policyNumber: created?.policyNumber ?? entry.payload.policyNumber,
          state: 'waiting',
          message: undefined,
        }));
      } else {
        change(entry.id, () => null);
      }
      deps.onSent?.({ entry, created });
      lastSent.setState({ entry, created });
      return 'sent';
    } catch (error) {
      const verdict = deps.judge(entry, error);
      // Refused for what it holds: the key stored nothing. Not sent at all, or refused for the
      // session: as it was before. No answer: it may be stored.
      const mayBeStored =
        verdict.state === 'attention'
          ? false
          : verdict.state === 'retry'
            ? entry.kind === 'create'
            : entry.mayBeStored;
      change(entry.id, (kept) => {
        const settled = { ...kept, mayBeStored };
        // The adviser's change waited for the create's body; nothing was stored, so it is the body.
        if (!mayBeStored && kept.then) {
          return {
            ...settled,
            payload: kept.then,
            policyNumber: kept.then.policyNumber,
            then: undefined,
            state: 'waiting',
            message: undefined,
          };
        }
        // A change made while it was on its way is a new plan to try, whatever this one met.
        if (kept.revision !== entry.revision) {
          return { ...settled, state: 'waiting', message: undefined };
        }
        return {
          ...settled,
          state: verdict.state,
          message: verdict.state === 'attention' ? verdict.message : undefined,
        };
      });
      // A refused plan waits for the adviser; the others behind it are not held by it.
      return verdict.state === 'attention' ? 'refused' : 'stop';
    }
  };

  const run = async () => {
    const tried = new Set<string>();
    for (;;) {
      if (!online()) return;
      const next = store.getState().find((entry) => sendable(entry) && !tried.has(entry.id));
      if (!next) return;
      const result = await sendOne(next);
      if (result === 'stop') {
        // No signal yet: the next automatic try waits twice as long.
        delay = Math.min(delay * 2, LONGEST_RETRY_MS);
        return;
      }
      // Confirmed: the signal is back, so the next waits no longer than the first try. What
      // is kept of it (a change made meanwhile) may go in this run too; a refused one may not.
      if (result === 'sent') delay = FIRST_RETRY_MS;
      else tried.add(next.id);
    }
  };

  const sendNow = async () => {
    // Never two on their way: a press while a run is going joins it.
    if (running) return running;
    if (timer) clearTimeout(timer);
    timer = null;
    running = run().finally(() => {
      running = null;
      schedule();
    });
    return running;
  };

  return {
    entries: store.getState,
    subscribe: store.subscribe,
    put({ id, kind, payload, policyNumber }) {
      const kept = store.getState().find((entry) => entry.id === id);
      if (!kept) {
        write([
          ...store.getState(),
          {
            id,
            kind,
            payload,
            policyNumber,
            queuedAt: now(),
            state: 'waiting',
            attempts: 0,
            mayBeStored: false,
            revision: 0,
          },
        ]);
      } else {
        // A create that may be stored already keeps the body its key went with.
        const { mayBeStored } = kept;
        change(id, () => ({
          ...kept,
          payload: mayBeStored ? kept.payload : payload,
          then: mayBeStored ? payload : undefined,
          policyNumber:
            kept.kind === 'create' && !mayBeStored ? payload.policyNumber : kept.policyNumber,
          state: 'waiting',
          message: undefined,
          revision: kept.revision + 1,
        }));
      }
      delay = FIRST_RETRY_MS;
      schedule();
    },
    sendNow,
    watch({ window, document }) {
      watching = true;
      const onOnline = () => {
        delay = FIRST_RETRY_MS;
        void sendNow();
      };
      const onVisible = () => {
        if (document.visibilityState === 'visible') void sendNow();
      };
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
      // What a reload left waiting goes now.
      void sendNow();
      return () => {
        watching = false;
        if (timer) clearTimeout(timer);
        timer = null;
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
    onSent(listener) {
      return lastSent.subscribe(() => {
        const sent = lastSent.getState();
        if (sent) listener(sent);
      });
    },
    clear() {
      write([]);
    },
  };
}
