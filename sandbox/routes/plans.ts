import type { FastifyInstance, FastifyRequest } from 'fastify';
import { planPayloadSchema, updateFileNetIdSchema } from '../../src/api/contract.ts';
import { routes } from '../../src/api/endpoints.ts';
import { callerOf } from '../lib/auth.ts';
import { HttpError, parseOr400 } from '../lib/http-errors.ts';
import { ownedPlan, ownedPlanById } from '../lib/plan-access.ts';
import type { SandboxContext } from '../server.ts';
import { DuplicatePolicyNumberError, toApiPlan } from '../stores/plans.ts';
import type { StoredPlan } from '../stores/plans.ts';
import { atomically } from '../stores/atomic.ts';
import { bodyHash } from '../stores/idempotency.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The create's Idempotency-Key: absent (the original app sends none) or a UUID v4, else 400. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !UUID_V4.test(key)) {
    throw new HttpError(400, 'Invalid Idempotency-Key header', [
      { path: 'Idempotency-Key', message: 'Must be a UUID v4' },
    ]);
  }
  return key.toLowerCase();
}

type PolicyNumberParams = { Params: { policyNumber: string } };

/** A create or update must be made in the caller's own name. */
function parsePayload(request: FastifyRequest) {
  const payload = parseOr400(planPayloadSchema, request.body);
  if (payload.agentDetails.employeeNumber !== callerOf(request).employeeNumber) {
    throw new HttpError(403, 'agentDetails.employeeNumber must be your own employee number');
  }
  return payload;
}

function duplicateAs500<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    // What the real (MongoDB-backed) service answers; the app looks for DUPLICATE_KEY_TEXT.
    if (error instanceof DuplicatePolicyNumberError) throw new HttpError(500, error.message);
    throw error;
  }
}

export function planRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get<{ Params: { employeeNumber: string } }>(routes.applications, (request, reply) => {
    const { employeeNumber } = request.params;
    if (callerOf(request).employeeNumber !== employeeNumber) {
      throw new HttpError(403, "You may not list another adviser's applications");
    }
    return reply.type('application/json; charset=utf-8').send(ctx.plans.listJson(employeeNumber));
  });

  // Exactly once (docs/behaviour.md#sandbox): the same key and body answer the first 201 again
  // and create nothing; the same key with another body is 422. Lookup, create and remember run
  // in one synchronous SQLite transaction, so concurrent duplicates cannot both create.
  app.post(routes.createPlan, (request, reply) => {
    const key = idempotencyKey(request);
    const payload = parsePayload(request);
    const employeeNumber = callerOf(request).employeeNumber;
    const hash = bodyHash(request.body);
    const answer = atomically(ctx.db, () => {
      const remembered = key ? ctx.idempotency.find(employeeNumber, key) : undefined;
      if (remembered) {
        if (remembered.bodySha256 !== hash) {
          throw new HttpError(422, 'Idempotency-Key was already used with a different request');
        }
        return remembered;
      }
      const plan = duplicateAs500(() => ctx.plans.create(payload));
      const created = {
        bodySha256: hash,
        status: 201,
        response: { data: { _id: plan.id, policyNumber: plan.policyNumber } },
      };
      if (key) ctx.idempotency.remember(employeeNumber, key, created);
      return created;
    });
    return reply.status(answer.status).send(answer.response);
  });

  app.get<PolicyNumberParams>(routes.plan, (request) => ({
    data: toApiPlan(ownedPlan(ctx.plans, request, request.params.policyNumber)),
  }));

  app.get<{ Params: { planReference: string } }>(routes.planByReference, (request) => ({
    data: toApiPlan(ownedPlanById(ctx.plans, request, request.params.planReference)),
  }));

  app.put<PolicyNumberParams>(routes.updatePlan, (request) => {
    const existing: StoredPlan = ownedPlan(ctx.plans, request, request.params.policyNumber);
    const payload = parsePayload(request);
    const plan = duplicateAs500(() => ctx.plans.update(existing.id, payload));
    return { data: { _id: plan.id } };
  });

  app.put<PolicyNumberParams>(routes.updateFileNetId, (request) => {
    const plan = ownedPlan(ctx.plans, request, request.params.policyNumber);
    const { fileNetId } = parseOr400(updateFileNetIdSchema, request.body);
    if (!ctx.acceptedConsent(plan.id)) {
      throw new HttpError(409, 'The plan has no accepted consent: request consent first');
    }
    // One mandate per plan: a second Generate Forms must not leave two stored documents.
    if (plan.fileNetId) {
      throw new HttpError(
        409,
        'The plan already has its mandate form: open it with Download Forms',
      );
    }
    const document = ctx.documents.find(fileNetId);
    if (!document) throw new HttpError(404, `No document with id ${fileNetId}`);
    if (document.uploadedBy !== plan.employeeNumber) {
      throw new HttpError(403, 'That document was uploaded by another adviser');
    }
    // Only a mandate the report service issued for this plan's consented terms.
    if (!ctx.documents.wasIssued(plan.id, document)) {
      throw new HttpError(
        409,
        'That document is not a mandate the report service issued for this plan',
      );
    }
    atomically(ctx.db, () => {
      ctx.documents.linkToPlan(document.id, plan.id);
      ctx.plans.setFileNetId(plan.id, fileNetId);
    });
    return { data: { _id: plan.id, fileNetId } };
  });
}
