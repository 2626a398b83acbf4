import type { FastifyInstance } from 'fastify';
import { MANDATE_CODES, RESPONSE_ACCEPT, reportRequestSchema } from '../../src/api/contract.ts';
import type { PlanPayload, ReportRequest } from '../../src/api/contract.ts';
import { normaliseCell } from '../lib/cell.ts';
import { routes } from '../../src/api/endpoints.ts';
import { safeFileName } from '../lib/file-names.ts';
import { HttpError, parseOr400 } from '../lib/http-errors.ts';
import { ownedPlan } from '../lib/plan-access.ts';
import { renderMandate } from '../pdf/mandate.ts';
import type { SandboxContext } from '../server.ts';

/**
 * Where a report request differs from the stored plan: the mandate must show what the client
 * consented to (docs/behaviour.md#sandbox).
 */
function differencesFromPlan(report: ReportRequest, plan: PlanPayload): string[] {
  const client = report.clientInfo[0];
  const owner = plan.clientInfo;
  const sameMoney = (a: string, b: string) => Number(a) === Number(b);
  const checks: Array<[string, boolean]> = [
    [
      'record.LetterName',
      report.record.LetterName === MANDATE_CODES[plan.paymentMethodType].letterName,
    ],
    ['clientInfo.0.paymentMethod', client.paymentMethod === plan.paymentMethodType],
    ['clientInfo.0.name', client.name === owner.name],
    ['clientInfo.0.surname', client.surname === owner.surname],
    ['clientInfo.0.idNumber', client.idNumber === owner.registrationDetails.identificationNumber],
    [
      'clientInfo.0.cellNumber',
      normaliseCell(client.cellNumber) === normaliseCell(owner.contactDetails.cellNumber),
    ],
    ['clientInfo.0.premium', sameMoney(client.premium, plan.policyInfo.premium)],
  ];
  const billing = report.billing?.[0];
  if (billing) {
    const bank = plan.debitOrderDetails;
    checks.push(
      ['billing.0.bankName', billing.bankName === bank.bankname],
      ['billing.0.branchCode', billing.branchCode === bank.branchCode],
      ['billing.0.accountNumber', billing.accountNumber === bank.accountNumber],
      ['billing.0.accountType', billing.accountType === bank.accountType],
      ['billing.0.premium', sameMoney(billing.premium, plan.policyInfo.premium)],
    );
  }
  return checks.filter(([, same]) => !same).map(([path]) => path);
}

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
    const mismatches = differencesFromPlan(report, plan.payload);
    if (mismatches.length) {
      throw new HttpError(
        409,
        'The report request does not match the stored plan: build it from the plan loaded by _id',
        mismatches.map((path) => ({ path, message: 'Does not match the stored plan' })),
      );
    }
    const consent = ctx.acceptedConsent(plan.id);
    if (!consent) {
      throw new HttpError(
        409,
        `Policy ${policyNumber} has no accepted consent: no mandate can be issued`,
      );
    }
    const pdf = await renderMandate({
      report,
      evidence: { ...consent, responseOption: RESPONSE_ACCEPT },
      adviser: plan.payload.agentDetails,
    });
    ctx.documents.recordIssued(plan.id, pdf);
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `inline; filename="${safeFileName(report.fileName, `${policyNumber}-${report.record.DocType}`)}"`,
      )
      .send(Buffer.from(pdf));
  });
}
