import { describe, expect, it } from 'vitest';
import { reportRequestSchema, taxonomySchema } from '../../api';
import { debitOrderPlan, debitOrderReport, stopOrderPlan, stopOrderReport } from '../../api/mocks';
import { buildJobId, buildReportRequest, buildTaxonomy } from './report-request';

const now = new Date('2026-11-23T10:15:30.123Z');

describe('buildReportRequest', () => {
  it('builds the stop-order authority (MRSTOPOR / MINESO) without billing', () => {
    const report = buildReportRequest(stopOrderPlan, now);
    expect(reportRequestSchema.parse(report)).toEqual(report);
    // The fixture is the letter this plan makes; only the job id and the consent date differ.
    expect(report).toEqual({
      ...stopOrderReport,
      record: { ...stopOrderReport.record, JobId: buildJobId('FN10023461', now) },
      clientInfo: [
        {
          ...stopOrderReport.clientInfo[0],
          consentText: 'electronically applied on 23/11/2026 using cell Number 0763218899',
        },
      ],
    });
    expect(report.billing).toBeUndefined();
  });

  it('builds the bank mandate (MRBNKMANDTE / MANDATE) with its billing record', () => {
    const report = buildReportRequest(debitOrderPlan, now, new Date('2026-11-20T08:00:00Z'));
    expect(reportRequestSchema.safeParse(report).success).toBe(true);
    expect(report.record).toMatchObject({ LetterName: 'MRBNKMANDTE', DocType: 'MANDATE' });
    // The fixture is the letter this plan makes; only the job id and the consent date differ.
    expect(report).toEqual({
      ...debitOrderReport,
      record: { ...debitOrderReport.record, JobId: report.record.JobId },
      clientInfo: [
        {
          ...debitOrderReport.clientInfo[0],
          consentText: 'electronically applied on 20/11/2026 using cell Number 0837654321',
        },
      ],
    });
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
