/** The next step, decided once for the action bar, the consent table and the compact header (docs/behaviour.md#the-next-step). */
import { describe, expect, it } from 'vitest';
import { logState as deriveConsentStatus, sessionState } from '../../consent';
import {
  initialDetailsState,
  nextStep,
  transition,
  type DetailsFacts,
  type DetailsState,
  type NextStep,
} from './details-controller';
import { NEW_FORM, savedApplication } from '../../../lib/open-application';

const fresh = initialDetailsState(NEW_FORM);
const edit = initialDetailsState(savedApplication('MFP1'));

type Facts = Parameters<typeof nextStep>[1];
const saved: Facts = {
  form: { isDirty: false },
  plan: { reference: 'plan-1', fileNetId: '', isLoading: false, isError: false },
  log: deriveConsentStatus({ logs: [] }),
  live: { state: null, transactionId: null, inFlight: false },
};
const withPlan = (plan: Partial<DetailsFacts['plan']>): Facts => ({
  ...saved,
  plan: { ...saved.plan, ...plan },
});
const dirty: Facts = { ...saved, form: { isDirty: true } };
const accepted: Facts = { ...saved, log: deriveConsentStatus({ logs: [{ response: 'ACCEPT' }] }) };

type Consent = Pick<Facts, 'log' | 'live'> & { state?: DetailsState };
type Phase = Parameters<typeof sessionState>[0]['phase'];
/** The request on this screen in that phase, as the controller reads it. */
const live = (phase: Phase, transactionId: string | null, inFlight: boolean): Facts['live'] => ({
  state: sessionState({ phase, now: 0 }),
  transactionId,
  inFlight,
});
const idle: Facts['live'] = live('idle', null, false);
const answered = (phase: Phase): Facts['live'] => ({
  state: sessionState({ phase, now: 0 }),
  transactionId: 't1',
  inFlight: false,
});
const noLog = deriveConsentStatus({ logs: [] });
const rejectedLog = deriveConsentStatus({ logs: [{ response: 'REJECT' }] });

/**
 * Every consent state the controller knows, from the log or from the request running on this
 * screen, with the next step of a saved application that has no unsaved change.
 */
const CONSENT_STATES: Array<[name: string, consent: Consent, cleanSaved: NextStep]> = [
  ['no consent', { log: noLog, live: idle }, 'requestConsent'],
  [
    'not found',
    { log: deriveConsentStatus({ error: { status: 404 } }), live: idle },
    'requestConsent',
  ],
  [
    'log unavailable',
    { log: deriveConsentStatus({ error: { status: 500 } }), live: idle },
    'requestConsent',
  ],
  ['accepted (log)', { log: accepted.log, live: idle }, 'generateForms'],
  ['rejected (log)', { log: rejectedLog, live: idle }, 'requestConsent'],
  ['sending', { log: noLog, live: live('sending', null, true) }, 'requestConsent'],
  ['waiting', { log: noLog, live: live('waiting', 't1', true) }, 'requestConsent'],
  ['accepted (live answer)', { log: noLog, live: answered('accepted') }, 'generateForms'],
  ['rejected (live answer)', { log: noLog, live: answered('rejected') }, 'requestConsent'],
  ['no answer', { log: noLog, live: answered('noAnswer') }, 'requestConsent'],
  ['network error', { log: noLog, live: answered('networkError') }, 'requestConsent'],
  ['cancelled', { log: noLog, live: answered('cancelled') }, 'requestConsent'],
  ['request failed', { log: noLog, live: answered('failed') }, 'requestConsent'],
  ['request refused', { log: rejectedLog, live: answered('refused') }, 'requestConsent'],
  // An update clears consent: the answer heard before it no longer moves the application on.
  [
    'accepted, then cleared by an update',
    {
      log: noLog,
      live: answered('accepted'),
      state: transition(edit, {
        type: 'saveSucceeded',
        policyNumber: 'MFP1',
        liveTransaction: 't1',
      }),
    },
    'requestConsent',
  ],
  // An ACCEPT in the log wins over a later live failure, as the log says.
  [
    'accepted (log), a later request rejected',
    { log: accepted.log, live: answered('rejected') },
    'generateForms',
  ],
];

