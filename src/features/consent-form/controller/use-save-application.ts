/**
 * Save on the details screen (docs/behaviour.md#application-details): a new application is
 * created with the Idempotency-Key the controller keeps; a saved one is updated once the adviser
 * has answered 'Attention' (an update clears consent), and No puts the form back as it opened.
 * A Save that meets no signal, or whose application already waits to be sent, goes to the
 * outbox (docs/behaviour.md#no-signal); when the outbox sends it, this screen switches as after
 * its own Save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, type Dispatch } from 'react';
import {
  isApiError,
  queryKeys,
  useCreatePlan,
  useUpdatePlan,
  type Plan,
  type PlanPayload,
} from '../../../api';
import { toast, useConfirm } from '../../../components';
import { describeApiError, describeSaveError } from '../../consent';
import { useOutboxStore, type OutboxEntry } from '../../outbox';
import type { DetailsEvent, DetailsState } from './details-controller';
import { policyNumberOf } from '../../../lib/open-application';
import type { ConsentForm } from '../form/form-context';
import { formToPlan, type AgentInfo } from '../form/plan-mapping';
import type { ConsentFormValues, ValidConsentForm } from '../form/schema';
import { ATTENTION, SAVED } from '../form/words';

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
  /** This application's Save waiting in the outbox, if one is. */
  queued: OutboxEntry | undefined;
}

/** No answer came, or none could: the Save waits for the signal (a refusal does not). */
const noSignal = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout');

export function useSaveApplication({
  state,
  dispatch,
  form,
  agent,
  liveTransaction,
  onCreated,
  onSaved,
  onDeclined,
  queued,
}: UseSaveApplicationOptions) {
  const queryClient = useQueryClient();
  const outbox = useOutboxStore();
  const confirm = useConfirm();
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const isNew = state.open.kind === 'new';
  const openPolicyNumber = policyNumberOf(state.open);

  const saved = (policyNumber: string, submitted: ConsentFormValues) => {
    onSaved(policyNumber);
    // What was saved is the form's new original: Save is off until something changes.
    form.reset(submitted);
    dispatch({ type: 'saveSucceeded', policyNumber, liveTransaction });
  };

  /**
   * Kept to be sent: what is kept is the form's new original (nothing on screen is unsaved: the
   * outbox holds it, and the leave question has nothing to warn of). A reload reopens it.
   */
  const keep = (
    entry: Pick<OutboxEntry, 'id' | 'kind' | 'policyNumber'>,
    variables: SaveVariables,
  ) => {
    if (!outbox) return false;
    outbox.put({ ...entry, payload: variables.payload });
    form.reset(variables.submitted);
    dispatch({ type: 'saveFailed' });
    onSaved(entry.policyNumber);
    return true;
  };

  const create = async ({ payload, submitted }: SaveVariables) => {
    const idempotencyKey = state.idempotencyKey ?? crypto.randomUUID();
    dispatch({ type: 'saveStarted', key: idempotencyKey });
    const entry = {
      id: idempotencyKey,
      kind: 'create' as const,
      policyNumber: payload.policyNumber,
    };
    // Already waiting: the change goes with it, in its place in the queue.
    if (queued && keep(entry, { payload, submitted })) return void outbox?.sendNow();
    try {
      const created = await createPlan.mutateAsync({ payload, idempotencyKey });
      // The answer names the new plan: the cache holds what was sent, and a log that cannot have
      // entries yet, so nothing is fetched again.
      const stored: Plan = { ...payload, _id: created._id, policyNumber: created.policyNumber };
      onCreated(stored);
      queryClient.setQueryData(queryKeys.plan(created.policyNumber), stored);
      queryClient.setQueryData(queryKeys.ussdLog(created.policyNumber), []);
      queryClient.setQueryData(queryKeys.ussdHistory(created._id), []);
      toast.success(SAVED.created);
      saved(created.policyNumber, submitted);
    } catch (error) {
      if (noSignal(error) && keep(entry, { payload, submitted })) return;
      dispatch({ type: 'saveFailed' });
      toast.error(describeSaveError(error, payload.policyNumber));
    }
  };

  const update = async ({ payload, submitted }: SaveVariables) => {
    dispatch({ type: 'saveStarted', key: '' });
    const entry = {
      id: queued?.id ?? crypto.randomUUID(),
      kind: 'update' as const,
      policyNumber: openPolicyNumber,
    };
    if (queued && keep(entry, { payload, submitted })) return void outbox?.sendNow();
    try {
      await updatePlan.mutateAsync({ policyNumber: openPolicyNumber, payload });
      toast.success(SAVED.updated);
      saved(payload.policyNumber, submitted);
    } catch (error) {
      if (noSignal(error) && keep(entry, { payload, submitted })) return;
      dispatch({ type: 'saveFailed' });
      toast.error(describeApiError(error));
    }
  };

  // The outbox sent this screen's Save: the screen switches as after its own (the toast is the
  // outbox's). A change typed since stays on screen, unsaved.
  const sentFromOutbox = useEffectEvent(
    ({
      entry,
      created,
    }: {
      entry: OutboxEntry;
      created?: { _id: string; policyNumber: string };
    }) => {
      const mine = isNew
        ? entry.id === state.idempotencyKey
        : entry.kind === 'update' && entry.policyNumber === openPolicyNumber;
      if (!mine) return;
      if (created) {
        const stored: Plan = {
          ...entry.payload,
          _id: created._id,
          policyNumber: created.policyNumber,
        };
        onCreated(stored);
        queryClient.setQueryData(queryKeys.plan(created.policyNumber), stored);
        queryClient.setQueryData(queryKeys.ussdLog(created.policyNumber), []);
        queryClient.setQueryData(queryKeys.ussdHistory(created._id), []);
      }
      const policyNumber = created?.policyNumber ?? entry.payload.policyNumber;
      // What was sent is what the service holds now: the form does not go back to the older
      // plan while the list's data and the plan are read again.
      if (!created) {
        queryClient.setQueryData<Plan>(queryKeys.plan(policyNumber), (old) =>
          old ? { ...old, ...entry.payload } : old,
        );
      }
      onSaved(policyNumber);
      dispatch({ type: 'saveSucceeded', policyNumber, liveTransaction });
    },
  );
  useEffect(() => outbox?.onSent(sentFromOutbox), [outbox]);

  const press = useMutation({
    mutationKey: SAVE_PRESS,
    mutationFn: async (variables: SaveVariables) => {
      if (isNew) return create(variables);
      if (await confirm(ATTENTION)) return update(variables);
      // The spec's Cancel resets the form; the edits stay in the draft for Undo.
      onDeclined();
    },
  });

  return {
    /** The form's submit handler, once its values are valid. */
    save: (values: ValidConsentForm) => {
      if (queryClient.isMutating({ mutationKey: SAVE_PRESS }) > 0) return;
      press.mutate({ payload: formToPlan(values, agent), submitted: form.getValues() });
    },
    /** A create or update is on its way (the question does not count: nothing is sent yet). */
    saving: createPlan.isPending || updatePlan.isPending,
  };
}
