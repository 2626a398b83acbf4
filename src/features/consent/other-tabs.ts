/**
 * Which plans the adviser's other tabs wait for (docs/behaviour.md#one-story-across-tabs), as the
 * tab channel (src/app/tab-story.ts) or a 409 tells it. Not kept in the tab: the other tabs tell it
 * again. A wait never heard to end stops counting once its answer could no longer come.
 */
import { createStore } from 'zustand/vanilla';
import { UNANSWERED_WAIT_MS } from './consent-state';

export interface OtherTabsState {
  /** Plan reference → until when (ms since the epoch) another tab's wait for it counts. */
  waiting: Readonly<Record<string, number>>;
}

/** Another tab waits for the plan's answer, as heard at `now`. */
export const isWaitingElsewhere = (state: OtherTabsState, planReference: string, now: number) =>
  planReference !== '' && (state.waiting[planReference] ?? 0) > now;

/** The state once another tab's request for the plan is heard to run at `now`. */
export const heardWaiting = (
  state: OtherTabsState,
  planReference: string,
  now: number,
): OtherTabsState => ({
  waiting: { ...state.waiting, [planReference]: now + UNANSWERED_WAIT_MS },
});

/** The state once another tab's request for the plan is heard to have ended. */
export function heardEnded(state: OtherTabsState, planReference: string): OtherTabsState {
  if (!(planReference in state.waiting)) return state;
  const { [planReference]: _ended, ...rest } = state.waiting;
  return { waiting: rest };
}

export type OtherTabs = ReturnType<typeof createOtherTabs>;

export function createOtherTabs() {
  return createStore<OtherTabsState>()(() => ({ waiting: {} }));
}

/** The app's one. */
export const otherTabs = createOtherTabs();
