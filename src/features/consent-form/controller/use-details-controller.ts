/**
 * The details controller bound to React (docs/architecture.md#controller): it reads the plan, its
 * log and the live consent request, composes the screen's jobs (save, consent, mandate: one hook
 * each) and feeds what only the screen knows to the pure `transition`. Which action is on, and
 * why, is the pure selectors' to say; the parts of the page that show an action read the form's
 * state themselves (useDetailsActions), so typing re-renders only what shows the value typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, type FormEvent } from 'react';
import {
  branchAndRegion,
  useIntermediary,
  usePlan,
  useUssdHistory,
  useUssdLog,
} from '../../../api';
import { useOnlineStatus } from '../../../components';
import { latestAttempt, logState, standing } from '../../consent';
import { useWaitingToSend, waitingNow, type WaitingSave } from '../../outbox';
import {
  consentStatus,
  initialDetailsState,
  isBusy,
  isReadOnly,
  transition,
  type DetailsFacts,
  type DetailsMode,
} from './details-controller';
import type { AgentInfo } from '../form/plan-mapping';
import { useConsentRequest } from './use-consent-request';
import { useDetailsForm } from './use-details-form';
import { useMandate } from './use-mandate';
import { useSaveApplication } from './use-save-application';

/**
 * How long what the screen read or saved counts as fresh, whatever the client's default: a plan
 * seeded from its own create is not fetched again on the switch to edit mode.
 */
const FRESH = { queryConfig: { staleTime: 30_000 } };

export interface UseDetailsControllerOptions {
  initialMode: DetailsMode;
  adviser: { username: string; employeeNumber: string };
  /** The session learns the plan the screen now edits. */
  onSaved: (policyNumber: string) => void;
}

export function useDetailsController({
  initialMode,
  adviser,
  onSaved,
}: UseDetailsControllerOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(transition, initialMode, (opened) =>
    openedState(opened, waitingNow(queryClient)),
  );
  const { mode } = state;
  const queued = queuedFor(useWaitingToSend(), state);
  const key = mode.isNew ? '' : mode.policyNumber;
  const plan = usePlan(key, FRESH);
  const log = useUssdLog(key, FRESH);
  const intermediary = useIntermediary(mode.isNew ? adviser.employeeNumber : '');
  // The whole history (entries an edit archived too): the token service's cap counts every
  // request of the plan, whatever edit came since (docs/behaviour.md#consent-history).
  const history = useUssdHistory(plan.data?._id ?? '', FRESH);
  const consent = useConsentRequest({ plan: plan.data, logs: history.data ?? log.data });
  const consentFacts: Pick<DetailsFacts, 'log' | 'live'> = {
    log: logState({ logs: log.data, error: log.error }),
    live: {
      state: consent.live,
      transactionId: consent.state.transactionId,
      inFlight: consent.inFlight,
    },
  };
  const status = consentStatus(state, consentFacts);
  const mandate = useMandate(plan.data, status.kind === 'accepted' ? status.at : undefined);
  const planFacts: DetailsFacts['plan'] = {
    reference: plan.data?._id ?? '',
    fileNetId: plan.data?.fileNetId ?? '',
    isLoading: plan.isLoading,
    isError: plan.isError,
  };
  const readOnly = isReadOnly({ plan: planFacts });
  const details = useDetailsForm({
    plan: plan.data,
    queued: queued?.payload,
    isNew: mode.isNew,
    readOnly,
    dispatch,
  });
  const { form, rules } = details;

  const agent: AgentInfo = plan.data
    ? plan.data.agentDetails
    : {
        userName: adviser.username,
        employeeNumber: adviser.employeeNumber,
        branch: branchAndRegion(intermediary.data).departmentName,
        region: branchAndRegion(intermediary.data).locationName,
      };
  const save = useSaveApplication({
    state,
    dispatch,
    form,
    agent,
    liveTransaction: consent.state.transactionId,
    onCreated: details.seed,
    onSaved,
    onDeclined: details.revertToLoaded,
    queued,
  });

  // The browser's word, not a failed call's: the reasons show before anything is pressed.
  const online = useOnlineStatus();
  const facts: Omit<DetailsFacts, 'form'> = {
    ...consentFacts,
    plan: planFacts,
    message: consent.message,
    allowance: consent.allowance,
    opening: mandate.opening,
    saving: save.saving,
    generating: mandate.generating,
    queued: queued !== undefined,
    offline: !online,
  };

  /**
   * The last step was pressed in the bar (docs/behaviour.md#the-bar) and the focus has stayed
   * there: the focus moves the other places make after a step leave it there.
   */
  const stepFromBarRef = useRef(false);

  return {
    state,
    facts,
    stepFromBarRef,
    form,
    rules,
    mode,
    plan,
    history,
    readOnly,
    busy: isBusy(facts),
    /** What the log says, with the answer heard live counted. */
    status,
    /** Where consent stands (docs/behaviour.md#one-word-per-outcome). */
    current: standing(
      // An update cleared the consent: the request it cleared no longer speaks for the plan.
      state.clearedTransaction !== null && consent.state.transactionId === state.clearedTransaction
        ? null
        : consent.live,
      log.data,
      consent.state.now,
    ),
    consent,
    /** This application's Save waiting to be sent (docs/behaviour.md#no-signal). */
    queued,
    latestAttempt: latestAttempt(log.data),
    submit: (event: FormEvent) => form.handleSubmit(save.save)(event),
    reset: details.reset,
    undo: details.undo,
    generateForms: mandate.generateForms,
    downloadForms: mandate.downloadForms,
  };
}

export type DetailsController = ReturnType<typeof useDetailsController>;

/**
 * The screen as it opens. A new application whose Save waits to be sent is opened from the list
 * (or by a reload) by its policy number, which no stored plan has yet: it is the new form again,
 * with the create's key, so saving it again replaces what waits rather than adding a second.
 */
function openedState(mode: DetailsMode, entries: readonly WaitingSave[]) {
  const waiting = mode.isNew
    ? undefined
    : entries.find((entry) => entry.kind === 'create' && entry.policyNumber === mode.policyNumber);
  return waiting
    ? { ...initialDetailsState({ isNew: true, policyNumber: '' }), idempotencyKey: waiting.id }
    : initialDetailsState(mode);
}

/** This screen's application in the outbox: a create by its key, a saved plan by its number. */
function queuedFor(
  entries: readonly WaitingSave[],
  { mode, idempotencyKey }: { mode: DetailsMode; idempotencyKey: string | null },
): WaitingSave | undefined {
  return entries.find((entry) =>
    mode.isNew ? entry.id === idempotencyKey : entry.policyNumber === mode.policyNumber,
  );
}
