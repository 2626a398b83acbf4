/** How a send the service did not confirm is judged (docs/behaviour.md#no-signal). */
import { isApiError } from '../../api';
import { describeApiError, describeSaveError } from '../consent';
import type { OutboxEntry, Verdict } from './outbox';

/**
 * What a failed send means: not sent (offline) waits; no answer, a time-out, a 408, a 429 or a 5xx
 * is tried again; a 401 (or no token) needs a new sign-in; anything else the service refused (a
 * 4xx, a taken policy number, a body the contract refuses) waits for the adviser, with the
 * service's message as Save's toast words it (docs/behaviour.md#messages).
 */
export function judgeFailure(entry: OutboxEntry, error: unknown): Verdict {
  if (!isApiError(error)) return { state: 'retry' };
  const message =
    entry.kind === 'create'
      ? describeSaveError(error, entry.payload.policyNumber)
      : describeApiError(error);
  switch (error.kind) {
    case 'offline':
      return { state: 'waiting' };
    case 'auth':
      return { state: 'auth' };
    case 'network':
    case 'timeout':
    case 'cancelled':
      return { state: 'retry' };
    case 'http': {
      const { status } = error;
      if (status === 401) return { state: 'auth' };
      // A taken policy number is the services' 500: it would be refused again.
      if (message !== describeApiError(error)) return { state: 'attention', message };
      if (status >= 500 || status === 408 || status === 429) return { state: 'retry' };
      return { state: 'attention', message };
    }
    default:
      return { state: 'attention', message };
  }
}
