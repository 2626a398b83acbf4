// Over 300 lines: the one table and every reader of it (the log, an entry, the session, the
// details screen's words) are tested together, as they were written to agree.
import { describe, expect, it } from 'vitest';
import {
  CONSENT_STATES,
  UNANSWERED_WAIT_MS,
  acceptedAt,
  barWords,
  canGenerate,
  canRequest,
  entryState,
  logState,
  newestFirst,
  productWordOf,
  sessionState,
  standing,
  stateOf,
  tableWords,
  toneOf,
  wordOf,
  type ConsentKind,
  type ConsentState,
} from './consent-state';
import { logEnding } from './log-ending';

/** The kind an entry reads as (the tests of the entry's rules compare kinds). */
const entryOutcome = (...args: Parameters<typeof entryState>) => entryState(...args).kind;
const OUTCOME_LABELS = Object.fromEntries(
  Object.entries(CONSENT_STATES).map(([kind, { word }]) => [kind, word]),
) as Record<ConsentKind, string>;

const sent = '2026-11-20T08:00:00.000Z';
const at = Date.parse(sent);

describe('entryOutcome', () => {
  it('reads an answer from the response: exactly ACCEPT is accepted, REJECT rejected', () => {
    expect(entryOutcome({ response: 'ACCEPT' })).toBe('accepted');
    expect(entryOutcome({ response: 'accept', consentStatus: 'accept' })).toBe('noAnswer');
    expect(entryOutcome({ response: 'REJECT', consentStatus: 'REJECT' })).toBe('rejected');
  });

  it('tells the endings without an answer apart by the consent status beside TimeOut', () => {
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'TIMEOUT' })).toBe('noAnswer');
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'NETWORK_ERROR' })).toBe(
      'networkError',
    );
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'CANCELLED' })).toBe('cancelled');
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'FAILED' })).toBe('failed');
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'WITHDRAWN' })).toBe('withdrawn');
  });

  it('reads a TimeOut written without its ending (older entries) as no answer', () => {
    expect(entryOutcome({ response: 'TimeOut' })).toBe('noAnswer');
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'TimeOut' })).toBe('noAnswer');
  });

  it('a consent status never makes an answer: only the response can accept', () => {
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'ACCEPT' })).toBe('noAnswer');
    expect(entryOutcome({ response: null, consentStatus: 'ACCEPT' })).toBe('waiting');
  });

  it('an entry without a response waits for the client for the answer window and its grace', () => {
    expect(entryOutcome({ response: null, createdAt: sent })).toBe('waiting');
    expect(entryOutcome({ createdAt: sent }, at + UNANSWERED_WAIT_MS - 1)).toBe('waiting');
    expect(entryOutcome({ createdAt: sent }, at + UNANSWERED_WAIT_MS)).toBe('unrecorded');
    expect(entryOutcome({ date: sent }, at + 60 * 60_000)).toBe('unrecorded');
    expect(entryOutcome({ date: 'not a date' }, at)).toBe('unrecorded');
  });

  it('has a label in the adviser’s words for every outcome', () => {
    expect(OUTCOME_LABELS.noAnswer).toBe('No answer');
    expect(OUTCOME_LABELS.cancelled).toBe('Cancelled');
    expect(OUTCOME_LABELS.waiting).toBe('Waiting');
  });
});

describe('logEnding', () => {
  it('an answer records its option', () => {
    expect(logEnding('accepted', 'ACCEPT')).toEqual({ consentStatus: 'ACCEPT' });
    expect(logEnding('rejected', 'REJECT', 'ignored')).toEqual({ consentStatus: 'REJECT' });
  });

  it('the other endings record their word and the verifier’s message when it gave one', () => {
    expect(logEnding('networkError', 'TimeOut', 'Session dropped')).toEqual({
      consentStatus: 'NETWORK_ERROR',
      verifierMessage: 'Session dropped',
    });
    expect(logEnding('noAnswer', 'TimeOut', null)).toEqual({ consentStatus: 'TIMEOUT' });
    expect(logEnding('cancelled', 'TimeOut', 'x')).toEqual({ consentStatus: 'CANCELLED' });
    expect(logEnding('failed', 'TimeOut')).toEqual({ consentStatus: 'FAILED' });
    expect(logEnding('withdrawn', 'TimeOut', 'x')).toEqual({ consentStatus: 'WITHDRAWN' });
  });

  it('cuts a long message to what the log holds', () => {
    expect(logEnding('failed', 'TimeOut', 'x'.repeat(300)).verifierMessage).toHaveLength(182);
  });

  it('round-trips: what is written reads back as the same outcome', () => {
    for (const phase of [
      'accepted',
      'rejected',
      'noAnswer',
      'networkError',
      'cancelled',
      'withdrawn',
      'failed',
    ]) {
      const response =
        phase === 'accepted' ? 'ACCEPT' : phase === 'rejected' ? 'REJECT' : 'TimeOut';
      expect(entryOutcome({ response, ...logEnding(phase, response) })).toBe(phase);
    }
  });
});

