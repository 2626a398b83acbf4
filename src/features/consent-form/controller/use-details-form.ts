/**
 * The details screen's form and what puts it back (docs/behaviour.md#undo): the loaded plan fills
 * it, No in 'Attention' and Reset put it back as it opened with the edits set aside for Undo.
 */
import { useEffect, useMemo, useRef, type Dispatch, type RefObject } from 'react';
import type { Plan, PlanPayload } from '../../../api';
import { useConfirm } from '../../../components';
import { draftUndoFor } from '../../drafts';
import type { DetailsEvent } from './details-controller';
import { formStateNow, useConsentForm } from '../form/form-context';
import { planToForm } from '../form/plan-mapping';
import { emptyConsentForm, type ConsentFormValues } from '../form/schema';
import { RESET_QUESTION } from '../form/words';

export function useDetailsForm({
  plan,
  queued,
  refusedAgency = null,
  isNew,
  readOnly,
  dispatch,
  stepFromBarRef,
}: {
  /** The stored plan, once loaded (or seeded from its create). */
  plan: Plan | undefined;
  /** The plan this application's Save keeps in the outbox: what the form opens with. */
  queued: PlanPayload | undefined;
  /** The agency number the waiting Save's look-up did not find: marked 'Agency Not Found'. */
  refusedAgency?: string | null;
  isNew: boolean;
  readOnly: boolean;
  dispatch: Dispatch<DetailsEvent>;
  /** The last step was pressed in the details bar: the Undo offer is made there. */
  stepFromBarRef: RefObject<boolean>;
}) {
  const confirm = useConfirm();
  const { form, rules } = useConsentForm({ isNew, isReadOnly: readOnly });

  // The loaded plan fills the form, again when a reload brings a new one (not the one a create
  // seeded: the form holds it). A waiting Save's plan is the adviser's latest: the form opens with
  // it, and Reset goes back to it (docs/behaviour.md#no-signal).
  const opening = queued ?? plan;
  const loadedValues = useMemo(() => (opening ? planToForm(opening) : null), [opening]);
  const seeded = useRef<Plan | undefined>(undefined);
  useEffect(() => {
    if (!loadedValues || opening === seeded.current || formStateNow(form).isDirty) return;
    form.reset(loadedValues);
  }, [form, loadedValues, opening]);

  const { setAgencyNotFound } = rules;
  useEffect(() => {
    if (refusedAgency !== null) setAgencyNotFound(refusedAgency);
  }, [refusedAgency, setAgencyNotFound]);

  // Puts the form back as it opened, its edits set aside in the draft (docs/behaviour.md#undo).
  const revert = (values: ConsentFormValues) => {
    const setAside = draftUndoFor(form)?.setAside() ?? false;
    form.reset(values);
    if (setAside) dispatch({ type: 'reverted', inBar: stepFromBarRef.current });
  };

  // The Undo offer stands until the form changes again: react-hook-form's callback renders nothing.
  useEffect(() => {
    let wasDirty = formStateNow(form).isDirty;
    return form.subscribe({
      formState: { isDirty: true },
      callback: ({ isDirty = false }) => {
        if (isDirty && !wasDirty) dispatch({ type: 'edited' });
        wasDirty = isDirty;
      },
    });
  }, [form, dispatch]);

  return {
    form,
    rules,
    /** The plan a create stored: the cache holds it, the form already shows it. */
    seed: (stored: Plan) => {
      seeded.current = stored;
    },
    /** No in 'Attention': the form as it opened. */
    revertToLoaded: () => loadedValues && revert(loadedValues),
    reset: async () => {
      if (formStateNow(form).isDirty && !(await confirm(RESET_QUESTION))) return;
      rules.setAgencyNotFound(null);
      revert(loadedValues ?? emptyConsentForm());
    },
    /** Brings back the edits No or Reset put aside; false when none are held. */
    undo: () => draftUndoFor(form)?.undo() ?? false,
  };
}
