/**
 * Drafts of a form as the adviser types (docs/behaviour.md#drafts): a tab store (tab-store.ts),
 * so they live in the tab's session storage, never in local storage, since they hold ID numbers
 * and bank accounts; the adviser's own, one per application ('new', or a policy number), and gone
 * with the session. Free of React so the list can ask which plans have one. The values are kept
 * as plain JSON; turning calendar dates into it and back is `form-draft-values.ts`'s, which only
 * the form loads.
 */
import { z } from 'zod/mini';
import { createTabStore } from './tab-store';

/** The application key of a form not saved yet. */
export const NEW_APPLICATION = 'new';
const PLAN = 'plan:';

/** '' for the new form, else the policy number, as the store keys it. */
export function applicationKey(policyNumber: string): string {
  return policyNumber ? `${PLAN}${policyNumber}` : NEW_APPLICATION;
}

/** A draft as kept: the form's values as plain JSON, and when they were kept (ISO). */
export interface StoredDraft {
  savedAt: string;
  values: Record<string, unknown>;
}

interface FormDrafts {
  /** By application key. */
  drafts: Readonly<Record<string, StoredDraft>>;
  keep: (application: string, draft: StoredDraft) => void;
  remove: (application: string) => void;
}

const draftsSchema = z.object({
  drafts: z.record(
    z.string(),
    z.object({ savedAt: z.string(), values: z.record(z.string(), z.unknown()) }),
  ),
});

/** The adviser's drafts in this tab. */
export const formDrafts = createTabStore<FormDrafts, Pick<FormDrafts, 'drafts'>>(
  (set) => ({
    drafts: {},
    keep: (application, draft) =>
      set((state) => ({ drafts: { ...state.drafts, [application]: draft } })),
    remove: (application) =>
      set((state) => {
        if (!(application in state.drafts)) return state;
        const { [application]: _removed, ...drafts } = state.drafts;
        return { drafts };
      }),
  }),
  {
    name: 'drafts',
    version: 1,
    schema: draftsSchema,
    partialize: ({ drafts }) => ({ drafts }),
  },
);

export const removeDraft = (application: string) => formDrafts.getState().remove(application);

/** The policy numbers of the saved applications that have an unsaved draft, sorted. */
export function draftPolicyNumbers({ drafts }: Pick<FormDrafts, 'drafts'>): string[] {
  return Object.keys(drafts)
    .filter((key) => key.startsWith(PLAN))
    .map((key) => key.slice(PLAN.length))
    .sort();
}
