/**
 * Consent Application Details as one controller (docs/architecture.md#controller): a pure
 * `transition(state, event)` for what only the screen knows, and selectors that decide from it and
 * the facts the screen reads every action's `{ enabled, reason }`, the consent status and the
 * loader. One function decides each button (docs/behaviour.md#button-enablement); its reason is
 * shown beside it and describes it.
 */
import { formatClock } from '../../../lib/display-text';
import {
  BUSY,
  GENERATE_STEPS,
  STEPS,
  USSD_MESSAGE_MAX,
  canGenerate,
  canRequest,
  generatingWords,
  isElsewhere,
  productWordOf,
  type AttemptAllowance,
  type ConsentState,
} from '../../consent';
import type { GenerateStep } from '../../mandate';
import type { OpenApplication } from '../../../lib/open-application';
import {
  NEEDS_A_SIGNAL,
  NO_ATTEMPTS_TODAY,
  REASONS,
  messageTooLong,
  noAttemptsUntil,
} from '../form/words';

/** What only the screen knows: `open` as the screen reads it; the rest is the reducer's memory. */
export interface DetailsState {
  open: OpenApplication;
  /** The create's Idempotency-Key: kept until a create succeeds, so a retry reuses it. */
  idempotencyKey: string | null;
  /** A live answer a later update cleared (an update clears the plan's consent). */
  clearedTransaction: string | null;
  /**
   * The Undo offer (docs/behaviour.md#undo) after No in 'Attention' or Reset, made where the
   * adviser pressed (the details bar or the action bar); null once the form changes again.
   */
  undo: { inBar: boolean } | null;
}

/** What the reducer keeps: the screen's state less the open application, which it reads. */
export type DetailsMemory = Omit<DetailsState, 'open'>;

export type DetailsEvent =
  /** `key`: a fresh UUID for a create ('' for an update), taken only when no key is kept. */
  | { type: 'saveStarted'; key: string }
  | { type: 'saveSucceeded'; policyNumber: string; liveTransaction: string | null }
  | { type: 'saveFailed' }
  /** The form was put back as it opened; its edits can be brought back (docs/behaviour.md#undo). */
  | { type: 'reverted'; inBar: boolean }
  /** The form changed after it was clean. */
  | { type: 'edited' };

export const INITIAL_MEMORY: DetailsMemory = {
  idempotencyKey: null,
  clearedTransaction: null,
  undo: null,
};

/** The screen as it opens `open`, before anything is done. */
export const initialDetailsState = (open: OpenApplication): DetailsState => ({
  open,
  ...INITIAL_MEMORY,
});

export function transition<S extends DetailsMemory>(state: S, event: DetailsEvent): S {
  switch (event.type) {
    case 'saveStarted':
      return { ...state, idempotencyKey: state.idempotencyKey ?? (event.key || null) };
    case 'saveSucceeded':
      return {
        ...state,
        idempotencyKey: null,
        // An update clears consent: the answer the screen last heard no longer stands (a new
        // plan has heard none).
        clearedTransaction: event.liveTransaction,
      };
    case 'saveFailed':
      return state;
    case 'reverted':
      return { ...state, undo: { inBar: event.inBar } };
    case 'edited':
      return state.undo ? { ...state, undo: null } : state;
  }
}

