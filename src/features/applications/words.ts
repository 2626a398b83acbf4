/**
 * The list's own words (docs/behaviour.md#no-signal), beside the table the app shares
 * (features/consent/words.ts): the notes on rows shown as last read, 'Offline — applications as
 * of 14:05' and 'Applications as of 14:05 — checking…' (the time on the one clock, ListAsOf).
 */
export const OFFLINE_AS_OF = 'Offline — applications as of';
export const CHECKING_AS_OF = ['Applications as of', '— checking…'] as const;
