/**
 * The shared state (docs/behaviour.md#identity-and-session): the selected policy number, the
 * edit-plan flag, the adviser's name and employee number, and the loader flag.
 * A tiny external store (React reads it with useSyncExternalStore), so it is testable without
 * React and any module can hold it.
 */
import { openApplication, rememberOpenApplication } from '../../lib/form-draft';
import type { Adviser } from './adviser';

export interface SessionState {
  /**
   * The selected plan's policy number: List's Edit stores it here. The original app (and the
   * sandbox's seed) call this field `planId`, though it never holds a plan's `_id`.
   */
  selectedPolicyNumber: string;
  /** Whether Consent Application Details opens the selected plan (true) or a new form. */
  editPlan: boolean;
  /** The adviser's display name (attached to submissions as userName). */
  username: string;
  employeeNumber: string;
  /** The full-screen loading overlay. */
  loader: boolean;
}

export interface SessionStore {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  setLoader: (on: boolean) => void;
  /** List's New: a new form (clears the edit-plan flag). */
  startNew: () => void;
  /** List's Edit: remember the policy number and open it in edit mode. */
  startEdit: (policyNumber: string) => void;
  /** After the first save: the form now edits the saved plan. */
  savedAs: (policyNumber: string) => void;
  /** The home action's reset: loader off, edit mode off, selected policy number cleared. */
  resetForHome: () => void;
}

export function initialSessionState(adviser?: Pick<Adviser, 'displayName' | 'employeeNumber'>) {
  return {
    selectedPolicyNumber: '',
    editPlan: false,
    username: adviser?.displayName ?? '',
    employeeNumber: adviser?.employeeNumber ?? '',
    loader: false,
  } satisfies SessionState;
}

export function createSessionStore(initial: SessionState = initialSessionState()): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const update = (patch: Partial<SessionState>) => {
    const next = { ...state, ...patch };
    const changed = (Object.keys(patch) as Array<keyof SessionState>).some(
      (key) => next[key] !== state[key],
    );
    if (!changed) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLoader: (loader) => update({ loader }),
    startNew: () => update({ editPlan: false, selectedPolicyNumber: '' }),
    startEdit: (policyNumber) => update({ selectedPolicyNumber: policyNumber, editPlan: true }),
    savedAs: (policyNumber) => update({ selectedPolicyNumber: policyNumber, editPlan: true }),
    resetForHome: () => update({ loader: false, editPlan: false, selectedPolicyNumber: '' }),
  };
}

/**
 * The app's store for the signed-in adviser. The saved application open on the details screen
 * outlives a reload in this tab (kept beside the drafts, cleared with them), so the screen reopens
 * it and its draft (docs/behaviour.md#drafts).
 */
export function createAdviserStore(
  adviser: Pick<Adviser, 'displayName' | 'employeeNumber'>,
): SessionStore {
  const initial = initialSessionState(adviser);
  const open = openApplication(adviser.employeeNumber);
  const store = createSessionStore(
    open ? { ...initial, selectedPolicyNumber: open, editPlan: true } : initial,
  );
  // The store lives as long as the app: nothing to unsubscribe.
  store.subscribe(() => {
    const { editPlan, selectedPolicyNumber } = store.getState();
    rememberOpenApplication(adviser.employeeNumber, editPlan ? selectedPolicyNumber : '');
  });
  return store;
}
