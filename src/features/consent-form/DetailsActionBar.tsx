import { mandateAction } from './details-controller';
import { FormActionBar } from './FormActionBar';
import { useDetailsActions, type DetailsController } from './useDetailsController';

/** The action bar as the details controller decides it; it reads the form's state itself. */
export function DetailsActionBar({
  controller,
  onBack,
}: {
  controller: DetailsController;
  onBack: () => void;
}) {
  const actions = useDetailsActions(controller, controller.form);
  return (
    <FormActionBar
      actions={actions}
      mandate={mandateAction(controller.facts)}
      isSaving={controller.state.save === 'saving'}
      isGenerating={controller.state.generating !== null}
      onGenerateForms={controller.generateForms}
      onDownloadForms={controller.downloadForms}
      onReset={() => void controller.reset()}
      onBack={onBack}
    />
  );
}
