/** The flat form ↔ the nested plan (docs/behaviour.md#data-model). */
import type { Plan, PlanPayload } from '../../../api';
import { buildPlanPayload, type agentDetailsFor } from '../../../domain';
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
  const { clientInfo: client, policyInfo: policy } = plan;
  const stop = plan.stopOrderDetails;
  const debit = plan.debitOrderDetails;
  return {
    policyNumber: plan.policyNumber,
    appType: policy.applicationType,
    paymentMethod: plan.paymentMethodType,
    startDate: parseDateInput(policy.startDate),
    schemeCode: policy.schemeCode,
    totalPremium: policy.premium,
    firstName: client.name,
    initial: client.initial,
    surname: client.surname,
    idNumber: client.registrationDetails.identificationNumber,
    birthDate: parseDateInput(client.dateOfBirth),
    cellNumber: client.contactDetails.cellNumber,
    addressLineOne: client.addressDetails.addressLine1,
    addressLineTwo: client.addressDetails.addressLine2,
    agencyNumber: stop.agencyNumber,
    agencyDescription: stop.agencyName,
    emRefNumber: stop.empReferenceNumber,
    deductionCode: stop.deptCode,
    headOffice: stop.headOffice,
    stopOrderDate: parseDateInput(stop.firstdeductionDate),
    bankName: debit.bankname,
    accountNumber: debit.accountNumber,
    accountType: debit.accountType,
    branchCode: debit.branchCode,
    debitOrderDate: parseDateInput(debit.deductionDate),
    employerCode: debit.employerCode,
  };
}