/** What the screen reads besides its own state; the form's part is read where it is shown. */
export interface DetailsFacts {
  form: {
    isDirty: boolean;
    isValid: boolean;
    hasPolicyNumberError: boolean;
    /** A Save found errors (the error summary is up). */
    submitFailed: boolean;
  };
  plan: {
    /** The stored plan's `_id` (its plan reference); '' before it is saved. */
    reference: string;
    fileNetId: string;
    isLoading: boolean;
    isError: boolean;
  };
  /** What the log says (logState). */
  log: ConsentState;
  /** The consent request running on this screen: where it stands (null before any). */
  live: { state: ConsentState | null; transactionId: string | null; inFlight: boolean };
  /** The prompt for the saved plan; null when it cannot be built. */
  message: string | null;
  allowance: AttemptAllowance;
  /** Download Forms is fetching the stored form. */
  opening: boolean;
  /** A create or update is on its way (the save mutation's pending state). */
  saving: boolean;
  /** Save was pressed and its checks have not finished: the Save buttons show it at once. */
  savePressed?: boolean;
  /** The step Generate Forms is on; null when it is not running (the mandate's mutation). */
  generating: GenerateStep | null;
  /** A Save of this application waits to be sent (docs/behaviour.md#no-signal). */
  queued?: boolean;
  /** A Save of this application waits in another tab (docs/behaviour.md#one-story-across-tabs). */
  queuedElsewhere?: boolean;
  /** It waits for the signal (not for the adviser's fix or a new sign-in). */
  queuedForSignal?: boolean;
  /** The browser says it has no network: what needs the services says so before it is pressed. */
  offline: boolean;
}

/** The live states that are the client's answer (or the verifier's word for its absence). */
const LIVE_ANSWERS = new Set<string>(['accepted', 'rejected', 'noAnswer', 'networkError']);

/**
 * The consent status, from the moment the client's answer arrives: the live answer counts until
 * the reloaded log holds it (an ACCEPT anywhere in the log still wins, as the log says).
 */
export function consentStatus(
  state: Pick<DetailsState, 'clearedTransaction'>,
  facts: Pick<DetailsFacts, 'log' | 'live'>,
): ConsentState {
  const { live, log } = facts;
  const heard =
    live.state !== null &&
    LIVE_ANSWERS.has(live.state.kind) &&
    live.transactionId !== state.clearedTransaction;
  if (!heard || log.kind === 'accepted') return log;
  return live.state ?? log;
}

/** A stored mandate makes it final; a plan that failed to load must not be overwritten. */
export const isReadOnly = (facts: Pick<DetailsFacts, 'plan'>) =>
  Boolean(facts.plan.fileNetId) || facts.plan.isError;

/** The full-screen loader: on exactly while something the adviser waits for is running. */
export const isBusy = (facts: Pick<DetailsFacts, 'plan' | 'opening' | 'saving' | 'generating'>) =>
  facts.plan.isLoading || facts.saving || facts.generating !== null || facts.opening;

interface Action {
  enabled: boolean;
  /** Why it is off, in words shown beside it; null when it is on. */
  reason: string | null;
  /** 'problem' once a try failed (a Save with errors, attempts used up); else guidance. */
  tone: 'guidance' | 'problem';
}

const on: Action = { enabled: true, reason: null, tone: 'guidance' };
const off = (reason: string, isProblem = false): Action => ({
  enabled: false,
  reason,
  tone: isProblem ? 'problem' : 'guidance',
});

/** What the full-screen loader says is running; for Generate Forms, its step (as under it). */
export function busyWords(facts: Pick<DetailsFacts, 'opening' | 'saving' | 'generating'>) {
  if (facts.generating) return generatingWords(facts.generating);
  if (facts.saving) return BUSY.saving;
  if (facts.opening) return BUSY.opening;
  return BUSY.loading;
}

function save(facts: DetailsFacts): Action {
  if (facts.saving) return off(REASONS.saving);
  if (facts.plan.fileNetId) return off(REASONS.mandateStored);
  if (facts.plan.isError) return off(REASONS.notLoaded, true);
  if (facts.form.hasPolicyNumberError) return off(REASONS.fixErrors, facts.form.submitFailed);
  if (!facts.form.isDirty) return off(REASONS.noChanges);
  return on;
}

