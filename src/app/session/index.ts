export { createSessionStore, initialSessionState } from './store';
export type { Session } from './session';
export { reportMissingToken, resetMissingTokenNotice } from './missing-token';
export {
  SessionProvider,
  useAdviser,
  useGoHome,
  useSessionKnown,
  useSessionState,
  useSessionStore,
} from './SessionProvider';
