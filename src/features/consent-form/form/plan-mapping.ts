/**
 * The flat form ↔ the nested plan with its fixed values (docs/behaviour.md#data-model). Both
 * payment groups travel as entered; the service checks only the chosen one.
 */
import type { Plan, PlanPayload } from '../../../api';
import { agentDetailsFor } from '../../../domain';
import { parseDateInput, toApiDate } from '../../../lib/dates';
import { canonicalPremium, type ConsentFormValues, type ValidConsentForm } from './schema';

/** The signed-in adviser; branch and region are the intermediary's department and location. */
export type AgentInfo = Parameters<typeof agentDetailsFor>[0];

const apiDateOrNull = (date: ValidConsentForm['stopOrderDate']) => (date ? toApiDate(date) : null);

/** The payload create and update send, from a valid form and the signed-in adviser. */
export function formToPlan(form: ValidConsentForm, agent: AgentInfo): PlanPayload {
  return {
    policyNumber: form.policyNumber,
    fileNetId: '',
    clientInfo: {
      name: form.firstName,
      initial: form.initial,
      surname: form.surname,
      dateOfBirth: toApiDate(form.birthDate),
      contactDetails: { cellNumber: form.cellNumber },
      roleOnPolicy: 'policyHolder',
      registrationDetails: {
        identificationNumber: form.idNumber,
        identificationType: 'IdNumber',
        countryOfIssue: 'ZA',
      },
      addressDetails: {
        typeOfAddress: 'postal',
        addressLine1: form.addressLineOne,
        addressLine2: form.addressLineTwo,
      },
    },
    policyInfo: {
      policyNumber: form.policyNumber,
      startDate: toApiDate(form.startDate),
      applicationType: form.appType,
      schemeCode: form.schemeCode,
      premium: canonicalPremium(form.totalPremium),
    },
    paymentMethodType: form.paymentMethod,
    stopOrderDetails: {
      agencyName: form.agencyDescription,
      agencyNumber: form.agencyNumber,
      empReferenceNumber: form.emRefNumber,
      headOffice: form.headOffice,
      deptCode: form.deductionCode,
      firstdeductionDate: apiDateOrNull(form.stopOrderDate),
    },
    debitOrderDetails: {
      bankname: form.bankName,
      branchCode: form.branchCode,
      accountNumber: form.accountNumber,
      accountType: form.accountType,
      deductionDate: apiDateOrNull(form.debitOrderDate),
      employerCode: form.employerCode,
      frequency: 1,
    },
    agentDetails: agentDetailsFor(agent),
  };
}

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
