/**
 * The application open on the details screen (docs/behaviour.md#identity-and-session): List's
 * Edit opens a saved one, New a new form, the first save turns a new form into the saved plan,
 * and the list closes it when it shows. Its own store, beside the session (which is the adviser
 * only): it changes as the adviser works, the adviser does not.
 */
import { openApplication, rememberOpenApplication } from '../../lib/form-draft';
import { createStore, patched, type Store } from '../../lib/store';

export interface OpenApplicationState {
  /**
   * The selected plan's policy number: List's Edit stores it here. The original app (and the
   * sandbox's seed) call this field `planId`, though it never holds a plan's `_id`.
   */
  selectedPolicyNumber: string;
  /** Whether Consent Application Details opens the selected plan (true) or a new form. */
  editPlan: boolean;
}

export interface OpenApplicationStore extends Pick<
  Store<OpenApplicationState>,
  'getState' | 'subscribe'
> {
  /** List's New: a new form (clears the edit-plan flag). */
  startNew: () => void;
  /** List's Edit: remember the policy number and open it in edit mode. */
  startEdit: (policyNumber: string) => void;
  /** After the first save: the form now edits the saved plan. */
  savedAs: (policyNumber: string) => void;
  /** Back on the list: edit mode off, selected policy number cleared. */
  close: () => void;
}

/** Nothing open: what a new tab, and the prerendered pages, start with. */
export const NOTHING_OPEN: OpenApplicationState = { selectedPolicyNumber: '', editPlan: false };

/** A saved application open in edit mode. */
export const editing = (policyNumber: string): OpenApplicationState => ({
  selectedPolicyNumber: policyNumber,
  editPlan: true,
});

export function createOpenApplication(
  initial: OpenApplicationState = NOTHING_OPEN,
): OpenApplicationStore {
  const store = createStore(initial);
  const update = (patch: Partial<OpenApplicationState>) =>
    store.setState((state) => patched(state, patch));
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    startNew: () => update({ editPlan: false, selectedPolicyNumber: '' }),
    startEdit: (policyNumber) => update(editing(policyNumber)),
    savedAs: (policyNumber) => update(editing(policyNumber)),
    close: () => update({ editPlan: false, selectedPolicyNumber: '' }),
  };
}

/**
 * The tab's open application for this adviser: a saved application open on the details screen
 * outlives a reload in this tab (kept beside the drafts, cleared with them), so the screen reopens
 * it and its draft (docs/behaviour.md#drafts).
 */
export function rememberedOpenApplication(employeeNumber: string): OpenApplicationStore {
  const open = openApplication(employeeNumber);
  const store = createOpenApplication(open ? editing(open) : NOTHING_OPEN);
  // The store lives as long as the tab: nothing to unsubscribe.
  store.subscribe(() => {
    const { editPlan, selectedPolicyNumber } = store.getState();
    rememberOpenApplication(employeeNumber, editPlan ? selectedPolicyNumber : '');
  });
  return store;
}
