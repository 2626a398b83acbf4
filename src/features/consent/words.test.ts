// Every outcome's and step's words come from one table (docs/behaviour.md#one-word-per-outcome):
// the table's own rules, each surface's words read from it, and no surface with its own copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_STATES,
  barWords,
  stateOf,
  statedOf,
  tableWords,
  wordOf,
  type ConsentKind,
} from './consent-state';
import { latestAttempt } from './attempts';
import { SEND_STATES } from '../outbox';
import {
  BUSY,
  FORMS_READY,
  GENERATE_STEPS,
  STEPS,
  askToReply,
  generatingWords,
  lastRequest,
  nextWords,
  sendingTo,
  timeLeft,
} from './words';

const KINDS = Object.keys(CONSENT_STATES) as ConsentKind[];
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the one table', () => {
  it('one word, one colour and one next step: states that share a word share the rest', () => {
    for (const a of KINDS) {
      for (const b of KINDS) {
        const [x, y] = [CONSENT_STATES[a], CONSENT_STATES[b]];
        if (x.word !== y.word) continue;
        expect([b, y.tone, y.next]).toEqual([b, x.tone, x.next]);
      }
    }
  });

  it('one capitalisation: no two words differ only in their capitals', () => {
    const words = [
      ...KINDS.map((kind) => CONSENT_STATES[kind].word),
      ...Object.values(SEND_STATES).map((state) => state.word),
    ];
    for (const a of words) {
      for (const b of words) {
        if (a.toLowerCase() === b.toLowerCase()) expect(a).toBe(b);
      }
    }
  });

  it('names a next step that is one button as the button is, never in other capitals', () => {
    const steps: string[] = Object.values(STEPS);
    for (const kind of KINDS) {
      const { next } = CONSENT_STATES[kind];
      const step = steps.find((name) => name.toLowerCase() === next.toLowerCase());
      if (step) expect(next).toBe(step);
    }
    expect(nextWords(CONSENT_STATES.accepted.next)).toBe('Next: Generate Forms');
    expect(CONSENT_STATES.unsaved.next).toBe(STEPS.save);
  });

  it('says the difference between two states of one word as a detail, not a second word', () => {
    expect(wordOf(stateOf('unrecorded'))).toBe(wordOf(stateOf('noAnswer')));
    expect(statedOf(stateOf('unrecorded'))).toBe('No answer: its ending was not recorded');
    expect(statedOf(stateOf('withdrawn'))).toBe('Withdrawn: the page was reloaded');
    expect(statedOf(stateOf('rejected'))).toBe('Rejected');
  });

  it('keeps the product’s texts beside our word: No Consent is both', () => {
    expect(CONSENT_STATES.none.word).toBe(CONSENT_STATES.none.product);
    expect(CONSENT_STATES.notFound.product).toBe('NO CONSENT FOUND');
    expect(CONSENT_STATES.accepted.product).toBe('Consent accepted');
  });
});

describe('the phrases', () => {
  it('one countdown, one clock, one name for the forms', () => {
    expect(timeLeft(118)).toBe('1:58 left');
    expect(askToReply(118)).toBe('Ask the client to reply 1 — 1:58 left');
    expect(sendingTo('082****567')).toBe('Sending to 082****567…');
    const at = new Date(2026, 10, 24, 14, 5).getTime();
    expect(lastRequest('Rejected', at)).toBe('Last request: Rejected, 24/11/2026 14:05');
    expect(FORMS_READY).toBe(CONSENT_STATES.ready.word);
  });

  it('the loader names what runs', () => {
    expect(BUSY.saving).toBe('Saving…');
    expect(generatingWords('report')).toBe('Generating the forms: building the mandate letter…');
    expect(Object.keys(GENERATE_STEPS)).toEqual(['plan', 'report', 'upload', 'attach']);
  });

  it('holds the outbox’s words', () => {
    expect(SEND_STATES.waiting.word).toBe('Waiting to send');
    expect(nextWords(SEND_STATES.waiting.next)).toBe('Next: Sent when the signal returns');
    expect(SEND_STATES.attention.word).toBe('Needs your attention');
    expect(SEND_STATES.auth.word).toBe('Sign in again to send');
    expect(SEND_STATES.retry.word).toBe('Will retry');
  });
});

describe('the surfaces read the table', () => {
  it('the bar and the Consent Required table say each state in its word', () => {
    for (const kind of KINDS) {
      const state = stateOf(kind);
      if (kind === 'accepted' || kind === 'unsaved') continue;
      const bar = barWords({ isNew: false, status: stateOf('none'), current: state });
      // Another tab's wait: the bar's word, its detail in the step's reason under it.
      const words = kind === 'elsewhere' ? wordOf(state) : statedOf(state);
      expect(bar).toEqual({ words, tone: CONSENT_STATES[kind].tone });
    }
    expect(tableWords(stateOf('rejected'), stateOf('unrecorded')).words).toBe(
      'Consent failed: No answer',
    );
    expect(barWords({ isNew: false, status: stateOf('notFound'), current: null }).words).toBe(
      CONSENT_STATES.none.word,
    );
  });

  it('the panel’s last request reads an entry as the history does', () => {
    const latest = latestAttempt([
      { response: 'TimeOut', consentStatus: 'NETWORK_ERROR', date: '2026-11-23T08:00:00.000Z' },
    ]);
    expect(latest && wordOf(latest.state)).toBe(CONSENT_STATES.networkError.word);
  });

  // What a surface must not spell itself: every word of the table, and the old words it replaced.
  const SURFACES = [
    'features/applications/ConsentBadge.tsx',
    'features/applications/row-state.ts',
    'features/answers/AnswersNotice.tsx',
    'features/consent-history/ConsentHistory.tsx',
    'features/consent-history/history-rows.ts',
    'features/consent-form/actions/DetailsBar.tsx',
    'features/consent-form/actions/FormActionBar.tsx',
    'features/consent-form/consent-panel/ConsentPanel.tsx',
    'features/consent-form/consent-panel/ConsentTable.tsx',
    'features/consent-form/controller/details-controller.ts',
  ];
  const OWN_COPIES = [
    ...KINDS.flatMap((kind) => [CONSENT_STATES[kind].word, CONSENT_STATES[kind].next]),
    ...Object.values(STEPS),
    ...Object.values(GENERATE_STEPS),
    ...Object.values(BUSY),
    'No answer recorded',
    'Mandate form stored',
    'Time left to answer:',
    's left to answer',
    'Next: ',
  ].filter((text) => text !== '');
  /** The file's string literals and JSX text, without its comments. */
  const literals = (file: string) => {
    const code = readFileSync(path.join(ROOT, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const quoted = [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map(
      (m) => m[1] ?? m[2] ?? m[3],
    );
    const jsxText = [...code.matchAll(/>([^<>{}]+)</g)].map((m) => m[1].trim());
    return [...quoted, ...jsxText].filter(Boolean);
  };

  it.each(SURFACES)('%s spells no word of its own', (file) => {
    const own = literals(file).filter((text) =>
      OWN_COPIES.some((word) => text === word || (word.length > 8 && text.includes(word))),
    );
    expect(own).toEqual([]);
  });

  it('every surface shows one clock: no Intl time format of its own', () => {
    for (const file of SURFACES) {
      expect(readFileSync(path.join(ROOT, file), 'utf8')).not.toMatch(/DateTimeFormat|hour12/);
    }
  });
});
