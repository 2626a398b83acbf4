import { NO_MESSAGE_YET } from '../form/words';
import { CONSENT_ATTEMPTS_PER_DAY } from '../../../api';
import {
  FORMS_READY,
  STEPS,
  USSD_MESSAGE_MAX,
  isInFlight,
  lastRequest,
  statedOf,
  waitPhase,
  secondsLeft,
  sessionState,
  timeLeft,
  toneOf,
  wordOf,
  type AttemptAllowance,
  type ConsentSessionState,
  type ConsentState,
} from '../../consent';
import {
  Box,
  Countdown,
  Muted,
  Panel,
  Problem,
  Spinner,
  StatusLine,
  UssdText,
} from './ConsentPanel.styles';

/**
 * The state of a request in its one word (docs/behaviour.md#consent-session); while the prompt is
 * being sent, where it goes ('Sending to 082****567…').
 */
const wordsOf = (live: ConsentState | null, state: ConsentSessionState) => {
  if (live === null) return '';
  if (live.kind === 'sending') return waitPhase(state)?.words ?? '';
  // Another tab's wait says whose it is (docs/behaviour.md#one-story-across-tabs).
  return live.kind === 'elsewhere' ? statedOf(live) : wordOf(live);
};

/** The live line's colour: done, or anything to act on (the line knows no other tones). */
function lineTone(live: ConsentState | null): 'success' | 'danger' | undefined {
  const tone = live && toneOf(live);
  if (tone === 'success') return 'success';
  return tone === 'danger' || tone === 'warning' ? 'danger' : undefined;
}

export interface ConsentPanelProps {
  state: ConsentSessionState;
  /** The prompt the client will read; null when it cannot be built. */
  message: string | null;
  allowance: AttemptAllowance;
  /** Why Request Consent is off (its button is described by this text), or null; a problem is red. */
  reason: { text: string; tone: 'guidance' | 'problem' } | null;
  /** The id of the reason's element, for the button's aria-describedby. */
  reasonId: string;
  /** The live status's id: the focus goes there after Request Consent. */
  statusId?: string;
  /** Consent is accepted: attempts no longer matter. */
  accepted?: boolean;
  /** The newest attempt the log holds, shown until this screen sends one. */
  latest?: { state: ConsentState; at: number } | null;
  /** The mandate form is stored for this plan (Generate Forms has run). */
  mandateStored?: boolean;
  /**
   * Where the request stands as the screen reads it, another tab's wait counted; by default the
   * session's own phase.
   */
  live?: ConsentState | null;
  /** The application's Save waits for the signal to be sent (docs/behaviour.md#no-signal). */
  queued?: boolean;
}

/**
 * Under the Consent Required table: the exact USSD text and its length, the attempts left, why
 * Request Consent is off, and a request's live progress (announced politely). Cancel is the
 * bar's: one Cancel while waiting.
 */
export function ConsentPanel({
  state,
  message,
  allowance,
  reason,
  reasonId,
  statusId,
  accepted = false,
  latest = null,
  mandateStored = false,
  live = sessionState(state),
  queued = false,
}: ConsentPanelProps) {
  const inFlight = isInFlight(state);
  const seconds = live?.kind === 'waiting' ? secondsLeft(state) : null;
  const tooLong = message !== null && message.length > USSD_MESSAGE_MAX;
  // A problem is red; guidance is muted.
  const Length = tooLong ? Problem : Muted;
  const Reason = reason?.tone === 'problem' ? Problem : Muted;
  const words = wordsOf(live, state);
  const sentTo = state.maskedCellphoneNumber;
  const logged = latest && lastRequest(statedOf(latest.state), latest.at);

  return (
    <Panel>
      <Box role="group" aria-labelledby="ussd-preview-heading">
        <h3 id="ussd-preview-heading">USSD message</h3>
        {message === null ? (
          <Muted>{queued ? NO_MESSAGE_YET.queued : NO_MESSAGE_YET.notSaved}</Muted>
        ) : (
          <>
            <UssdText aria-label="USSD message text">{message}</UssdText>
            <Length>
              {`${message.length} of ${USSD_MESSAGE_MAX} characters${tooLong ? ': too long for USSD' : ''}`}
            </Length>
          </>
        )}
        {!accepted && (
          <p>{`Attempts left today: ${allowance.left} of ${CONSENT_ATTEMPTS_PER_DAY}`}</p>
        )}
        {reason && (
          <Reason id={reasonId} data-tone={reason.tone}>
            {reason.text}
          </Reason>
        )}
      </Box>
      <Box role="group" aria-labelledby="consent-progress-heading">
        <h3 id="consent-progress-heading">Consent request</h3>
        {/* Always rendered, so every change of state is announced. */}
        <StatusLine role="status" data-tone={lineTone(live)} tabIndex={-1} id={statusId}>
          {inFlight && <Spinner aria-hidden="true" />}
          {words ? (
            <span>{words}</span>
          ) : (
            <Muted as="span">{logged ?? 'No request sent yet.'}</Muted>
          )}
        </StatusLine>
        {sentTo && <p>{`Sent to ${sentTo}`}</p>}
        {seconds !== null && (
          <p>
            <Countdown role="timer" aria-label="Time left to answer">
              {timeLeft(seconds)}
            </Countdown>
          </p>
        )}
        {state.detail && !inFlight && <Muted>{state.detail}</Muted>}
        {mandateStored && !inFlight && (
          <p>{`${FORMS_READY}: ${STEPS.downloadForms} opens them.`}</p>
        )}
      </Box>
    </Panel>
  );
}