describe('newestFirst', () => {
  it('orders by when each request was sent, newest first, undated last', () => {
    const entries = [
      { id: 'a', createdAt: '2026-11-20T08:00:00.000Z' },
      { id: 'b' },
      { id: 'c', createdAt: '2026-11-20T09:00:00.000Z' },
      { id: 'd', date: '2026-11-20T08:30:00.000Z' },
    ];
    expect(newestFirst(entries).map((e) => e.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});

/** The standing's kind, from the session's phase (null: no request on this screen). */
const currentOutcome = (
  phase: Parameters<typeof sessionState>[0]['phase'] | null,
  entries: Parameters<typeof standing>[1],
) => standing(phase ? sessionState({ phase, now: 0 }) : null, entries)?.kind ?? null;

describe('standing (where the application stands)', () => {
  const entries = [
    { response: 'REJECT', createdAt: '2026-11-20T08:00:00Z' },
    { response: 'TimeOut', consentStatus: 'CANCELLED', createdAt: '2026-11-20T09:00:00Z' },
  ];

  it('the request this tab runs decides, in the one word per outcome', () => {
    expect(currentOutcome('sending', entries)).toBe('waiting');
    expect(currentOutcome('waiting', entries)).toBe('waiting');
    expect(currentOutcome('rejected', [])).toBe('rejected');
    expect(OUTCOME_LABELS[currentOutcome('cancelled', undefined) ?? 'waiting']).toBe('Cancelled');
  });

  it('else the newest entry of the log; nothing when it was never asked', () => {
    expect(currentOutcome('idle', entries)).toBe('cancelled');
    expect(currentOutcome(null, entries.slice(0, 1))).toBe('rejected');
    expect(currentOutcome('idle', [])).toBeNull();
    expect(currentOutcome('refused', undefined)).toBeNull();
  });
});

/** What the log says, as the details screen's status: the product's text and what it allows. */
const deriveConsentStatus = (input: Parameters<typeof logState>[0]) => {
  const state = logState(input);
  return {
    label: productWordOf(state),
    canRequest: canRequest(state),
    canGenerate: canGenerate(state),
  };
};

describe('logState (what the log says)', () => {
  it("no entries: 'No Consent', request enabled, generate disabled", () => {
    expect(deriveConsentStatus({ logs: [] })).toEqual({
      label: 'No Consent',
      canRequest: true,
      canGenerate: false,
    });
  });

  it('a log not loaded yet (new form) counts as no entries', () => {
    expect(deriveConsentStatus({})).toEqual(deriveConsentStatus({ logs: [] }));
  });

  it("an ACCEPT entry: 'Consent accepted', generate enabled, request disabled", () => {
    expect(deriveConsentStatus({ logs: [{ response: 'ACCEPT' }] })).toEqual({
      label: 'Consent accepted',
      canRequest: false,
      canGenerate: true,
    });
  });

  it('an ACCEPT anywhere in the log counts, after earlier failures too', () => {
    const logs = [{ response: 'TimeOut' }, { response: 'REJECT' }, { response: 'ACCEPT' }];
    expect(deriveConsentStatus({ logs }).label).toBe('Consent accepted');
    expect(deriveConsentStatus({ logs: [...logs].reverse() }).label).toBe('Consent accepted');
  });

  it("ACCEPT means exactly 'ACCEPT', the test the verifier's record is held to", () => {
    for (const response of [' accept ', 'accept', 'ACCEPT ']) {
      expect(deriveConsentStatus({ logs: [{ response }] }).label).toBe('Consent failed');
    }
  });

  it("entries without ACCEPT: 'Consent failed', request enabled", () => {
    for (const logs of [
      [{ response: 'TimeOut' }],
      [{ response: 'REJECT' }, { response: null }],
      [{}],
      [{ response: 'ACCEPTED_LATER' }],
    ]) {
      expect(deriveConsentStatus({ logs })).toEqual({
        label: 'Consent failed',
        canRequest: true,
        canGenerate: false,
      });
    }
  });

  it("a 404 is not an empty log: 'NO CONSENT FOUND', request enabled", () => {
    expect(deriveConsentStatus({ error: { status: 404 } })).toEqual({
      label: 'NO CONSENT FOUND',
      canRequest: true,
      canGenerate: false,
    });
  });

  it('any other fetch error disables generate', () => {
    for (const status of [0, 401, 500, 503]) {
      const status_ = deriveConsentStatus({ error: { status } });
      expect(status_.canGenerate).toBe(false);
      expect(status_.label).toBe('Consent not checked');
    }
  });

  it('an error wins over stale entries (a refetch failed after an ACCEPT)', () => {
    expect(
      deriveConsentStatus({ logs: [{ response: 'ACCEPT' }], error: { status: 500 } }).canGenerate,
    ).toBe(false);
  });

  it('a null error (react-query before any failure) is no error', () => {
    expect(deriveConsentStatus({ logs: [{ response: 'ACCEPT' }], error: null }).canGenerate).toBe(
      true,
    );
  });
});

describe('acceptedAt', () => {
  const entry = (response: string | null, date: string, updatedAt?: string) => ({
    response,
    date,
    updatedAt,
  });

  it('is the newest ACCEPT, by when its answer was written', () => {
    expect(
      acceptedAt([
        entry('REJECT', '2026-11-23T09:00:00Z', '2026-11-23T09:01:00Z'),
        entry('ACCEPT', '2026-11-23T10:00:00Z', '2026-11-23T10:00:40Z'),
        entry('ACCEPT', '2026-11-20T10:00:00Z'),
      ]),
    ).toEqual(new Date('2026-11-23T10:00:40Z'));
  });

  it('falls back to the request date when the entry has no update time', () => {
    expect(acceptedAt([entry('ACCEPT', '2026-11-20T10:00:00Z')])).toEqual(
      new Date('2026-11-20T10:00:00Z'),
    );
  });

  it("is undefined without an exact 'ACCEPT'", () => {
    expect(acceptedAt(undefined)).toBeUndefined();
    expect(acceptedAt([entry('accept', '2026-11-20T10:00:00Z'), entry(null, 'x')])).toBeUndefined();
  });
});

const none = stateOf('none');
const failed = stateOf('noAnswer');
const accepted = stateOf('accepted');
const of = (kind: ConsentKind | null) => (kind ? stateOf(kind) : null);
const consentWords = (input: {
  isNew: boolean;
  status: ConsentState;
  outcome: ConsentKind | null;
}) => barWords({ isNew: input.isNew, status: input.status, current: of(input.outcome) });
const tableStatusWords = (status: ConsentState, outcome: ConsentKind | null) =>
  tableWords(status, of(outcome));

describe('barWords (the details bar)', () => {
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
    // Never 'Cancelled': nobody cancelled it; the bar says what happened.
    expect(consentWords({ isNew: false, status: failed, outcome: 'withdrawn' })).toEqual({
      words: 'Withdrawn: the page was reloaded',
      tone: 'warning',
    });
    expect(consentWords({ isNew: false, status: accepted, outcome: null }).words).toBe('Accepted');
  });

  it('says what the log says before any request, and Not saved yet on a new form', () => {
    expect(consentWords({ isNew: false, status: none, outcome: null })).toEqual({
      words: 'No Consent',
      tone: 'brand',
    });
    expect(consentWords({ isNew: false, status: stateOf('notFound'), outcome: null }).words).toBe(
      'No Consent',
    );
    expect(consentWords({ isNew: true, status: none, outcome: null }).words).toBe('Not saved yet');
  });
});

describe('tableWords (Consent Required)', () => {
  it('keeps the product’s Consent failed, with the outcome beside it', () => {
    expect(tableStatusWords(failed, 'rejected')).toEqual({
      words: 'Consent failed: Rejected',
      tone: 'danger',
    });
    expect(tableStatusWords(failed, 'cancelled').words).toBe('Consent failed: Cancelled');
    expect(tableStatusWords(failed, 'withdrawn').words).toBe('Consent failed: Withdrawn');
    expect(tableStatusWords(failed, null).words).toBe('Consent failed');
  });

  it('says Waiting while a request runs, and the product’s words otherwise', () => {
    expect(tableStatusWords(none, 'waiting').words).toBe('Waiting');
    expect(tableStatusWords(accepted, 'accepted').words).toBe('Consent accepted');
    expect(tableStatusWords(none, null).words).toBe('No Consent');
  });
});

describe("another tab's wait (docs/behaviour.md#one-story-across-tabs)", () => {
  it("the table says whose wait it is, the bar Waiting (its step's reason says whose), never Request failed", () => {
    const why = "Waiting: another tab is waiting for this client's answer";
    expect(consentWords({ isNew: false, status: none, outcome: 'elsewhere' })).toEqual({
      words: 'Waiting',
      tone: 'info',
    });
    expect(tableStatusWords(none, 'elsewhere')).toEqual({ words: why, tone: 'info' });
    expect(tableStatusWords(failed, 'elsewhere').words).toBe(why);
  });
  it('the other tab heard Accepted: both say Accepted', () => {
    expect(consentWords({ isNew: false, status: accepted, outcome: 'elsewhere' }).words).toBe(
      'Accepted',
    );
    expect(tableStatusWords(accepted, 'elsewhere').words).toBe('Consent accepted');
  });
});

describe('the one table', () => {
  it('gives every state its word, its colour and the next step', () => {
    const table = Object.fromEntries(
      (Object.keys(CONSENT_STATES) as ConsentKind[]).map((kind) => {
        const state = stateOf(kind);
        return [
          kind,
          [wordOf(state), toneOf(state), CONSENT_STATES[kind].next, productWordOf(state)],
        ];
      }),
    );
    expect(table).toEqual({
      unsaved: ['Not saved yet', 'neutral', 'Save', 'Consent failed'],
      checking: ['Checking consent…', 'neutral', '', 'Consent failed'],
      unchecked: ['Consent not checked', 'danger', '', 'Consent not checked'],
      none: ['No Consent', 'brand', 'Ask for consent', 'No Consent'],
      notFound: ['No Consent', 'brand', 'Ask for consent', 'NO CONSENT FOUND'],
      sending: ['Sending…', 'info', 'Wait for the answer', 'Consent failed'],
      waiting: ['Waiting', 'info', 'Wait for the answer', 'Consent failed'],
      elsewhere: ['Waiting', 'info', 'Wait for the answer', 'Consent failed'],
      accepted: ['Accepted', 'success', 'Generate Forms', 'Consent accepted'],
      rejected: ['Rejected', 'danger', 'Ask again', 'Consent failed'],
      noAnswer: ['No answer', 'warning', 'Ask again', 'Consent failed'],
      networkError: ['Network error', 'warning', 'Ask again', 'Consent failed'],
      cancelled: ['Cancelled', 'neutral', 'Ask again', 'Consent failed'],
      withdrawn: ['Withdrawn', 'warning', 'Ask again', 'Consent failed'],
      failed: ['Request failed', 'warning', 'Ask again', 'Consent failed'],
      unrecorded: ['No answer', 'warning', 'Ask again', 'Consent failed'],
      refused: [
        'Refused: no attempts left',
        'danger',
        'Ask again once an attempt is free',
        'Consent failed',
      ],
      ready: ['Forms ready', 'neutral', '', 'Consent failed'],
    });
  });

  it('reads the session’s phase as its state; idle is no state', () => {
    expect(sessionState({ phase: 'idle', now: 0 })).toBeNull();
    expect(sessionState({ phase: 'sending', now: 0 })).toEqual({ kind: 'sending' });
    expect(sessionState({ phase: 'refused', now: 0 })).toEqual({ kind: 'refused' });
    expect(sessionState({ phase: 'accepted', now: 5 })).toEqual({
      kind: 'accepted',
      at: new Date(5),
    });
  });

  it('an accepted log carries when the client accepted', () => {
    const state = logState({
      logs: [
        { response: 'ACCEPT', date: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:40Z' },
      ],
    });
    expect(state).toEqual({ kind: 'accepted', at: new Date('2026-11-20T10:00:40Z') });
  });
});
