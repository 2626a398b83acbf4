/** Scenarios for the consent-form (plan) routes. Stateless: answers come from the demo world. */
import { HttpResponse, type PathParams } from 'msw';
import { planPayloadSchema, updateFileNetIdSchema } from '../contract';
import { findPlan, plans } from './fixtures';
import { duplicateKeyMessage, errorResponse, param, readValid, scenarios } from './respond';

/** A stable fake Mongo id for a new plan. */
function newId(policyNumber: string): string {
  let hash = 0;
  for (const c of policyNumber) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `66a0${hash.toString(16).padStart(20, '0')}`.slice(0, 24);
}

export const planMocks = scenarios(
  'get',
  'plan',
  ({ params }) => {
    const plan = findPlan(param(params, 'policyNumber'));
    return plan ? HttpResponse.json({ data: plan }) : errorResponse(404, 'Consent form not found');
  },
  {},
  {
    /** A stored plan the form refuses as it is: its owner's date of birth is next year. */
    futureBirthDate: ({ params }: { params: PathParams }) => {
      const plan = findPlan(param(params, 'policyNumber'));
      if (!plan) return errorResponse(404, 'Consent form not found');
      const nextYear = new Date().getFullYear() + 1;
      const clientInfo = { ...plan.clientInfo, dateOfBirth: `${nextYear}-01-15T00:00:00.000Z` };
      return HttpResponse.json({ data: { ...plan, clientInfo } });
    },
  },
);

export const planByReferenceMocks = scenarios('get', 'planByReference', ({ params }) => {
  const plan = plans.find((p) => p._id === param(params, 'planReference'));
  return plan ? HttpResponse.json({ data: plan }) : errorResponse(404, 'Consent form not found');
});

/** Like the real service, a policy number that already exists answers the duplicate-key 500. */
export const createPlanMocks = scenarios('post', 'createPlan', async ({ request }) => {
  const body = await readValid(request, planPayloadSchema);
  if ('failure' in body) return body.failure;
  const { policyNumber } = body.data;
  if (findPlan(policyNumber)) return errorResponse(500, duplicateKeyMessage(policyNumber));
  return HttpResponse.json({ data: { _id: newId(policyNumber), policyNumber } }, { status: 201 });
});

export const updatePlanMocks = scenarios('put', 'updatePlan', async ({ request, params }) => {
  const body = await readValid(request, planPayloadSchema);
  if ('failure' in body) return body.failure;
  const policyNumber = param(params, 'policyNumber');
  return HttpResponse.json({ data: { _id: findPlan(policyNumber)?._id ?? newId(policyNumber) } });
});

export const updateFileNetIdMocks = scenarios(
  'put',
  'updateFileNetId',
  async ({ request, params }) => {
    const body = await readValid(request, updateFileNetIdSchema);
    if ('failure' in body) return body.failure;
    const policyNumber = param(params, 'policyNumber');
    return HttpResponse.json({
      data: {
        _id: findPlan(policyNumber)?._id ?? newId(policyNumber),
        fileNetId: body.data.fileNetId,
      },
    });
  },
);
