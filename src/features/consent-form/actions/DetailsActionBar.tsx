import { useEffect, useRef } from 'react';
import { Button } from '../../../components';
import { mandateAction } from '../controller/details-controller';
import { REASONS, UNDONE } from '../form/words';
import { focusWhenFree } from '../controller/focus-next';
import { Undone } from './DetailsBar.styles';
import { FormActionBar } from './FormActionBar';
import { useDetailsActions } from '../controller/use-details-actions';
import type { DetailsBarProps } from './DetailsBar';

/**
 * The action bar as the details controller decides it. After No in 'Attention' or Reset pressed
 * here it offers Undo until the next edit (docs/behaviour.md#undo).
 */
export function DetailsActionBar({
  steps,
  forms,
  revert,
  form,
  onBack,
}: Pick<DetailsBarProps, 'steps' | 'forms' | 'revert' | 'form'> & { onBack: () => void }) {
  const { actions } = useDetailsActions(steps, form);
  const { facts, stepFromBarRef } = steps;
  const bar = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // The Undo offer is made here when Save or Reset was pressed here (not in the details bar).
  const offer = revert.offer?.inBar === false ? revert.offer : null;

  // Save is off on a form back as it opened, so the next step is Undo, beside it: each offer
  // (a new object per revert) takes the focus once.
  useEffect(() => {
    if (offer)
      focusWhenFree(
        () => undoButton.current,
        () => bar.current,
      );
  }, [offer]);

  const undo = () => {
    if (!revert.undo()) return;
    // Save is on again once the edits are back: it takes the focus from the Undo that goes.
    focusWhenFree(
      () => bar.current?.querySelector<HTMLButtonElement>('button[type="submit"]'),
      () => bar.current,
    );
  };

  return (
    <FormActionBar
      actions={actions}
      // The bar's step is the one filled button of the page (docs/behaviour.md#the-next-step).
      primary={null}
      mandate={mandateAction(facts)}
      isSaving={facts.saving || facts.savePressed === true}
      isGenerating={facts.generating !== null}
      isOpening={facts.opening}
      fixLink={
        actions.save.reason === REASONS.fixErrors
          ? { fieldId: 'policyNumber', label: 'Policy Number' }
          : null
      }
      barRef={bar}
      focusDownload={() => !stepFromBarRef.current}
      status={
        offer ? (
          <Undone>
            {UNDONE}
            <Button ref={undoButton} variant="secondary" size="sm" onPress={undo}>
              Undo
            </Button>
          </Undone>
        ) : null
      }
      onGenerateForms={forms.generate}
      onDownloadForms={forms.download}
      onReset={() => void revert.reset()}
      onBack={onBack}
    />
  );
}
