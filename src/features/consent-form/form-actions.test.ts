import { describe, expect, it } from 'vitest';
import { deriveFormActions, type FormActionsInput } from './form-actions';

/** A saved, unchanged, valid plan with no consent yet: Request Consent is the next step. */
const savedPlan: FormActionsInput = {
  isFormValid: true,
  hasPolicyNumberError: false,
  isDirty: false,
  isSavedWithoutChange: true,
  isSaving: false,
  hasSavedPlan: true,
  consent: { canRequest: true, canGenerate: false },
};

/** A new form the adviser has typed into: Save is the next step. */
const editedNewForm: FormActionsInput = {
  ...savedPlan,
  isDirty: true,
  isSavedWithoutChange: false,
  hasSavedPlan: false,
};

const actions = (overrides: Partial<FormActionsInput>, base = savedPlan) =>
  deriveFormActions({ ...base, ...overrides });

describe('Request Consent', () => {
  it('is enabled for a valid, saved, unchanged plan whose consent may be requested', () => {
    expect(actions({}).requestConsent).toBe(true);
  });
  it('is disabled while the form is invalid', () => {
    expect(actions({ isFormValid: false }).requestConsent).toBe(false);
  });
  it('is disabled while requesting is disabled (a request is running)', () => {
    expect(actions({ isRequestingConsent: true }).requestConsent).toBe(false);
  });
  it('is disabled once consent is accepted', () => {
    expect(actions({ consent: { canRequest: false, canGenerate: true } }).requestConsent).toBe(
      false,
    );
  });
  it('needs a saved plan (the request carries its plan reference)', () => {
    expect(actions({ hasSavedPlan: false }).requestConsent).toBe(false);
  });
  it('is disabled while there are unsaved changes', () => {
    expect(actions({ isDirty: true, isSavedWithoutChange: false }).requestConsent).toBe(false);
  });
  it('is disabled while a save is on its way', () => {
    expect(actions({ isSaving: true }).requestConsent).toBe(false);
  });
});

describe('Save', () => {
  it('is enabled for a changed form', () => {
    expect(actions({}, editedNewForm).save).toBe(true);
  });
  it('is disabled while the policy number has an error', () => {
    expect(actions({ hasPolicyNumberError: true }, editedNewForm).save).toBe(false);
  });
  it('stays enabled when other fields are invalid (the error summary explains them)', () => {
    expect(actions({ isFormValid: false }, editedNewForm).save).toBe(true);
  });
  it('is disabled while the save-disabled flag is set (a save is pending)', () => {
    expect(actions({ isSaving: true }, editedNewForm).save).toBe(false);
  });
  it('is disabled while the form equals its original value', () => {
    expect(actions({ isDirty: false, isSavedWithoutChange: false }, editedNewForm).save).toBe(
      false,
    );
  });
  it('is disabled after it was saved with no further change', () => {
    expect(actions({ isSavedWithoutChange: true }, editedNewForm).save).toBe(false);
  });
});

describe('Generate Forms', () => {
  it('is enabled when consent is accepted', () => {
    expect(actions({ consent: { canRequest: false, canGenerate: true } }).generateForms).toBe(true);
  });
  it('is disabled without accepted consent', () => {
    expect(actions({}).generateForms).toBe(false);
  });
  it('is disabled when its flag disables it, even with consent accepted', () => {
    expect(
      actions({ consent: { canRequest: false, canGenerate: true }, isGenerateDisabled: true })
        .generateForms,
    ).toBe(false);
  });
});

describe('Reset', () => {
  it('is enabled with or without changes', () => {
    expect(actions({}).reset).toBe(true);
    expect(actions({}, editedNewForm).reset).toBe(true);
  });
  it('is disabled while a save is on its way', () => {
    expect(actions({ isSaving: true }, editedNewForm).reset).toBe(false);
  });
});
