import type { FastifyRequest } from 'fastify';
import { assertOwner } from './auth.ts';
import { HttpError } from './http-errors.ts';

/** What the access checks need of the plan store (kept structural so lib does not import stores). */
interface PlanLookup<P extends { employeeNumber: string }> {
  findByPolicyNumber(policyNumber: string): P | undefined;
  findById(id: string): P | undefined;
}

/** A found plan goes on only for its adviser (403); no plan is a 404 saying what was looked for. */
function owned<P extends { employeeNumber: string }>(
  request: FastifyRequest,
  plan: P | undefined,
  notFound: string,
): P {
  if (!plan) throw new HttpError(404, notFound);
  assertOwner(request, plan.employeeNumber);
  return plan;
}

/** The plan by policy number, or 404; then only its adviser may go on (403). */
export function ownedPlan<P extends { employeeNumber: string }>(
  plans: PlanLookup<P>,
  request: FastifyRequest,
  policyNumber: string,
): P {
  const plan = plans.findByPolicyNumber(policyNumber);
  return owned(request, plan, `No plan with policy number ${policyNumber}`);
}

/** The plan by its `_id`, or 404; then only its adviser may go on (403). */
export function ownedPlanById<P extends { employeeNumber: string }>(
  plans: PlanLookup<P>,
  request: FastifyRequest,
  id: string,
): P {
  return owned(request, plans.findById(id), `No plan with id ${id}`);
}

/** A log's planReference is the plan's `_id`; a policy number is accepted too. */
export function ownedPlanByReference<P extends { employeeNumber: string }>(
  plans: PlanLookup<P>,
  request: FastifyRequest,
  reference: string,
): P {
  const plan = plans.findById(reference) ?? plans.findByPolicyNumber(reference);
  return owned(request, plan, `No plan with reference ${reference}`);
}
