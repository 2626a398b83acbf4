/**
 * Leaving Consent Application Details (docs/behaviour.md#application-details): Back always asks;
 * with unsaved changes the header's Home link and the browser's back button ask the same question
 * (the session's leave guard, session/leave-guard.ts), and closing the tab gets the browser's own
 * warning.
 */
import { useEffect, useState } from 'react';
import { Button, Modal } from '../../components';
import { useLeaving } from '../session';

const LEAVE_TITLE = 'Are you sure you want to leave this page?';
const LEAVE_MESSAGE = 'Any unsaved changes will be lost';

export function useLeaveGuard({
  hasUnsavedChanges,
  onLeave,
}: {
  hasUnsavedChanges: boolean;
  /** Runs on YES, before the move: what the unsaved changes leave behind goes (the draft). */
  onLeave?: () => void;
}) {
  const { hold, leaveHome } = useLeaving();
  // The open question holds what YES does: go home (Back), or the move the guard held back.
  const [question, setQuestion] = useState<{ leave: () => void } | null>(null);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    return hold((leave) => setQuestion({ leave }));
  }, [hold, hasUnsavedChanges]);

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

  return { ask: () => setQuestion({ leave: leaveHome }), modal };
}
