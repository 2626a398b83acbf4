/**
 * The tab's outbox with the app's calls (docs/behaviour.md#no-signal): how a failed send is
 * judged, and what a confirmed one does (the Save's own toast, the list's data read again).
 */
import type { QueryClient } from '@tanstack/react-query';
import { browserOnline, createPlan, queryKeys, updatePlan } from '../../api';
import { toast } from '../../components';
import { adviserTabKey, storage } from '../../lib/form-draft';
import { createStore } from '../../lib/store';
import { createOutbox, type Outbox } from './outbox';
import { judgeFailure } from './send-failure';

/** Every outbox made for the tab: the session's end empties them all. */
const wipes = createStore(0);

/** The session ended (docs/behaviour.md#authorisation): every waiting Save goes with it. */
export function clearAllOutboxes(): void {
  wipes.setState((count) => count + 1);
}

export function createAppOutbox(
  queryClient: QueryClient,
  employeeNumber: string,
  { persist = true }: { persist?: boolean } = {},
): Outbox {
  const outbox = createOutbox({
    // Nothing of a client's outlives the tab: the drafts' storage, under the adviser's key.
    storage: persist && employeeNumber ? storage : () => null,
    key: adviserTabKey(employeeNumber, 'outbox'),
    create: (payload, idempotencyKey) => createPlan(payload, { idempotencyKey }),
    update: (policyNumber, payload) => updatePlan(policyNumber, payload),
    judge: judgeFailure,
    online: browserOnline,
    onSent: ({ entry, created }) => {
      void toast.success(
        entry.kind === 'create' ? 'Form saved successfully' : 'Form updated successfully',
      );
      const numbers = new Set([entry.policyNumber, entry.payload.policyNumber]);
      if (created) numbers.add(created.policyNumber);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allApplications });
      for (const number of numbers) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.plan(number) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.ussdLog(number) });
      }
    },
  });
  wipes.subscribe(() => outbox.clear());
  return outbox;
}
