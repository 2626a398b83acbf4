import type { FastifyInstance } from 'fastify';
import { reportRequestSchema } from '../../src/api/contract.ts';
import { routes } from '../../src/api/endpoints.ts';
import { safeFileName } from '../lib/file-names.ts';
import { HttpError, parseOr400 } from '../lib/http-errors.ts';
import { ownedPlan } from '../lib/plan-access.ts';
import { renderMandate } from '../pdf/mandate.ts';
import type { SandboxContext } from '../server.ts';

/** The letter service: the stop-order authority or the bank mandate as a real PDF. */
export function reportRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post(routes.report, async (request, reply) => {
    const report = parseOr400(reportRequestSchema, request.body);
    const policyNumber = report.record.PolicyNumber;
    report.clientInfo.forEach((client, index) => {
      if (client.policyNumber !== policyNumber) {
        throw new HttpError(400, 'Invalid request body', [
          { path: `clientInfo.${index}.policyNumber`, message: 'Must equal record.PolicyNumber' },
        ]);
      }
    });
    const plan = ownedPlan(ctx.plans, request, policyNumber);
    const consent = ctx.acceptedConsent(plan.id);
    if (!consent) {
      throw new HttpError(
        409,
        `Policy ${policyNumber} has no accepted consent: no mandate can be issued`,
      );
    }
    const pdf = await renderMandate({
      report,
      evidence: { ...consent, responseOption: 'ACCEPT' },
      adviser: plan.payload.agentDetails,
    });
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `inline; filename="${safeFileName(report.fileName, `${policyNumber}-${report.record.DocType}`)}"`,
      )
      .send(Buffer.from(pdf));
  });
}
