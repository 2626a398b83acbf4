import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  canRequest,
  logState as deriveConsentStatus,
  productWordOf,
  stateOf,
} from '../../consent';
import {
  consentStatus,
  detailsActions,
  initialDetailsState,
  busyWords,
  isBusy,
  isReadOnly,
  mandateAction,
  transition,
  type DetailsEvent,
  type DetailsFacts,
  type DetailsState,
} from './details-controller';
import { NEEDS_A_SIGNAL, REASONS } from '../form/words';
import { NEW_FORM, savedApplication } from '../../../lib/open-application';

const edit = initialDetailsState(savedApplication('MFP1'));
const fresh = initialDetailsState(NEW_FORM);

/** A saved, unchanged, valid plan with no consent yet: Request Consent is the next step. */
const savedPlan: DetailsFacts = {
  form: { isDirty: false, isValid: true, hasPolicyNumberError: false, submitFailed: false },
  plan: { reference: 'plan-1', fileNetId: '', isLoading: false, isError: false },
  log: deriveConsentStatus({ logs: [] }),
  live: { state: null, transactionId: null, inFlight: false },
  message: 'Meridian to deduct R150 mnthly from salary for emp *1 for P from 01/2027',
  allowance: { left: 3, opensAt: null },
  opening: false,
  saving: false,
  generating: null,
  offline: false,
};

/** A new form the adviser has typed into: Save is the next step. */
const editedNewForm: DetailsFacts = {
  ...savedPlan,
  form: { ...savedPlan.form, isDirty: true },
  plan: { ...savedPlan.plan, reference: '' },
  message: null,
};

type Overrides = Partial<Omit<DetailsFacts, 'form'>> & { form?: Partial<DetailsFacts['form']> };
const facts = (overrides: Overrides, base = savedPlan): DetailsFacts => ({
  ...base,
  ...overrides,
  form: { ...base.form, ...overrides.form },
});
const accepted = deriveConsentStatus({ logs: [{ response: 'ACCEPT' }] });
const actions = (overrides: Overrides, base = savedPlan, state: DetailsState = edit) =>
  detailsActions(state, facts(overrides, base));
/** A create or update on its way (the save mutation is pending). */
const saving = { saving: true };
const run = (state: DetailsState, ...events: DetailsEvent[]) => events.reduce(transition, state);

describe('Request Consent', () => {
  it('is enabled for a valid, saved, unchanged plan whose consent may be requested', () => {
    expect(actions({}).requestConsent).toEqual({ enabled: true, reason: null, tone: 'guidance' });
  });
  it('is disabled while the form is invalid', () => {
    expect(actions({ form: { isValid: false } }).requestConsent.reason).toBe(REASONS.invalid);
  });
  it('is disabled while a request is running, and says so', () => {
    const action = actions({
      live: { state: stateOf('waiting'), transactionId: 't', inFlight: true },
    });
    expect(action.requestConsent).toEqual({
      enabled: false,
      reason: 'A consent request is under way.',
      tone: 'guidance',
    });
  });
  it('is disabled once consent is accepted', () => {
    expect(actions({ log: accepted }).requestConsent.enabled).toBe(false);
  });
  it('needs a saved plan (the request carries its plan reference), as guidance', () => {
    const action = actions({ plan: { ...savedPlan.plan, reference: '' } }).requestConsent;
    expect(action).toEqual({ enabled: false, reason: REASONS.notSaved, tone: 'guidance' });
    expect(REASONS.notSaved).toBe('Save the application before requesting consent.');
  });
  it('is disabled while there are unsaved changes', () => {
    expect(actions({ form: { isDirty: true } }).requestConsent.enabled).toBe(false);
  });
  it('is disabled while a save is on its way', () => {
    expect(actions(saving).requestConsent.enabled).toBe(false);
  });
  it("is not offered while another tab waits for this client's answer, and says so", () => {
    const elsewhere = {
      state: { kind: 'elsewhere' as const },
      transactionId: null,
      inFlight: false,
    };
    expect(actions({ live: elsewhere }).requestConsent).toEqual({
      enabled: false,
      reason: "Another tab is waiting for this client's answer.",
      tone: 'guidance',
    });
    // Accepted meanwhile (the other tab's answer is in the log): the log's word wins.
    expect(actions({ live: elsewhere, log: accepted }).requestConsent.reason).toBe(
      REASONS.accepted,
    );
  });
  it('waits while a Save of the plan waits in another tab, and says where', () => {
    const action = actions({ queuedElsewhere: true });
    expect(action.requestConsent).toEqual({
      enabled: false,
      reason: REASONS.queuedElsewhere,
      tone: 'guidance',
    });
    expect(actions({ queuedElsewhere: true, log: accepted }).generateForms.reason).toBe(
      REASONS.queuedElsewhere,
    );
  });
  it('waits while a Save of the plan waits to be sent (consent is given to what is stored)', () => {
    const action = actions({ queued: true });
    expect(action.requestConsent).toEqual({
      enabled: false,
      reason: REASONS.queued,
      tone: 'guidance',
    });
    expect(actions({ queued: true, log: accepted }).generateForms.reason).toBe(REASONS.queued);
  });
  it('needs a message it can build', () => {
    expect(actions({ message: null }).requestConsent.reason).toMatch(/first deduction date/);
  });
  it('allows exactly 182 characters and says why 183 cannot go', () => {
    expect(actions({ message: 'x'.repeat(182) }).requestConsent.enabled).toBe(true);
    expect(actions({ message: 'x'.repeat(183) }).requestConsent.reason).toBe(
      'The USSD message is 183 characters, over the USSD limit of 182: shorten the policy details it is built from.',
    );
  });
  it('at zero attempts says when it opens again, as a problem', () => {
    const opensAt = new Date(2026, 10, 24, 9, 30).getTime();
    expect(actions({ allowance: { left: 0, opensAt } }).requestConsent).toEqual({
      enabled: false,
      reason: 'No consent attempts left: Request Consent opens again at 24/11/2026 09:30.',
      tone: 'problem',
    });
    expect(actions({ allowance: { left: 0, opensAt: null } }).requestConsent.enabled).toBe(false);
  });
  it("stays possible when the status is 'Consent not checked'", () => {
    const unavailable = deriveConsentStatus({ error: { status: 503 } });
    expect(productWordOf(unavailable)).toBe('Consent not checked');
    expect(canRequest(unavailable)).toBe(true);
    expect(actions({ log: unavailable }).requestConsent.enabled).toBe(true);
    expect(actions({ log: unavailable }).generateForms.reason).toBe('Consent not checked');
  });
  it('an invalid form reads as a problem only after a Save found errors', () => {
    expect(actions({ form: { isValid: false } }).requestConsent.tone).toBe('guidance');
    expect(actions({ form: { isValid: false, submitFailed: true } }).requestConsent.tone).toBe(
      'problem',
    );
  });
});

