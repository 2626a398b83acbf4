/**
 * Leaving Consent Application Details (docs/behaviour.md#application-details): Back always asks;
 * with unsaved changes the header's Home link and the browser's back button ask the same question
 * (the data router's blocker), and closing the tab gets the browser's own warning.
 */
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Modal } from '../../components';
import { useGoHome } from '../session';

const LEAVE_TITLE = 'Are you sure you want to leave this page?';
const LEAVE_MESSAGE = 'Any unsaved changes will be lost';

export function useLeaveGuard({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const goHome = useGoHome();
  const [asking, setAsking] = useState(false);
  // YES on Back has already been asked: its navigation must not be asked about again.
  const confirmed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && !confirmed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const isBlocked = blocker.state === 'blocked';
  const stay = () => {
    setAsking(false);
    if (isBlocked) blocker.reset();
  };
  const leave = () => {
    setAsking(false);
    confirmed.current = true;
    if (isBlocked) blocker.proceed();
    else goHome();
  };

  const modal = (
    <Modal
      isOpen={asking || isBlocked}
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

  return { ask: () => setAsking(true), modal };
}
