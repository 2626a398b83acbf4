// A stop order saved with no signal (docs/behaviour.md#no-signal): its agency is looked up first,
// in the same mutation's run, as the Save is sent; an unknown number waits for the adviser's fix.
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, outbox, plan } from './outbox.test-support';
import { SEND_STATES } from './outbox-words';
import { waitingNow } from './queue';
import type { SaveCalls } from './saves';
import { queryKeys, type PlanPayload } from '../../api';

beforeEach(() => {
  vi.useFakeTimers();
  onlineManager.setOnline(true);
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

const stopOrder = (policyNumber: string, agencyNumber: string, agencyName = '') =>
  ({
    ...plan(policyNumber),
    paymentMethodType: 'Stop Order',
    stopOrderDetails: {
      agencyNumber,
      agencyName,
      empReferenceNumber: 'E1',
      headOffice: '',
      deptCode: '',
      firstdeductionDate: '2026-12-01',
    },
  }) as unknown as PlanPayload;

/** The outbox over a service whose agency look-up knows 104501 only, counting its calls. */
function withAgencies() {
  const made = outbox();
  const looked: string[] = [];
  const agency: NonNullable<SaveCalls['agency']> = async (agencyNumber) => {
    looked.push(agencyNumber);
    await Promise.resolve();
    if (agencyNumber === '104501') return { name: 'Department of Health' };
    throw answered(404, 'Agency not found');
  };
  const calls = made.api;
  const again = outbox({ ...calls, agency } as typeof calls, made.queryClient);
  return { ...again, looked };
}

describe('a stop order saved with no signal', () => {
  it('waits as "the agency is looked up", then is looked up first and sent with its name', async () => {
    const { api, save, create, queryClient, looked } = withAgencies();
    onlineManager.setOnline(false);
    save('create', create('k1', stopOrder('P1', '104501')));
    await vi.advanceTimersByTimeAsync(0);
    const [waiting] = waitingNow(queryClient);
    expect(waiting?.state).toBe('lookup');
    expect(SEND_STATES.lookup).toMatchObject({
      word: 'Waiting to send',
      next: 'The agency is looked up when the signal returns',
    });
    expect(looked).toEqual([]);

    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(looked).toEqual(['104501']);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.payload.stopOrderDetails.agencyName).toBe('Department of Health');
    expect(waitingNow(queryClient)).toEqual([]);
    // The answer is kept: the next time the number fills at once.
    expect(queryClient.getQueryData(queryKeys.agency('104501'))).toEqual({
      name: 'Department of Health',
    });
    // The plan the cache holds is the one sent, its description included.
    expect(
      queryClient.getQueryData<PlanPayload>(queryKeys.plan('P1'))?.stopOrderDetails.agencyName,
    ).toBe('Department of Health');
  });

  it('an agency looked up before is not looked up again', async () => {
    const { api, save, create, queryClient, looked } = withAgencies();
    queryClient.setQueryData(queryKeys.agency('104501'), { name: 'Department of Health' });
    onlineManager.setOnline(false);
    save('create', create('k1', stopOrder('P1', '104501')));
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(looked).toEqual([]);
    expect(api.calls[0]?.payload.stopOrderDetails.agencyName).toBe('Department of Health');
  });

  it("a number the look-up cannot find needs the adviser's attention, with 'Agency Not Found', and nothing is sent", async () => {
    const { api, save, create, queryClient, looked } = withAgencies();
    onlineManager.setOnline(false);
    save('create', create('k1', stopOrder('P1', '999999')));
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looked).toEqual(['999999']);
    expect(api.calls).toEqual([]);
    const [waiting] = waitingNow(queryClient);
    expect(waiting).toMatchObject({ state: 'attention', message: 'Agency Not Found' });
  });

  it('a stop order with its description, and a debit order, are sent as they are', async () => {
    const { api, save, create, update, looked } = withAgencies();
    onlineManager.setOnline(false);
    save('create', create('k1', stopOrder('P1', '104501', 'Known')));
    save('update', update('P2', plan('P2')));
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(looked).toEqual([]);
    expect(api.calls.map((call) => call.key ?? call.target)).toEqual(['k1', 'P2']);
  });
});
