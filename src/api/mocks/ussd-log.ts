/** Scenarios for the USSD log routes. */
import { HttpResponse } from 'msw';
import { ussdLogRecordSchema, ussdLogUpdateSchema, type UssdLogEntry } from '../contract';
import { acceptedLog, failedLog, findPlan, plans, ussdLogsByPolicy } from './fixtures';
import { errorResponse, param, readValid, scenarios } from './respond';

/** By policy number: the plan's entries ([] when none yet), 404 when no plan has that number. */
export const clientUssdLogMocks = scenarios(
  'get',
  'clientUssdLog',
  ({ params }) => {
    const policyNumber = param(params, 'policyNumber');
    if (!findPlan(policyNumber)) return errorResponse(404, 'Consent form not found');
    return HttpResponse.json({ data: ussdLogsByPolicy[policyNumber] ?? [] });
  },
  {},
  {
    empty: () => HttpResponse.json({ data: [] }),
    accepted: () => HttpResponse.json({ data: acceptedLog }),
    failed: () => HttpResponse.json({ data: failedLog }),
  },
);

/** By plan reference (`?planReference=<plan _id>`). */
export const ussdLogsMocks = scenarios(
  'get',
  'ussdLogs',
  ({ request }) => {
    const reference = new URL(request.url).searchParams.get('planReference');
    if (!reference) return errorResponse(400, 'planReference is required');
    const plan = plans.find((p) => p._id === reference);
    return HttpResponse.json({ data: plan ? (ussdLogsByPolicy[plan.policyNumber] ?? []) : [] });
  },
  {},
  { empty: () => HttpResponse.json({ data: [] }) },
);

function stored(record: Omit<UssdLogEntry, '_id' | 'createdAt'>): UssdLogEntry {
  const now = new Date().toISOString();
  return { ...record, _id: `log-${record.transactionId}`, createdAt: now, updatedAt: now };
}

export const logUssdMocks = scenarios('post', 'logUssd', async ({ request }) => {
  const body = await readValid(request, ussdLogRecordSchema);
  if ('failure' in body) return body.failure;
  return HttpResponse.json({ data: stored(body.data) }, { status: 201 });
});

export const updateUssdLogMocks = scenarios('put', 'updateUssdLog', async ({ request, params }) => {
  const body = await readValid(request, ussdLogUpdateSchema);
  if ('failure' in body) return body.failure;
  const transactionId = param(params, 'transactionId');
  const template = acceptedLog[0];
  return HttpResponse.json({
    data: stored({
      ...template,
      ...body.data,
      transactionId,
      consentStatus: body.data.consentStatus ?? body.data.response,
    }),
  });
});
