/**
 * Save on the details screen, for the parts that press it: the form's submit, with who captures
 * the application (the adviser for a new one, with their branch; a saved plan keeps its own).
 * Whether a save is on its way is the save mutation's pending state (useSaveApplication's
 * `saving`), read once into the controller's facts.
 *
 * A press paints first (docs/decisions/0027-taps-and-keys-on-a-phone.md): the Save buttons show
 * their busy state in the frame after the press (`pressed`), and the form's checks and the save
 * run after that frame is painted. Run in the press itself, their render (every field's new
 * state) held that frame back by hundreds of milliseconds on a phone.
 */
import { notifyManager } from '@tanstack/react-query';
import { useState, type Dispatch, type FormEvent } from 'react';
import { branchAndRegion, useIntermediary, type Plan } from '../../../api';
import { afterPaint } from '../../../lib/idle';
import type { WaitingSave } from '../../outbox';
import type { DetailsEvent, DetailsState } from './details-controller';
import type { AgentInfo } from '../form/plan-mapping';
import type { useDetailsForm } from './use-details-form';
import { useSaveApplication } from './use-save-application';

export function useDetailsSave({
  state,
  dispatch,
  details,
  plan,
  adviser,
  liveTransaction,
  onSaved,
  queued,
}: {
  state: DetailsState;
  dispatch: Dispatch<DetailsEvent>;
  details: ReturnType<typeof useDetailsForm>;
  plan: Plan | undefined;
  adviser: { username: string; employeeNumber: string };
  /** The transaction of the request this screen heard last: an update clears its answer. */
  liveTransaction: string | null;
  /** A Save was confirmed, or kept to send: the open application is that plan now. */
  onSaved: (policyNumber: string) => void;
  queued: WaitingSave | undefined;
}) {
  const intermediary = useIntermediary(state.open.kind === 'new' ? adviser.employeeNumber : '');
  const agent: AgentInfo = plan
    ? plan.agentDetails
    : {
        userName: adviser.username,
        employeeNumber: adviser.employeeNumber,
        branch: branchAndRegion(intermediary.data).departmentName,
        region: branchAndRegion(intermediary.data).locationName,
      };
  const save = useSaveApplication({
    state,
    dispatch,
    form: details.form,
    agent,
    liveTransaction,
    onCreated: details.seed,
    onSaved,
    onDeclined: details.revertToLoaded,
    queued,
  });
  const [pressed, setPressed] = useState(false);
  const isNew = state.open.kind === 'new';
  return {
    /** The form's submit: the busy state painted, then its checks, then the save. */
    submit: async (event: FormEvent) => {
      event.preventDefault();
      setPressed(true);
      try {
        await afterPaint();
        await details.form.handleSubmit((values) => {
          // 'Attention' asks first: nothing is on its way while it is open.
          if (!isNew) setPressed(false);
          return save.save(values);
        })();
      } finally {
        // In the library's next batch, with the save's own pending state: no frame between.
        notifyManager.schedule(() => setPressed(false));
      }
    },
    /** A create or update is on its way (the question before it does not count). */
    saving: save.saving,
    /** Save was pressed and its checks have not finished. */
    pressed,
  };
}
