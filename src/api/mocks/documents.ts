/** Scenarios for the report service and the document store. */
import { HttpResponse } from 'msw';
import { reportRequestSchema, taxonomySchema } from '../contract';
import { tinyPdf, uploadResponse } from './fixtures';
import { errorResponse, param, readValid, scenarios } from './respond';

const pdf = (text: string) =>
  new HttpResponse(tinyPdf(text), { headers: { 'Content-Type': 'application/pdf' } });

export const documentMocks = scenarios('get', 'document', ({ params }) =>
  pdf(`Stored form ${param(params, 'fileNetId')}`),
);

export const reportMocks = scenarios('post', 'report', async ({ request }) => {
  const body = await readValid(request, reportRequestSchema);
  if ('failure' in body) return body.failure;
  return pdf(`${body.data.record.LetterName} for ${body.data.record.PolicyNumber}`);
});

/** Multipart: `file` (a PDF) and `taxonomy` (a JSON string matching the contract). */
export const uploadMocks = scenarios('post', 'upload', async ({ request }) => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return errorResponse(400, 'Expected multipart/form-data');
  }
  const file = form.get('file');
  const taxonomy = form.get('taxonomy');
  if (!(file instanceof Blob) || file.size === 0) return errorResponse(400, 'file is required');
  if (typeof taxonomy !== 'string') return errorResponse(400, 'taxonomy is required');
  let parsed: unknown;
  try {
    parsed = JSON.parse(taxonomy);
  } catch {
    return errorResponse(400, 'taxonomy is not JSON');
  }
  if (!taxonomySchema.safeParse(parsed).success) {
    return errorResponse(400, 'taxonomy does not match the contract');
  }
  return HttpResponse.json(uploadResponse);
});
