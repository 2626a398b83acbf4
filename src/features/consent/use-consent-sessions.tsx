/** The tab's consent sessions for React (docs/architecture.md#consent-sessions). */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  LOG_ENDINGS,
  RESPONSE_TIMEOUT,
  fetchVerifierEndpoint,
  logClientUssd,
  queryKeys,
  readAfterWrite,
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
import { keptAnswers, type KeptAnswers } from './kept-answers';
import { heardWaiting, otherTabs, type OtherTabs } from './other-tabs';
import { withdrawnMarks, type WithdrawnMarks } from './withdrawn-marks';

export type AppConsentSessions = ConsentSessions<ConsentSession>;

/**
 * The registry with the app's calls. A toast told while no screen shows the plan's request names
 * the application and its client; the answer is also kept for the list's notice.
 */
export function createAppConsentSessions(
  queryClient: QueryClient,
  deps?: Partial<ConsentSessionDeps>,
  answers: KeptAnswers = keptAnswers,
  withdrawn: WithdrawnMarks = withdrawnMarks,
  others: OtherTabs = otherTabs,
): AppConsentSessions {
  // keepalive: the writes of a request outlive a page that is reloaded or closed meanwhile.
  const createLog = (record: Parameters<typeof logClientUssd>[0]) =>
    logClientUssd(record, { keepalive: true });
  const updateLog: ConsentSessionDeps['updateLog'] =
    deps?.updateLog ?? ((id, update) => updateUssdLog(id, update, { keepalive: true }));
  // What the last page of this tab withdrew: its ending written again (the closing page's write
  // may be lost or slower than this page's first read), then the log read again.
  const marked = withdrawn.getState().take();
  if (marked.length > 0) {
    const ending = { response: RESPONSE_TIMEOUT, consentStatus: LOG_ENDINGS.withdrawn };
    void Promise.allSettled(marked.map((id) => updateLog(id, ending))).then(() =>
      readAfterWrite(queryClient, queryKeys.ussdLogs),
    );
  }
  const keep = ({ planReference, policyNumber, client, phase }: EndedAway) => {
    if (!policyNumber) return;
    answers.getState().keep({
      planReference,
      policyNumber,
      client: client ?? '',
      outcome: phase as Ending,
      at: Date.now(),
    });
  };
  // A request refused with a 409 was refused for another tab's wait, which this tab may not have
  // heard of yet: it counts as heard, until that tab says its request ended.
  const heardFromRefusal = (planReference: string, session: ConsentSession) => {
    session.subscribe((view, before) => {
      if (view.phase !== 'elsewhere' || before.phase === 'elsewhere') return;
      others.setState(heardWaiting(others.getState(), planReference, Date.now()), true);
    });
    return session;
  };
  const sessions: AppConsentSessions = createConsentSessions(
    (planReference) =>
      heardFromRefusal(
        planReference,
        createConsentSession({
          fetchEndpoint: fetchVerifierEndpoint,
          requestToken: requestConsentToken,
          createLog,
          updateLog,
          toast: (tone, message) => {
            const label = sessions.labelOf(planReference);
            const client = sessions.clientOf(planReference);
            const watched = sessions.isWatched(planReference);
            // On another application's screen the kept answer is told by the answers feature
            // ('Another client: …', with Open and the header's marker), not here.
            if (!watched && label && sessions.isWatched()) return;
            const text =
              watched || !label
                ? message
                : `Application ${label}${client ? ` (${client})` : ''}: ${message}`;
            void toast[tone](text);
          },
          reloadLog: () => readAfterWrite(queryClient, queryKeys.ussdLogs),
          ...deps,
        }),
      ),
    keep,
    // Marked as the page goes: the marks are what the next page of the tab writes again.
    (transactionIds) => withdrawn.getState().add(transactionIds),
  );
  return sessions;
}

const Context = createContext<AppConsentSessions | null>(null);

/**
 * Provides the registry, and guards the tab while a request runs: a phone's pull-down cannot reload
 * it (`overscroll-behavior`), and a tab that goes anyway withdraws the prompt and records it as
 * withdrawn (docs/behaviour.md#consent-session).
 */
export function ConsentSessionsProvider({
  sessions,
  children,
}: {
  sessions: AppConsentSessions;
  children: ReactNode;
}) {
  const busy = useStore(sessions.running, (state) => state.plans.size > 0);
  useEffect(() => {
    if (!busy) return;
    const withdraw = () => sessions.withdrawAll(true);
    window.addEventListener('pagehide', withdraw);
    // The document's own style, put back as it was: only the wait turns pull-to-refresh off.
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehavior;
    root.style.overscrollBehavior = 'none';
    return () => {
      window.removeEventListener('pagehide', withdraw);
      root.style.overscrollBehavior = overscroll;
    };
  }, [busy, sessions]);
  return <Context.Provider value={sessions}>{children}</Context.Provider>;
}

export function useConsentSessions(): AppConsentSessions {
  const sessions = useContext(Context);
  if (!sessions) throw new Error('useConsentSessions needs a <ConsentSessionsProvider> above it');
  return sessions;
}

/** Outside the providers nothing runs. */
const noneRunning = createStore<{ plans: ReadonlySet<string> }>()(() => ({ plans: new Set() }));

/** The plan references whose request this tab is running (empty outside the providers). */
export function useRunningConsent(): ReadonlySet<string> {
  const sessions = useContext(Context);
  return useStore(sessions?.running ?? noneRunning, (state) => state.plans);
}

/** The answers kept for the list's notice, newest first (docs/behaviour.md#answers-kept-in-sight). */
export function useKeptAnswers(answers: KeptAnswers = keptAnswers) {
  const list = useStore(answers, (state) => state.list);
  return { list, dismiss: answers.getState().dismiss };
}
