/**
 * The outbox's own words (docs/behaviour.md#no-signal): what a kept Save is called in the list's
 * row and the details screen's bar, with its colour and what happens next. Keyed by where a Save
 * stands, so a state without words does not compile.
 */
import type { StatusTone } from '../../components';

/**
 * Where a kept Save stands: not sent yet (`waiting`; `lookup` for a stop order whose agency is
 * looked up first); sent with no answer, or a 5xx (`retry`); refused for the session (`auth`, a
 * 401); refused for what it holds (`attention`: it waits for the adviser's fix).
 */
export type SendState = 'waiting' | 'lookup' | 'retry' | 'auth' | 'attention';

export interface SendWords {
  /** The state's one word. */
  word: string;
  tone: StatusTone;
  /** What happens next, or what the adviser does next. */
  next: string;
  /**
   * What a phone's bar shows of `next` where the whole would take a second line (the sticky
   * area keeps 120 px, docs/behaviour.md#the-bar); the whole is still read and shown wider.
   */
  onAPhone?: string;
}

export const SEND_STATES: Record<SendState, SendWords> = {
  waiting: { word: 'Waiting to send', tone: 'info', next: 'Sent when the signal returns' },
  lookup: {
    word: 'Waiting to send',
    tone: 'info',
    next: 'The agency is looked up when the signal returns',
    onAPhone: 'Sent when the signal returns',
  },
  retry: { word: 'Will retry', tone: 'warning', next: 'Sent when the signal returns' },
  auth: {
    word: 'Sign in again to send',
    tone: 'danger',
    next: 'Sign in on the staff hub: it is sent then',
  },
  attention: { word: 'Needs your attention', tone: 'danger', next: 'Fix the form and save again' },
};

/** The toasts of a Save that the service confirmed, wherever it was sent from. */
export const SAVED = {
  created: 'Form saved successfully',
  updated: 'Form updated successfully',
} as const;
