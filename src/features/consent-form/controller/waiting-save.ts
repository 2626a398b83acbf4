/**
 * A Save of the details screen's application waiting in the outbox (docs/behaviour.md#no-signal).
 */
import { FIELD_MESSAGES } from '../../../config/messages';
import type { OpenApplication } from '../../../lib/open-application';
import type { WaitingSave } from '../../outbox';
import type { DetailsState } from './details-controller';

/**
 * A new application whose create waits to be sent is opened (from the list, by a reload, or as
 * its Save is kept) by its policy number, which no stored plan has yet: it is the new form again,
 * with the create's key, so saving it again replaces what waits rather than adding a second.
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

/**
 * The agency number a waiting Save's look-up did not find ('Agency Not Found'): the form opens
 * with it marked at the field, to be fixed; null for any other Save.
 */
export function refusedAgencyNumber(queued: WaitingSave | undefined): string | null {
  if (queued?.state !== 'attention' || queued.message !== FIELD_MESSAGES.agencyNotFound) {
    return null;
  }
  return queued.payload.stopOrderDetails.agencyNumber;
}
