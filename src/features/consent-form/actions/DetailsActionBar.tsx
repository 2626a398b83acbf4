import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components';
import { REASONS, mandateAction } from '../controller/details-controller';
import { focusWhenFree } from '../controller/focus-next';
import { FormActionBar } from './FormActionBar';
import { useDetailsActions } from '../controller/use-details-actions';
import type { DetailsController } from '../controller/use-details-controller';

const Undone = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const saveButton = (bar: HTMLElement | null) =>
  bar?.querySelector<HTMLButtonElement>('button[type="submit"]');

/**
 * The action bar as the details controller decides it; it reads the form's state itself. After
 * No in 'Attention' or Reset it says the changes were undone, with Undo, until the next edit
 * (docs/behaviour.md#undo).
 */
export function DetailsActionBar({
  controller,
  onBack,
}: {
  controller: DetailsController;
  onBack: () => void;
}) {
  const { actions, isDirty } = useDetailsActions(controller, controller.form);
  const { reverts } = controller.state;
  const bar = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);

  // The offer stands for the last revert until the form changes again (an edit, or Undo).
  const [ended, setEnded] = useState(0);
  const wasDirty = useRef(isDirty);
  useEffect(() => {
    const edited = isDirty && !wasDirty.current;
    wasDirty.current = isDirty;
    if (edited) setEnded(reverts);
  }, [isDirty, reverts]);
  const offered = reverts > ended;

  // Save is off on a form back as it opened, so the next step is Undo, beside it.
  useEffect(() => {
    if (reverts > 0)
      focusWhenFree(
        () => undoButton.current,
        () => bar.current,
      );
  }, [reverts]);

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
