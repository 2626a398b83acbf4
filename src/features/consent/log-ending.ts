/**
 * What a finished request writes to its log entry beside the response, so the log can later say
 * how it ended (docs/behaviour.md#consent-history); `entryState` (consent-state.ts) reads it back.
 */
import { LOG_ENDINGS, TEXT_MAX } from '../../api';

/** What a finished request writes to its entry beside the response (see LOG_ENDINGS). */
export interface LogEnding {
  consentStatus: string;
  verifierMessage?: string;
}

/**
 * The ending to record for a request that ended in `phase`: an answer records its option, the
 * other endings their LOG_ENDINGS word and, when the verifier said why, its words. Read back by
 * `entryState` as the same state.
 */
export function logEnding(
  /** The session's final phase ('accepted', 'rejected', 'noAnswer', 'networkError', …). */
  phase: string,
  response: string,
  verifierMessage?: string | null,
): LogEnding {
  const said = verifierMessage
    ? { verifierMessage: verifierMessage.slice(0, TEXT_MAX.ussdMessage) }
    : {};
  switch (phase) {
    case 'accepted':
    case 'rejected':
      return { consentStatus: response };
    case 'networkError':
      return { consentStatus: LOG_ENDINGS.networkError, ...said };
    case 'cancelled':
      return { consentStatus: LOG_ENDINGS.cancelled };
    case 'withdrawn':
      return { consentStatus: LOG_ENDINGS.withdrawn };
    case 'noAnswer':
      return { consentStatus: LOG_ENDINGS.timeout, ...said };
    default:
      return { consentStatus: LOG_ENDINGS.failed, ...said };
  }
}
