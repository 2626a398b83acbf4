/**
 * The Saves that wait in the adviser's other tabs (docs/behaviour.md#one-story-across-tabs), as
 * each tab tells them (src/app/tab-story.ts): this tab offers no step such a Save forbids. Only
 * the tab that kept a Save sends it. In memory: what the other tabs say now.
 */
import { createStore } from 'zustand/vanilla';

export interface OtherTabsSavesState {
  /** Each other tab (by its id) → the policy numbers whose Save waits there. */
  byTab: Readonly<Record<string, readonly string[]>>;
}

/** The state once a tab says what it keeps to send now (nothing: the tab is forgotten). */
export function heardSaves(
  state: OtherTabsSavesState,
  tab: string,
  policyNumbers: readonly string[],
): OtherTabsSavesState {
  const { [tab]: _before, ...rest } = state.byTab;
  if (policyNumbers.length === 0) return tab in state.byTab ? { byTab: rest } : state;
  return { byTab: { ...rest, [tab]: [...policyNumbers] } };
}

/** A Save of this application waits in another tab. */
export const isSaveWaitingElsewhere = (state: OtherTabsSavesState, policyNumber: string) =>
  policyNumber !== '' &&
  Object.values(state.byTab).some((numbers) => numbers.includes(policyNumber));

export type OtherTabsSaves = ReturnType<typeof createOtherTabsSaves>;

export function createOtherTabsSaves() {
  return createStore<OtherTabsSavesState>()(() => ({ byTab: {} }));
}

/** The app's one. */
export const otherTabsSaves = createOtherTabsSaves();
