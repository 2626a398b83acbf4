/**
 * Leaving Consent Application Details (docs/behaviour.md#application-details): Back always asks;
 * with unsaved changes every other move away asks the same question (the header's Home link, the
 * browser's back and forward buttons: react-router's useBlocker), and closing or reloading the
 * tab gets the browser's own warning (beforeunload).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useBlocker, useNavigate, type Blocker } from 'react-router';
import { Button, Modal } from '../../components';
import { paths } from '../paths';

const LEAVE_TITLE = 'Are you sure you want to leave this page?';
const LEAVE_MESSAGE = 'Any unsaved changes will be lost';

function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={LEAVE_TITLE}
      actions={
        <>
          <Button variant="secondary" onPress={onStay}>
            NO
          </Button>
          <Button onPress={onLeave}>YES</Button>
        </>
      }
    >
      {LEAVE_MESSAGE}
    </Modal>
  );
}

/**
 * Back's question. `leaving` is set while YES takes the adviser home, so the held moves
 * (HoldWhileUnsaved) let that one move through without asking twice.
 */
export function useLeaveGuard({
  onLeave,
}: {
  /** Runs on YES, before the move: what the unsaved changes leave behind goes (the draft). */
  onLeave?: () => void;
}) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const [asking, setAsking] = useState(false);
  const modal = asking ? (
    <LeaveDialog
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        onLeave?.();
        leaving.current = true;
        void navigate(paths.home);
      }}
    />
  ) : null;
  return { ask: () => setAsking(true), modal, leaving };
}

/**
 * While the form has unsaved changes (and no save is under way), a move to another page waits
 * for the adviser's answer: YES lets it go on (and `onLeave` drops the draft), NO stays. A leaf of
 * its own: the form's dirty flag re-renders it, not the page.
 */
export function HoldWhileUnsaved<T extends FieldValues>({
  control,
  isSaving,
  leaving,
  onLeave,
}: {
  control: Control<T>;
  isSaving: boolean;
  leaving: RefObject<boolean>;
  onLeave?: () => void;
}) {
  const { isDirty } = useFormState({ control });
  const holding = isDirty && !isSaving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      holding && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!holding) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [holding]);
  return blocker.state === 'blocked' ? <AskBeforeMove blocker={blocker} onLeave={onLeave} /> : null;
}

function AskBeforeMove({ blocker, onLeave }: { blocker: Blocker; onLeave?: () => void }) {
  return (
    <LeaveDialog
      onStay={() => blocker.reset?.()}
      onLeave={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
    />
  );
}
