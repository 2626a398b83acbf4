/** Idempotency-Key on create (docs/behaviour.md#sandbox): a retry or a double-click makes one plan. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/api/contract.ts';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { PIETER, THANDI, planPayload, useSandboxWithAdvisers, uniquePolicy } from './helpers.ts';
import type { Sandbox } from './helpers.ts';

let s: Sandbox, thandi: string, pieter: string;
useSandboxWithAdvisers((world) => ({ s, thandi, pieter } = world));

const create = (token: string, body: unknown, key?: string) =>
  s.request<{ data: { _id: string; policyNumber: string } }>('POST', routes.createPlan, {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function plansWithPolicy(policy: string) {
  const list = await s.request<{ data: Array<{ policyNumber: string }> }>(
    'GET',
    fillRoute(routes.applications, { employeeNumber: THANDI }),
    { token: thandi },
  );
  return list.json.data.filter((r) => r.policyNumber === policy).length;
}

describe('Idempotency-Key on create', () => {
  it('answers the first 201 again for the same key and body, and creates nothing more', async () => {
    const key = randomUUID();
    const body = planPayload(uniquePolicy('I'));
    const first = await create(thandi, body, key);
    expect(first.status).toBe(201);
    const again = await create(thandi, body, key);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await plansWithPolicy(body.policyNumber)).toBe(1);
  });

  it('answers 422 for the same key with another body', async () => {
    const key = randomUUID();
    expect((await create(thandi, planPayload(uniquePolicy('I')), key)).status).toBe(201);
    const other = planPayload(uniquePolicy('I'));
    const response = await create(thandi, other, key);
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(response.json).message).toBe(
      'Idempotency-Key was already used with a different request',
    );
    expect(await plansWithPolicy(other.policyNumber)).toBe(0);
  });

  it('makes exactly one plan from concurrent duplicates', async () => {
    const key = randomUUID();
    const body = planPayload(uniquePolicy('I'));
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(thandi, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json.data._id)).size).toBe(1);
    expect(await plansWithPolicy(body.policyNumber)).toBe(1);
  });

  it('keeps keys per adviser, allows no key, and refuses a key that is not a UUID v4 (400)', async () => {
    const key = randomUUID();
    expect((await create(thandi, planPayload(uniquePolicy('I')), key)).status).toBe(201);
    const pieters = planPayload(uniquePolicy('I'), { employeeNumber: PIETER });
    expect((await create(pieter, pieters, key)).status).toBe(201);
    expect((await create(thandi, planPayload(uniquePolicy('I')))).status).toBe(201);
    const bad = await create(thandi, planPayload(uniquePolicy('I')), 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.json).issues?.[0].path).toBe('Idempotency-Key');
  });
});
