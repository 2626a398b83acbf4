/** The next step the details screen marks as primary (docs/behaviour.md#the-next-step). */
import { describe, expect, it } from 'vitest';
import { deriveConsentStatus } from '../../consent';
import { initialDetailsState, nextStep, transition, type DetailsFacts } from './details-controller';

const fresh = initialDetailsState({ isNew: true, policyNumber: '' });
const edit = initialDetailsState({ isNew: false, policyNumber: 'MFP1' });

type Facts = Parameters<typeof nextStep>[1];
const saved: Facts = {
  form: { isDirty: false },
  plan: { reference: 'plan-1', fileNetId: '', isLoading: false, isError: false },
  log: deriveConsentStatus({ logs: [] }),
  live: { phase: 'idle', transactionId: null, inFlight: false },
};
const withPlan = (plan: Partial<DetailsFacts['plan']>): Facts => ({
  ...saved,
  plan: { ...saved.plan, ...plan },
});
const dirty: Facts = { ...saved, form: { isDirty: true } };
const accepted: Facts = { ...saved, log: deriveConsentStatus({ logs: [{ response: 'ACCEPT' }] }) };

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
      live: { phase: 'accepted', transactionId: 't1', inFlight: false },
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
  it('is Download Forms once the mandate is stored', () => {
    expect(nextStep(edit, { ...accepted, plan: { ...saved.plan, fileNetId: 'DOC-1' } })).toBe(
      'downloadForms',
    );
  });
  it('is none while a saved application loads or when it could not be loaded', () => {
    expect(nextStep(edit, withPlan({ reference: '', isLoading: true }))).toBeNull();
    expect(nextStep(edit, withPlan({ reference: '', isError: true }))).toBeNull();
  });
});

describe('reverted', () => {
  it('counts the times the form was put back with its edits set aside', () => {
    const once = transition(edit, { type: 'reverted' });
    expect(once.reverts).toBe(1);
    expect(transition(once, { type: 'reverted' }).reverts).toBe(2);
    expect(once.save).toBe('idle');
  });
});
