/** Documents: the mandate letter from the report service, its upload, and a stored form's bytes. */
import {
  fileReferenceAnswerSchema,
  reportRequestSchema,
  taxonomySchema,
  type FileReferenceAnswer,
  type ReportRequest,
  type Taxonomy,
} from './contract';
import { url } from './endpoints';
import { requestBlob, requestJson, validRequest, type CallOptions } from './http';
import { callConfig } from './request';

/** The document id inside either shape of the answer (still in braces when the store sent them). */
export function documentIdOf(answer: FileReferenceAnswer): string {
  return 'ecmDocumentId' in answer ? answer.ecmDocumentId : answer.data._id;
}

/** Letters take longer to render than a data call. */
const REPORT_TIMEOUT_MS = 60_000;

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

/** Multipart: `file` and `taxonomy` (a JSON string); `documentIdOf` reads either answer. */
export async function uploadDocument(
  { file, fileName, taxonomy }: UploadInput,
  options?: CallOptions,
): Promise<FileReferenceAnswer> {
  const target = url('upload');
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('taxonomy', JSON.stringify(validRequest(taxonomySchema, taxonomy, `POST ${target}`)));
  return requestJson(
    { timeout: REPORT_TIMEOUT_MS, ...callConfig(options), method: 'POST', url: target, data: form },
    fileReferenceAnswerSchema,
  );
}
