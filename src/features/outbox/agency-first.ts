/**
 * A stop order saved with no signal (docs/behaviour.md#no-signal): its agency description is left
 * to the look-up, which runs first when the Save is sent, in the same mutation. An agency already
 * looked up is taken from the cache (the list's copy keeps it through a reload).
 */
import type { QueryClient } from '@tanstack/react-query';
import { FIELD_MESSAGES } from '../../config/messages';
import { queryKeys, type Agency, type PlanPayload } from '../../api';
import { SendFailure } from './send-failure';

/** A stop order whose agency number waits for its description. */
export function needsAgency(payload: PlanPayload): boolean {
  if (payload.paymentMethodType !== 'Stop Order') return false;
  const details = payload.stopOrderDetails as Partial<PlanPayload['stopOrderDetails']> | undefined;
  return Boolean(details?.agencyNumber?.trim()) && !details?.agencyName?.trim();
}

/** The payload with its agency's name, from the cache or the look-up (a 404 when unknown). */
export async function withAgency(
  queryClient: QueryClient,
  payload: PlanPayload,
  lookup: (agencyNumber: string) => Promise<Agency>,
): Promise<PlanPayload> {
  if (!needsAgency(payload)) return payload;
  const agencyNumber = payload.stopOrderDetails.agencyNumber.trim();
  const key = queryKeys.agency(agencyNumber);
  const agency = queryClient.getQueryData<Agency>(key) ?? (await lookup(agencyNumber));
  queryClient.setQueryData(key, agency);
  return { ...payload, stopOrderDetails: { ...payload.stopOrderDetails, agencyName: agency.name } };
}

/** The look-up knows no such agency: the Save waits for the adviser's fix, with the spec's words. */
export const agencyNotFound = (ownTry: boolean) =>
  new SendFailure({
    verdict: { state: 'attention', message: FIELD_MESSAGES.agencyNotFound },
    noAnswer: false,
    ownTry,
    dropped: false,
  });
