import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ussdLogRecordSchema, ussdLogUpdateSchema } from '../../src/api/contract.ts';
import { routes } from '../../src/api/endpoints.ts';
import { assertOwner, callerOf } from '../lib/auth.ts';
import { HttpError, parseOr400 } from '../lib/http-errors.ts';
import { ownedPlan, ownedPlanByReference } from '../lib/plan-access.ts';
import type { SandboxContext } from '../server.ts';
import { responseContradicts } from '../verifier/ussd-gateway.ts';
import type { Transaction } from '../verifier/ussd-gateway.ts';

const ussdLogsQuerySchema = z.object({
  planReference: z.string().min(1),
  includeArchived: z.enum(['true', 'false']).optional(),
});

function refuseForgery(
  response: string | null | undefined,
  transactionId: string,
  record?: Transaction,
) {
  if (!responseContradicts(response, record)) return;
  const recorded = !record
    ? 'no USSD transaction with that id'
    : record.status === 'RESPONDED'
      ? `the answer ${record.responseOption}`
      : `status ${record.status}`;
  throw new HttpError(
    409,
    `Consent cannot be forged from a browser: response '${response}' contradicts the verifier's record for transaction ${transactionId} (${recorded})`,
  );
}

/** The client-written USSD log (docs/behaviour.md#service-calls), checked against the verifier's own record. */
export function ussdLogRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get<{ Params: { policyNumber: string } }>(routes.clientUssdLog, (request) => {
    const plan = ownedPlan(ctx.plans, request, request.params.policyNumber);
    return { data: ctx.logs.current(plan.id).map((l) => l.entry) };
  });

  app.get(routes.ussdLogs, (request) => {
    const query = parseOr400(ussdLogsQuerySchema, request.query, 'query');
    const plan = ownedPlanByReference(ctx.plans, request, query.planReference);
    const entries =
      query.includeArchived === 'true' ? ctx.logs.all(plan.id) : ctx.logs.current(plan.id);
    return { data: entries.map((l) => l.entry) };
  });

  app.post(routes.logUssd, (request, reply) => {
    const record = parseOr400(ussdLogRecordSchema, request.body);
    const plan = ownedPlanByReference(ctx.plans, request, record.planReference);
    const transaction = ctx.gateway.find(record.transactionId);
    if (transaction && transaction.employeeNumber !== callerOf(request).employeeNumber) {
      throw new HttpError(403, 'That USSD transaction was started by another adviser');
    }
    refuseForgery(record.response, record.transactionId, transaction);
    // Consent is bound to its plan and to the plan's terms when it was asked for.
    if (transaction?.planId && transaction.planId !== plan.id) {
      throw new HttpError(409, `Transaction ${record.transactionId} was started for another plan`);
    }
    if (transaction && transaction.createdAt < plan.termsUpdatedAt) {
      throw new HttpError(
        409,
        `Transaction ${record.transactionId} started before the plan was last changed: request consent again`,
      );
    }
    // Written once: a second create of the same transaction never overwrites the first.
    if (ctx.logs.findAnyByTransaction(record.transactionId)) {
      throw new HttpError(409, `Transaction ${record.transactionId} is already logged`);
    }
    // An update that came first (the calls crossed) left the answer: the create carries it.
    const early = ctx.pendingLogUpdates.take(record.transactionId);
    const written = early?.response ? { ...record, response: early.response } : record;
    const entry = ctx.logs.create(plan.id, { ...written, planReference: plan.id });
    ctx.pendingLogUpdates.created(record.transactionId);
    return reply.status(201).send({ data: entry.entry });
  });

  app.put<{ Params: { transactionId: string } }>(routes.updateUssdLog, async (request) => {
    const { transactionId } = request.params;
    const update = parseOr400(ussdLogUpdateSchema, request.body);
    let current = ctx.logs.findCurrentByTransaction(transactionId);
    if (!current) {
      // Before its entry: a transaction this adviser started waits for the create (and leaves
      // its answer for it), so an answer is never lost to calls that crossed on a slow network.
      const transaction = ctx.gateway.find(transactionId);
      if (!transaction || transaction.employeeNumber !== callerOf(request).employeeNumber) {
        throw new HttpError(404, `No current log entry for transaction ${transactionId}`);
      }
      refuseForgery(update.response, transactionId, transaction);
      ctx.pendingLogUpdates.remember(transactionId, update);
      await ctx.pendingLogUpdates.waitForCreate(transactionId);
      current = ctx.logs.findCurrentByTransaction(transactionId);
      if (!current) {
        throw new HttpError(
          404,
          `No current log entry for transaction ${transactionId} yet: its answer is kept for the create`,
        );
      }
      if (current.entry.response === update.response) return { data: current.entry };
    }
    const plan = ctx.plans.findById(current.planId)!;
    assertOwner(request, plan.employeeNumber);
    refuseForgery(update.response, transactionId, ctx.gateway.find(transactionId));
    return { data: ctx.logs.update(current, update).entry };
  });
}
