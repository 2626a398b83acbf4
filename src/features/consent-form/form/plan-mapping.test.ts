import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { planPayloadSchema } from '../../../api';
import { debitOrderPlan, stopOrderPlan } from '../../../api/mocks/fixtures';
import { formToPlan, planToForm, type AgentInfo } from './plan-mapping';
import { consentFormSchema, emptyConsentForm, type ConsentFormValues } from './schema';

const agent: AgentInfo = {
  userName: 'tnkosi',
  employeeNumber: '1004521',
  branch: 'Durban Central',
  region: 'KwaZulu-Natal',
};

const form: ConsentFormValues = {
  ...emptyConsentForm(),
  policyNumber: 'FN10023461',
  appType: 'New business',
  paymentMethod: 'Stop Order',
  startDate: new CalendarDate(2026, 4, 1),
  schemeCode: 'GOVSO',
  totalPremium: '165',
  firstName: 'Bongani',
  initial: 'B',
  surname: 'Mthembu',
  idNumber: '8309195190084',
  birthDate: new CalendarDate(1983, 9, 19),
  cellNumber: '0763218899',
  addressLineOne: '22 Musgrave Road',
  addressLineTwo: 'Durban 4001',
  agencyNumber: '220310',
  agencyDescription: 'South African Police Service',
  emRefNumber: 'PERSAL83091951',
  deductionCode: 'DC5190',
  headOffice: '',
  stopOrderDate: new CalendarDate(2026, 4, 1),
};

const toPlan = (values: ConsentFormValues) => formToPlan(consentFormSchema.parse(values), agent);

describe('formToPlan', () => {
  it('gives a payload the contract accepts', () => {
    expect(planPayloadSchema.safeParse(toPlan(form)).success).toBe(true);
  });

  it('sets the fixed values of docs/behaviour.md#constants', () => {
    const plan = toPlan(form);
    expect(plan.fileNetId).toBe('');
    expect(plan.clientInfo.roleOnPolicy).toBe('policyHolder');
    expect(plan.clientInfo.registrationDetails).toMatchObject({
      identificationType: 'IdNumber',
      countryOfIssue: 'ZA',
    });
    expect(plan.clientInfo.addressDetails.typeOfAddress).toBe('postal');
    expect(plan.debitOrderDetails.frequency).toBe(1);
  });

  it('attaches the adviser, with the commission number equal to the employee number', () => {
    expect(toPlan(form).agentDetails).toEqual({ ...agent, commisionNo: '1004521' });
  });

  it('sends dates as UTC midnight of the picked day', () => {
    const plan = toPlan(form);
    expect(plan.policyInfo.startDate).toBe('2026-04-01T00:00:00.000Z');
    expect(plan.clientInfo.dateOfBirth).toBe('1983-09-19T00:00:00.000Z');
    expect(plan.stopOrderDetails.firstdeductionDate).toBe('2026-04-01T00:00:00.000Z');
    expect(plan.debitOrderDetails.deductionDate).toBeNull();
  });

  it('copies the policy number into policyInfo', () => {
    expect(toPlan(form).policyInfo.policyNumber).toBe('FN10023461');
  });

  it("sends a canonical premium: '.5' as '0.5', '10.' as '10'", () => {
    expect(toPlan({ ...form, totalPremium: '.5' }).policyInfo.premium).toBe('0.5');
    expect(toPlan({ ...form, totalPremium: '10.' }).policyInfo.premium).toBe('10');
    expect(planPayloadSchema.safeParse(toPlan({ ...form, totalPremium: '10.' })).success).toBe(
      true,
    );
  });

  it('maps the stop-order group to the plan names', () => {
    expect(toPlan(form).stopOrderDetails).toEqual({
      agencyName: 'South African Police Service',
      agencyNumber: '220310',
      empReferenceNumber: 'PERSAL83091951',
      headOffice: '',
      deptCode: 'DC5190',
      firstdeductionDate: '2026-04-01T00:00:00.000Z',
    });
  });

  it('maps the debit-order group to the plan names', () => {
    const debit = toPlan({
      ...form,
      paymentMethod: 'Debit Order',
      bankName: 'Standard Bank',
      accountNumber: '1234567890',
      accountType: 'Savings',
      branchCode: '051001',
      debitOrderDate: new CalendarDate(2025, 3, 1),
      employerCode: 'EMP778',
    });
    expect(debit.paymentMethodType).toBe('Debit Order');
    expect(debit.debitOrderDetails).toEqual({
      bankname: 'Standard Bank',
      branchCode: '051001',
      accountNumber: '1234567890',
      accountType: 'Savings',
      deductionDate: '2025-03-01T00:00:00.000Z',
      employerCode: 'EMP778',
      frequency: 1,
    });
  });

  it('sends trimmed text', () => {
    expect(toPlan({ ...form, surname: ' Mthembu  ' }).clientInfo.surname).toBe('Mthembu');
  });
});

describe('planToForm', () => {
  it('fills the form from a loaded stop-order plan', () => {
    expect(planToForm(stopOrderPlan)).toEqual(form);
  });

  it('fills the form from a loaded debit-order plan', () => {
    const values = planToForm(debitOrderPlan);
    expect(values).toMatchObject({
      paymentMethod: 'Debit Order',
      bankName: 'Standard Bank',
      accountType: 'Current',
      debitOrderDate: new CalendarDate(2026, 4, 25),
      stopOrderDate: null,
      totalPremium: '215.50',
    });
    expect(consentFormSchema.safeParse(values).success).toBe(true);
  });
});

describe('round trip', () => {
  it('form → plan → form gives back the same form', () => {
    expect(planToForm(toPlan(form))).toEqual(form);
  });

  it('plan → form → plan gives back the same payload', () => {
    const { _id: _id, createdAt: _c, updatedAt: _u, ...payload } = stopOrderPlan;
    expect(
      formToPlan(consentFormSchema.parse(planToForm(stopOrderPlan)), stopOrderPlan.agentDetails),
    ).toEqual(payload);
  });

  it('keeps a date on 29 February', () => {
    const leap = { ...form, birthDate: new CalendarDate(2000, 2, 29) };
    expect(planToForm(toPlan(leap)).birthDate).toEqual(new CalendarDate(2000, 2, 29));
  });
});
