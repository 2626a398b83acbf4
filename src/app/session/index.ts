export { NO_ADVISER, readAdviser, type Adviser } from './adviser';
export {
  createSessionStore,
  initialSessionState,
  type SessionState,
  type SessionStore,
} from './store';
export {
  SessionProvider,
  useAdviser,
  useGoHome,
  useSessionState,
  useSessionStore,
  type SessionProviderProps,
} from './SessionProvider';
