/**
 * Consent bound to its plan and phone (docs/behaviour.md#sandbox): the token names the plan and
 * must carry that plan's cell number; three tokens per plan in 24 hours; one prompt per phone;
 * the log takes a transaction once, only for its plan and only after the plan's last change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, verifierMessageSchema } from '../../src/api/contract.ts';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { optionsFromEnv } from '../config.ts';
import {
  answerPrompt,
  consentToken,
  createPlan,
  logRecord,
  openVerifier,
  planPayload,
  requestConsentToken,
  runConsent,
  startSandboxWithAdvisers,
  stopSandbox,
  uniquePolicy,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';
import { reportFor } from './fixtures.ts';

let s: Sandbox;
let thandi: string;
let pieter: string;
let cellCounter = 0;
/** A phone number no other test in this file uses. */
const freshCell = () => `08390${String(++cellCounter).padStart(5, '0')}`;

beforeAll(async () => {
  ({ s, thandi, pieter } = await startSandboxWithAdvisers());
});
afterAll(() => stopSandbox(s));

async function planWithCell(cell: string) {
  const policy = uniquePolicy('B');
  const { _id } = await createPlan(s, thandi, planPayload(policy, { cell }));
  return { policy, _id };
}

const logOf = (policy: string) =>
  s.request<{ data: Array<{ response: string | null }> }>(
    'GET',
    fillRoute(routes.clientUssdLog, { policyNumber: policy }),
    { token: thandi },
  );

