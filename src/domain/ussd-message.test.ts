import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { brand } from '../config/brand';
import { stopOrderPlan, debitOrderPlan } from '../api/mocks';
import {
  USSD_MESSAGE_MAX,
  buildConsentText,
  buildUssdMessage,
  buildUssdMessageForPlan,
} from './ussd-message';

const march1 = new CalendarDate(2025, 3, 1);

describe('buildUssdMessage', () => {
  it('builds the stop-order prompt with the last 8 characters of the employee reference', () => {
    expect(
      buildUssdMessage({
        paymentMethod: 'Stop Order',
        insurer: 'Meridian',
        premium: '150',
        policyNumber: 'MFP00012345',
        employeeRefNumber: 'PERSAL12345678',
        firstDeductionDate: new CalendarDate(2025, 2, 25),
      }),
    ).toBe(
      'Meridian to deduct R150 mnthly from salary for emp *12345678 for MFP00012345 from 02/2025',
    );
  });

  it('builds the debit-order prompt with DD MM/YYYY', () => {
    expect(
      buildUssdMessage({
        paymentMethod: 'Debit Order',
        insurer: 'Meridian',
        premium: '245.50',
        policyNumber: 'MFP00012346',
        firstDeductionDate: march1,
      }),
    ).toBe('Meridian to deduct R245.50 mnthly from bank account for MFP00012346 from 01 03/2025');
  });

  it('shows a short employee reference whole, without its surrounding spaces', () => {
    expect(
      buildUssdMessage({
        paymentMethod: 'Stop Order',
        insurer: 'Meridian',
        premium: '99.5',
        policyNumber: 'P1',
        employeeRefNumber: ' 4711 ',
        firstDeductionDate: new CalendarDate(2025, 12, 31),
      }),
    ).toBe('Meridian to deduct R99.5 mnthly from salary for emp *4711 for P1 from 12/2025');
  });

  it('ignores an employee reference on a debit order', () => {
    expect(
      buildUssdMessage({
        paymentMethod: 'Debit Order',
        insurer: 'X',
        premium: '1',
        policyNumber: 'P',
        employeeRefNumber: '12345678',
        firstDeductionDate: new CalendarDate(2024, 2, 29),
      }),
    ).toBe('X to deduct R1 mnthly from bank account for P from 29 02/2024');
  });

  it("takes the insurer's short name from the brand at the call site", () => {
    const message = buildUssdMessage({
      paymentMethod: 'Debit Order',
      insurer: brand.insurerShortName,
      premium: '150',
      policyNumber: 'MFP00012345',
      firstDeductionDate: march1,
    });
    expect(message.startsWith(`${brand.insurerShortName} to deduct R150`)).toBe(true);
    // A USSD prompt has about 160 characters.
    expect(message.length).toBeLessThanOrEqual(160);
  });
});

describe('buildConsentText', () => {
  it("is 'electronically applied on {date} using cell Number {cell}'", () => {
    expect(buildConsentText('20/01/2025', '0821234567')).toBe(
      'electronically applied on 20/01/2025 using cell Number 0821234567',
    );
  });
});

describe('buildUssdMessageForPlan', () => {
  it("builds the saved plan's prompt by its payment method", () => {
    expect(buildUssdMessageForPlan(stopOrderPlan)).toBe(
      'Meridian to deduct R165 mnthly from salary for emp *83091951 for FN10023461 from 04/2026',
    );
    expect(buildUssdMessageForPlan(debitOrderPlan)).toBe(
      'Meridian to deduct R215.50 mnthly from bank account for FN10023457 from 25 04/2026',
    );
  });

  it('is null without a first deduction date', () => {
    const plan = {
      ...stopOrderPlan,
      stopOrderDetails: { ...stopOrderPlan.stopOrderDetails, firstdeductionDate: null },
    };
    expect(buildUssdMessageForPlan(plan)).toBeNull();
  });

  it('the USSD limit is 182 characters', () => {
    expect(USSD_MESSAGE_MAX).toBe(182);
  });
});
