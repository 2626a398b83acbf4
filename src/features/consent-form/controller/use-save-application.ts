/**
 * Save on the details screen (docs/behaviour.md#application-details): a create with the key the
 * controller keeps, or an update once 'Attention' is answered (No puts the form back). Each Save is
 * an outbox mutation (docs/behaviour.md#no-signal): unanswered, it is kept and sent by the library;
 * one of this application's confirmed anywhere switches this screen as its own does.
 */
import { useMutation, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, type Dispatch } from 'react';
import { NO_ANSWER_MS, queryKeys, useLongerThan, type Plan } from '../../../api';
import { useConfirm } from '../../../components';
import {
  SAVE_KEY,
  letGo,
  nextSave,
  saveFacts,
  saveInPlace,
  saveKey,
  sendNow,
  triedAtOnce,
  type SaveFacts,
  type SaveVariables,
  type Sent,
  type WaitingSave,
} from '../../outbox';
import type { DetailsEvent, DetailsState } from './details-controller';
import { policyNumberOf } from '../../../lib/open-application';
import type { ConsentForm } from '../form/form-context';
import { formToPlan, type AgentInfo } from '../form/plan-mapping';
import type { ConsentFormValues, ValidConsentForm } from '../form/schema';
import { ATTENTION } from '../form/words';

interface UseSaveApplicationOptions {
  state: DetailsState;
  dispatch: Dispatch<DetailsEvent>;
  form: ConsentForm;
  /** Who captures the application (a saved plan keeps its own). */
  agent: AgentInfo;
  /** The transaction of the request this screen heard last: an update clears its answer. */
  liveTransaction: string | null;
  /** A create answered: the cache holds what was sent (no second read). */
  onCreated: (stored: Plan) => void;
  /** Saved, or kept to be sent: the session learns the plan the screen now edits. */
  onSaved: (policyNumber: string) => void;
  /** No in 'Attention': the form goes back as it opened, its edits kept for Undo. */
  onDeclined: () => void;
  /** This application's Save waiting to be sent, if one is. */
  queued: WaitingSave | undefined;
}

/** The adviser's press, from the question to its Save's first outcome. */
interface Press {
  variables?: SaveVariables;
  /** The form's values as submitted: the form's new original once saved or kept. */
  submitted: ConsentFormValues;
  /** Kept to be sent: the form took the values already. */
  kept: boolean;
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
  queued,
}: UseSaveApplicationOptions) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const create = useMutation<Sent, Error, SaveVariables>({ mutationKey: saveKey('create') });
  const update = useMutation<Sent, Error, SaveVariables>({ mutationKey: saveKey('update') });
  const isNew = state.open.kind === 'new';
  const openPolicyNumber = policyNumberOf(state.open);
  // Set at once (before any render): the second click of a double click, or a press while
  // 'Attention' is still opening, starts nothing.
  const press = useRef<Press | null>(null);

  // This screen's application: a create by its key (its changes too), a saved plan by its number.
  const isOurs = (key: string | null, { kind, variables }: SaveFacts) =>
    isNew
      ? (variables.after ?? (kind === 'create' ? variables.id : '')) === key
      : kind === 'update' && variables.policyNumber === openPolicyNumber;

  // Kept to be sent: the form's new original (the outbox holds it, so nothing is unsaved).
  const keep = (own: Press, variables: SaveVariables) => {
    own.kept = true;
    press.current = null;
    form.reset(own.submitted);
    dispatch({ type: 'saveFailed' });
    onSaved(variables.policyNumber);
  };

  const heard = useEffectEvent((mutation: Mutation<unknown, unknown, unknown>) => {
    const save = saveFacts(mutation);
    if (!save) return;
    const own = press.current?.variables === save.variables ? press.current : null;
    if (!own && !isOurs(state.idempotencyKey, save)) return;
    if (save.status === 'success') {
      const sent = mutation.state.data as Sent;
      // The plan the outbox seeded the cache with (the form holds it already: no second reset).
      const stored = queryClient.getQueryData<Plan>(queryKeys.plan(sent.policyNumber));
      if (sent.created && stored) onCreated(stored);
      // A change typed since a kept Save stays on screen, unsaved.
      if (own && !own.kept) form.reset(own.submitted);
      // A stop order saved with no signal: its description is the look-up's, known now.
      const found = sent.payload?.stopOrderDetails;
      if (found && form.getValues('agencyNumber').trim() === found.agencyNumber.trim()) {
        form.resetField('agencyDescription', { defaultValue: found.agencyName });
      }
      if (own) press.current = null;
      onSaved(sent.policyNumber);
      dispatch({ type: 'saveSucceeded', policyNumber: sent.policyNumber, liveTransaction });
      return;
    }
    if (!own || own.kept) return;
    if (save.status === 'error' && save.failure?.ownTry) {
      // Refused on its own try: Save's toast says why (the outbox's), and nothing is kept.
      press.current = null;
      dispatch({ type: 'saveFailed' });
      return;
    }
    if (save.isPaused || save.failureCount > 0 || save.status === 'error')
      keep(own, save.variables);
  });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated') heard(event.mutation);
      }),
    [queryClient],
  );

  // The own try with no answer for NO_ANSWER_MS: 'Waiting to send' rather than a spinner for up to
  // the call's time-out (docs/behaviour.md#no-signal). The call goes on, once: if it answers
  // later, the Save is confirmed (or refused) as a kept one is.
  const onItsWay = [create, update].some(
    (save) => save.isPending && !save.isPaused && save.failureCount === 0,
  );
  const unanswered = useLongerThan(onItsWay, NO_ANSWER_MS);
  const keepUnanswered = useEffectEvent(() => {
    const own = press.current;
    if (!own?.variables || own.kept) return;
    letGo(own.variables);
    keep(own, own.variables);
  });
  useEffect(() => {
    if (unanswered) keepUnanswered();
  }, [unanswered]);

  const send = (payload: SaveVariables['payload'], pressed: Press) => {
    const savedAt = Date.now();
    const key = isNew ? (state.idempotencyKey ?? crypto.randomUUID()) : '';
    dispatch({ type: 'saveStarted', key });
    const cache = queryClient.getMutationCache();
    const waiting = cache.findAll({ mutationKey: SAVE_KEY }).flatMap((mutation) => {
      const save = saveFacts(mutation);
      return save && isOurs(key, save) && save.status !== 'success' ? [save] : [];
    });
    const next = nextSave(waiting, {
      kind: isNew ? 'create' : 'update',
      variables: isNew
        ? { id: key, payload, policyNumber: payload.policyNumber, savedAt }
        : { id: crypto.randomUUID(), payload, policyNumber: openPolicyNumber, savedAt },
    });
    pressed.variables = next.variables;
    // Saved again while it waits: the change takes the waiting Save's place, and goes if it can.
    if (saveInPlace(queryClient, next)) return;
    triedAtOnce(queryClient, next.variables);
    (next.kind === 'create' ? create : update).mutate(next.variables);
    if (queued) sendNow(queryClient);
  };

  return {
    /** The form's submit handler, once its values are valid. */
    save: async (values: ValidConsentForm) => {
      if (press.current) return;
      const pressed: Press = { submitted: form.getValues(), kept: false };
      press.current = pressed;
      const payload = formToPlan(values, agent);
      if (isNew) return send(payload, pressed);
      if (await confirm(ATTENTION)) return send(payload, pressed);
      press.current = null;
      // The spec's Cancel resets the form; the edits stay in the draft for Undo.
      onDeclined();
    },
    /** A Save's own try is on its way (the question does not count: nothing is sent yet). */
    saving: onItsWay && !unanswered,
  };
}
