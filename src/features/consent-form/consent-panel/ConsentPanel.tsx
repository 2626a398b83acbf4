import { Button } from '../../../components';
import { CONSENT_ATTEMPTS_PER_DAY } from '../../../api';
import {
  OUTCOME_LABELS,
  USSD_MESSAGE_MAX,
  formatOpensAt,
  isInFlight,
  secondsLeft,
  type AttemptAllowance,
  type ConsentPhase,
  type ConsentSessionState,
  type LoggedAnswer,
} from '../../consent';
import {
  Actions,
  Box,
  Countdown,
  Muted,
  Panel,
  Problem,
  Spinner,
  StatusLine,
  UssdText,
} from './ConsentPanel.styles';

/** The state of a request in words (docs/behaviour.md#consent-session). */
const PHASE_WORDS: Record<ConsentPhase, string> = {
  idle: '',
  sending: 'Sending…',
  waiting: OUTCOME_LABELS.waiting,
  accepted: OUTCOME_LABELS.accepted,
  rejected: OUTCOME_LABELS.rejected,
  noAnswer: OUTCOME_LABELS.noAnswer,
  networkError: OUTCOME_LABELS.networkError,
  cancelled: OUTCOME_LABELS.cancelled,
  failed: OUTCOME_LABELS.failed,
  refused: 'Refused: no attempts left',
};

const TONES: Partial<Record<ConsentPhase, 'success' | 'danger'>> = {
  accepted: 'success',
  rejected: 'danger',
  noAnswer: 'danger',
  networkError: 'danger',
  failed: 'danger',
  refused: 'danger',
};

/** The newest attempt in the log, in words (shown until this screen sends one). */
const LOGGED_WORDS: Record<LoggedAnswer, string> = {
  accepted: OUTCOME_LABELS.accepted,
  rejected: OUTCOME_LABELS.rejected,
  noAnswer: OUTCOME_LABELS.noAnswer,
  unanswered: OUTCOME_LABELS.unrecorded,
};

const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

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
  onCancel: () => void;
  /** Consent is accepted: attempts no longer matter. */
  accepted?: boolean;
  /** The newest attempt the log holds, shown until this screen sends one. */
  latest?: { answer: LoggedAnswer; at: number } | null;
  /** The mandate form is stored for this plan (Generate Forms has run). */
  mandateStored?: boolean;
}

/**
 * Under the Consent Required table: the exact USSD text and its length, the attempts left, why
 * Request Consent is off, and while a request is under way its live progress — the masked number
 * it went to, its state in words (announced politely), the countdown and Cancel.
 */
export function ConsentPanel({
  state,
  message,
  allowance,
  reason,
  reasonId,
  statusId,
  onCancel,
  accepted = false,
  latest = null,
  mandateStored = false,
}: ConsentPanelProps) {
  const inFlight = isInFlight(state);
  const seconds = state.phase === 'waiting' ? secondsLeft(state) : null;
  const tooLong = message !== null && message.length > USSD_MESSAGE_MAX;
  const words = PHASE_WORDS[state.phase];
  const sentTo = state.maskedCellphoneNumber;
  const logged =
    latest && `Last request: ${LOGGED_WORDS[latest.answer]}, ${formatOpensAt(latest.at)}`;

  return (
    <Panel>
      <Box role="group" aria-labelledby="ussd-preview-heading">
        <h3 id="ussd-preview-heading">USSD message</h3>
        {message === null ? (
          <Muted>The message is shown once the application is saved.</Muted>
        ) : (
          <>
            <UssdText aria-label="USSD message text">{message}</UssdText>
            {tooLong ? (
              <Problem>{`${message.length} of ${USSD_MESSAGE_MAX} characters: too long for USSD`}</Problem>
            ) : (
              <Muted>{`${message.length} of ${USSD_MESSAGE_MAX} characters`}</Muted>
            )}
          </>
        )}
        {!accepted && (
          <p>{`Attempts left today: ${allowance.left} of ${CONSENT_ATTEMPTS_PER_DAY}`}</p>
        )}
        {reason &&
          (reason.tone === 'problem' ? (
            <Problem id={reasonId} data-tone="problem">
              {reason.text}
            </Problem>
          ) : (
            <Muted id={reasonId} data-tone="guidance">
              {reason.text}
            </Muted>
          ))}
      </Box>
      <Box role="group" aria-labelledby="consent-progress-heading">
        <h3 id="consent-progress-heading">Consent request</h3>
        {/* Always rendered, so every change of state is announced. */}
        <StatusLine role="status" data-tone={TONES[state.phase]} tabIndex={-1} id={statusId}>
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
            {'Time left to answer: '}
            <Countdown role="timer" aria-label="Time left to answer">
              {minutesSeconds(seconds)}
            </Countdown>
          </p>
        )}
        {state.detail && !inFlight && <Muted>{state.detail}</Muted>}
        {mandateStored && !inFlight && <p>Mandate form stored: Download Forms opens it.</p>}
        {inFlight && (
          <Actions>
            <Button variant="secondary" size="sm" onPress={onCancel}>
              Cancel
            </Button>
          </Actions>
        )}
      </Box>
    </Panel>
  );
}
