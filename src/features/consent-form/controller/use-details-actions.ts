/**
 * Every action's `{ enabled, reason }` and the next step, for the part of the page that shows
 * them: the form's state is read here, in the leaf, not at the page
 * (docs/architecture.md#controller).
 */
import { useFormState } from 'react-hook-form';
import { detailsActions, nextStep, type DetailsFacts } from './details-controller';
import { useValidWhenClean, type ConsentForm } from '../form/form-context';
import type { DetailsController } from './use-details-controller';

export function useDetailsActions(
  controller: Pick<DetailsController, 'state' | 'facts' | 'rules'>,
  form: ConsentForm,
) {
  const { isDirty, errors, submitCount, isSubmitSuccessful } = useFormState({
    control: form.control,
  });
  const isValid = useValidWhenClean(form, controller.rules);
  const facts: DetailsFacts = {
    ...controller.facts,
    form: {
      isDirty,
      isValid,
      hasPolicyNumberError: Boolean(errors.policyNumber),
      submitFailed: submitCount > 0 && !isSubmitSuccessful,
    },
  };
  return {
    actions: detailsActions(controller.state, facts),
    /** The action shown as the primary button (docs/behaviour.md#the-next-step). */
    next: nextStep(controller.state, facts),
    isDirty,
  };
}
