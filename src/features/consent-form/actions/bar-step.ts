/** The details bar's one step button: its name and how it runs (docs/behaviour.md#the-bar). */
import { STEPS } from '../../consent';
import type { NextStep } from '../controller/details-controller';
import type { DetailsConsentView } from '../controller/use-details-consent';
import type { DetailsForms, DetailsSteps } from '../controller/use-details-controller';

/**
 * The bar's button repeats a button of the form (the action bar's, the table's): its name says
 * which one it is, the visible label first (WCAG 2.5.3), so the two are told apart by ear.
 */
export const stepName = (step: NextStep) => `${STEPS[step]}, next step`;

export function howToRun(
  step: NextStep,
  {
    consent,
    forms,
    facts,
  }: {
    consent: Pick<DetailsConsentView, 'request' | 'inFlight'>;
    forms: DetailsForms;
    facts: DetailsSteps['facts'];
  },
  formId: string,
) {
  switch (step) {
    // The form's own submit, as the action bar's Save: 'Attention' first on a saved application.
    case 'save':
      return {
        type: 'submit' as const,
        form: formId,
        isPending: facts.saving || facts.savePressed === true,
      };
    case 'requestConsent':
      return { onPress: consent.request, isPending: consent.inFlight };
    case 'generateForms':
      return { onPress: forms.generate, isPending: facts.generating !== null };
    case 'downloadForms':
      return { onPress: forms.download, isPending: facts.opening };
  }
}
