/**
 * The consent history the details screen reads (docs/behaviour.md#consent-history): every request
 * of a plan by plan reference, how each ended, and the entries an edit archived.
 */
import { describe, expect, it } from 'vitest';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { ussdLogListResponseSchema } from '../../src/api/contract.ts';
import {
  THANDI,
  answerPrompt,
  consentToken,
  createPlan,
  logRecord,
  openVerifier,
  planPayload,
  runConsent,
  uniquePolicy,
  useSandboxWithAdvisers,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';

let s: Sandbox, thandi: string;
useSandboxWithAdvisers((world) => ({ s, thandi } = world));

/** A request the app ends as the handset makes it, writing its ending beside the response. */
async function requestEndedBy(planId: string, option: 'REJECT' | 'DROP') {
  const session = openVerifier(s, await consentToken(s, thandi, '0825550199', undefined, planId));
  const { transactionId } = await session.first;
  await s.request('POST', routes.logUssd, {
    token: thandi,
    body: logRecord(planId, transactionId!, '0825550199'),
  });
  await answerPrompt(s, transactionId!, option);
  const { messages } = await session.closed;
  const final = messages[messages.length - 1];
  const body =
    option === 'REJECT'
      ? { response: 'REJECT', consentStatus: 'REJECT' }
      : { response: 'TimeOut', consentStatus: 'NETWORK_ERROR', verifierMessage: final.ussdMessage };
  const updated = await s.request(
    'PUT',
    fillRoute(routes.updateUssdLog, { transactionId: transactionId! }),
    {
      token: thandi,
      body,
    },
  );
  expect(updated.status).toBe(200);
  return final;
}

const history = async (planId: string, includeArchived: boolean) => {
  const response = await s.request(
    'GET',
    `${routes.ussdLogs}?planReference=${planId}${includeArchived ? '&includeArchived=true' : ''}`,
    { token: thandi },
  );
  expect(response.status).toBe(200);
  // The answer holds to the contract the app parses it with.
  return ussdLogListResponseSchema.parse(response.json).data;
};

describe('consent history by plan reference', () => {
  it('keeps how each request ended and the verifier’s words, in the order they were sent', async () => {
    const policy = uniquePolicy('H');
    const { _id } = await createPlan(s, thandi, planPayload(policy, { employeeNumber: THANDI }));
    await requestEndedBy(_id, 'REJECT');
    const dropped = await requestEndedBy(_id, 'DROP');
    const entries = await history(_id, false);
    expect(entries.map((e) => [e.response, e.consentStatus, e.verifierMessage])).toEqual([
      ['REJECT', 'REJECT', undefined],
      ['TimeOut', 'NETWORK_ERROR', dropped.ussdMessage],
    ]);
    expect(entries[1].verifierMessage).toMatch(/dropped/);
    expect(entries.every((e) => e.maskedCellphoneNumber === '082****199')).toBe(true);
  });

  it('an edit archives the entries: the history still has them, marked with the date of the edit', async () => {
    const policy = uniquePolicy('H');
    const { _id } = await createPlan(s, thandi, planPayload(policy));
    await runConsent(s, thandi, _id, 'ACCEPT');
    const changed = planPayload(policy);
    changed.policyInfo.premium = '175';
    const before = Date.now();
    const put = await s.request('PUT', fillRoute(routes.updatePlan, { policyNumber: policy }), {
      token: thandi,
      body: changed,
    });
    expect(put.status).toBe(200);
    await runConsent(s, thandi, _id, 'REJECT');

    expect((await history(_id, false)).map((e) => [e.response, e.archived])).toEqual([
      ['REJECT', undefined],
    ]);
    const all = await history(_id, true);
    expect(all.map((e) => [e.response, e.archived ?? false])).toEqual([
      ['ACCEPT', true],
      ['REJECT', false],
    ]);
    expect(Date.parse(all[0].archivedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });
});
