export { describeApiError, describeSaveError, failureReason, statusOf } from './api-error';
export {
  CONSENT_LABELS,
  acceptedAt,
  deriveConsentStatus,
  type ConsentStatus,
} from './consent-status';
export { USSD_MESSAGE_MAX, buildConsentText, buildUssdMessageForPlan } from '../../domain';
export {
  initialConsentSession,
  isInFlight,
  secondsLeft,
  type ConsentPhase,
  type ConsentSessionState,
} from './consent-session';
export { type ConsentSessionDeps } from './consent-session-runner';
export {
  attemptAllowance,
  cancelCost,
  countsToday,
  formatOpensAt,
  latestAttempt,
  withAttemptUnderWay,
  type AttemptAllowance,
  type LoggedAnswer,
} from './attempts';
export {
  OUTCOME_LABELS,
  OUTCOME_TONES,
  UNANSWERED_WAIT_MS,
  currentOutcome,
  entryOutcome,
  newestFirst,
  type ConsentOutcome,
} from './consent-outcome';
export {
  ConsentSessionsProvider,
  createAppConsentSessions,
  useConsentSessions,
  useKeptAnswers,
  useRunningConsent,
  type AppConsentSessions,
} from './use-consent-sessions';
export { answerKey, createKeptAnswers, type KeptAnswer, type KeptAnswers } from './kept-answers';
