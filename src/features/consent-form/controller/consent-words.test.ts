import { describe, expect, it } from 'vitest';
import { CONSENT_LABELS } from '../../consent';
import { consentWords, tableStatusWords } from './consent-words';

const none = { label: CONSENT_LABELS.none, canGenerate: false };
const failed = { label: CONSENT_LABELS.failed, canGenerate: false };
const accepted = { label: CONSENT_LABELS.accepted, canGenerate: true };

describe('consentWords (the bar)', () => {
  it('names each outcome by its one word', () => {
    expect(consentWords({ isNew: false, status: failed, outcome: 'rejected' })).toEqual({
      words: 'Rejected',
      tone: 'danger',
    });
    expect(consentWords({ isNew: false, status: failed, outcome: 'cancelled' })).toEqual({
      words: 'Cancelled',
      tone: 'neutral',
    });
    expect(consentWords({ isNew: false, status: none, outcome: 'waiting' }).words).toBe('Waiting');
    expect(consentWords({ isNew: false, status: accepted, outcome: null }).words).toBe('Accepted');
  });

  it('says the product’s status before any request, and Not saved yet on a new form', () => {
    expect(consentWords({ isNew: false, status: none, outcome: null }).words).toBe('No Consent');
    expect(consentWords({ isNew: true, status: none, outcome: null }).words).toBe('Not saved yet');
  });
});

describe('tableStatusWords (Consent Required)', () => {
  it('keeps the product’s Consent failed, with the outcome beside it', () => {
    expect(tableStatusWords(failed, 'rejected')).toEqual({
      words: 'Consent failed: Rejected',
      tone: 'danger',
    });
    expect(tableStatusWords(failed, 'cancelled').words).toBe('Consent failed: Cancelled');
    expect(tableStatusWords(failed, null).words).toBe('Consent failed');
  });

  it('says Waiting while a request runs, and the product’s words otherwise', () => {
    expect(tableStatusWords(none, 'waiting').words).toBe('Waiting');
    expect(tableStatusWords(accepted, 'accepted').words).toBe('Consent accepted');
    expect(tableStatusWords(none, null).words).toBe('No Consent');
  });
});
