export { describeApiError, describeSaveError, failureReason } from './failure-words';
export { USSD_MESSAGE_MAX, buildConsentText, buildUssdMessageForPlan } from '../../domain';
export {
  initialConsentSession,
  isInFlight,
  secondsLeft,
  type ConsentSessionState,
} from './consent-session';
export { type ConsentSessionDeps } from './consent-session-runner';
export {
  attemptAllowance,
  cancelCost,
  countsToday,
  latestAttempt,
  withAttemptUnderWay,
  withdrawnCost,
  type AttemptAllowance,
} from './attempts';
export {
  CONSENT_STATES,
  ELSEWHERE,
  UNANSWERED_WAIT_MS,
  barWords,
  canGenerate,
  canRequest,
  entryState,
  isElsewhere,
  isUnderWay,
  logState,
  newestFirst,
  statedOf,
  productWordOf,
  sessionState,
  standing,
  stateOf,
  tableWords,
  toneOf,
  wordOf,
  type ConsentKind,
  type ConsentState,
} from './consent-state';
export {
  ConsentSessionsProvider,
  createAppConsentSessions,
  useConsentSessions,
  useKeptAnswers,
  useRunningConsent,
  type AppConsentSessions,
} from './use-consent-sessions';
export { KEEP_PAGE_OPEN, waitPhase } from './wait-phase';
export {
  createOtherTabs,
  heardEnded,
  heardWaiting,
  isWaitingElsewhere,
  otherTabs,
  type OtherTabs,
} from './other-tabs';
export {
  BUSY,
  DOWNLOAD_NEEDS_A_SIGNAL,
  FORMS_READY,
  GENERATE_STEPS,
  STEPS,
  generatingWords,
  lastRequest,
  nextWords,
  timeLeft,
} from './words';
export { answerKey, createKeptAnswers, type KeptAnswer, type KeptAnswers } from './kept-answers';
