/**
 * The tab's consent sessions for React (docs/architecture.md#consent-sessions): the app makes the
 * registry once beside its query client and provides it here; the details screen runs its plan's
 * request in it, the list reads which plans are waiting.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  fetchVerifierEndpoint,
  logClientUssd,
  queryKeys,
  requestConsentToken,
  updateUssdLog,
} from '../../api';
import { toast } from '../../components';
import {
  createConsentSession,
  type ConsentSession,
  type ConsentSessionDeps,
} from './consent-session-runner';
import { createConsentSessions, type ConsentSessions, type EndedAway } from './consent-sessions';
import type { Ending } from './consent-state';
import { keptAnswers, type KeptAnswer, type KeptAnswers } from './kept-answers';

export type AppConsentSessions = ConsentSessions<ConsentSession>;

/**
 * The registry with the app's calls. A toast told while no screen shows the plan's request (the
 * adviser went to the list) names the application and its client: 'Application MFP… (Sipho
 * Dube): Consent Status: ACCEPT'; the answer is also kept for the list's notice until dismissed.
 */
export function createAppConsentSessions(
  queryClient: QueryClient,
  deps?: Partial<ConsentSessionDeps>,
  answers: KeptAnswers = keptAnswers,
): AppConsentSessions {
  const keep = ({ planReference, policyNumber, client, phase }: EndedAway) => {
    if (!policyNumber) return;
    answers.keep({
      planReference,
      policyNumber,
      client: client ?? '',
      outcome: phase as Ending,
      at: Date.now(),
    });
  };
  // How many screens show a plan's request now (the details screen watches its own).
  let watching = 0;
  const registry: AppConsentSessions = createConsentSessions(
    (planReference) =>
      createConsentSession({
        fetchEndpoint: () => fetchVerifierEndpoint(),
        requestToken: (body) => requestConsentToken(body),
        createLog: (record) => logClientUssd(record),
        updateLog: (transactionId, update) => updateUssdLog(transactionId, update),
        toast: (tone, message) => {
          const label = sessions.labelOf(planReference);
          const client = sessions.clientOf(planReference);
          const watched = sessions.isWatched(planReference);
          // On another application's screen the kept answer is told by the answers feature
          // ('Another client: …', with Open and the header's marker), not here.
          if (!watched && label && watching > 0) return;
          const text =
            watched || !label
              ? message
              : `Application ${label}${client ? ` (${client})` : ''}: ${message}`;
          void toast[tone](text);
        },
        reloadLog: () => queryClient.invalidateQueries({ queryKey: queryKeys.ussdLogs }),
        ...deps,
      }),
    keep,
  );
  const sessions: AppConsentSessions = {
    ...registry,
    watch(planReference) {
      watching += 1;
      const stop = registry.watch(planReference);
      return () => {
        watching -= 1;
        stop();
      };
    },
  };
  return sessions;
}

const Context = createContext<AppConsentSessions | null>(null);

/**
 * Provides the registry, and guards the tab while a request runs: closing or reloading it (or
 * leaving the app for the staff hub, which is how an adviser signs out) first gets the browser's
 * own question, and a tab that goes anyway withdraws the prompt (docs/behaviour.md#consent-session).
 */
export function ConsentSessionsProvider({
  sessions,
  children,
}: {
  sessions: AppConsentSessions;
  children: ReactNode;
}) {
  const running = useSyncExternalStore(sessions.subscribe, sessions.running, sessions.running);
  const busy = running.size > 0;
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const withdraw = () => sessions.withdrawAll();
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', withdraw);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', withdraw);
    };
  }, [busy, sessions]);
  return <Context.Provider value={sessions}>{children}</Context.Provider>;
}

export function useConsentSessions(): AppConsentSessions {
  const sessions = useContext(Context);
  if (!sessions) throw new Error('useConsentSessions needs a <ConsentSessionsProvider> above it');
  return sessions;
}

const none: ReadonlySet<string> = new Set();

/** The plan references whose request this tab is running (empty outside the providers). */
export function useRunningConsent(): ReadonlySet<string> {
  const sessions = useContext(Context);
  return useSyncExternalStore(
    sessions?.subscribe ?? noSubscription,
    sessions?.running ?? noneRunning,
    noneRunning,
  );
}

const noSubscription = () => () => undefined;
const noneRunning = () => none;

/** The answers kept for the list's notice, newest first (docs/behaviour.md#answers-kept-in-sight). */
export function useKeptAnswers(answers: KeptAnswers = keptAnswers) {
  const list = useSyncExternalStore(answers.subscribe, answers.list, noAnswers);
  return { list, dismiss: answers.dismiss };
}

const EMPTY: readonly KeptAnswer[] = [];
const noAnswers = () => EMPTY;