describe('Save', () => {
  it('is enabled for a changed form', () => {
    expect(actions({}, editedNewForm).save.enabled).toBe(true);
  });
  it('is disabled while the policy number has an error, and says to fix it', () => {
    expect(actions({ form: { hasPolicyNumberError: true } }, editedNewForm).save).toEqual({
      enabled: false,
      reason: 'Fix the errors above.',
      tone: 'guidance',
    });
  });
  it('stays enabled when other fields are invalid (the error summary explains them)', () => {
    expect(actions({ form: { isValid: false } }, editedNewForm).save.enabled).toBe(true);
  });
  it('is disabled while a save is pending', () => {
    expect(actions(saving, editedNewForm).save).toMatchObject({
      enabled: false,
      reason: REASONS.saving,
    });
  });
  it('is disabled while the form equals its original value, and says so as guidance', () => {
    expect(actions({ form: { isDirty: false } }, editedNewForm).save).toEqual({
      enabled: false,
      reason: 'No changes to save.',
      tone: 'guidance',
    });
  });
  it('is disabled after it was saved with no further change', () => {
    const saved = run(fresh, { type: 'saveStarted', key: 'k' }, ok('MFP1'));
    expect(detailsActions(saved, savedPlan).save.enabled).toBe(false);
  });
  it('is off on a read-only application', () => {
    const stored = { plan: { ...savedPlan.plan, fileNetId: 'DOC-1' } };
    expect(actions({ ...stored, form: { isDirty: true } }).save.enabled).toBe(false);
  });
});

describe('Generate Forms and Download Forms', () => {
  it('Generate Forms is enabled when consent is accepted', () => {
    expect(actions({ log: accepted }).generateForms.enabled).toBe(true);
  });
  it('is disabled without accepted consent, saying what it needs', () => {
    expect(actions({}).generateForms.reason).toBe(REASONS.needsConsent);
  });
  it('says which step it is on while it runs', () => {
    const reading = facts({ log: accepted, generating: 'plan' });
    expect(detailsActions(edit, reading).generateForms.reason).toBe(
      'Reading the saved application…',
    );
    const uploading = facts({ log: accepted, generating: 'upload' });
    expect(detailsActions(edit, uploading).generateForms.reason).toBe('Uploading the letter…');
    expect(isBusy(uploading)).toBe(true);
    const done = facts({ log: accepted, generating: null });
    expect(detailsActions(edit, done).generateForms.enabled).toBe(true);
    expect(isBusy(done)).toBe(false);
  });
  it('once the mandate is stored the screen offers Download Forms instead', () => {
    expect(mandateAction(savedPlan)).toBe('generateForms');
    expect(mandateAction({ plan: { ...savedPlan.plan, fileNetId: 'DOC-1' } })).toBe(
      'downloadForms',
    );
    expect(actions({ opening: true }).downloadForms.enabled).toBe(false);
  });
});

