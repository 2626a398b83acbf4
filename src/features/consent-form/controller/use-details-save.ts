/**
 * Save's submit on the details screen, with who captures the application (the adviser and their
 * branch for a new one; a saved plan keeps its own). A press paints first
 * (docs/decisions/0027-taps-and-keys-on-a-phone.md): the buttons show busy (`pressed`) and the
 * form's checks run after that frame, whose render held it back by hundreds of ms on a phone.
 */
import { notifyManager } from '@tanstack/react-query';
import { useState, type Dispatch, type FormEvent } from 'react';
import { branchAndRegion, useIntermediary, type Plan } from '../../../api';
import { afterPaint } from '../../../lib/idle';
import type { WaitingSave } from '../../outbox';
import type { DetailsEvent, DetailsState } from './details-controller';
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
  liveTransaction: string | null;
  /** A Save was confirmed, or kept to send: the open application is that plan now. */
  onSaved: (policyNumber: string) => void;
  queued: WaitingSave | undefined;
}) {
  const intermediary = useIntermediary(state.open.kind === 'new' ? adviser.employeeNumber : '');
  const { departmentName, locationName } = branchAndRegion(intermediary.data);
  const save = useSaveApplication({
    state,
    dispatch,
    form: details.form,
    agent: plan?.agentDetails ?? {
      userName: adviser.username,
      employeeNumber: adviser.employeeNumber,
      branch: departmentName,
      region: locationName,
    },
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
