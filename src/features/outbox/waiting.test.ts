// The Saves that wait as the screens see them (docs/behaviour.md#no-signal): one per
// application, in the order sent, each where it stands; and the rows of the list they make.
import { describe, expect, it } from 'vitest';
import type { ApplicationRow, PlanPayload } from '../../api';
import {
  rowsWithWaiting,
  waitingFor,
  waitingSaves,
  type SaveFacts,
  type WaitingSave,
} from './waiting';

const plan = (policyNumber: string, surname = 'Dube') =>
  ({
    policyNumber,
    clientInfo: { name: 'Thandi', surname, registrationDetails: { identificationNumber: '85' } },
  }) as unknown as PlanPayload;

let id = 0;
function save(overrides: Partial<SaveFacts> & Pick<SaveFacts, 'kind' | 'variables'>): SaveFacts {
  id += 1;
  return {
    mutationId: id,
    status: 'pending',
    isPaused: true,
    failureCount: 0,
    failure: null,
    ...overrides,
  };
}
const verdict = (state: 'retry' | 'auth' | 'attention', ownTry = false, noAnswer = false) => ({
  verdict: { state, message: state === 'attention' ? 'Error: 400' : 'Error: 503' },
  noAnswer,
  ownTry,
  dropped: false,
});

describe('the Saves that wait', () => {
  it('are one per application, in the order saved, with its latest plan', () => {
    const saves = waitingSaves([
      save({
        kind: 'create',
        variables: { id: 'k1', payload: plan('P1'), policyNumber: 'P1', savedAt: 10 },
        isPaused: false,
        failure: verdict('retry', false, true),
      }),
      save({
        kind: 'update',
        variables: { id: 'u2', payload: plan('P2'), policyNumber: 'P2', savedAt: 20 },
      }),
      save({
        kind: 'update',
        variables: {
          id: 'k1:then',
          payload: plan('P1', 'Nkosi'),
          policyNumber: 'P1',
          after: 'k1',
          savedAt: 30,
        },
      }),
    ]);
    expect(saves.map(({ id, state, queuedAt }) => [id, state, queuedAt])).toEqual([
      ['k1', 'retry', 10],
      ['u2', 'waiting', 20],
    ]);
    expect(saves[0]).toMatchObject({ payload: plan('P1', 'Nkosi'), mayBeStored: true });
  });

  it('call a Save whose own try got no answer Waiting to send, until the outbox tries it', () => {
    const variables = { id: 'k1', payload: plan('P1'), policyNumber: 'P1', savedAt: 1 };
    const own = save({ kind: 'create', variables, failure: verdict('retry', true, true) });
    expect(waitingSaves([own])[0]?.state).toBe('waiting');
    const tried = { ...own, failure: verdict('retry', false, true) };
    expect(waitingSaves([tried])[0]?.state).toBe('retry');
  });

  it("hold a refusal after it was kept, with the service's words; not one on the own try", () => {
    const variables = { id: 'k1', payload: plan('P1'), policyNumber: 'P1', savedAt: 1 };
    const refused = save({
      kind: 'create',
      variables,
      status: 'error',
      failure: verdict('attention'),
    });
    expect(waitingSaves([refused])).toMatchObject([{ state: 'attention', message: 'Error: 400' }]);
    const own = { ...refused, failure: verdict('attention', true) };
    expect(waitingSaves([own])).toEqual([]);
  });
});

describe('the list row a waiting Save belongs to', () => {
  const waiting = (kind: 'create' | 'update', mayBeStored: boolean) =>
    ({ id: 'k', kind, policyNumber: 'P1', mayBeStored }) as WaitingSave;
  it("is a stored row's own update, or a create that may have stored it", () => {
    expect(
      waitingFor([waiting('update', false)], { policyNumber: 'P1', stored: true }),
    ).toBeDefined();
    expect(
      waitingFor([waiting('create', true)], { policyNumber: 'P1', stored: true }),
    ).toBeDefined();
  });
  it('is never a stored row for a create that stored nothing (a taken policy number)', () => {
    expect(waitingFor([waiting('create', false)], { policyNumber: 'P1', stored: true })).toBe(
      undefined,
    );
    expect(
      waitingFor([waiting('create', false)], { policyNumber: 'P1', stored: false }),
    ).toBeDefined();
  });

  it('is a row of its own, first, for a new application the list does not hold', () => {
    const rows: ApplicationRow[] = [{ policyNumber: 'P0' }];
    expect(rowsWithWaiting(rows, [])).toBe(rows);
    const made = rowsWithWaiting(rows, [
      {
        ...waiting('create', false),
        payload: plan('P1'),
        queuedAt: Date.UTC(2026, 0, 2),
      },
    ]);
    expect(made.map((row) => [row.policyNumber, row.createdAt])).toEqual([
      ['P1', '2026-01-02T00:00:00.000Z'],
      ['P0', undefined],
    ]);
  });
});
