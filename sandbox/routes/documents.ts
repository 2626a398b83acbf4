import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { taxonomySchema } from '../../src/api/contract.ts';
import { routes } from '../../src/api/endpoints.ts';
import { callerOf } from '../lib/auth.ts';
import { safeFileName } from '../lib/file-names.ts';
import { HttpError, parseOr400 } from '../lib/http-errors.ts';
import type { SandboxContext } from '../server.ts';

const PDF_MAGIC = Buffer.from('%PDF-');
const uploadSchema = z.object({ taxonomy: taxonomySchema });

/** A malformed multipart body (no boundary, unterminated, garbage) is the client's fault: 400. */
async function readUpload(request: FastifyRequest) {
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw error;
    throw new HttpError(400, `Malformed multipart body: ${(error as Error).message}`, [
      { path: 'file', message: 'Send multipart/form-data with file and taxonomy' },
    ]);
  }
}

async function readParts(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new HttpError(415, 'Send multipart/form-data with file and taxonomy');
  let file: Buffer | undefined;
  let taxonomy: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = bytes;
      else if (part.fieldname === 'taxonomy') taxonomy = bytes.toString('utf8');
      else throw new HttpError(400, `Unexpected file field '${part.fieldname}'`);
    } else if (part.fieldname === 'taxonomy') {
      taxonomy = String(part.value);
    }
  }
  return { file, taxonomy };
}

/** The document store: upload a mandate, fetch it back by its id. */
export function documentRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post(routes.upload, async (request) => {
    const { file, taxonomy } = await readUpload(request);
    const issues = [];
    if (!file || file.length === 0) issues.push({ path: 'file', message: 'Required: a PDF file' });
    else if (!file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      issues.push({ path: 'file', message: 'Must be a PDF (starts with %PDF-)' });
    }
    let parsedTaxonomy: unknown;
    if (taxonomy === undefined)
      issues.push({ path: 'taxonomy', message: 'Required: a JSON string' });
    else {
      try {
        parsedTaxonomy = JSON.parse(taxonomy);
      } catch {
        issues.push({ path: 'taxonomy', message: 'Must be JSON' });
      }
    }
    if (issues.length) throw new HttpError(400, 'Invalid upload', issues);
    const { taxonomy: valid } = parseOr400(uploadSchema, { taxonomy: parsedTaxonomy }, 'upload');
    const document = ctx.documents.save(file!, valid, callerOf(request).employeeNumber);
    return { ecmDocumentId: `{${document.id}}` };
  });

  app.get<{ Params: { fileNetId: string } }>(routes.document, (request, reply) => {
    const document = ctx.documents.find(request.params.fileNetId);
    if (!document) throw new HttpError(404, `No document ${request.params.fileNetId}`);
    const plan = document.planId ? ctx.plans.findById(document.planId) : undefined;
    const caller = callerOf(request).employeeNumber;
    if (document.uploadedBy !== caller && plan?.employeeNumber !== caller) {
      throw new HttpError(403, 'That document belongs to another adviser');
    }
    const policy = plan?.policyNumber ?? document.contractReference[0]?.trim() ?? 'document';
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `inline; filename="${safeFileName(`${policy}-${document.documentKey}`, 'document')}"`,
      )
      .send(ctx.documents.read(document));
  });
}
