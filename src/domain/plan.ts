import type { PlanPayload } from '../api/contract';
import { agentDetailsFor } from './agent';

/** A plan's own values, flat and named as the consent form names them; dates in the API's form. */
export function planFields(plan: PlanPayload) {
  const { clientInfo: client, policyInfo: policy } = plan;
  const stop = plan.stopOrderDetails;
  const debit = plan.debitOrderDetails;
  return {
    policyNumber: plan.policyNumber,
    appType: policy.applicationType,
    paymentMethod: plan.paymentMethodType,
    startDate: policy.startDate,
    schemeCode: policy.schemeCode,
    totalPremium: policy.premium,
    firstName: client.name,
    initial: client.initial,
    surname: client.surname,
    idNumber: client.registrationDetails.identificationNumber,
    birthDate: client.dateOfBirth,
    cellNumber: client.contactDetails.cellNumber,
    addressLineOne: client.addressDetails.addressLine1,
    addressLineTwo: client.addressDetails.addressLine2,
    agencyNumber: stop.agencyNumber,
    agencyDescription: stop.agencyName,
    emRefNumber: stop.empReferenceNumber,
    deductionCode: stop.deptCode,
    headOffice: stop.headOffice,
    stopOrderDate: stop.firstdeductionDate,
    bankName: debit.bankname,
    accountNumber: debit.accountNumber,
    accountType: debit.accountType,
    branchCode: debit.branchCode,
    debitOrderDate: debit.deductionDate,
    employerCode: debit.employerCode,
  };
}

/**
 * The nested plan with its fixed values (docs/behaviour.md#data-model), as the app saves it and
 * the demo world seeds it: `planFields`' inverse. Both payment groups travel as given; the service
 * checks only the chosen one.
 */
export function buildPlanPayload(
  fields: ReturnType<typeof planFields>,
  agent: Parameters<typeof agentDetailsFor>[0],
): PlanPayload {
  return {
    policyNumber: fields.policyNumber,
    fileNetId: '',
    clientInfo: {
      name: fields.firstName,
      initial: fields.initial,
      surname: fields.surname,
      dateOfBirth: fields.birthDate,
      contactDetails: { cellNumber: fields.cellNumber },
      roleOnPolicy: 'policyHolder',
      registrationDetails: {
        identificationNumber: fields.idNumber,
        identificationType: 'IdNumber',
        countryOfIssue: 'ZA',
      },
      addressDetails: {
        typeOfAddress: 'postal',
        addressLine1: fields.addressLineOne,
        addressLine2: fields.addressLineTwo,
      },
    },
    policyInfo: {
      policyNumber: fields.policyNumber,
      startDate: fields.startDate,
      applicationType: fields.appType,
      schemeCode: fields.schemeCode,
      premium: fields.totalPremium,
    },
    paymentMethodType: fields.paymentMethod,
    stopOrderDetails: {
      agencyName: fields.agencyDescription,
      agencyNumber: fields.agencyNumber,
      empReferenceNumber: fields.emRefNumber,
      headOffice: fields.headOffice,
      deptCode: fields.deductionCode,
      firstdeductionDate: fields.stopOrderDate,
    },
    debitOrderDetails: {
      bankname: fields.bankName,
      branchCode: fields.branchCode,
      accountNumber: fields.accountNumber,
      accountType: fields.accountType,
      deductionDate: fields.debitOrderDate,
      employerCode: fields.employerCode,
      frequency: 1,
    },
    agentDetails: agentDetailsFor(agent),
  };
}
