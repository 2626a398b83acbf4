export { createSessionStore, initialSessionState } from './store';
export {
  SessionProvider,
  useAdviser,
  useGoHome,
  useSessionState,
  useSessionStore,
  type SessionProviderProps,
} from './SessionProvider';
