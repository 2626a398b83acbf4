/**
 * The seam between the list and the save queue of #41 (the outbox): the policy numbers of the
 * applications saved with no signal and waiting to send, which lead the work queue
 * (queue-order.ts). Until the outbox provides them, nothing waits.
 */
const NOTHING_WAITING: ReadonlySet<string> = new Set();

export function useWaitingToSend(): ReadonlySet<string> {
  return NOTHING_WAITING;
}
