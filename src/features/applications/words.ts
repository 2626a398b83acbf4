/**
 * The list's own words (docs/behaviour.md#no-signal), beside the one table the app shares
 * (features/consent/words.ts: the states, the steps): the note on the list's copy, read with no
 * signal. Pure.
 */
import { formatClock } from '../../lib/display-text';

/** The list read with no signal, and when it was read: 'Offline — applications as of 14:05'. */
export const OFFLINE_AS_OF = 'Offline — applications as of';
export const offlineAsOf = (readAt: Date | string | number) =>
  `${OFFLINE_AS_OF} ${formatClock(readAt, { date: false })}`;

/**
 * The list's copy shown while a read is on its way to confirm it: 'Applications as of 14:05 —
 * checking…'.
 */
export const CHECKING_AS_OF = ['Applications as of', '— checking…'] as const;
export const checkingAsOf = (readAt: Date | string | number) =>
  `${CHECKING_AS_OF[0]} ${formatClock(readAt, { date: false })} ${CHECKING_AS_OF[1]}`;
