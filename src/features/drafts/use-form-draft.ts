/**
 * Keeps a react-hook-form form's values as a draft while the adviser types, and brings them back
 * when the same adviser opens the same application again in this tab (docs/behaviour.md#drafts).
 * The store (lib/form-draft.ts) is bound to the adviser, so another's drafts are never read here.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { NEW_APPLICATION, applicationKey, removeDraft } from '../../lib/form-draft';
import { readDraft, saveDraft } from '../../lib/form-draft-values';

/** How long typing must pause before the values are kept. */
const DRAFT_DEBOUNCE_MS = 400;

export interface FormDraftOptions {
  /** The signed-in adviser: a draft is theirs alone. */
  employeeNumber: string;
  /** The saved application's policy number; '' for a new one. */
  policyNumber: string;
  /** The form holds what it opens with: before, nothing is restored or kept (nor overwritten). */
  ready: boolean;
  debounceMs?: number;
}

export interface FormDraftState {
  /** When the restored draft was kept (ISO); null when nothing was restored. */
  restoredAt: string | null;
  /** Throws the draft away and puts the form back as it opened. */
  discard: () => void;
  /** Removes the stored draft and keeps no more (the adviser chose to leave its changes). */
  forget: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Undo for a form put back as it opened (No in 'Attention', Reset): the draft holds the edits
 * until the next edit, and they come back from it (docs/behaviour.md#undo).
 */
export interface DraftUndo {
  /** Keeps the values as they are now, before the form is put back; false if none are unsaved. */
  setAside: () => boolean;
  /** Brings the set-aside values back (the form is dirty with them); false if none are held. */
  undo: () => boolean;
}
// Per form (its `control`, the same object for the form's whole life): the part of the screen
// that puts the form back is not the one that holds its draft.
const undoOf = new WeakMap<object, DraftUndo>();
export const draftUndoFor = (form: { control: object }): DraftUndo | undefined =>
  undoOf.get(form.control);

// The form's own generics do not matter here: values go to storage and back as they are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

export function useFormDraft<T extends FieldValues>(
  form: AnyForm<T>,
  { employeeNumber, policyNumber, ready, debounceMs = DRAFT_DEBOUNCE_MS }: FormDraftOptions,
): FormDraftState {
  const application = applicationKey(policyNumber);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  // Where values are kept now; null until the form is ready.
  const target = useRef<string | null>(null);
  // The application the draft was last kept for: none until the adviser and the form are known.
  const previousApplication = useRef<string | null>(null);

  // Restore, once per adviser and application, when the form is ready.
  useEffect(() => {
    if (!ready || !employeeNumber) {
      target.current = null;
      return;
    }
    // New → a policy number happens only when the create succeeded: the new form's draft is done.
    if (previousApplication.current === NEW_APPLICATION && application !== NEW_APPLICATION) {
      removeDraft(NEW_APPLICATION);
    }
    previousApplication.current = application;
    target.current = application;
    const draft = readDraft<T>(application);
    if (!draft) return;
    if (same(draft.values, form.getValues())) {
      removeDraft(application);
      return;
    }
    // The draft's values on top; the form's opening values stay its defaults, so it is dirty
    // (Save on, the leave question asked) and Discard or Reset go back to them.
    form.reset(draft.values, { keepDefaultValues: true });
    // Read from the store only now that the form holds its opening values: this is the sync.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestoredAt(draft.savedAt);
  }, [form, employeeNumber, application, ready]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The values the form opened with, as the last change reported them.
  const opened = useRef<unknown>(undefined);
  // The draft holds edits set aside for Undo: the form being back as it opened does not end it.
  const held = useRef(false);
  const keep = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const where = target.current;
    if (!where) return;
    const values = form.getValues();
    if (same(values, opened.current)) {
      if (held.current) return;
      // Back as it opened (saved, reset or discarded): there is nothing unsaved to keep.
      removeDraft(where);
      setRestoredAt(null);
      return;
    }
    saveDraft(where, values);
  }, [form]);

  useEffect(() => {
    // Every change of the values, with the values the form opened with (a save's reset changes
    // them), called back without a render: read through form.formState, the defaults would
    // re-render the page (docs/architecture.md#controller).
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ defaultValues }) => {
        opened.current = defaultValues;
        // A new edit replaces what was set aside: the draft keeps it from now on.
        if (held.current && !same(form.getValues(), defaultValues)) held.current = false;
        if (!target.current) return;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(keep, debounceMs);
      },
    });
    // A reload or a closing tab does not wait for the pause in typing; edits set aside for Undo
    // were put back by the adviser, so they do not come back as a draft.
    const flush = () => {
      const where = target.current;
      if (held.current && where) {
        held.current = false;
        removeDraft(where);
      } else if (timer.current) keep();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, keep, debounceMs]);

  // Leaving with YES to "Any unsaved changes will be lost": the draft goes, the form is left as
  // it is (the page is on its way out).
  const forget = useCallback(() => {
    held.current = false;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (target.current) removeDraft(target.current);
  }, []);

  useEffect(() => {
    const undo: DraftUndo = {
      setAside: () => {
        const where = target.current;
        const values = form.getValues();
        if (!where || same(values, opened.current)) return false;
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        saveDraft(where, values);
        held.current = true;
        return true;
      },
      undo: () => {
        const where = target.current;
        const draft = held.current && where && readDraft<T>(where);
        if (!draft) return false;
        held.current = false;
        // As a restored draft: the opening values stay the defaults, so the form is dirty.
        form.reset(draft.values, { keepDefaultValues: true });
        return true;
      },
    };
    undoOf.set(form.control, undo);
    return () => {
      undoOf.delete(form.control);
    };
  }, [form]);

  const discard = useCallback(() => {
    forget();
    setRestoredAt(null);
    form.reset();
  }, [form, forget]);

  return { restoredAt, discard, forget };
}
