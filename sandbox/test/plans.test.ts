import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import type { Plan } from '../../src/api/contract.ts';
import {
  PIETER,
  THANDI,
  createPlan,
  planPayload,
  runConsent,
  useSandboxWithAdvisers,
  uniquePolicy,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';

let s: Sandbox, thandi: string, pieter: string;
useSandboxWithAdvisers((world) => ({ s, thandi, pieter } = world));

describe('authentication', () => {
  it('refuses a call without a token (401)', async () => {
    const response = await s.request(
      'GET',
      fillRoute(routes.applications, { employeeNumber: THANDI }),
    );
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('refuses a token the sandbox did not sign, and an expired one (401)', async () => {
    const path = fillRoute(routes.applications, { employeeNumber: THANDI });
    const foreign = await new SignJWT({ sub: { employeeNumber: THANDI } } as never)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ussd-sandbox')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await s.request('GET', path, { token: foreign })).status).toBe(401);
    expect((await s.request('GET', path, { token: 'not-a-jwt' })).status).toBe(401);
    expect((await s.request('GET', path, { headers: { authorization: 'Token abc' } })).status).toBe(
      401,
    );
  });

  it('accepts the token with the Basic and the Bearer scheme', async () => {
    const path = fillRoute(routes.applications, { employeeNumber: THANDI });
    expect((await s.request('GET', path, { token: thandi, scheme: 'Basic' })).status).toBe(200);
    expect((await s.request('GET', path, { token: thandi, scheme: 'Bearer' })).status).toBe(200);
  });

  it('signs a token whose payload names the adviser (sub.givenName/displayName/employeeNumber)', () => {
    const payload = JSON.parse(Buffer.from(thandi.split('.')[1], 'base64url').toString()) as {
      sub: Record<string, string>;
      exp: number;
    };
    expect(payload.sub).toEqual({
      employeeNumber: THANDI,
      givenName: 'Thandi',
      displayName: 'Thandi Nkosi',
    });
    expect(payload.exp * 1000).toBeGreaterThan(Date.now() + 7 * 3600_000);
  });
});

describe('application list', () => {
  it("lists the adviser's own applications, newest first, with the seeded ones", async () => {
    const response = await s.request<{
      data: Array<{ policyNumber: string; createdAt: string; fileNetId: string }>;
    }>('GET', fillRoute(routes.applications, { employeeNumber: THANDI }), { token: thandi });
    expect(response.status).toBe(200);
    const policies = response.json.data.map((r) => r.policyNumber);
    expect(policies).toEqual(expect.arrayContaining(['FN10023456', 'MER00000123459']));
    const dates = response.json.data.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(response.json.data.find((r) => r.policyNumber === 'MER00000123459')!.fileNetId).toMatch(
      /^[0-9A-F-]{36}$/,
    );
  });

  it("refuses another adviser's list (403)", async () => {
    const response = await s.request(
      'GET',
      fillRoute(routes.applications, { employeeNumber: THANDI }),
      {
        token: pieter,
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('create', () => {
  it('creates a plan and answers { data: { _id, policyNumber } } with 201', async () => {
    const policy = uniquePolicy();
    const response = await s.request('POST', routes.createPlan, {
      token: thandi,
      body: planPayload(policy),
    });
    expect(response.status).toBe(201);
    const { data } = response.json as { data: { _id: string; policyNumber: string } };
    expect(Object.keys(data).sort()).toEqual(['_id', 'policyNumber']);
    expect(data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(data.policyNumber).toBe(policy);
  });

  it('names the failing fields of a malformed body (400, never 5xx)', async () => {
    const payload = planPayload(uniquePolicy()) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    payload.clientInfo.name = '';
    payload.policyInfo.premium = '12.345';
    const response = await s.request<{ issues: Array<{ path: string }> }>(
      'POST',
      routes.createPlan,
      {
        token: thandi,
        body: payload,
      },
    );
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request body',
    });
    expect(response.json.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['clientInfo.name', 'policyInfo.premium']),
    );
  });

  it('asks for the chosen payment group (debit order without a bank → 400)', async () => {
    const payload = planPayload(uniquePolicy(), { paymentMethod: 'Debit Order' });
    payload.debitOrderDetails.bankname = '';
    const response = await s.request<{ issues: Array<{ path: string }> }>(
      'POST',
      routes.createPlan,
      {
        token: thandi,
        body: payload,
      },
    );
    expect(response.status).toBe(400);
    expect(response.json.issues).toContainEqual({
      path: 'debitOrderDetails.bankname',
      message: 'Required',
    });
  });

  it('answers 400 for broken JSON, an empty body and a non-object', async () => {
    const broken = await s.request('POST', routes.createPlan, {
      token: thandi,
      body: '{"policyNumber":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ statusCode: 400 });
    const empty = await s.request('POST', routes.createPlan, {
      token: thandi,
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    const array = await s.request('POST', routes.createPlan, { token: thandi, body: [1, 2] });
    expect(array.status).toBe(400);
  });

  it("refuses a plan made out in another adviser's name (403)", async () => {
    const response = await s.request('POST', routes.createPlan, {
      token: thandi,
      body: planPayload(uniquePolicy(), { employeeNumber: PIETER }),
    });
    expect(response.status).toBe(403);
  });

  it('answers a duplicate policy number like MongoDB: 500 with E11000 duplicate key error', async () => {
    const policy = uniquePolicy();
    await createPlan(s, thandi, planPayload(policy));
    const response = await s.request('POST', routes.createPlan, {
      token: thandi,
      body: planPayload(policy),
    });
    expect(response.status).toBe(500);
    expect(response.text).toContain('E11000 duplicate key error');
    expect(response.text).toContain(
      `index: policyNumber_1 dup key: { policyNumber: \\"${policy}\\" }`,
    );
  });
});

describe('read and update', () => {
  it('loads a plan by policy number and by id; 404 when unknown; 403 for another adviser', async () => {
    const policy = uniquePolicy();
    const { _id } = await createPlan(s, thandi, planPayload(policy));
    const byNumber = await s.request<{ data: Plan }>(
      'GET',
      fillRoute(routes.plan, { policyNumber: policy }),
      {
        token: thandi,
      },
    );
    expect(byNumber.status).toBe(200);
    expect(byNumber.json.data).toMatchObject({
      _id,
      policyNumber: policy,
      fileNetId: '',
      paymentMethodType: 'Stop Order',
    });
    expect(byNumber.json.data.policyInfo.premium).toBe('150.50');
    const byId = await s.request<{ data: Plan }>(
      'GET',
      fillRoute(routes.planByReference, { planReference: _id }),
      { token: thandi },
    );
    expect(byId.json.data).toEqual(byNumber.json.data);
    expect(
      (
        await s.request('GET', fillRoute(routes.plan, { policyNumber: 'NOPE123' }), {
          token: thandi,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.request(
          'GET',
          fillRoute(routes.planByReference, { planReference: 'f'.repeat(24) }),
          {
            token: thandi,
          },
        )
      ).status,
    ).toBe(404);
    expect(
      (await s.request('GET', fillRoute(routes.plan, { policyNumber: policy }), { token: pieter }))
        .status,
    ).toBe(403);
  });

  it('updates a plan, answers { data: { _id } } and clears its consent (entries archived)', async () => {
    const policy = uniquePolicy();
    const { _id } = await createPlan(s, thandi, planPayload(policy));
    await runConsent(s, thandi, _id, 'ACCEPT');
    const logPath = fillRoute(routes.clientUssdLog, { policyNumber: policy });
    const before = await s.request<{ data: Array<{ response: string }> }>('GET', logPath, {
      token: thandi,
    });
    expect(before.json.data.map((e) => e.response)).toEqual(['ACCEPT']);

    const changed = planPayload(policy);
    changed.policyInfo.premium = '175';
    const response = await s.request(
      'PUT',
      fillRoute(routes.updatePlan, { policyNumber: policy }),
      {
        token: thandi,
        body: changed,
      },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { _id } });

    const after = await s.request<{ data: unknown[] }>('GET', logPath, { token: thandi });
    expect(after.json.data).toEqual([]);
    const archived = await s.request<{ data: Array<{ archived?: boolean; response: string }> }>(
      'GET',
      `${routes.ussdLogs}?planReference=${_id}&includeArchived=true`,
      { token: thandi },
    );
    expect(archived.json.data).toMatchObject([{ archived: true, response: 'ACCEPT' }]);
    const plan = await s.request<{ data: Plan }>(
      'GET',
      fillRoute(routes.plan, { policyNumber: policy }),
      { token: thandi },
    );
    expect(plan.json.data.policyInfo.premium).toBe('175');
  });

  it('update: 404 unknown, 403 not yours, 400 malformed, 500 E11000 when renamed onto another plan', async () => {
    const a = uniquePolicy();
    const b = uniquePolicy();
    await createPlan(s, thandi, planPayload(a));
    await createPlan(s, thandi, planPayload(b));
    const put = (policyNumber: string, token: string, body: unknown) =>
      s.request('PUT', fillRoute(routes.updatePlan, { policyNumber }), { token, body });
    expect((await put('UNKNOWN1', thandi, planPayload('UNKNOWN1'))).status).toBe(404);
    expect((await put(a, pieter, planPayload(a, { employeeNumber: PIETER }))).status).toBe(403);
    expect((await put(a, thandi, { policyNumber: a })).status).toBe(400);
    const renamed = await put(a, thandi, planPayload(b));
    expect(renamed.status).toBe(500);
    expect(renamed.text).toContain('E11000 duplicate key error');
  });
});

describe('updateFileNetId', () => {
  it('is refused (409) until the current consent is accepted', async () => {
    const policy = uniquePolicy();
    const { _id } = await createPlan(s, thandi, planPayload(policy));
    const path = fillRoute(routes.updateFileNetId, { policyNumber: policy });
    const fileNetId = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';
    expect((await s.request('PUT', path, { token: thandi, body: { fileNetId } })).status).toBe(409);
    await runConsent(s, thandi, _id, 'REJECT');
    expect((await s.request('PUT', path, { token: thandi, body: { fileNetId } })).status).toBe(409);
    await runConsent(s, thandi, _id, 'ACCEPT');
    // Accepted now; the id must still name a stored document.
    expect((await s.request('PUT', path, { token: thandi, body: { fileNetId } })).status).toBe(404);
    expect(
      (await s.request('PUT', path, { token: thandi, body: { fileNetId: '{braces}' } })).status,
    ).toBe(400);
    expect((await s.request('PUT', path, { token: pieter, body: { fileNetId } })).status).toBe(403);
    expect(
      (
        await s.request('PUT', fillRoute(routes.updateFileNetId, { policyNumber: 'NOPE99' }), {
          token: thandi,
          body: { fileNetId },
        })
      ).status,
    ).toBe(404);
  });
});

describe('look-ups', () => {
  it('answers the intermediary (branch, region) and 404 for an unknown one', async () => {
    const known = await s.request(
      'GET',
      fillRoute(routes.intermediary, { employeeNumber: THANDI }),
      { token: thandi },
    );
    expect(known.json).toEqual({
      data: { departmentName: 'Durban Central', locationName: 'KwaZulu-Natal' },
    });
    const unknown = await s.request(
      'GET',
      fillRoute(routes.intermediary, { employeeNumber: '999' }),
      { token: thandi },
    );
    expect(unknown.status).toBe(404);
  });

  it('answers an agency by number and 404 Agency Not Found otherwise', async () => {
    const known = await s.request('GET', fillRoute(routes.agency, { agencyNumber: '220310' }), {
      token: thandi,
    });
    expect(known.json).toEqual({ data: { name: 'South African Police Service' } });
    const unknown = await s.request('GET', fillRoute(routes.agency, { agencyNumber: '000000' }), {
      token: thandi,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: 'Agency Not Found' });
  });
});
