import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The Undo offer after No in 'Attention' or Yes in 'Reset the form?' (docs/behaviour.md#undo),
 * and where it is made: where the adviser pressed. A Save pressed in the details bar (the top of
 * the screen, in view at every scroll) is answered there; Save or Reset pressed in the action bar
 * (the end of the form) is answered there. The offer stands for the last revert until the form
 * changes again (an edit, or Undo).
 */
export function useUndoOffer(
  reverts: number,
  /** The last step was pressed in the details bar (DetailsSteps' `stepFromBarRef`). */
  stepFromBarRef: RefObject<boolean>,
  isDirty: boolean,
) {
  const [ended, setEnded] = useState(0);
  const wasDirty = useRef(isDirty);
  useEffect(() => {
    const edited = isDirty && !wasDirty.current;
    wasDirty.current = isDirty;
    if (edited) setEnded(reverts);
  }, [isDirty, reverts]);

  // Read once the revert has happened (the dialog that asked kept the bar's claim on the step);
  // until then neither bar shows the offer, so the focus never visits the wrong one.
  const [place, setPlace] = useState({ reverts: 0, inBar: false });
  useEffect(() => {
    if (reverts > 0) setPlace({ reverts, inBar: stepFromBarRef.current });
  }, [reverts, stepFromBarRef]);
  const offered = reverts > ended && place.reverts === reverts;

  return {
    /** The offer stands, made in the details bar. */
    inBar: offered && place.inBar,
    /** The offer stands, made in the action bar. */
    inActionBar: offered && !place.inBar,
    reverts,
  };
}
