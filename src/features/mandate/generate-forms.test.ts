import { describe, expect, it, vi } from 'vitest';
import { ApiError, reportRequestSchema, taxonomySchema } from '../../api';
import { debitOrderPlan } from '../../api/mocks';
import {
  GenerateFormsError,
  describeGenerateFailure,
  generateForms,
  type GenerateFormsDeps,
} from './generate-forms';

const http = (status: number) => new ApiError({ status, message: `HTTP ${status}`, kind: 'http' });

function deps(overrides: Partial<GenerateFormsDeps> = {}) {
  const spies = {
    fetchPlanByReference: vi.fn<GenerateFormsDeps['fetchPlanByReference']>(() =>
      Promise.resolve(debitOrderPlan),
    ),
    generateReport: vi.fn<GenerateFormsDeps['generateReport']>(() =>
      Promise.resolve(new Blob(['%PDF-1.7'])),
    ),
    uploadDocument: vi.fn<GenerateFormsDeps['uploadDocument']>(() =>
      Promise.resolve({ ecmDocumentId: ' {AB-12} ' }),
    ),
    updateFileNetId: vi.fn<GenerateFormsDeps['updateFileNetId']>(() => Promise.resolve({})),
  };
  return { spies, deps: { ...spies, now: () => new Date('2026-11-23T10:00:00Z'), ...overrides } };
}

describe('generateForms', () => {
  it('loads the plan by _id, generates, uploads with the taxonomy and attaches the cleaned id', async () => {
    const { spies: d, deps: all } = deps();
    await expect(generateForms(debitOrderPlan._id, all)).resolves.toEqual({
      policyNumber: 'FN10023457',
      fileNetId: 'AB-12',
    });
    expect(d.fetchPlanByReference).toHaveBeenCalledWith(debitOrderPlan._id);
    const report = d.generateReport.mock.calls[0][0];
    expect(reportRequestSchema.safeParse(report).success).toBe(true);
    const upload = d.uploadDocument.mock.calls[0][0];
    expect(upload.fileName).toBe('FN10023457_MANDATE.pdf');
    expect(taxonomySchema.parse(upload.taxonomy).document_key).toBe('MANDATE');
    expect(d.updateFileNetId).toHaveBeenCalledWith('FN10023457', 'AB-12');
  });

  it('accepts the file reference as data._id too', async () => {
    const { deps: d } = deps({
      uploadDocument: () => Promise.resolve({ data: { _id: '{CD-34}' } }),
    });
    await expect(generateForms('x', d)).resolves.toMatchObject({ fileNetId: 'CD-34' });
  });

  it('tells the steps apart when they fail', async () => {
    const cases: Array<[Partial<GenerateFormsDeps>, string]> = [
      [{ fetchPlanByReference: () => Promise.reject(http(404)) }, 'plan'],
      [{ generateReport: () => Promise.reject(http(409)) }, 'report'],
      [{ uploadDocument: () => Promise.reject(http(413)) }, 'upload'],
      [{ uploadDocument: () => Promise.resolve({ ecmDocumentId: '{ }' }) }, 'upload'],
      [{ updateFileNetId: () => Promise.reject(http(409)) }, 'attach'],
    ];
    for (const [override, stepName] of cases) {
      await expect(generateForms('x', deps(override).deps)).rejects.toMatchObject({
        step: stepName,
      });
    }
  });

  it('does not upload or attach after a failed report', async () => {
    const { spies: d, deps: all } = deps({ generateReport: () => Promise.reject(http(500)) });
    await expect(generateForms('x', all)).rejects.toBeInstanceOf(GenerateFormsError);
    expect(d.uploadDocument).not.toHaveBeenCalled();
    expect(d.updateFileNetId).not.toHaveBeenCalled();
  });
});

describe('describeGenerateFailure', () => {
  it("report (and plan) failures are 'Error: {status}'", () => {
    expect(describeGenerateFailure(new GenerateFormsError('report', http(409)))).toBe('Error: 409');
    expect(describeGenerateFailure(new GenerateFormsError('plan', http(404)))).toBe('Error: 404');
  });

  it("upload and attach failures are 'Error uploading document'", () => {
    expect(describeGenerateFailure(new GenerateFormsError('upload', http(500)))).toBe(
      'Error uploading document',
    );
    expect(describeGenerateFailure(new GenerateFormsError('attach', http(409)))).toBe(
      'Error uploading document',
    );
  });

  it('a failure without a status says what happened', () => {
    const noAnswer = new ApiError({
      status: 0,
      message: 'Network error: POST /r',
      kind: 'network',
    });
    expect(describeGenerateFailure(new GenerateFormsError('report', noAnswer))).toBe(
      'Error: Network error: POST /r',
    );
  });
});
