import { describe, expect, it } from 'vitest';
import { reportRequestSchema, taxonomySchema } from '../../api';
import { debitOrderPlan, stopOrderPlan, stopOrderReport } from '../../api/mocks';
import { buildJobId, buildReportRequest, buildTaxonomy } from './report-request';

const now = new Date('2026-11-23T10:15:30.123Z');

describe('buildReportRequest', () => {
  it('builds the stop-order authority (MRSTOPOR / MINESO) without billing', () => {
    const report = buildReportRequest(stopOrderPlan, now);
    expect(reportRequestSchema.parse(report)).toEqual(report);
    // The fixture is the letter this plan makes; only the job id and the consent date differ.
    expect(report).toEqual({
      ...stopOrderReport,
      record: { ...stopOrderReport.record, JobId: buildJobId('MFP00012345', now) },
      clientInfo: [
        {
          ...stopOrderReport.clientInfo[0],
          consentText: 'electronically applied on 23/11/2026 using cell Number 0821234567',
        },
      ],
    });
    expect(report.billing).toBeUndefined();
  });

  it('builds the bank mandate (MRBNKMANDTE / MANDATE) with its billing record', () => {
    const report = buildReportRequest(debitOrderPlan, now, new Date('2026-11-20T08:00:00Z'));
    expect(reportRequestSchema.safeParse(report).success).toBe(true);
    expect(report.record).toMatchObject({ LetterName: 'MRBNKMANDTE', DocType: 'MANDATE' });
    expect(report.fileName).toBe('MFP00012346_MANDATE.pdf');
    expect(report.clientInfo[0]).toMatchObject({
      agencyName: '',
      empReferenceNumber: '',
      firstDeductionDate: '01/03/2025',
      deductionMonth: '03/2025',
      consentText: 'electronically applied on 20/11/2026 using cell Number 0834567890',
    });
    expect(report.billing).toEqual([
      {
        bankName: 'Standard Bank',
        branchCode: '051001',
        accountNumber: '1234567890',
        accountType: 'Savings',
        deductionDay: '01',
        firstDeductionDate: '20250301',
        premium: '245.50',
        contractReference: 'MFP00012346',
      },
    ]);
  });

  it('gives every request its own job id', () => {
    const later = new Date(now.getTime() + 1);
    expect(buildReportRequest(stopOrderPlan, now).record.JobId).not.toBe(
      buildReportRequest(stopOrderPlan, later).record.JobId,
    );
    expect(buildJobId('P1', now)).toMatch(/^P1-[0-9A-Z]+$/);
  });

  it('refuses a plan without its first deduction date rather than inventing one', () => {
    const plan = {
      ...stopOrderPlan,
      stopOrderDetails: { ...stopOrderPlan.stopOrderDetails, firstdeductionDate: null },
    };
    expect(() => buildReportRequest(plan, now)).toThrow('first deduction date');
  });
});

describe('buildTaxonomy', () => {
  it('names the document key by payment method and the contract reference of the policy', () => {
    const stop = buildTaxonomy({ policyNumber: 'MFP00000012345', paymentMethodType: 'Stop Order' });
    expect(taxonomySchema.parse(stop)).toEqual({
      document_key: 'MINESO',
      division: 'Meridian Retail',
      user: 'MetRetailFilenet',
      department: 'Sales',
      extension: 'pdf',
      mime_type: 'application/pdf',
      contract_reference: ['00000012345'],
    });
    const bank = buildTaxonomy(
      { policyNumber: '1000234567', paymentMethodType: 'Debit Order' },
      'Acme',
    );
    expect(bank).toMatchObject({
      document_key: 'MANDATE',
      division: 'Acme Retail',
      contract_reference: [' 1000234567'],
    });
  });
});
