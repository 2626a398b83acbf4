// The outbox's tests' service and queue (saves.test.ts, queue.test.ts): TanStack Query's own
// mutations with the outbox's defaults, over a service whose answers each test gives.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError, createTestQueryClient, type PlanPayload } from '../../api';
import { waitingNow } from './queue';
import { registerSaves, saveKey } from './saves';
import type { SaveKind, SaveVariables } from './waiting';

export const plan = (policyNumber: string, surname = 'Dube') =>
  ({ policyNumber, clientInfo: { surname } }) as unknown as PlanPayload;
export const noAnswer = () =>
  new ApiError({ status: 0, message: 'Network error', kind: 'network' });
export const answered = (status: number, message = `Request failed with status ${status}`) =>
  new ApiError({ status, message, kind: 'http' });

type Call = { method: 'POST' | 'PUT'; target: string; key?: string; payload: PlanPayload };
/** A reply the test gives: stored and answered, stored with the answer lost, or an error. */
type Reply = 'ok' | 'lost' | ApiError;

/** A service whose answers the test gives, and that counts what it stored and how many at once. */
function service() {
  const calls: Call[] = [];
  const replies: Reply[] = [];
  const stored = new Map<string, PlanPayload>();
  let inFlight = 0;
  let most = 0;
  const answer = async (call: Call, store: () => void) => {
    calls.push(call);
    most = Math.max(most, ++inFlight);
    await Promise.resolve();
    inFlight -= 1;
    const reply = replies.shift() ?? 'ok';
    if (reply instanceof ApiError) throw reply;
    store();
    if (reply === 'lost') throw noAnswer();
  };
  return {
    calls,
    stored,
    reply: (...next: Reply[]) => replies.push(...next),
    mostAtOnce: () => most,
    create: async (payload: PlanPayload, key: string) => {
      // Idempotent by key, as the sandbox: a repeat stores nothing.
      await answer({ method: 'POST', target: '', key, payload }, () => {
        if (!stored.has(key)) stored.set(key, payload);
      });
      return { policyNumber: payload.policyNumber, _id: `id-${key}` };
    },
    update: async (policyNumber: string, payload: PlanPayload) => {
      await answer({ method: 'PUT', target: policyNumber, payload }, () => undefined);
      return { _id: policyNumber };
    },
  };
}

export function outbox(api = service(), queryClient: QueryClient = createTestQueryClient()) {
  registerSaves(queryClient, api);
  queryClient.mount();
  const save = (kind: SaveKind, variables: SaveVariables) =>
    void new MutationObserver<unknown, unknown, SaveVariables>(queryClient, {
      mutationKey: saveKey(kind),
    })
      .mutate(variables)
      .catch(() => undefined);
  const create = (id: string, payload: PlanPayload) =>
    ({ id, payload, policyNumber: payload.policyNumber, savedAt: 1 }) satisfies SaveVariables;
  const update = (policyNumber: string, payload: PlanPayload) =>
    ({ id: `u-${policyNumber}`, payload, policyNumber, savedAt: 1 }) satisfies SaveVariables;
  const states = () => waitingNow(queryClient).map(({ id, state }) => [id, state]);
  return { api, queryClient, save, create, update, states };
}
