/** The flat form ↔ the nested plan (docs/behaviour.md#data-model). */
import type { Plan, PlanPayload } from '../../../api';
import { buildPlanPayload, planFields, type agentDetailsFor } from '../../../domain';
import { parseDateInput, toApiDate } from '../../../lib/dates';
import { canonicalPremium, type ConsentFormValues, type ValidConsentForm } from './schema';

/** The signed-in adviser; branch and region are the intermediary's department and location. */
export type AgentInfo = Parameters<typeof agentDetailsFor>[0];

const apiDateOrNull = (date: ValidConsentForm['stopOrderDate']) => (date ? toApiDate(date) : null);

/** The payload create and update send, from a valid form and the signed-in adviser. */
export const formToPlan = (form: ValidConsentForm, agent: AgentInfo): PlanPayload =>
  buildPlanPayload(
    {
      ...form,
      startDate: toApiDate(form.startDate),
      birthDate: toApiDate(form.birthDate),
      totalPremium: canonicalPremium(form.totalPremium),
      stopOrderDate: apiDateOrNull(form.stopOrderDate),
      debitOrderDate: apiDateOrNull(form.debitOrderDate),
    },
    agent,
  );

/** The form filled from a loaded plan (edit mode and Reset). */
export function planToForm(plan: Plan | PlanPayload): ConsentFormValues {
  const fields = planFields(plan);
  return {
    ...fields,
    startDate: parseDateInput(fields.startDate),
    birthDate: parseDateInput(fields.birthDate),
    stopOrderDate: parseDateInput(fields.stopOrderDate),
    debitOrderDate: parseDateInput(fields.debitOrderDate),
  };
}
