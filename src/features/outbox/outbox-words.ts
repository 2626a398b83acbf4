/**
 * What a kept Save is called wherever it shows (docs/behaviour.md#no-signal): the list's row, the
 * details screen's bar. The words live in the one table of words (features/consent/words.ts);
 * this ties them to the queue's states, so a state without words does not compile.
 */
import type { StatusTone } from '../../components';
import { SEND_STATES as WORDS } from '../consent';
import type { SendState } from './outbox';

export interface SendWords {
  /** The state's one word. */
  word: string;
  tone: StatusTone;
  /** What happens next, or what the adviser does next. */
  next: string;
}

export const SEND_STATES: Record<SendState, SendWords> = WORDS;
