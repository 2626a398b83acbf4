/**
 * The list's own words (docs/behaviour.md#no-signal), beside the table the app shares
 * (features/consent/words.ts): the note on the list read with no signal, 'Offline — applications
 * as of 14:05' (the time on the one clock).
 */
export const OFFLINE_AS_OF = 'Offline — applications as of';
