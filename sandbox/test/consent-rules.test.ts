/**
 * Every answer is recorded, once, and an accepted plan is not asked again
 * (docs/behaviour.md#sandbox): the log's create and update may cross on a slow network (the
 * update waits for the create, and the create carries an answer that came first); a plan whose
 * client accepted gets no further prompt until an update clears its consent, whoever asks; and
 * one plan has at most one prompt under way, however many tabs ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/api/contract.ts';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { USSD_MESSAGES } from '../verifier/ussd-gateway.ts';
import {
  answerPrompt,
  createPlan,
  logRecord,
  openVerifier,
  planPayload,
  requestConsentToken,
  startSandboxWithAdvisers,
  stopSandbox,
  uniquePolicy,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';

let s: Sandbox;
let thandi: string;
let cellCounter = 0;
const freshCell = () => `08391${String(++cellCounter).padStart(5, '0')}`;

beforeAll(async () => {
  ({ s, thandi } = await startSandboxWithAdvisers());
});
afterAll(() => stopSandbox(s));

async function newPlan() {
  const cell = freshCell();
  const policy = uniquePolicy('R');
  const { _id } = await createPlan(s, thandi, planPayload(policy, { cell }));
  return { cell, policy, planId: _id };
}

async function token(plan: { cell: string; planId: string }) {
  return requestConsentToken(s, thandi, { cell: plan.cell, planReference: plan.planId });
}

/** A prompt sent for the plan: its transaction id and the socket that waits for the answer. */
async function prompt(plan: { cell: string; planId: string }) {
  const issued = await token(plan);
  expect(issued.status).toBe(200);
  const session = openVerifier(s, issued.json.token);
  const started = await session.first;
  expect(started.authStatus).toBe('IN_PROGRESS');
  return { transactionId: started.transactionId!, session };
}

const createLog = (plan: { cell: string; planId: string }, transactionId: string) =>
  s.request<{ data: { response?: string | null } }>('POST', routes.logUssd, {
    token: thandi,
    body: logRecord(plan.planId, transactionId, plan.cell),
  });

const updateLog = (transactionId: string, response: string) =>
  s.request<{ data: { response?: string | null } }>(
    'PUT',
    fillRoute(routes.updateUssdLog, { transactionId }),
    { token: thandi, body: { response } },
  );

const logOf = async (policy: string) =>
  (
    await s.request<{ data: Array<{ transactionId: string; response?: string | null }> }>(
      'GET',
      fillRoute(routes.clientUssdLog, { policyNumber: policy }),
      { token: thandi },
    )
  ).json.data;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the log of an attempt is written once, whatever order its calls arrive in', () => {
  it('create, then update: one entry with the answer', async () => {
    const plan = await newPlan();
    const { transactionId, session } = await prompt(plan);
    expect((await createLog(plan, transactionId)).status).toBe(201);
    await answerPrompt(s, transactionId, 'ACCEPT');
    await session.closed;
    expect((await updateLog(transactionId, 'ACCEPT')).json.data.response).toBe('ACCEPT');
    expect(await logOf(plan.policy)).toEqual([
      expect.objectContaining({ transactionId, response: 'ACCEPT' }),
    ]);
  });

  it('update before the create: the update waits, the create carries the answer, one entry', async () => {
    const plan = await newPlan();
    const { transactionId, session } = await prompt(plan);
    await answerPrompt(s, transactionId, 'ACCEPT');
    await session.closed;
    const update = updateLog(transactionId, 'ACCEPT');
    await delay(300); // the update is at the server, waiting
    const created = await createLog(plan, transactionId);
    expect(created.status).toBe(201);
    expect(created.json.data.response).toBe('ACCEPT');
    const updated = await update;
    expect(updated.status).toBe(200);
    expect(updated.json.data.response).toBe('ACCEPT');
    expect(await logOf(plan.policy)).toEqual([
      expect.objectContaining({ transactionId, response: 'ACCEPT' }),
    ]);
  });

  it('a create sent again after the update never overwrites the answer', async () => {
    const plan = await newPlan();
    const { transactionId, session } = await prompt(plan);
    expect((await createLog(plan, transactionId)).status).toBe(201);
    await answerPrompt(s, transactionId, 'REJECT');
    await session.closed;
    expect((await updateLog(transactionId, 'REJECT')).status).toBe(200);
    const again = await createLog(plan, transactionId);
    expect(again.status).toBe(409);
    expect(await logOf(plan.policy)).toEqual([
      expect.objectContaining({ transactionId, response: 'REJECT' }),
    ]);
  });

  it('an update for a transaction nobody started is still a 404 at once', async () => {
    const started = Date.now();
    expect((await updateLog('TX-nobody', 'TimeOut')).status).toBe(404);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('an accepted plan gets no further prompt until an update clears its consent', () => {
  it("refuses the token (409) as soon as the verifier has the ACCEPT, before the client's log says so", async () => {
    const plan = await newPlan();
    const { transactionId, session } = await prompt(plan);
    await answerPrompt(s, transactionId, 'ACCEPT');
    await session.closed;
    // Nothing logged yet: the client is slow. The service's own record decides.
    const refused = await token(plan);
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.json).message).toBe(USSD_MESSAGES.accepted);
  });

  it('asks again after the plan was updated (its consent cleared); not after a REJECT', async () => {
    const rejected = await newPlan();
    const first = await prompt(rejected);
    await answerPrompt(s, first.transactionId, 'REJECT');
    await first.session.closed;
    expect((await token(rejected)).status).toBe(200);

    const plan = await newPlan();
    const accepted = await prompt(plan);
    await answerPrompt(s, accepted.transactionId, 'ACCEPT');
    await accepted.session.closed;
    expect((await token(plan)).status).toBe(409);
    const updated = await s.request(
      'PUT',
      fillRoute(routes.updatePlan, { policyNumber: plan.policy }),
      { token: thandi, body: planPayload(plan.policy, { cell: plan.cell }) },
    );
    expect(updated.status).toBe(200);
    expect((await token(plan)).status).toBe(200);
  });
});

describe('one prompt per plan, however many tabs ask', () => {
  it('refuses a second token while the first prompt waits, saying a request is under way', async () => {
    const plan = await newPlan();
    const { session } = await prompt(plan);
    const second = await token(plan);
    expect(second.status).toBe(409);
    expect(errorBodySchema.parse(second.json).message).toBe(USSD_MESSAGES.planBusy);
    session.socket.close();
    await session.closed;
  });

  it('two tokens issued at once: the second socket is refused, the handset shows one prompt', async () => {
    const plan = await newPlan();
    const [a, b] = await Promise.all([token(plan), token(plan)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const first = openVerifier(s, a.json.token);
    expect((await first.first).authStatus).toBe('IN_PROGRESS');
    const second = openVerifier(s, b.json.token);
    expect(await second.first).toMatchObject({
      authStatus: 'INVALID_TOKEN',
      ussdMessage: USSD_MESSAGES.busy,
    });
    const prompts = await s.request<Array<{ transactionId: string }>>(
      'GET',
      `/sandbox/handset/api/prompts?cell=${plan.cell}`,
    );
    expect(prompts.json).toHaveLength(1);
    first.socket.close();
    await first.closed;
  });
});
