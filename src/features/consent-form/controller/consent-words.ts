/**
 * Where the application's consent stands, in the one word per outcome
 * (docs/behaviour.md#one-word-per-outcome), for the bar and the Consent Required table. The
 * product's own status texts ('No Consent', 'Consent accepted', 'Consent failed', 'NO CONSENT
 * FOUND') stay in the table, with the outcome beside 'Consent failed'.
 */
import type { StatusTone } from '../../../components';
import { CONSENT_LABELS, OUTCOME_LABELS, OUTCOME_TONES, type ConsentOutcome } from '../../consent';

const NOT_SAVED_WORDS = 'Not saved yet';

export interface ConsentWords {
  words: string;
  tone: StatusTone;
}

/**
 * The bar's state: 'Not saved yet' on a new application; the outcome's word once a request was
 * sent ('Accepted' whenever the log holds an ACCEPT); else the product's status ('No Consent',
 * 'NO CONSENT FOUND', 'Consent status unavailable').
 */
export function consentWords({
  isNew,
  status,
  outcome,
}: {
  isNew: boolean;
  status: { label: string; canGenerate: boolean };
  outcome: ConsentOutcome | null;
}): ConsentWords {
  if (isNew) return { words: NOT_SAVED_WORDS, tone: 'neutral' };
  if (status.canGenerate && outcome !== 'waiting') {
    return { words: OUTCOME_LABELS.accepted, tone: 'success' };
  }
  if (outcome) return { words: OUTCOME_LABELS[outcome], tone: OUTCOME_TONES[outcome] };
  return { words: status.label, tone: 'neutral' };
}

/**
 * The table's Consent Status: the product's status, with the outcome after 'Consent failed'
 * ('Consent failed: Cancelled'); 'Waiting' while a request runs, which the log cannot say yet.
 */
export function tableStatusWords(
  status: { label: string },
  outcome: ConsentOutcome | null,
): ConsentWords {
  if (outcome === 'waiting') return { words: OUTCOME_LABELS.waiting, tone: 'info' };
  if (status.label === CONSENT_LABELS.accepted) return { words: status.label, tone: 'success' };
  if (status.label === CONSENT_LABELS.failed && outcome && outcome !== 'accepted') {
    return { words: `${status.label}: ${OUTCOME_LABELS[outcome]}`, tone: OUTCOME_TONES[outcome] };
  }
  return { words: status.label, tone: 'neutral' };
}
