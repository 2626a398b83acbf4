/**
 * Save on Consent Application Details (docs/behaviour.md#application-details): a new form is
 * created once (one Idempotency-Key per application until it succeeds); a saved one is updated
 * after the 'Attention' question, since an update clears its consent.
 */
import { useRef, useState } from 'react';
import { useCreatePlan, useUpdatePlan, type ApiError } from '../../api';
import { toast, useConfirm } from '../../components';
import {
  describeRequestError,
  describeSaveError,
  formToPlan,
  type AgentInfo,
  type ConsentForm,
  type ConsentFormValues,
  type ValidConsentForm,
} from '../../features/consent-form';
import { useSessionStore } from '../session';

export const ATTENTION = {
  title: 'Attention',
  message: 'Consent will be cleared in order to request new consent',
} as const;

/** Which plan the page shows: none yet (new), or the saved one by its policy number. */
export interface DetailsMode {
  isNew: boolean;
  policyNumber: string;
}

interface Options {
  form: ConsentForm;
  mode: DetailsMode;
  setMode: (mode: DetailsMode) => void;
  agent: AgentInfo;
  /** The form as loaded (edit mode): what the Attention question's No goes back to. */
  loadedValues: ConsentFormValues | null;
  onCreated: (planReference: string) => void;
}

export function useDetailsSave({ form, mode, setMode, agent, loadedValues, onCreated }: Options) {
  const store = useSessionStore();
  const confirm = useConfirm();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [isSaving, setSaving] = useState(false);
  const [hasSaved, setHasSaved] = useState(false);
  // Set before the first await: a second click in the same instant finds it taken.
  const busy = useRef(false);
  const idempotencyKey = useRef<string | null>(null);

  const saved = (values: ConsentFormValues, policyNumber: string) => {
    store.savedAs(policyNumber);
    setMode({ isNew: false, policyNumber });
    // What was saved is the form's new original: Save is off until something changes.
    form.reset(values);
    setHasSaved(true);
  };

  const withLoader = async (work: () => Promise<void>) => {
    setSaving(true);
    store.setLoader(true);
    try {
      await work();
    } finally {
      store.setLoader(false);
      setSaving(false);
    }
  };

  const createPlan = async (values: ValidConsentForm, submitted: ConsentFormValues) => {
    idempotencyKey.current ??= crypto.randomUUID();
    const created = await create
      .mutateAsync({ payload: formToPlan(values, agent), idempotencyKey: idempotencyKey.current })
      .catch((error: ApiError) => {
        toast.error(describeSaveError(error, values.policyNumber));
        return null;
      });
    if (!created) return;
    idempotencyKey.current = null;
    toast.success('Form saved successfully');
    onCreated(created._id);
    saved(submitted, created.policyNumber);
  };

  const updatePlan = async (values: ValidConsentForm, submitted: ConsentFormValues) => {
    const updated = await update
      .mutateAsync({ policyNumber: mode.policyNumber, payload: formToPlan(values, agent) })
      .catch((error: ApiError) => {
        toast.error(describeRequestError(error));
        return null;
      });
    if (!updated) return;
    toast.success('Form updated successfully');
    saved(submitted, values.policyNumber);
  };

  const save = async (values: ValidConsentForm) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const submitted = form.getValues();
      if (mode.isNew) {
        await withLoader(() => createPlan(values, submitted));
        return;
      }
      if (!(await confirm(ATTENTION))) {
        if (loadedValues) form.reset(loadedValues);
        return;
      }
      await withLoader(() => updatePlan(values, submitted));
    } finally {
      busy.current = false;
    }
  };

  return { save, isSaving, hasSaved };
}
