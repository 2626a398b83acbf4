/**
 * The details controller bound to React (docs/architecture.md#controller): one hook per job,
 * composed; each part of the page takes its group, so typing re-renders only what shows it.
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

// A plan seeded from its own create is not fetched again on the switch to edit mode.
const FRESH = { queryConfig: { staleTime: 30_000 } };
// Read again when the tab is shown: another tab may have asked or heard the answer meanwhile
// (docs/behaviour.md#one-story-across-tabs).
const SHOWN_AGAIN = { queryConfig: { staleTime: 30_000, refetchOnWindowFocus: 'always' as const } };

/** What decides the screen's actions and next step, for every part that shows one. */
export interface DetailsSteps {
  state: DetailsState;
  facts: Omit<DetailsFacts, 'form'>;
  rules: ConsentFormRules;
  /** The last step was pressed in the bar and the focus stayed there (docs/behaviour.md#the-bar). */
  stepFromBarRef: RefObject<boolean>;
  /** The plan's or log's reads get no answer within 3 s: the bar says 'Offline' (docs/behaviour.md#no-signal). */
  unanswered?: boolean;
}

export interface UseDetailsControllerOptions {
  /** The open application, read live: a Save changes it. */
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
  const unanswered = [useNoAnswer(plan), useNoAnswer(log)].includes(true);
  // Archived entries too: the token service's cap counts them (docs/behaviour.md#consent-history).
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
  const offline = !useOnlineStatus();
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
    offline,
  };
  const steps: DetailsSteps = { state, facts, rules: details.rules, stepFromBarRef, unanswered };

  return {
    open: state.open,
    form: details.form,
    rules: details.rules,
    plan,
    history,
    steps,
    consent,
    forms: { generate: mandate.generateForms, download: mandate.downloadForms },
    /** Reset, and Undo of what No or Reset put back (docs/behaviour.md#undo). */
    revert: { offer: state.undo, reset: details.reset, undo: details.undo },
    queued,
    submit: save.submit,
    // The full-screen loader, and what it waits for.
    busy: { isActive: isBusy(facts), label: busyWords(facts) },
  };
}

export type DetailsForms = ReturnType<typeof useDetailsController>['forms'];
export type DetailsRevert = ReturnType<typeof useDetailsController>['revert'];
