/**
 * What a kept Save is called wherever it shows (docs/behaviour.md#no-signal): the list's row, the
 * details screen's bar. One table, as the consent states have theirs.
 */
import type { StatusTone } from '../../components';
import type { SendState } from './outbox';

export interface SendWords {
  /** The state's one word. */
  word: string;
  tone: StatusTone;
  /** What happens next, or what the adviser does next. */
  next: string;
}

export const SEND_STATES: Record<SendState, SendWords> = {
  waiting: { word: 'Waiting to send', tone: 'info', next: 'Sent when the signal returns' },
  retry: { word: 'Will retry', tone: 'warning', next: 'Sent when the signal returns' },
  auth: {
    word: 'Sign in again to send',
    tone: 'danger',
    next: 'Sign in on the staff hub: it is sent then',
  },
  attention: { word: 'Needs your attention', tone: 'danger', next: 'Fix the form and save again' },
};
