/**
 * Leaving Consent Application Details (docs/behaviour.md#application-details): Back always asks;
 * with unsaved changes every other move away asks too (useBlocker), and the changes hold the tab
 * (lib/tab-holds.ts) against a close, a reload or a new version.
 */
import { useEffect, useEffectEvent, useId, useRef, type RefObject } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useBlocker, useNavigate, type Blocker } from 'react-router';
import { useConfirm, type ConfirmOptions } from '../../components';
import { tabHolds } from '../../lib/tab-holds';
import { paths } from '../paths';

const LEAVE_MESSAGE = 'Any unsaved changes will be lost';
const LEAVE_QUESTION: ConfirmOptions = {
  title: 'Are you sure you want to leave this page?',
  message: LEAVE_MESSAGE,
  confirmLabel: 'YES',
  cancelLabel: 'NO',
};

/** Said after the question's own words while a consent request runs (docs/behaviour.md#application-details). */
const REQUEST_CARRIES_ON =
  'The consent request is still running: it carries on after you leave, and its answer will show on the list.';

/** Back's question. `leaving` lets YES's move home through HoldWhileUnsaved unasked. */
export function useLeaveGuard({
  onLeave,
  requestRunning = false,
}: {
  /** Runs on YES, before the move: what the unsaved changes leave behind goes (the draft). */
  onLeave?: () => void;
  /** A consent request of this application is under way: the question says it carries on. */
  requestRunning?: boolean;
}) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const leaving = useRef(false);
  const ask = async () => {
    const question = requestRunning
      ? { ...LEAVE_QUESTION, message: `${LEAVE_MESSAGE}. ${REQUEST_CARRIES_ON}` }
      : LEAVE_QUESTION;
    if (!(await confirm(question))) return;
    onLeave?.();
    leaving.current = true;
    await navigate(paths.home);
  };
  return { ask: () => void ask(), leaving };
}

/**
 * With unsaved changes (and no save under way), a move to another page waits for the answer. A
 * leaf of its own: the form's dirty flag re-renders it, not the page.
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
  const holder = useId();
  useEffect(() => {
    if (!holding) return;
    const { hold, release } = tabHolds.getState();
    hold(holder, 'unsaved-changes');
    return () => release(holder);
  }, [holding, holder]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      holding && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // Each held move is asked about once. The effect follows the blocker object (a new one per held
  // move), not its 'blocked' flag: the router's updates are transitions, so NO's reset and the next
  // held move can arrive in one render, where the flag would not change and the move stay unasked.
  const confirm = useConfirm();
  const asking = useRef(false);
  const asked = useRef<Blocker | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The answer is for the move held when it comes, with that render's `onLeave`.
  const answer = useEffectEvent((yes: boolean) => {
    if (!mounted.current || blocker.state !== 'blocked') return;
    asked.current = blocker;
    if (yes) {
      onLeave?.();
      blocker.proceed();
    } else blocker.reset();
  });
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current === blocker || asking.current) return;
    asked.current = blocker;
    asking.current = true;
    void confirm(LEAVE_QUESTION).then((yes) => {
      asking.current = false;
      answer(yes);
    });
  }, [blocker, confirm]);
  return null;
}
