/**
 * Generate Forms (docs/behaviour.md#mandate-documents): load the plan, get the mandate PDF, upload
 * it, attach its document id. Each step's failure is told apart: the adviser hears different words.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentIdOf,
  fetchPlanByReference,
  generateReport,
  queryKeys,
  readAfterWrite,
  updateFileNetId,
  uploadDocument,
  type FileReferenceAnswer,
  type Plan,
  type ReportRequest,
  type UploadInput,
} from '../../api';
import { toast } from '../../components';
import { describeApiError } from '../consent';
import { cleanFileNetId } from './file-net-id';
import { buildReportRequest, buildTaxonomy } from './report-request';
import { DOCUMENT_UPLOADED, UPLOAD_FAILED } from './words';

export type GenerateStep = 'plan' | 'report' | 'upload' | 'attach';

/** A failure of one step of Generate Forms. */
export class GenerateFormsError extends Error {
  override readonly name = 'GenerateFormsError';
  constructor(
    readonly step: GenerateStep,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export interface GenerateFormsDeps {
  fetchPlanByReference: (planReference: string) => Promise<Plan>;
  generateReport: (report: ReportRequest) => Promise<Blob>;
  uploadDocument: (input: UploadInput) => Promise<FileReferenceAnswer>;
  updateFileNetId: (policyNumber: string, fileNetId: string) => Promise<unknown>;
  now?: () => Date;
  /** Told as each step begins, so the screen can say which one it is on. */
  onStep?: (step: GenerateStep) => void;
}

/** The whole flow; resolves with the attached document id. */
export async function generateForms(
  planReference: string,
  deps: GenerateFormsDeps,
  consentedAt?: Date,
): Promise<{ policyNumber: string; fileNetId: string }> {
  const step = async <T>(name: GenerateStep, run: () => Promise<T>): Promise<T> => {
    deps.onStep?.(name);
    try {
      return await run();
    } catch (error) {
      throw new GenerateFormsError(name, error);
    }
  };
  const plan = await step('plan', () => deps.fetchPlanByReference(planReference));
  const now = deps.now?.() ?? new Date();
  const report = await step('report', async () => {
    const request = buildReportRequest(plan, now, consentedAt);
    return { request, pdf: await deps.generateReport(request) };
  });
  const fileNetId = await step('upload', async () => {
    const answer = await deps.uploadDocument({
      file: report.pdf,
      fileName: report.request.fileName,
      taxonomy: buildTaxonomy(plan),
    });
    const id = cleanFileNetId(documentIdOf(answer));
    if (!id) throw new Error('The document store answered an empty document id');
    return id;
  });
  await step('attach', () => deps.updateFileNetId(plan.policyNumber, fileNetId));
  return { policyNumber: plan.policyNumber, fileNetId };
}

/** The toast for a failed step: the upload and the attach share one text. */
export function describeGenerateFailure(error: unknown): string {
  if (!(error instanceof GenerateFormsError)) return describeApiError(error);
  if (error.step === 'upload' || error.step === 'attach') return UPLOAD_FAILED;
  return describeApiError(error.cause);
}

/** Generate Forms for the details page: `mutate({ planReference, consentedAt? })`. */
export function useGenerateForms({ onStep }: Pick<GenerateFormsDeps, 'onStep'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planReference, consentedAt }: { planReference: string; consentedAt?: Date }) =>
      generateForms(
        planReference,
        { fetchPlanByReference, generateReport, uploadDocument, updateFileNetId, onStep },
        consentedAt,
      ),
    onSuccess: ({ policyNumber, fileNetId }) => {
      toast.success(DOCUMENT_UPLOADED);
      // The screen offers Download Forms at once; the reload confirms it.
      queryClient.setQueryData<Plan>(queryKeys.plan(policyNumber), (plan) =>
        plan ? { ...plan, fileNetId } : plan,
      );
      // The list now offers Download Forms for this plan.
      void readAfterWrite(queryClient, queryKeys.allApplications, queryKeys.plans);
    },
    onError: (error) => toast.error(describeGenerateFailure(error)),
  });
}
