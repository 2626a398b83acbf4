/** The details screen's application's Save waiting in the outbox (docs/behaviour.md#no-signal). */
import { FIELD_MESSAGES } from '../../../config/messages';
import type { OpenApplication } from '../../../lib/open-application';
import type { WaitingSave } from '../../outbox';
import type { DetailsState } from './details-controller';

/**
 * A waiting create is opened by a policy number no stored plan has yet: it is the new form again,
 * with the create's key, so saving again replaces what waits rather than adding a second.
 */
export function waitingCreate(open: OpenApplication, entries: readonly WaitingSave[]) {
  if (open.kind === 'new') return undefined;
  return entries.find(
    (entry) => entry.kind === 'create' && entry.policyNumber === open.policyNumber,
  );
}

/** This screen's application in the outbox: a create by its key, a saved plan by its number. */
export function queuedFor(
  entries: readonly WaitingSave[],
  { open, idempotencyKey }: Pick<DetailsState, 'open' | 'idempotencyKey'>,
): WaitingSave | undefined {
  return entries.find((entry) =>
    open.kind === 'new' ? entry.id === idempotencyKey : entry.policyNumber === open.policyNumber,
  );
}

/** The agency number a waiting Save's look-up did not find ('Agency Not Found'), else null. */
export const refusedAgencyNumber = (queued: WaitingSave | undefined) =>
  queued?.state === 'attention' && queued.message === FIELD_MESSAGES.agencyNotFound
    ? queued.payload.stopOrderDetails.agencyNumber
    : null;
