/**
 * The details controller bound to React (docs/architecture.md#controller): it reads the plan, its
 * log and the live consent request, runs save, Generate Forms and Download Forms, and feeds what
 * happens to the pure `transition`. Which action is on, and why, is the pure selectors' to say;
 * the parts of the page that show an action read the form's state themselves (useDetailsActions),
 * so typing re-renders only what shows the value typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, type FormEvent } from 'react';
import {
  branchAndRegion,
  queryKeys,
  useCreatePlan,
  useIntermediary,
  usePlan,
  useUpdatePlan,
  useUssdHistory,
  useUssdLog,
  type Plan,
  type PlanPayload,
} from '../../../api';
import { toast, useConfirm } from '../../../components';
import {
  acceptedAt,
  deriveConsentStatus,
  describeApiError,
  describeSaveError,
  latestAttempt,
  currentOutcome,
} from '../../consent';
import { draftUndoFor } from '../../drafts';
import { useGenerateForms, useOpenDocument } from '../../mandate';
import {
  consentStatus,
  initialDetailsState,
  isBusy,
  isReadOnly,
  transition,
  type DetailsFacts,
  type DetailsMode,
} from './details-controller';
import { formStateNow, useConsentForm } from '../form/form-context';
import { formToPlan, planToForm, type AgentInfo } from '../form/plan-mapping';
import { emptyConsentForm, type ConsentFormValues, type ValidConsentForm } from '../form/schema';
import { useConsentRequest } from './use-consent-request';

const ATTENTION = {
  title: 'Attention',
  message: 'Consent will be cleared in order to request new consent',
} as const;

const RESET_QUESTION = {
  title: 'Reset the form?',
  message: 'Your unsaved changes will be lost',
} as const;

/**
 * How long what the screen read or saved counts as fresh, whatever the client's default: a plan
 * seeded from its own create is not fetched again on the switch to edit mode.
 */
