import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TEXT_MAX } from '../../src/api/contract.ts';
import { HttpError, parseOr400 } from '../lib/http-errors.ts';
import { assertSameOrigin } from '../lib/origin.ts';
import { handsetPage } from '../pages/handset-page.ts';
import type { SandboxContext } from '../server.ts';
import { HANDSET_OPTIONS } from '../verifier/ussd-gateway.ts';

// A handset sees only its own number's prompts: the number is required.
const promptsQuerySchema = z.object({ cell: z.string().trim().min(1).max(TEXT_MAX.cellNumber) });
const answerSchema = z.object({ option: z.enum(HANDSET_OPTIONS) });

/** The handset simulator: the client's phone, as a page and as JSON for scripts and tests. */
export function handsetRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/sandbox/handset', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(handsetPage({ ussdTimeoutS: ctx.options.ussdTimeoutS, auto: ctx.options.auto })),
  );

  app.get('/sandbox/handset/api/prompts', (request) => {
    const { cell } = parseOr400(promptsQuerySchema, request.query, 'query');
    return ctx.gateway.pendingPrompts(cell);
  });

  app.post<{ Params: { transactionId: string } }>(
    '/sandbox/handset/api/prompts/:transactionId/answer',
    { onRequest: assertSameOrigin(ctx.options.devOrigins) },
    (request) => {
      const { option } = parseOr400(answerSchema, request.body);
      const result = ctx.gateway.answer(request.params.transactionId, option);
      if (!result.ok && result.reason === 'unknown') {
        throw new HttpError(404, `No USSD prompt ${request.params.transactionId}`);
      }
      if (!result.ok) {
        const status = result.transaction?.status ?? 'finished';
        throw new HttpError(409, `The USSD session has already ended (${status})`);
      }
      const t = result.transaction;
      return {
        transactionId: t.transactionId,
        status: t.status,
        responseOption: t.responseOption,
        ussdMessage: t.ussdMessage,
      };
    },
  );
}
