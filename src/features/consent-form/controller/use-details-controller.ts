/**
 * The details controller bound to React (docs/architecture.md#controller): it reads the open
 * application, the plan and its log, and composes one hook per job: the form and what puts it
 * back (use-details-form), save (use-details-save), consent (use-details-consent) and the forms
 * (use-mandate). What it hands the page is grouped by the part that shows it: each part takes
 * its group, and reads the form's state itself (useDetailsActions), so typing re-renders only
 * what shows the value typed.
 */
import { useReducer, useRef, type RefObject } from 'react';
import { useStore } from 'zustand';
import { useNoAnswer, usePlan, useUssdHistory, useUssdLog } from '../../../api';
import { useOnlineStatus } from '../../../components';
import { NEW_FORM, policyNumberOf, type OpenApplication } from '../../../lib/open-application';
import { isSaveWaitingElsewhere, otherTabsSaves, useWaitingToSend } from '../../outbox';
import {
  INITIAL_MEMORY,
  busyWords,
  isBusy,
  isReadOnly,
  transition,
  type DetailsFacts,
  type DetailsState,
} from './details-controller';
import type { ConsentFormRules } from '../form/form-context';
import { useDetailsConsent } from './use-details-consent';
import { useDetailsForm } from './use-details-form';
import { useDetailsSave } from './use-details-save';
import { useMandate } from './use-mandate';
import { queuedFor, refusedAgencyNumber, waitingCreate } from './waiting-save';

/**
 * How long what the screen read or saved counts as fresh, whatever the client's default: a plan
 * seeded from its own create is not fetched again on the switch to edit mode.
 */
const FRESH = { queryConfig: { staleTime: 30_000 } };
/**
 * The log is read again whenever the tab is shown (TanStack's focusManager): another tab of the
 * adviser may have asked, or heard the answer, meanwhile (docs/behaviour.md#one-story-across-tabs).
 */
const SHOWN_AGAIN = { queryConfig: { staleTime: 30_000, refetchOnWindowFocus: 'always' as const } };

/** What decides the screen's actions and next step, for every part that shows one. */
export interface DetailsSteps {
  state: DetailsState;
  facts: Omit<DetailsFacts, 'form'>;
  rules: ConsentFormRules;
  /**
   * The last step was pressed in the bar (docs/behaviour.md#the-bar) and the focus has stayed
   * there: the focus moves the other places make after a step leave it there.
   */
  stepFromBarRef: RefObject<boolean>;
  /**
   * The screen's reads (the plan, its log) get no answer: none within 3 s, or none at all
   * (docs/behaviour.md#no-signal). The bar says 'Offline' then, whatever the browser says.
   */
  unanswered?: boolean;
}

export interface UseDetailsControllerOptions {
  /** The open application, as its store says (read live: a Save changes it). */
  open: OpenApplication;
  adviser: { username: string; employeeNumber: string };
  /** A Save was confirmed, or kept to send: the open application is that plan now. */
  onSaved: (policyNumber: string) => void;
}

export function useDetailsController({ open, adviser, onSaved }: UseDetailsControllerOptions) {
  const entries = useWaitingToSend();
  const waiting = waitingCreate(open, entries);
  const [memory, dispatch] = useReducer(transition, {
    ...INITIAL_MEMORY,
    idempotencyKey: waiting?.id ?? null,
  });
  const state: DetailsState = {
    ...memory,
    open: waiting ? NEW_FORM : open,
    idempotencyKey: memory.idempotencyKey ?? waiting?.id ?? null,
  };
  const queued = queuedFor(entries, state);
  const queuedElsewhere = useStore(otherTabsSaves, (others) =>
    isSaveWaitingElsewhere(others, policyNumberOf(state.open)),
  );
  const plan = usePlan(policyNumberOf(state.open), FRESH);
  const log = useUssdLog(policyNumberOf(state.open), SHOWN_AGAIN);
  const planUnanswered = useNoAnswer(plan);
  const logUnanswered = useNoAnswer(log);
  // The whole history (entries an edit archived too): the token service's cap counts every
  // request of the plan, whatever edit came since (docs/behaviour.md#consent-history).
  const history = useUssdHistory(plan.data?._id ?? '', SHOWN_AGAIN);
  const consent = useDetailsConsent({
    plan: plan.data,
    log,
    history: history.data,
    clearedTransaction: state.clearedTransaction,
  });
  const mandate = useMandate(
    plan.data,
    consent.status.kind === 'accepted' ? consent.status.at : undefined,
  );
  const planFacts: DetailsFacts['plan'] = {
    reference: plan.data?._id ?? '',
    fileNetId: plan.data?.fileNetId ?? '',
    isLoading: plan.isLoading,
    isError: plan.isError,
  };
  const stepFromBarRef = useRef(false);
  const details = useDetailsForm({
    plan: plan.data,
    queued: queued?.payload,
    refusedAgency: refusedAgencyNumber(queued),
    isNew: state.open.kind === 'new',
    readOnly: isReadOnly({ plan: planFacts }),
    dispatch,
    stepFromBarRef,
  });
  const save = useDetailsSave({
    state,
    dispatch,
    details,
    plan: plan.data,
    adviser,
    liveTransaction: consent.state.transactionId,
    onSaved,
    queued,
  });

  // The browser's word, not a failed call's: the reasons show before anything is pressed.
  const online = useOnlineStatus();
  const facts: DetailsSteps['facts'] = {
    ...consent.facts,
    plan: planFacts,
    message: consent.message,
    allowance: consent.allowance,
    opening: mandate.opening,
    saving: save.saving,
    savePressed: save.pressed,
    generating: mandate.generating,
    queued: queued !== undefined,
    queuedElsewhere,
    queuedForSignal: queued !== undefined && ['waiting', 'lookup', 'retry'].includes(queued.state),
    offline: !online,
  };

  return {
    open: state.open,
    form: details.form,
    rules: details.rules,
    plan,
    history,
    steps: {
      state,
      facts,
      rules: details.rules,
      stepFromBarRef,
      unanswered: planUnanswered || logUnanswered,
    } satisfies DetailsSteps,
    consent,
    /** Generate Forms and Download Forms (what runs is in the facts). */
    forms: { generate: mandate.generateForms, download: mandate.downloadForms },
    /** Reset, and Undo of what No or Reset put back (docs/behaviour.md#undo). */
    revert: { offer: state.undo, reset: details.reset, undo: details.undo },
    /** This application's Save waiting to be sent (docs/behaviour.md#no-signal). */
    queued,
    submit: save.submit,
    /** The full-screen loader: on while what the adviser waits for runs, and what that is. */
    busy: { isActive: isBusy(facts), label: busyWords(facts) },
  };
}

export type DetailsForms = ReturnType<typeof useDetailsController>['forms'];
export type DetailsRevert = ReturnType<typeof useDetailsController>['revert'];
