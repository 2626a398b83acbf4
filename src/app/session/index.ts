export { createSessionStore, initialSessionState } from './store';
export { createLeaveGuard, type LeaveGuard } from './leave-guard';
export {
  SessionProvider,
  useAdviser,
  useGoHome,
  useLeaving,
  useSessionState,
  useSessionStore,
  type SessionProviderProps,
} from './SessionProvider';
