/** Generate Forms, with its step, and Download Forms (docs/behaviour.md#mandate-documents). */
import { useState } from 'react';
import type { Plan } from '../../../api';
import { useGenerateForms, useOpenDocument, type GenerateStep } from '../../mandate';

export function useMandate(
  plan: Plan | undefined,
  /** When the client accepted: the mandate's consent text carries this date. */
  consentedAt: Date | undefined,
) {
  // The step Generate Forms reports as it begins each one; it counts only while the mutation runs.
  const [step, setStep] = useState<GenerateStep>('plan');
  const generate = useGenerateForms({ onStep: setStep });
  const download = useOpenDocument();
  return {
    generating: generate.isPending ? step : null,
    opening: download.openingId !== undefined,
    generateForms: () => {
      if (!plan) return;
      setStep('plan');
      generate.mutate({ planReference: plan._id, consentedAt });
    },
    downloadForms: () => plan?.fileNetId && download.open(plan.fileNetId),
  };
}
