import type { FastifyRequest } from 'fastify';
import { assertOwner } from './auth.ts';
import { HttpError } from './http-errors.ts';

/** What the access checks need of the plan store (kept structural so lib does not import stores). */
interface PlanLookup<P extends { employeeNumber: string }> {
  findByPolicyNumber(policyNumber: string): P | undefined;
  findById(id: string): P | undefined;
}

/** The plan by policy number, or 404; then only its adviser may go on (403). */
export function ownedPlan<P extends { employeeNumber: string }>(
  plans: PlanLookup<P>,
  request: FastifyRequest,
  policyNumber: string,
): P {
  const plan = plans.findByPolicyNumber(policyNumber);
  if (!plan) throw new HttpError(404, `No plan with policy number ${policyNumber}`);
  assertOwner(request, plan.employeeNumber);
  return plan;
}

/** The plan by its `_id`, or 404; then only its adviser may go on (403). */
export function ownedPlanById<P extends { employeeNumber: string }>(
  plans: PlanLookup<P>,
  request: FastifyRequest,
  id: string,
): P {
  const plan = plans.findById(id);
  if (!plan) throw new HttpError(404, `No plan with id ${id}`);
  assertOwner(request, plan.employeeNumber);
  return plan;
}

/** A log's planReference is the plan's `_id`; a policy number is accepted too. */
export function ownedPlanByReference<P extends { employeeNumber: string }>(
  plans: PlanLookup<P>,
  request: FastifyRequest,
  reference: string,
): P {
  const plan = plans.findById(reference) ?? plans.findByPolicyNumber(reference);
  if (!plan) throw new HttpError(404, `No plan with reference ${reference}`);
  assertOwner(request, plan.employeeNumber);
  return plan;
}
