/**
 * The two phases of a request's wait, in words (docs/behaviour.md#the-bar): sending until the
 * verifier says the prompt is on the phone, so the client is never told to look too early.
 */
import { maskCell } from '../../domain';
import { secondsLeft, type ConsentSessionState } from './consent-session';
import { askToReply, sendingTo } from './words';

/** Said while a request waits, wherever the adviser is: a reload or a close withdraws it. */
export const KEEP_PAGE_OPEN = 'Keep this page open until the client answers';

/** The phase of a request under way and its words; null when none is under way. */
export function waitPhase(
  state: ConsentSessionState,
): { phase: 'sending' | 'waiting'; words: string } | null {
  if (state.phase === 'sending') {
    const cell = state.request ? maskCell(state.request.cellphoneNumber) : '';
    return { phase: 'sending', words: cell ? sendingTo(cell) : 'Sending…' };
  }
  if (state.phase === 'waiting') return { phase: 'waiting', words: askToReply(secondsLeft(state)) };
  return null;
}
