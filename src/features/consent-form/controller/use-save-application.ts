/**
 * Save on the details screen (docs/behaviour.md#application-details): a new application is
 * created with the Idempotency-Key the controller keeps; a saved one is updated once the adviser
 * has answered 'Attention' (an update clears consent), and No puts the form back as it opened.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { queryKeys, useCreatePlan, useUpdatePlan, type Plan, type PlanPayload } from '../../../api';
import { toast, useConfirm } from '../../../components';
import { describeApiError, describeSaveError } from '../../consent';
import type { DetailsEvent, DetailsState } from './details-controller';
import type { ConsentForm } from '../form/form-context';
import { formToPlan, type AgentInfo } from '../form/plan-mapping';
import type { ConsentFormValues, ValidConsentForm } from '../form/schema';

const ATTENTION = {
  title: 'Attention',
  message: 'Consent will be cleared in order to request new consent',
} as const;

/**
 * Every save shares this key. A press is one mutation, from the question to the write: the
 * mutation cache says at once (`isMutating`, before any render) whether one is running, so the
 * second click of a double click, or a press while 'Attention' is still opening, starts nothing.
 */
const SAVE_PRESS = ['details', 'save'] as const;

interface SaveVariables {
  payload: PlanPayload;
  /** The form's values as submitted: the form's new original once saved. */
  submitted: ConsentFormValues;
}

export interface UseSaveApplicationOptions {
  state: DetailsState;
  dispatch: Dispatch<DetailsEvent>;
  form: ConsentForm;
  /** Who captures the application (a saved plan keeps its own). */
  agent: AgentInfo;
  /** The transaction of the request this screen heard last: an update clears its answer. */
  liveTransaction: string | null;
  /** The create answered: the cache is seeded with what was sent (no second read). */
  onCreated: (stored: Plan) => void;
  /** Saved: the form now holds what was stored. */
  onSaved: (policyNumber: string) => void;
  /** No in 'Attention': the form goes back as it opened, its edits kept for Undo. */
  onDeclined: () => void;
}

export function useSaveApplication({
  state,
  dispatch,
  form,
  agent,
  liveTransaction,
  onCreated,
  onSaved,
  onDeclined,
}: UseSaveApplicationOptions) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const { mode } = state;

  const saved = (policyNumber: string, submitted: ConsentFormValues) => {
    onSaved(policyNumber);
    // What was saved is the form's new original: Save is off until something changes.
    form.reset(submitted);
    dispatch({ type: 'saveSucceeded', policyNumber, liveTransaction });
  };

  const create = async ({ payload, submitted }: SaveVariables) => {
    const idempotencyKey = state.idempotencyKey ?? crypto.randomUUID();
    dispatch({ type: 'saveStarted', key: idempotencyKey });
    try {
      const created = await createPlan.mutateAsync({ payload, idempotencyKey });
      // The answer names the new plan: the cache holds what was sent, and a log that cannot have
      // entries yet, so nothing is fetched again.
      const stored: Plan = { ...payload, _id: created._id, policyNumber: created.policyNumber };
      onCreated(stored);
      queryClient.setQueryData(queryKeys.plan(created.policyNumber), stored);
      queryClient.setQueryData(queryKeys.ussdLog(created.policyNumber), []);
      queryClient.setQueryData(queryKeys.ussdHistory(created._id), []);
      toast.success('Form saved successfully');
      saved(created.policyNumber, submitted);
    } catch (error) {
      dispatch({ type: 'saveFailed' });
      toast.error(describeSaveError(error, payload.policyNumber));
    }
  };

  const update = async ({ payload, submitted }: SaveVariables) => {
    dispatch({ type: 'saveStarted', key: '' });
    try {
      await updatePlan.mutateAsync({ policyNumber: mode.policyNumber, payload });
      toast.success('Form updated successfully');
      saved(payload.policyNumber, submitted);
    } catch (error) {
      dispatch({ type: 'saveFailed' });
      toast.error(describeApiError(error));
    }
  };

  const press = useMutation({
    mutationKey: SAVE_PRESS,
    mutationFn: async (variables: SaveVariables) => {
      if (mode.isNew) return create(variables);
      if (await confirm(ATTENTION)) return update(variables);
      dispatch({ type: 'saveDeclined' });
      // The spec's Cancel resets the form; the edits stay in the draft for Undo.
      onDeclined();
    },
  });

  return {
    /** The form's submit handler, once its values are valid. */
    save: (values: ValidConsentForm) => {
      if (queryClient.isMutating({ mutationKey: SAVE_PRESS }) > 0) return;
      if (!mode.isNew) dispatch({ type: 'saveAsked' });
      press.mutate({ payload: formToPlan(values, agent), submitted: form.getValues() });
    },
    /** A create or update is on its way (the question does not count: nothing is sent yet). */
    saving: createPlan.isPending || updatePlan.isPending,
  };
}
