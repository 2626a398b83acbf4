export {
  describeApiError,
  describeConsentError,
  describeSaveError,
  failureReason,
  isDuplicateKey,
  statusOf,
} from './api-error';
export {
  CONSENT_LABELS,
  acceptedAt,
  deriveConsentStatus,
  type ConsentStatus,
  type ConsentStatusInput,
} from './consent-status';
export {
  USSD_MESSAGE_MAX,
  USSD_PLACEHOLDERS,
  buildConsentText,
  buildUssdMessageForPlan,
} from '../../domain';
export { buildUssdMessage, type UssdMessageInput } from '../../domain/ussd-message';
export {
  buildConsentTokenRequest,
  buildUssdLogRecord,
  isAccept,
  type ConsentRequestInput,
} from './ussd-request';
export {
  initialConsentSession,
  isInFlight,
  secondsLeft,
  transition,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentPhase,
  type ConsentSessionState,
} from './consent-session';
export {
  createConsentSession,
  type ConsentSession,
  type ConsentSessionDeps,
  type SocketLike,
} from './consent-session-runner';
export {
  attemptAllowance,
  formatOpensAt,
  latestAttempt,
  withAttemptUnderWay,
  type AttemptAllowance,
  type LoggedAnswer,
} from './attempts';
