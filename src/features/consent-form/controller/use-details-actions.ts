/**
 * Every action's `{ enabled, reason }` and the next step, for the part of the page that shows
 * them: the form's state is read here, in the leaf, not at the page
 * (docs/architecture.md#controller).
 */
import { useFormState } from 'react-hook-form';
import { detailsActions, nextStep, type DetailsFacts } from './details-controller';
import { useValidWhenClean, type ConsentForm } from '../form/form-context';
import type { DetailsSteps } from './use-details-controller';

export function useDetailsActions(steps: Omit<DetailsSteps, 'stepFromBarRef'>, form: ConsentForm) {
  const { isDirty, errors, submitCount, isSubmitSuccessful } = useFormState({
    control: form.control,
  });
  const isValid = useValidWhenClean(form, steps.rules);
  const facts: DetailsFacts = {
    ...steps.facts,
    form: {
      isDirty,
      isValid,
      hasPolicyNumberError: Boolean(errors.policyNumber),
      submitFailed: submitCount > 0 && !isSubmitSuccessful,
    },
  };
  return {
    actions: detailsActions(steps.state, facts),
    /** The action shown as the primary button (docs/behaviour.md#the-next-step). */
    next: nextStep(steps.state, facts),
    isDirty,
  };
}
