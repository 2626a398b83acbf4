/**
 * What a finished request writes to its log entry beside the response, so the log can later say
 * how it ended (docs/behaviour.md#consent-history); `entryState` (consent-state.ts) reads it back.
 */
import { LOG_ENDINGS, TEXT_MAX } from '../../api';

export interface LogEnding {
  consentStatus: string;
  verifierMessage?: string;
}

/**
 * The ending for a request that ended in `phase` (the session's final phase): an answer records its
 * option, any other ending its LOG_ENDINGS word and, when the verifier said why, its words.
 */
export function logEnding(
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