const ROWS = CONSENT_STATES.flatMap(([name, consent, cleanSaved]) =>
  (['clean', 'dirty'] as const).flatMap((edits) =>
    (['saved', 'new'] as const).map((plan) => {
      // Saved: the edit-mode screen with its stored plan. New: nothing stored yet.
      const expected: NextStep = plan === 'new' || edits === 'dirty' ? 'save' : cleanSaved;
      return { name, consent, edits, plan, expected };
    }),
  ),
);

describe('nextStep: every consent state × dirty/clean × saved/new', () => {
  it.each(ROWS)('$name, $edits, $plan → $expected', ({ consent, edits, plan, expected }) => {
    const state = plan === 'new' ? fresh : (consent.state ?? edit);
    const facts: Facts = {
      form: { isDirty: edits === 'dirty' },
      plan: plan === 'new' ? withPlan({ reference: '' }).plan : saved.plan,
      log: consent.log,
      live: consent.live,
    };
    expect(nextStep(state, facts)).toBe(expected);
  });
});

describe('nextStep', () => {
  it('is Save on a new form, typed into or not', () => {
    const unsaved = withPlan({ reference: '' });
    expect(nextStep(fresh, unsaved)).toBe('save');
    expect(nextStep(fresh, { ...unsaved, form: { isDirty: true } })).toBe('save');
  });
  it('is Save on a saved application with unsaved changes, whatever its consent', () => {
    expect(nextStep(edit, dirty)).toBe('save');
    expect(nextStep(edit, { ...accepted, form: { isDirty: true } })).toBe('save');
  });
  it('is Request Consent when saved and consent is not accepted (none, failed, unavailable)', () => {
    expect(nextStep(edit, saved)).toBe('requestConsent');
    const rejected = deriveConsentStatus({ logs: [{ response: 'REJECT' }] });
    expect(nextStep(edit, { ...saved, log: rejected })).toBe('requestConsent');
    const unavailable = deriveConsentStatus({ error: { status: 500 } });
    expect(nextStep(edit, { ...saved, log: unavailable })).toBe('requestConsent');
  });
  it('is Generate Forms once consent is accepted, also from the live answer', () => {
    expect(nextStep(edit, accepted)).toBe('generateForms');
    const heard: Facts = {
      ...saved,
      live: answered('accepted'),
    };
    expect(nextStep(edit, heard)).toBe('generateForms');
    // An update clears consent: the answer heard before it no longer moves the application on.
    const updated = transition(edit, {
      type: 'saveSucceeded',
      policyNumber: 'MFP1',
      liveTransaction: 't1',
    });
    expect(nextStep(updated, heard)).toBe('requestConsent');
  });
  it('is Download Forms once the mandate is stored, whatever the form says', () => {
    const stored = { ...accepted, plan: { ...saved.plan, fileNetId: 'DOC-1' } };
    expect(nextStep(edit, stored)).toBe('downloadForms');
    expect(nextStep(edit, { ...stored, form: { isDirty: true } })).toBe('downloadForms');
  });
  it('is none while a saved application loads or when it could not be loaded', () => {
    expect(nextStep(edit, withPlan({ reference: '', isLoading: true }))).toBeNull();
    expect(nextStep(edit, withPlan({ reference: '', isError: true }))).toBeNull();
  });
});

describe('the Undo offer', () => {
  it('is made where the step was pressed, and stands until the form is edited', () => {
    const inBar = transition(edit, { type: 'reverted', inBar: true });
    expect(inBar.undo).toEqual({ inBar: true });
    const again = transition(inBar, { type: 'reverted', inBar: false });
    expect(again.undo).toEqual({ inBar: false });
    // A second revert is a new offer (it takes the focus again).
    expect(again.undo).not.toBe(inBar.undo);
    expect(transition(again, { type: 'edited' }).undo).toBeNull();
    // An edit with no offer standing changes nothing.
    expect(transition(edit, { type: 'edited' })).toBe(edit);
  });
});
