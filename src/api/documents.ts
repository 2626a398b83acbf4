/**
 * Documents: the mandate letter from the report service, the upload to the document store, and
 * the download of a stored form (docs/behaviour.md#application-list).
 */
import { useMutation } from '@tanstack/react-query';
import {
  reportRequestSchema,
  taxonomySchema,
  uploadResponseSchema,
  type ReportRequest,
  type Taxonomy,
  type UploadResponse,
} from './contract';
import { url } from './endpoints';
import { requestBlob, requestJson, validRequest, type ApiError, type CallOptions } from './http';
import type { MutationHookOptions } from './query-config';
import { callConfig } from './request';

/** Letters take longer to render than a data call. */
export const REPORT_TIMEOUT_MS = 60_000;

/** A stored document's bytes. */
export async function fetchDocument(fileNetId: string, options?: CallOptions): Promise<Blob> {
  return requestBlob({ ...callConfig(options), url: url('document', { fileNetId }) });
}

/** The mandate letter (PDF bytes) for a report request. */
export async function generateReport(report: ReportRequest, options?: CallOptions): Promise<Blob> {
  const target = url('report');
  return requestBlob({
    timeout: REPORT_TIMEOUT_MS,
    ...callConfig(options),
    method: 'POST',
    url: target,
    data: validRequest(reportRequestSchema, report, `POST ${target}`),
  });
}

export interface UploadInput {
  file: Blob;
  fileName: string;
  taxonomy: Taxonomy;
}

/** Multipart: `file` and `taxonomy` (a JSON string). Answers with `ecmDocumentId` (in braces). */
export async function uploadDocument(
  { file, fileName, taxonomy }: UploadInput,
  options?: CallOptions,
): Promise<UploadResponse> {
  const target = url('upload');
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('taxonomy', JSON.stringify(validRequest(taxonomySchema, taxonomy, `POST ${target}`)));
  return requestJson(
    { timeout: REPORT_TIMEOUT_MS, ...callConfig(options), method: 'POST', url: target, data: form },
    uploadResponseSchema,
  );
}

/**
 * Download Forms' call: the stored document's bytes. Showing them (a new window) is the UI's
 * part: features/applications' `useDownloadForms`.
 */
export function useDownloadDocument({ mutationConfig }: MutationHookOptions<Blob, string> = {}) {
  return useMutation<Blob, ApiError, string>({
    ...mutationConfig,
    mutationFn: (fileNetId: string) => fetchDocument(fileNetId),
  });
}