describe('the consent token is bound to one plan and its cell number', () => {
  it("issues a token for the plan's own number in any spelling", async () => {
    const { _id } = await planWithCell('0839000901');
    const ok = await requestConsentToken(s, thandi, {
      cell: '+27 83 900 0901',
      planReference: _id,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses another number (409), an unknown plan (404) and a plan of another adviser (403)', async () => {
    const { _id } = await planWithCell('0839000902');
    const other = await requestConsentToken(s, thandi, { cell: '0820000000', planReference: _id });
    expect(other.status).toBe(409);
    expect(errorBodySchema.parse(other.json).message).toMatch(/not the plan's cellphone number/);
    const unknown = await requestConsentToken(s, thandi, {
      cell: '0839000902',
      planReference: 'f'.repeat(24),
    });
    expect(unknown.status).toBe(404);
    const foreign = await requestConsentToken(s, pieter, {
      cell: '0839000902',
      planReference: _id,
    });
    expect(foreign.status).toBe(403);
  });

  it('sends expiresAt with IN_PROGRESS: when the prompt times out', async () => {
    const cell = freshCell();
    const session = openVerifier(s, await consentToken(s, thandi, cell));
    const first = verifierMessageSchema.parse(await session.first);
    expect(first.authStatus).toBe('IN_PROGRESS');
    const left = Date.parse(first.expiresAt!) - Date.now();
    expect(left).toBeGreaterThan(115_000);
    expect(left).toBeLessThanOrEqual(120_000);
    session.socket.close();
    await session.closed;
  });
});

describe('attempt cap', () => {
  it('issues 3 tokens per plan in 24 hours; the 4th is 429 with Retry-After and the time it opens', async () => {
    const cell = freshCell();
    const { _id, policy } = await planWithCell(cell);
    for (let i = 0; i < 3; i++) {
      expect((await requestConsentToken(s, thandi, { cell, planReference: _id })).status).toBe(200);
    }
    const fourth = await requestConsentToken(s, thandi, { cell, planReference: _id });
    expect(fourth.status).toBe(429);
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(86_300);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const body = fourth.json as unknown as { message: string; retryAt: string; statusCode: number };
    expect(body.statusCode).toBe(429);
    expect(Date.parse(body.retryAt) - Date.now()).toBeGreaterThan(86_300_000);
    expect(body.message).toMatch(
      /^Consent can be requested at most 3 times in 24 hours for one application\. Try again after \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    // Another plan on the same phone is not affected.
    const sibling = await planWithCell(cell);
    expect(
      (await requestConsentToken(s, thandi, { cell, planReference: sibling._id })).status,
    ).toBe(200);
    // Nothing was logged by the refusals.
    expect((await logOf(policy)).json.data).toEqual([]);
  });
});

describe('one prompt per phone', () => {
  it('refuses a token while a prompt waits on the phone (409), and a second socket started anyway', async () => {
    const cell = freshCell();
    const a = await planWithCell(cell);
    const b = await planWithCell(cell);
    // Two tokens issued while the phone is quiet…
    const tokenA = await consentToken(s, thandi, cell, undefined, a._id);
    const tokenB = await consentToken(s, thandi, cell, undefined, b._id);
    const first = openVerifier(s, tokenA);
    expect((await first.first).authStatus).toBe('IN_PROGRESS');
    // …then a third is refused, and the second cannot start a second prompt.
    const busy = await requestConsentToken(s, thandi, { cell, planReference: b._id });
    expect(busy.status).toBe(409);
    expect(errorBodySchema.parse(busy.json).message).toBe(
      'A prompt is already waiting on this phone',
    );
    const second = openVerifier(s, tokenB);
    const { messages } = await second.closed;
    expect(messages).toEqual([
      expect.objectContaining({
        authStatus: 'INVALID_TOKEN',
        ussdMessage: 'A prompt is already waiting on this phone',
      }),
    ]);
    first.socket.close();
    await first.closed;
  });

  it('the handset API needs the cell number (400)', async () => {
    const response = await s.request<{ issues: Array<{ path: string }> }>(
      'GET',
      '/sandbox/handset/api/prompts',
    );
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i) => i.path)).toEqual(['cell']);
  });
});

describe('the log takes a transaction once, for its own plan, after the last change', () => {
  it('refuses an ACCEPT given for one plan logged against another plan (409); that plan keeps its consent', async () => {
    const cell = freshCell();
    const a = await planWithCell(cell);
    const b = await planWithCell(cell);
    const { transactionId } = await runConsent(s, thandi, a._id, 'ACCEPT', cell);
    const cross = await s.request('POST', routes.logUssd, {
      token: thandi,
      body: { ...logRecord(b._id, transactionId, cell), response: 'ACCEPT' },
    });
    expect(cross.status).toBe(409);
    expect(errorBodySchema.parse(cross.json).message).toMatch(/another plan/);
    expect((await logOf(b.policy)).json.data).toEqual([]);
    const report = await s.request('POST', routes.report, {
      token: thandi,
      body: reportFor(b.policy, 'Stop Order'),
    });
    expect(report.status).toBe(409);
  });

  it('refuses a replayed ACCEPT (409), also after the plan was changed; no mandate for the new terms', async () => {
    const cell = freshCell();
    const { _id, policy } = await planWithCell(cell);
    const { transactionId } = await runConsent(s, thandi, _id, 'ACCEPT', cell);
    const again = await s.request('POST', routes.logUssd, {
      token: thandi,
      body: { ...logRecord(_id, transactionId, cell), response: 'ACCEPT' },
    });
    expect(again.status).toBe(409);
    const changed = planPayload(policy, { cell });
    changed.policyInfo.premium = '999';
    expect(
      (
        await s.request('PUT', fillRoute(routes.updatePlan, { policyNumber: policy }), {
          token: thandi,
          body: changed,
        })
      ).status,
    ).toBe(200);
    const replay = await s.request('POST', routes.logUssd, {
      token: thandi,
      body: { ...logRecord(_id, transactionId, cell), response: 'ACCEPT' },
    });
    expect(replay.status).toBe(409);
    expect((await logOf(policy)).json.data).toEqual([]);
    const report = reportFor(policy, 'Stop Order');
    report.clientInfo[0].premium = '999';
    expect((await s.request('POST', routes.report, { token: thandi, body: report })).status).toBe(
      409,
    );
  });

  it('refuses a transaction started before the plan was last changed (409)', async () => {
    const cell = freshCell();
    const { _id, policy } = await planWithCell(cell);
    const session = openVerifier(s, await consentToken(s, thandi, cell, undefined, _id));
    const { transactionId } = await session.first;
    await s.request('PUT', fillRoute(routes.updatePlan, { policyNumber: policy }), {
      token: thandi,
      body: planPayload(policy, { cell }),
    });
    const late = await s.request('POST', routes.logUssd, {
      token: thandi,
      body: logRecord(_id, transactionId!, cell),
    });
    expect(late.status).toBe(409);
    expect(errorBodySchema.parse(late.json).message).toMatch(/before the plan was last changed/);
    await answerPrompt(s, transactionId!, 'ACCEPT');
    await session.closed;
    expect((await logOf(policy)).json.data).toEqual([]);
  });
});

describe('configuration', () => {
  it('SANDBOX_USSD_TIMEOUT_S sets a short no-answer timeout', () => {
    const before = process.env.SANDBOX_USSD_TIMEOUT_S;
    process.env.SANDBOX_USSD_TIMEOUT_S = '2';
    try {
      expect(optionsFromEnv().ussdTimeoutS).toBe(2);
      process.env.SANDBOX_USSD_TIMEOUT_S = '0';
      expect(() => optionsFromEnv()).toThrow(/positive/);
    } finally {
      if (before === undefined) delete process.env.SANDBOX_USSD_TIMEOUT_S;
      else process.env.SANDBOX_USSD_TIMEOUT_S = before;
    }
  });
});
