/**
 * The tab's consent sessions, one per plan reference (docs/architecture.md#consent-sessions): a
 * request runs on wherever the adviser goes in the app, and holds the tab (lib/tab-holds.ts).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { tabHolds } from '../../lib/tab-holds';
import { isEnding } from './consent-state';
import type { ConsentSession } from './consent-session-runner';

export interface ConsentSessions<S extends SessionLike = ConsentSession> {
  /** The plan's session, made at the first ask; `label` (the policy number) names it in toasts. */
  session: (planReference: string, label?: string, client?: string) => S;
  labelOf: (planReference: string) => string | undefined;
  /** The client's name the details screen gave with the session, if any. */
  clientOf: (planReference: string) => string | undefined;
  /** The plans whose request is under way or still being recorded (a new set only on change). */
  running: StoreApi<{ plans: ReadonlySet<string> }>;
  /** A screen shows this plan's request: its toasts need not name the application. */
  watch: (planReference: string) => () => void;
  /** A screen shows this plan's request; without a plan, any plan's. */
  isWatched: (planReference?: string) => boolean;
  /** Ends every request under way: withdrawn when the page is left, else cancelled. */
  withdrawAll: (pageLeft?: boolean) => void;
}

/** The part of a session the registry reads. */
export interface SessionLike {
  getState(): { phase: string; recording: boolean; transactionId?: string | null };
  subscribe(listener: () => void): () => void;
  dispose(): void;
  withdraw(): void;
}

/** A request is under way, or its answer is still on its way to the log. */
export function isRunning(state: { phase: string; recording: boolean }): boolean {
  return state.phase === 'sending' || state.phase === 'waiting' || state.recording;
}

/** A request that ended while no screen showed it (docs/behaviour.md#answers-kept-in-sight). */
export interface EndedAway {
  planReference: string;
  policyNumber: string | undefined;
  client: string | undefined;
  /** The session's final phase ('accepted', 'rejected', 'noAnswer', …). */
  phase: string;
}

/** Each registry holds the tab under its own id (a story's beside the app's). */
let registries = 0;

export function createConsentSessions<S extends SessionLike>(
  make: (planReference: string) => S,
  onEndedAway?: (ended: EndedAway) => void,
  /** The page is going: the transactions it withdrew whose prompt was out. */
  onPageLeft?: (transactionIds: string[]) => void,
): ConsentSessions<S> {
  const sessions = new Map<string, S>();
  const watchers = new Map<string, number>();
  const labels = new Map<string, string>();
  const clients = new Map<string, string>();
  const running = createStore<{ plans: ReadonlySet<string> }>()(() => ({ plans: new Set() }));
  registries += 1;
  const holdId = `consent-sessions:${registries}`;

  function refresh() {
    const now = new Set<string>();
    for (const [key, session] of sessions) if (isRunning(session.getState())) now.add(key);
    const was = running.getState().plans;
    // A new set only when it changed: readers compare by identity.
    if (now.size === was.size && [...now].every((key) => was.has(key))) return;
    running.setState({ plans: now });
    if (now.size > 0) tabHolds.getState().hold(holdId, 'consent-in-flight');
    else tabHolds.getState().release(holdId);
  }

  return {
    session(planReference, label, client) {
      if (label) labels.set(planReference, label);
      if (client) clients.set(planReference, client);
      const existing = sessions.get(planReference);
      if (existing) return existing;
      const made = make(planReference);
      sessions.set(planReference, made);
      let phase = made.getState().phase;
      made.subscribe(() => {
        const now = made.getState().phase;
        const ended = now !== phase && isEnding(now);
        phase = now;
        if (ended && !watchers.has(planReference)) {
          onEndedAway?.({
            planReference,
            policyNumber: labels.get(planReference),
            client: clients.get(planReference),
            phase: now,
          });
        }
        refresh();
      });
      return made;
    },
    labelOf: (planReference) => labels.get(planReference),
    clientOf: (planReference) => clients.get(planReference),
    running,
    watch(planReference) {
      watchers.set(planReference, (watchers.get(planReference) ?? 0) + 1);
      return () => {
        const left = (watchers.get(planReference) ?? 1) - 1;
        if (left > 0) watchers.set(planReference, left);
        else watchers.delete(planReference);
      };
    },
    isWatched: (planReference) =>
      planReference === undefined ? watchers.size > 0 : watchers.has(planReference),
    withdrawAll(pageLeft = false) {
      const withdrawn: string[] = [];
      for (const session of sessions.values()) {
        const state = session.getState();
        if (!isRunning(state)) continue;
        if (state.transactionId) withdrawn.push(state.transactionId);
        if (pageLeft) session.withdraw();
        else session.dispose();
      }
      if (pageLeft) onPageLeft?.(withdrawn);
    },
  };
}
