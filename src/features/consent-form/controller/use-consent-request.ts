/**
 * A saved plan's consent request on the details screen (docs/behaviour.md#consent-session): the
 * session, the prompt and the attempts left. Whether it may be pressed is the controller's to say.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { PlanPayload, UssdLogEntry } from '../../../api';
import {
  attemptAllowance,
  buildUssdMessageForPlan,
  createAppConsentSessions,
  isInFlight,
  isWaitingElsewhere,
  otherTabs,
  sessionState,
  stateOf,
  useConsentSessions,
  withAttemptUnderWay,
  type ConsentSessionDeps,
} from '../../consent';

interface UseConsentRequestOptions {
  /** The saved plan as loaded (its `_id` is the plan reference); undefined before it is saved. */
  plan: (PlanPayload & { _id: string }) | undefined;
  /** The plan's USSD log entries (for the attempts of the last 24 hours). */
  logs: readonly UssdLogEntry[] | undefined;
  /** For tests and stories: other calls or socket (a registry of this screen's own). */
  deps?: Partial<ConsentSessionDeps>;
}

export function useConsentRequest({ plan, logs, deps }: UseConsentRequestOptions) {
  const queryClient = useQueryClient();
  const tabSessions = useConsentSessions();
  const [ownSessions] = useState(() => (deps ? createAppConsentSessions(queryClient, deps) : null));
  const sessions = ownSessions ?? tabSessions;
  // The session lives in the tab's registry: it runs on after the screen is left, and shows on
  // return (docs/behaviour.md#consent-session). An unsaved plan's key '' is never started.
  const planReference = plan?._id ?? '';
  const client = plan ? `${plan.clientInfo.name} ${plan.clientInfo.surname}`.trim() : undefined;
  const session = sessions.session(planReference, plan?.policyNumber ?? undefined, client);
  // While this screen shows the request, its toasts need not name the application.
  useEffect(() => sessions.watch(planReference), [sessions, planReference]);
  const state = useStore(session);
  // The attempts left are re-read against the clock every 30 s.
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // An answer still on its way to the log counts as under way: no second prompt meanwhile.
  const inFlight = isInFlight(state) || state.recording;

  // Another tab's wait for this plan (docs/behaviour.md#one-story-across-tabs): this tab shows
  // it while its own request is not under way; its own refused request (a 409) reads as the log
  // says once the other tab's has ended.
  const elsewhere = useStore(otherTabs, (others) =>
    isWaitingElsewhere(others, planReference, Math.max(clock, state.now)),
  );
  const own = sessionState(state);
  const live =
    !inFlight && elsewhere ? stateOf('elsewhere') : own?.kind === 'elsewhere' ? null : own;

  const message = useMemo(() => (plan ? buildUssdMessageForPlan(plan) : null), [plan]);
  const allowance = withAttemptUnderWay(
    attemptAllowance(logs, Math.max(clock, state.now), state.retryAt),
    { inFlight, transactionId: state.transactionId },
    logs,
  );

  /** Sends the prompt; call it only when the controller has Request Consent enabled. */
  const request = () => {
    if (!plan || message === null || inFlight) return;
    session.start({
      planReference: plan._id,
      cellphoneNumber: plan.clientInfo.contactDetails.cellNumber,
      message,
    });
  };

  return {
    /** The session as it runs (its countdown, the number it went to, its log writes). */
    state,
    /** Where the request stands, as the app reads it; null before any request. */
    live,
    inFlight,
    message,
    allowance,
    request,
    cancel: session.cancel,
  };
}