describe('offline: what needs a signal says so before it is pressed', () => {
  const offline = { offline: true };
  it('each action that needs the services is off with its own reason, as guidance', () => {
    expect(actions(offline).requestConsent).toEqual({
      enabled: false,
      reason: 'Needs a signal: the client answers on their phone while you wait',
      tone: 'guidance',
    });
    expect(actions({ ...offline, log: accepted }).generateForms.reason).toBe(
      NEEDS_A_SIGNAL.generateForms,
    );
    expect(actions(offline).downloadForms).toEqual({
      enabled: false,
      reason: NEEDS_A_SIGNAL.downloadForms,
      tone: 'guidance',
    });
  });
  it('is said only when a signal is all the action lacks', () => {
    expect(actions({ ...offline, form: { isDirty: true } }).requestConsent.reason).toBe(
      REASONS.unsavedChanges,
    );
    expect(actions({ ...offline, log: accepted }).requestConsent.reason).toBe(REASONS.accepted);
    expect(actions(offline).generateForms.reason).toBe(REASONS.needsConsent);
    expect(actions({ ...offline, opening: true }).downloadForms.reason).toBe(REASONS.opening);
  });
  it('leaves what works without a signal as it was', () => {
    const typed = actions(offline, editedNewForm);
    expect(typed.save.enabled).toBe(true);
    expect(typed.reset.enabled).toBe(true);
    expect(typed.back.enabled).toBe(true);
  });
});

describe('Reset and Back', () => {
  it('Reset is enabled with or without changes', () => {
    expect(actions({}).reset.enabled).toBe(true);
    expect(actions({}, editedNewForm).reset.enabled).toBe(true);
  });
  it('Reset is disabled while a save is on its way', () => {
    expect(actions(saving, editedNewForm).reset.enabled).toBe(false);
  });
  it('Reset is off on a read-only application', () => {
    const stored = facts({ plan: { ...savedPlan.plan, fileNetId: 'DOC-1' } });
    expect(detailsActions(edit, stored).reset.enabled).toBe(false);
    expect(isReadOnly(stored)).toBe(true);
  });
  it('Back is always on', () => {
    expect(actions(saving, editedNewForm).back.enabled).toBe(true);
  });
});

const ok = (policyNumber: string, liveTransaction: string | null = null): DetailsEvent => ({
  type: 'saveSucceeded',
  policyNumber,
  liveTransaction,
});

describe('save and its Idempotency-Key', () => {
  it('a create keeps its key until it succeeds: a retry after a failure reuses it', () => {
    const first = run(fresh, { type: 'saveStarted', key: 'key-1' });
    expect(first.idempotencyKey).toBe('key-1');
    const retried = run(first, { type: 'saveFailed' }, { type: 'saveStarted', key: 'key-2' });
    expect(retried.idempotencyKey).toBe('key-1');
    const created = run(retried, ok('MFP9'));
    expect(created.idempotencyKey).toBeNull();
  });
  it('an update carries no key', () => {
    expect(run(edit, { type: 'saveStarted', key: '' }).idempotencyKey).toBeNull();
  });
  it('the loader is on exactly while a save, a plan load, Generate Forms or a download runs', () => {
    expect(isBusy(savedPlan)).toBe(false);
    expect(isBusy(facts(saving))).toBe(true);
    expect(isBusy(facts({ saving: false }))).toBe(false);
    expect(isBusy(facts({ plan: { ...savedPlan.plan, isLoading: true } }))).toBe(true);
    expect(isBusy(facts({ opening: true }))).toBe(true);
    expect(isBusy(facts({ generating: 'attach' }))).toBe(true);
  });
  it('the loader names what runs: the save, the plan load, the download, each forms step', () => {
    expect(busyWords(facts(saving))).toBe('Saving…');
    expect(busyWords(facts({ plan: { ...savedPlan.plan, isLoading: true } }))).toBe(
      'Opening the application…',
    );
    expect(busyWords(facts({ opening: true }))).toBe('Opening the form…');
    expect(busyWords(facts({ generating: 'report' }))).toBe(
      'Generating the forms: building the mandate letter…',
    );
    expect(busyWords(facts({ generating: 'upload' }))).toBe(
      'Generating the forms: uploading the letter…',
    );
  });
});

describe('consentStatus', () => {
  const answered = (phase: 'accepted' | 'rejected'): Overrides => ({
    live: { state: stateOf(phase), transactionId: 'tx-1', inFlight: false },
  });
  const label = (overrides: Overrides, state = edit) =>
    productWordOf(consentStatus(state, facts(overrides)));
  it('shows the client’s answer at once, before the log is read back', () => {
    const status = consentStatus(edit, facts(answered('accepted')));
    expect({
      label: productWordOf(status),
      canRequest: canRequest(status),
      canGenerate: canGenerate(status),
    }).toEqual({ label: 'Consent accepted', canRequest: false, canGenerate: true });
    const all = actions(answered('accepted'));
    expect(all.requestConsent.enabled).toBe(false);
    expect(all.generateForms.enabled).toBe(true);
    expect(label(answered('rejected'))).toBe('Consent failed');
  });
  it('an ACCEPT in the log still wins over a later rejection', () => {
    expect(label({ ...answered('rejected'), log: accepted })).toBe('Consent accepted');
  });
  it('an update that cleared consent clears the answer the screen heard', () => {
    const updated = run(edit, { type: 'saveStarted', key: 'k' }, ok('MFP1', 'tx-1'));
    expect(label(answered('accepted'), updated)).toBe('No Consent');
  });
});
