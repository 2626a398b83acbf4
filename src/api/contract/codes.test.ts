import { describe, expect, it } from 'vitest';
import { MANDATE_CODES, reportRequestSchema, taxonomySchema } from '../contract';
import { debitOrderReport, stopOrderReport, stopOrderTaxonomy } from '../mocks';

/**
 * The letter and document codes as docs/behaviour.md#mandate-documents writes them, typed here by
 * hand: the report service and the document store know no others.
 */
describe('mandate codes', () => {
  it('are MRSTOPOR / MINESO for a stop order and MRBNKMANDTE / MANDATE for a debit order', () => {
    expect(MANDATE_CODES).toEqual({
      'Stop Order': { letterName: 'MRSTOPOR', documentKey: 'MINESO' },
      'Debit Order': { letterName: 'MRBNKMANDTE', documentKey: 'MANDATE' },
    });
  });

  it('are the only codes a report request and a taxonomy may carry', () => {
    const record = (LetterName: string, DocType: string) => ({
      ...stopOrderReport,
      record: { ...stopOrderReport.record, LetterName, DocType },
    });
    expect(reportRequestSchema.safeParse(record('MRSTOPOR', 'MINESO')).success).toBe(true);
    expect(reportRequestSchema.safeParse(debitOrderReport).success).toBe(true);
    expect(debitOrderReport.record).toMatchObject({
      LetterName: 'MRBNKMANDTE',
      DocType: 'MANDATE',
    });
    expect(reportRequestSchema.safeParse(record('MRSTOPORT', 'MINESO')).success).toBe(false);
    expect(reportRequestSchema.safeParse(record('MRSTOPOR', 'MANDATE')).success).toBe(false);
    for (const key of ['MINESO', 'MANDATE']) {
      expect(taxonomySchema.safeParse({ ...stopOrderTaxonomy, document_key: key }).success).toBe(
        true,
      );
    }
    expect(
      taxonomySchema.safeParse({ ...stopOrderTaxonomy, document_key: 'MANDATES' }).success,
    ).toBe(false);
  });
});
