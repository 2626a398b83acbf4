export { openSession, type Session } from './session';
export { reportMissingToken, resetMissingTokenNotice } from './missing-token';
export {
  SessionProvider,
  useAdviser,
  useGoHome,
  useSession,
  useSessionKnown,
} from './SessionProvider';
