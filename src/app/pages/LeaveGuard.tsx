/**
 * Leaving Consent Application Details (docs/behaviour.md#application-details): Back always asks;
 * with unsaved changes the header's Home link and the browser's back button ask the same question
 * (the session's leave guard, session/leave-guard.ts), and closing the tab gets the browser's own
 * warning.
 */
import { useCallback, useEffect, useState } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { Button, Modal } from '../../components';
import { useLeaving } from '../session';

const LEAVE_TITLE = 'Are you sure you want to leave this page?';
const LEAVE_MESSAGE = 'Any unsaved changes will be lost';

/**
 * The question and Back's `ask`. What holds the other moves back is `<HoldWhileUnsaved>`, a leaf
 * of its own: the form's dirty flag re-renders it, not the page.
 */
export function useLeaveGuard({
  onLeave,
}: {
  /** Runs on YES, before the move: what the unsaved changes leave behind goes (the draft). */
  onLeave?: () => void;
}) {
  const { hold, leaveHome } = useLeaving();
  // The open question holds what YES does: go home (Back), or the move the guard held back.
  const [question, setQuestion] = useState<{ leave: () => void } | null>(null);
  const holdMoves = useCallback(() => hold((leave) => setQuestion({ leave })), [hold]);

  const stay = () => setQuestion(null);
  const leave = () => {
    setQuestion(null);
    onLeave?.();
    question?.leave();
  };

  const modal = (
    <Modal
      isOpen={question !== null}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={LEAVE_TITLE}
      actions={
        <>
          <Button variant="secondary" onPress={stay}>
            NO
          </Button>
          <Button onPress={leave}>YES</Button>
        </>
      }
    >
      {LEAVE_MESSAGE}
    </Modal>
  );

  return { ask: () => setQuestion({ leave: leaveHome }), modal, holdMoves };
}

/** While the form has unsaved changes (and no save is under way), moves away ask first. */
export function HoldWhileUnsaved<T extends FieldValues>({
  control,
  isSaving,
  holdMoves,
}: {
  control: Control<T>;
  isSaving: boolean;
  holdMoves: () => () => void;
}) {
  const { isDirty } = useFormState({ control });
  const holding = isDirty && !isSaving;
  useEffect(() => (holding ? holdMoves() : undefined), [holding, holdMoves]);
  return null;
}
