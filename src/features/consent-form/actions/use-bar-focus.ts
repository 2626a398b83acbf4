/**
 * Where the details bar puts the focus (docs/behaviour.md#the-bar): a step pressed here keeps it
 * here until the adviser moves it; the bar is always in view, so nothing here scrolls.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { NextStep } from '../controller/details-controller';
import { focusWhenFree } from '../controller/focus-next';

/** A Cancel just in Request Consent's place ignores presses this long (a double click). */
const CANCEL_SETTLE_MS = 700;

const focusInBar = (bar: RefObject<HTMLElement | null>, target: () => HTMLElement | null) =>
  focusWhenFree(target, () => bar.current, { preventScroll: true });

export function useBarFocus({
  barRef,
  stepFromBarRef,
  next,
  cancellable,
  undoOffer,
}: {
  barRef: RefObject<HTMLElement | null>;
  stepFromBarRef: RefObject<boolean>;
  next: NextStep | null;
  /** The step is Cancel: a request waits for the client. */
  cancellable: boolean;
  /** The Undo offer made in the bar (a new one per revert), or null. */
  undoOffer: object | null;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const stateLine = useRef<HTMLParagraphElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);

  // A double click on Request Consent here must not withdraw the prompt it has just sent; pressed
  // elsewhere (the table), no click lands here, so Cancel works at once.
  const cancelShownAt = useRef(0);
  useEffect(() => {
    if (cancellable) cancelShownAt.current = stepFromBarRef.current ? Date.now() : 0;
  }, [cancellable, stepFromBarRef]);

  // What in the bar had the focus last, while the focus is in the bar (or lent to a dialog).
  const focusedHere = useRef<Element | null>(null);

  // Once the adviser's focus goes elsewhere (not a dialog, a toast or the loader: they give it
  // back), the other places may move it again.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (barRef.current?.contains(target)) {
        focusedHere.current = target;
        return;
      }
      if (target?.closest?.('[role="dialog"], [role="alertdialog"], [role="progressbar"]')) return;
      focusedHere.current = null;
      stepFromBarRef.current = false;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [barRef, stepFromBarRef]);
  // What replaces the pressed step takes its focus (a closing dialog or the loader hand it back);
  // while the request waits, the state does: Enter there cancels nothing.
  useEffect(() => {
    if (stepFromBarRef.current) {
      focusInBar(barRef, () => (cancellable ? stateLine.current : button.current));
    }
  }, [next, cancellable, barRef, stepFromBarRef]);

  // A press that takes its own button away, or leaves it off, would drop the focus to the page:
  // the Cancel that spends the last attempt (Request Consent comes back off), Undo (it goes), Send
  // now (what follows may be off). The state takes it then, in view and read out
  // (docs/behaviour.md#focus); a step that follows and is on takes it from there (above).
  useEffect(() => {
    const was = focusedHere.current;
    if (!was || was === stateLine.current) return;
    const active = document.activeElement;
    const dropped = !active || active === document.body || active === was;
    if (dropped && (!was.isConnected || was.matches(':disabled'))) {
      stateLine.current?.focus({ preventScroll: true });
    }
  });

  // After No in 'Attention' to a Save pressed here, its Undo takes it (docs/behaviour.md#undo).
  useEffect(() => {
    if (undoOffer) {
      focusInBar(barRef, () => undoButton.current);
    }
  }, [undoOffer, barRef]);
  return {
    button,
    stateLine,
    undoButton,
    cancelSettling: () => Date.now() - cancelShownAt.current < CANCEL_SETTLE_MS,
  };
}
