import type { PlanPayload } from '../api/contract';
import { agentDetailsFor } from './agent';

type Stop = PlanPayload['stopOrderDetails'];
type Debit = PlanPayload['debitOrderDetails'];

/** A plan's own values, flat and named as the consent form names them; dates in the API's form. */
interface PlanFields {
  policyNumber: string;
  appType: PlanPayload['policyInfo']['applicationType'];
  paymentMethod: PlanPayload['paymentMethodType'];
  startDate: string;
  schemeCode: string;
  totalPremium: string;
  firstName: string;
  initial: string;
  surname: string;
  idNumber: string;
  birthDate: string;
  cellNumber: string;
  addressLineOne: string;
  addressLineTwo: string;
  agencyNumber: string;
  agencyDescription: string;
  emRefNumber: string;
  deductionCode: string;
  headOffice: string;
  stopOrderDate: Stop['firstdeductionDate'];
  bankName: string;
  accountNumber: string;
  accountType: Debit['accountType'];
  branchCode: string;
  debitOrderDate: Debit['deductionDate'];
  employerCode: string;
}

/**
 * The nested plan with its fixed values (docs/behaviour.md#data-model), as the app saves it and
 * the demo world seeds it. Both payment groups travel as given; the service checks only the chosen one.
 */
export function buildPlanPayload(
  fields: PlanFields,
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
