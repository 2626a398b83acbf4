/**
 * Every answer of every call, parsed with its contract schema: what the app parses, the sandbox
 * must answer. (The schemas strip unknown fields, so each parse also checks nothing is missing.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  agencyResponseSchema,
  applicationListResponseSchema,
  consentTokenResponseSchema,
  createPlanResponseSchema,
  errorBodySchema,
  intermediaryResponseSchema,
  planResponseSchema,
  sessionTokenPayloadSchema,
  ussdLogEntryResponseSchema,
  ussdLogListResponseSchema,
  updateFileNetIdResponseSchema,
  updatePlanResponseSchema,
  uploadResponseSchema,
  verifierEndpointResponseSchema,
  verifierMessageSchema,
} from '../../src/api/contract.ts';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import {
  THANDI,
  answerPrompt,
  logRecord,
  openVerifier,
  planPayload,
  startSandbox,
  stopSandbox,
  uniquePolicy,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';
import { reportFor, taxonomy } from './fixtures.ts';

let s: Sandbox;
let token: string;

beforeAll(async () => {
  s = await startSandbox();
  token = await s.signIn(THANDI);
});
afterAll(() => stopSandbox(s));

async function expectShape<S extends z.core.$ZodType>(
  schema: S,
  promise: Promise<{ status: number; json: unknown }>,
  status = 200,
): Promise<z.output<S>> {
  const response = await promise;
  expect(response.status).toBe(status);
  const result = z.safeParse(schema, response.json);
  if (!result.success) throw new Error(`${JSON.stringify(response.json)}\n${result.error.message}`);
  return result.data;
}

it('answers every call in the shape of its contract schema', async () => {
  const payload = sessionTokenPayloadSchema.parse(
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()),
  );
  expect(payload.sub.employeeNumber).toBe(THANDI);

  const list = await expectShape(
    applicationListResponseSchema,
    s.request('GET', fillRoute(routes.applications, { employeeNumber: THANDI }), { token }),
  );
  expect(list.data.length).toBeGreaterThan(0);

  const policy = uniquePolicy('C');
  const created = await expectShape(
    createPlanResponseSchema,
    s.request('POST', routes.createPlan, { token, body: planPayload(policy) }),
    201,
  );
  const planId = created.data._id;
  await expectShape(
    planResponseSchema,
    s.request('GET', fillRoute(routes.plan, { policyNumber: policy }), { token }),
  );
  await expectShape(
    planResponseSchema,
    s.request('GET', fillRoute(routes.planByReference, { planReference: planId }), { token }),
  );
  await expectShape(
    updatePlanResponseSchema,
    s.request('PUT', fillRoute(routes.updatePlan, { policyNumber: policy }), {
      token,
      body: planPayload(policy),
    }),
  );
  const emptyLog = await expectShape(
    ussdLogListResponseSchema,
    s.request('GET', fillRoute(routes.clientUssdLog, { policyNumber: policy }), { token }),
  );
  expect(emptyLog.data).toEqual([]);

  await expectShape(
    intermediaryResponseSchema,
    s.request('GET', fillRoute(routes.intermediary, { employeeNumber: THANDI }), { token }),
  );
  await expectShape(
    agencyResponseSchema,
    s.request('GET', fillRoute(routes.agency, { agencyNumber: '104501' }), { token }),
  );
  await expectShape(
    verifierEndpointResponseSchema,
    s.request('GET', routes.verifierEndpoint, { token }),
  );

  const consent = await expectShape(
    consentTokenResponseSchema,
    s.request('POST', routes.consentToken, {
      token,
      scheme: 'Bearer',
      body: {
        timeToLive: 720_000,
        planReference: planId,
        optionalParameters: {
          cellphoneNumber: '0825550199',
          message: 'm',
          billingUserGuid: 'b',
          userLdapGuid: 'u',
        },
      },
    }),
  );
  const session = openVerifier(s, consent.token);
  const started = verifierMessageSchema.parse(await session.first);
  const transactionId = started.transactionId!;
  await expectShape(
    ussdLogEntryResponseSchema,
    s.request('POST', routes.logUssd, { token, body: logRecord(planId, transactionId) }),
    201,
  );
  await answerPrompt(s, transactionId, 'ACCEPT');
  const { messages } = await session.closed;
  messages.forEach((m) => verifierMessageSchema.parse(m));
  await expectShape(
    ussdLogEntryResponseSchema,
    s.request('PUT', fillRoute(routes.updateUssdLog, { transactionId }), {
      token,
      body: { response: 'ACCEPT' },
    }),
  );
  const logs = await expectShape(
    ussdLogListResponseSchema,
    s.request('GET', `${routes.ussdLogs}?planReference=${planId}`, { token }),
  );
  expect(logs.data.map((e) => e.response)).toEqual(['ACCEPT']);

  // Only a mandate the report service issued for the plan can be attached.
  const report = await fetch(s.base + routes.report, {
    method: 'POST',
    headers: { authorization: `Basic ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(reportFor(policy, 'Stop Order')),
  });
  expect(report.status).toBe(200);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await report.arrayBuffer())], { type: 'application/pdf' }),
    'a.pdf',
  );
  form.append('taxonomy', JSON.stringify(taxonomy('1')));
  const upload = await expectShape(
    uploadResponseSchema,
    s.request('POST', routes.upload, { token, body: form }),
  );
  await expectShape(
    updateFileNetIdResponseSchema,
    s.request('PUT', fillRoute(routes.updateFileNetId, { policyNumber: policy }), {
      token,
      body: { fileNetId: upload.ecmDocumentId.replace(/[{}]/g, '').trim() },
    }),
  );

  // Errors, of every kind, share one body.
  for (const [status, call] of [
    [400, s.request('POST', routes.createPlan, { token, body: {} })],
    [401, s.request('GET', fillRoute(routes.applications, { employeeNumber: THANDI }))],
    [
      403,
      s.request('GET', fillRoute(routes.applications, { employeeNumber: '1007788' }), { token }),
    ],
    [404, s.request('GET', fillRoute(routes.plan, { policyNumber: 'NOPE' }), { token })],
    [
      409,
      s.request('PUT', fillRoute(routes.updateUssdLog, { transactionId }), {
        token,
        body: { response: 'REJECT' },
      }),
    ],
    [500, s.request('POST', routes.createPlan, { token, body: planPayload(policy) })],
  ] as const) {
    const body = await expectShape(errorBodySchema, call, status);
    expect(body.statusCode).toBe(status);
  }
});
