/**
 * The tab's one registry of consent sessions (docs/architecture.md#consent-sessions): a USSD
 * request outlives the page that sent it. Made beside the app's query client (app-state.ts), in a
 * module of its own so the first page's request does not wait for the consent code and the
 * components it brings to load (docs/architecture.md#delivery).
 */
import { createAppConsentSessions } from '../features/consent';
import { queryClient } from './app-state';

export const consentSessions = createAppConsentSessions(queryClient);
