/**
 * Drafts of a form as the adviser types (docs/behaviour.md#drafts): a tab store, so they live in
 * session storage (never local storage: they hold ID numbers and bank accounts), one per
 * application ('new', or a policy number), gone with the session. Free of React and of calendar
 * dates (`form-draft-values.ts`, which only the form loads), so the list can ask which plans have one.
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

const draftSchema = z.object({ savedAt: z.string(), values: z.record(z.string(), z.unknown()) });

/** A draft as kept: the form's values as plain JSON, and when they were kept (ISO). */
export type StoredDraft = z.infer<typeof draftSchema>;

interface FormDrafts {
  /** By application key. */
  drafts: Readonly<Record<string, StoredDraft>>;
  keep: (application: string, draft: StoredDraft) => void;
  remove: (application: string) => void;
}

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
    schema: z.object({ drafts: z.record(z.string(), draftSchema) }),
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
