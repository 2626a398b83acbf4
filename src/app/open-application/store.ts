/**
 * The application open on the details screen (docs/behaviour.md#identity-and-session). The app's
 * is kept in the tab, so a reload reopens it and its draft (docs/behaviour.md#drafts); stories and
 * tests make one in memory.
 */
import { z } from 'zod/mini';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { NEW_FORM, savedApplication, type OpenApplication } from '../../lib/open-application';
import { createTabStore } from '../../lib/tab-store';

export interface OpenApplicationState {
  open: OpenApplication;
  /** List's Edit, or an answer's Open: the saved application. */
  openSaved: (policyNumber: string) => void;
  /** List's New: a new form. */
  startNew: () => void;
  /** A Save was confirmed, or kept to send: the form now edits the plan of that number. */
  saved: (policyNumber: string) => void;
  /** Back on the list: nothing open (a new form, should the details screen show). */
  close: () => void;
}

export type OpenApplicationStore = StoreApi<OpenApplicationState>;

const opening =
  (initial: OpenApplication): StateCreator<OpenApplicationState, [], []> =>
  (set) => ({
    open: initial,
    openSaved: (policyNumber) => set({ open: savedApplication(policyNumber) }),
    startNew: () => set({ open: NEW_FORM }),
    saved: (policyNumber) => set({ open: savedApplication(policyNumber) }),
    close: () => set({ open: NEW_FORM }),
  });

export function createOpenApplication(initial: OpenApplication = NEW_FORM): OpenApplicationStore {
  return createStore<OpenApplicationState>()(opening(initial));
}

const storedOpen = z.object({
  open: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('new') }),
    z.object({ kind: z.literal('saved'), policyNumber: z.string().check(z.minLength(1)) }),
  ]),
});

/** The tab's open application for the session's adviser (docs/architecture.md#data-flow). */
export const tabOpenApplication = createTabStore(opening(NEW_FORM), {
  name: 'open-application',
  version: 1,
  schema: storedOpen,
  partialize: ({ open }) => ({ open }),
});