const FRESH_MS = 30_000;

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
  const [state, dispatch] = useReducer(transition, initialMode, initialDetailsState);
  // The state as last rendered, for the save under way (it may outlive a render).
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const { mode } = state;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const key = mode.isNew ? '' : mode.policyNumber;
  const plan = usePlan(key, { queryConfig: { staleTime: FRESH_MS } });
  const log = useUssdLog(key, { queryConfig: { staleTime: FRESH_MS } });
  const intermediary = useIntermediary(mode.isNew ? adviser.employeeNumber : '');
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  // The whole history (entries an edit archived too): the token service's cap counts every
  // request of the plan, whatever edit came since (docs/behaviour.md#consent-history).
  const history = useUssdHistory(plan.data?._id ?? '', { queryConfig: { staleTime: FRESH_MS } });
  const consent = useConsentRequest({ plan: plan.data, logs: history.data ?? log.data });
  const generate = useGenerateForms({
    onStep: (step) => dispatch({ type: 'generateStep', step }),
    onSettled: () => dispatch({ type: 'generateEnded' }),
  });
  const download = useOpenDocument();

  const facts: Omit<DetailsFacts, 'form'> = {
    plan: {
      reference: plan.data?._id ?? '',
      fileNetId: plan.data?.fileNetId ?? '',
      isLoading: plan.isLoading,
      isError: plan.isError,
    },
    log: deriveConsentStatus({ logs: log.data, error: log.error }),
    live: {
      phase: consent.state.phase,
      transactionId: consent.state.transactionId,
      inFlight: consent.inFlight,
    },
    message: consent.message,
    allowance: consent.allowance,
    opening: download.openingId !== undefined,
  };
  const readOnly = isReadOnly(facts);
  const { form, rules } = useConsentForm({ isNew: mode.isNew, isReadOnly: readOnly });

  // Edit mode: the loaded plan fills the form, and refills it when a reload brings a new one. The
  // plan seeded from a create is what the form already holds: no second reset.
  const loadedValues = useMemo(() => (plan.data ? planToForm(plan.data) : null), [plan.data]);
  const seeded = useRef<Plan | undefined>(undefined);
  useEffect(() => {
    if (!loadedValues || plan.data === seeded.current || formStateNow(form).isDirty) return;
    form.reset(loadedValues);
  }, [form, loadedValues, plan.data]);

  const agent: AgentInfo = plan.data
    ? plan.data.agentDetails
    : {
        userName: adviser.username,
        employeeNumber: adviser.employeeNumber,
        branch: branchAndRegion(intermediary.data).departmentName,
        region: branchAndRegion(intermediary.data).locationName,
      };

  const saved = (policyNumber: string, submitted: ConsentFormValues) => {
    onSaved(policyNumber);
    // What was saved is the form's new original: Save is off until something changes.
    form.reset(submitted);
    const liveTransaction = consent.state.transactionId;
    dispatch({ type: 'saveSucceeded', policyNumber, liveTransaction });
  };

  const create = async (payload: PlanPayload, submitted: ConsentFormValues) => {
    const idempotencyKey = latest.current.idempotencyKey ?? crypto.randomUUID();
    dispatch({ type: 'saveStarted', key: idempotencyKey });
    try {
      const created = await createPlan.mutateAsync({ payload, idempotencyKey });
      // The answer names the new plan: the cache holds what was sent, and a log that cannot have
      // entries yet, so nothing is fetched again.
      const stored: Plan = { ...payload, _id: created._id, policyNumber: created.policyNumber };
      seeded.current = stored;
      queryClient.setQueryData(queryKeys.plan(created.policyNumber), stored);
      queryClient.setQueryData(queryKeys.ussdLog(created.policyNumber), []);
      queryClient.setQueryData(queryKeys.ussdHistory(created._id), []);
      toast.success('Form saved successfully');
      saved(created.policyNumber, submitted);
    } catch (error) {
      dispatch({ type: 'saveFailed' });
      toast.error(describeSaveError(error, payload.policyNumber));
    }
  };

  const update = async (payload: PlanPayload, submitted: ConsentFormValues) => {
    dispatch({ type: 'saveStarted', key: '' });
    try {
      await updatePlan.mutateAsync({ policyNumber: mode.policyNumber, payload });
      toast.success('Form updated successfully');
      saved(payload.policyNumber, submitted);
    } catch (error) {
      dispatch({ type: 'saveFailed' });
      toast.error(describeApiError(error));
    }
  };

  // Set before the first await: a second press in the same instant finds it taken.
  const saving = useRef(false);
  const stepFromBarRef = useRef(false);
  const save = async (values: ValidConsentForm) => {
    if (saving.current) return;
    saving.current = true;
    try {
      const payload = formToPlan(values, agent);
      const submitted = form.getValues();
      if (mode.isNew) return await create(payload, submitted);
      dispatch({ type: 'saveAsked' });
      if (await confirm(ATTENTION)) return await update(payload, submitted);
      dispatch({ type: 'saveDeclined' });
      // The spec's Cancel resets the form; the edits stay in the draft for Undo.
      if (loadedValues) revert(loadedValues);
    } finally {
      saving.current = false;
    }
  };

  // Puts the form back as it opened, its edits set aside in the draft (docs/behaviour.md#undo).
  const revert = (values: ConsentFormValues) => {
    const setAside = draftUndoFor(form)?.setAside() ?? false;
    form.reset(values);
    if (setAside) dispatch({ type: 'reverted' });
  };

  const reset = async () => {
    if (formStateNow(form).isDirty && !(await confirm(RESET_QUESTION))) return;
    rules.setAgencyNotFound(null);
    revert(loadedValues ?? emptyConsentForm());
  };

  const generateForms = () => {
    if (!plan.data) return;
    const heard = consent.state.phase === 'accepted' ? new Date(consent.state.now) : undefined;
    generate.mutate({ planReference: plan.data._id, consentedAt: acceptedAt(log.data) ?? heard });
  };

  return {
    state,
    facts,
    /**
     * The last step was pressed in the bar (docs/behaviour.md#the-bar) and the focus has stayed
     * there: the focus moves the other places make after a step leave it there.
     */
    stepFromBarRef,
    form,
    rules,
    mode,
    plan,
    history,
    readOnly,
    busy: isBusy(state, facts),
    status: consentStatus(state, facts),
    /** Where consent stands, in the one word per outcome (docs/behaviour.md#one-word-per-outcome). */
    outcome: currentOutcome(
      // An update cleared the consent: the request it cleared no longer speaks for the plan.
      state.clearedTransaction !== null && consent.state.transactionId === state.clearedTransaction
        ? null
        : consent.state.phase,
      log.data,
      consent.state.now,
    ),
    consent,
    latestAttempt: latestAttempt(log.data),
    submit: (event: FormEvent) => form.handleSubmit(save)(event),
    reset,
    /** Brings back the edits No or Reset put aside; false when none are held. */
    undo: () => draftUndoFor(form)?.undo() ?? false,
    generateForms,
    downloadForms: () => plan.data?.fileNetId && download.open(plan.data.fileNetId),
  };
}

export type DetailsController = ReturnType<typeof useDetailsController>;
