/**
 * The one registry of what holds the tab (docs/behaviour.md#application-details): unsaved
 * changes, a Save waiting to send, a consent request in flight. The leave question and the "new
 * version" prompt both read it, so neither loses work the other would have kept. A holder holds
 * and lets go under its own id.
 */
import { createStore } from 'zustand/vanilla';

/** Why the tab is held, for the words of the question asked before it goes. */
export type HoldReason = 'unsaved-changes' | 'save-waiting' | 'consent-in-flight';

interface TabHolds {
  holds: Readonly<Record<string, HoldReason>>;
  hold: (id: string, reason: HoldReason) => void;
  release: (id: string) => void;
}

export const tabHolds = createStore<TabHolds>()((set) => ({
  holds: {},
  hold: (id, reason) =>
    set((state) =>
      state.holds[id] === reason ? state : { holds: { ...state.holds, [id]: reason } },
    ),
  release: (id) =>
    set((state) => {
      if (!(id in state.holds)) return state;
      const { [id]: _released, ...holds } = state.holds;
      return { holds };
    }),
}));

/** The reasons the tab is held now, each once (empty: nothing holds it). */
export function holdReasons(state: Pick<TabHolds, 'holds'> = tabHolds.getState()): HoldReason[] {
  return [...new Set(Object.values(state.holds))];
}

/** True while anything holds the tab. */
export const isTabHeld = (state: Pick<TabHolds, 'holds'> = tabHolds.getState()): boolean =>
  Object.keys(state.holds).length > 0;

/** The browser's own leave question (closing, reloading, the staff hub) while the tab is held. */
export function askBeforeLeavingWhileHeld(): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    // Cancelling the event is what makes the browser ask (its own words, not ours).
    if (isTabHeld()) event.preventDefault();
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}
