import { useEffect, useRef } from 'react';
import { Button } from '../../../components';
import { REASONS, mandateAction } from '../controller/details-controller';
import { focusWhenFree } from '../controller/focus-next';
import { Undone } from './DetailsBar.styles';
import { FormActionBar } from './FormActionBar';
import { useDetailsActions } from '../controller/use-details-actions';
import type { DetailsController } from '../controller/use-details-controller';
import { useUndoOffer } from './use-undo-offer';

const saveButton = (bar: HTMLElement | null) =>
  bar?.querySelector<HTMLButtonElement>('button[type="submit"]');

/**
 * The action bar as the details controller decides it; it reads the form's state itself. After
 * No in 'Attention' or Reset pressed here it says the changes were undone, with Undo, until the
 * next edit (docs/behaviour.md#undo); after a Save pressed in the details bar, the bar says it.
 */
export function DetailsActionBar({
  controller,
  onBack,
}: {
  controller: DetailsController;
  onBack: () => void;
}) {
  const { actions, isDirty } = useDetailsActions(controller, controller.form);
  const bar = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const offer = useUndoOffer(controller, isDirty);
  const offered = offer.inActionBar;

  // Save is off on a form back as it opened, so the next step is Undo, beside it.
  useEffect(() => {
    if (offered)
      focusWhenFree(
        () => undoButton.current,
        () => bar.current,
      );
  }, [offered, offer.reverts]);

  const undo = () => {
    if (!controller.undo()) return;
    // Save is on again once the edits are back: it takes the focus from the Undo that goes.
    focusWhenFree(
      () => saveButton(bar.current),
      () => bar.current,
    );
  };

  return (
    <FormActionBar
      actions={actions}
      // The bar's step is the one filled button of the page (docs/behaviour.md#the-next-step).
      primary={null}
      mandate={mandateAction(controller.facts)}
      isSaving={controller.facts.saving}
      isGenerating={controller.facts.generating !== null}
      isOpening={controller.facts.opening}
      fixLink={
        actions.save.reason === REASONS.fixErrors
          ? { fieldId: 'policyNumber', label: 'Policy Number' }
          : null
      }
      barRef={bar}
      focusDownload={() => !controller.stepFromBarRef.current}
      status={
        offered ? (
          <Undone>
            Your changes were undone.
            <Button ref={undoButton} variant="secondary" size="sm" onPress={undo}>
              Undo
            </Button>
          </Undone>
        ) : null
      }
      onGenerateForms={controller.generateForms}
      onDownloadForms={controller.downloadForms}
      onReset={() => void controller.reset()}
      onBack={onBack}
    />
  );
}