function requestConsent(state: DetailsState, facts: DetailsFacts): Action {
  const { form, plan, message, allowance } = facts;
  if (!canRequest(consentStatus(state, facts))) return off(REASONS.accepted);
  // Another tab waits for this client's answer: a second prompt would be refused.
  if (isElsewhere(facts.live.state) && !facts.live.inFlight) return off(REASONS.elsewhere);
  if (facts.live.inFlight) return off(REASONS.underWay);
  if (facts.saving) return off(REASONS.saving);
  // Consent is given to what the service holds: not yet what waits to be sent.
  if (facts.queued) return off(REASONS.queued);
  if (facts.queuedElsewhere) return off(REASONS.queuedElsewhere);
  if (!plan.reference) return off(REASONS.notSaved);
  if (form.isDirty) return off(REASONS.unsavedChanges);
  if (!form.isValid) return off(REASONS.invalid, form.submitFailed);
  if (message === null) return off(REASONS.noMessage);
  if (message.length > USSD_MESSAGE_MAX) {
    return off(messageTooLong(message.length, USSD_MESSAGE_MAX));
  }
  if (allowance.left === 0) {
    return off(
      allowance.opensAt === null
        ? NO_ATTEMPTS_TODAY
        : noAttemptsUntil(STEPS.requestConsent, formatClock(allowance.opensAt)),
      true,
    );
  }
  if (facts.offline) return off(NEEDS_A_SIGNAL.requestConsent);
  return on;
}

function generateForms(state: DetailsState, facts: DetailsFacts): Action {
  if (facts.generating) return off(GENERATE_STEPS[facts.generating]);
  // The update that waits clears consent once sent: the letter would be of the older plan.
  if (facts.queued) return off(REASONS.queued);
  if (facts.queuedElsewhere) return off(REASONS.queuedElsewhere);
  const status = consentStatus(state, facts);
  if (!canGenerate(status)) {
    return off(status.kind === 'unchecked' ? productWordOf(status) : REASONS.needsConsent);
  }
  if (facts.offline) return off(NEEDS_A_SIGNAL.generateForms);
  return on;
}

function downloadForms(facts: DetailsFacts): Action {
  if (facts.opening) return off(REASONS.opening);
  if (facts.offline) return off(NEEDS_A_SIGNAL.downloadForms);
  return on;
}

function reset(facts: DetailsFacts): Action {
  if (facts.saving) return off(REASONS.saving);
  if (facts.plan.fileNetId) return off(REASONS.mandateStored);
  if (facts.plan.isError) return off(REASONS.notLoaded, true);
  return on;
}

/** Every action of the screen, each decided once. */
export function detailsActions(state: DetailsState, facts: DetailsFacts) {
  return {
    save: save(facts),
    requestConsent: requestConsent(state, facts),
    generateForms: generateForms(state, facts),
    downloadForms: downloadForms(facts),
    reset: reset(facts),
    back: on,
  };
}

/** Generate Forms until the mandate is stored, Download Forms after. */
export const mandateAction = (facts: Pick<DetailsFacts, 'plan'>) =>
  facts.plan.fileNetId ? 'downloadForms' : 'generateForms';

export type NextStep = 'save' | 'requestConsent' | 'generateForms' | 'downloadForms';

/**
 * The action that moves the application on (docs/behaviour.md#the-next-step), decided once for
 * every place that shows it: Save while anything is unsaved, Request Consent until consent is
 * accepted (also while a request waits), Generate Forms, then Download Forms. null while an
 * application is loading or could not be loaded.
 */
export function nextStep(
  state: DetailsState,
  facts: Pick<DetailsFacts, 'plan' | 'log' | 'live'> & {
    form: Pick<DetailsFacts['form'], 'isDirty'>;
  },
): NextStep | null {
  if (facts.plan.fileNetId) return 'downloadForms';
  if (facts.plan.isError) return null;
  if (!facts.plan.reference) return state.open.kind === 'new' ? 'save' : null;
  if (facts.form.isDirty) return 'save';
  return canGenerate(consentStatus(state, facts)) ? 'generateForms' : 'requestConsent';
}
