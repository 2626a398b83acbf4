// Over 250 lines: the one union, its one table and every reader of it read as one.
/**
 * Where a consent request stands (docs/behaviour.md#one-word-per-outcome): one union, read from the
 * log, this tab's request or the list's row, and one table of each state's word, colour and next
 * step, which every screen reads. Pure, so the rules are tested without a browser.
 */
import { LOG_ENDINGS, RESPONSE_REJECT, type UssdLogEntry } from '../../api';
import type { StatusTone } from '../../components';
import { isAccept } from '../../domain';
import { FORMS_READY, STEPS, withDetail } from './words';

/** How a request ends: the session's last phase and the history's outcome, in the same words. */
export const ENDINGS = [
  'accepted',
  'rejected',
  'noAnswer',
  'networkError',
  'cancelled',
  'withdrawn',
  'failed',
] as const;
export type Ending = (typeof ENDINGS)[number];

export type ConsentState =
  /** A new application: nothing is saved to ask about yet. */
  | { kind: 'unsaved' }
  /** The log is on its way. */
  | { kind: 'checking' }
  /** The log could not be read: nothing shows that consent was given. */
  | { kind: 'unchecked' }
  /** Never asked: the log holds no entry. */
  | { kind: 'none' }
  /** The log's 404. */
  | { kind: 'notFound' }
  /** This tab's request, before the verifier has sent the prompt. */
  | { kind: 'sending' }
  /** The prompt is out; the client has not answered. */
  | { kind: 'waiting' }
  /** The client accepted; `at` is when, once known (the mandate's consent text carries it). */
  | { kind: 'accepted'; at?: Date }
  | { kind: Exclude<Ending, 'accepted'> }
  /** Nobody wrote how the request ended: the tab that sent it had gone. */
  | { kind: 'unrecorded' }
  /** The token service refused: no attempts left for now. */
  | { kind: 'refused' }
  /** Another tab or adviser waits for this client (docs/behaviour.md#one-story-across-tabs). */
  | { kind: 'elsewhere' }
  /** The mandate form is stored (the list's rows). */
  | { kind: 'ready' };

export type ConsentKind = ConsentState['kind'];

/** A session's phase that ends its request. */
export const isEnding = (phase: string): phase is Ending =>
  (ENDINGS as readonly string[]).includes(phase);

export interface StateWords {
  /** The one word, wherever the state is named. */
  word: string;
  /** Its colour, wherever its word shows. */
  tone: StatusTone;
  /** What the adviser does next, in words ('' while it is not known). */
  next: string;
  /** The product's fixed text on the Consent Required table; without one, 'Consent failed'. */
  product?: string;
  /** What sets it apart from a state of the same word ('Its ending was not recorded'). */
  detail?: string;
}

const CONSENT_FAILED = 'Consent failed';
const NOT_CHECKED = 'Consent not checked';
/** The product's text for a log without entries, kept with its capitals as our word too. */
const NO_CONSENT = 'No Consent';
// Short enough for one line on a phone's card, where the next step has one line kept for it
// (docs/decisions/0012-list-cards-width.md): 'Next: Request Consent' would take two.
const ASK_FIRST = 'Ask for consent';
const ASK = 'Ask again';
/** Why this tab offers no Request Consent while another tab's request runs. */
export const ELSEWHERE = "Another tab is waiting for this client's answer";

/**
 * The one table. The client's refusal is red, an ending to ask again after amber, the adviser's
 * own Cancel neutral. A next step that is one button is named as the button is (STEPS).
 */
export const CONSENT_STATES: Record<ConsentKind, StateWords> = {
  unsaved: { word: 'Not saved yet', tone: 'neutral', next: STEPS.save },
  checking: { word: 'Checking consent…', tone: 'neutral', next: '' },
  unchecked: {
    word: NOT_CHECKED,
    tone: 'danger',
    next: '',
    // The rules name no text for a failed log fetch: the table says the word.
    product: NOT_CHECKED,
  },
  none: { word: NO_CONSENT, tone: 'brand', next: ASK_FIRST, product: NO_CONSENT },
  notFound: { word: NO_CONSENT, tone: 'brand', next: ASK_FIRST, product: 'NO CONSENT FOUND' },
  sending: { word: 'Sending…', tone: 'info', next: 'Wait for the answer' },
  waiting: { word: 'Waiting', tone: 'info', next: 'Wait for the answer' },
  // The same word as this tab's own wait; the detail says whose wait it is.
  elsewhere: { word: 'Waiting', tone: 'info', next: 'Wait for the answer', detail: ELSEWHERE },
  accepted: {
    word: 'Accepted',
    tone: 'success',
    next: STEPS.generateForms,
    product: 'Consent accepted',
  },
  rejected: { word: 'Rejected', tone: 'danger', next: ASK },
  noAnswer: { word: 'No answer', tone: 'warning', next: ASK },
  networkError: { word: 'Network error', tone: 'warning', next: ASK },
  cancelled: { word: 'Cancelled', tone: 'neutral', next: ASK },
  failed: { word: 'Request failed', tone: 'warning', next: ASK },
  // The same outcome as No answer for the adviser (ask again); only who wrote it differs.
  unrecorded: {
    word: 'No answer',
    tone: 'warning',
    next: ASK,
    detail: 'Its ending was not recorded',
  },
  // Amber, not Cancelled's neutral: nobody chose to end it, and it cost an attempt.
  withdrawn: {
    word: 'Withdrawn',
    tone: 'warning',
    next: ASK,
    detail: 'The page was reloaded',
  },
  refused: {
    word: 'Refused: no attempts left',
    tone: 'danger',
    next: `${ASK} once an attempt is free`,
  },
  // Finished: the row's own button (Download Forms) is all there is, so no next step is named.
  ready: { word: FORMS_READY, tone: 'neutral', next: '' },
};

/** The state of that kind (the kinds that carry nothing else). */
export const stateOf = (kind: ConsentKind): ConsentState => ({ kind });

export const wordOf = (state: ConsentState) => CONSENT_STATES[state.kind].word;
export const toneOf = (state: ConsentState) => CONSENT_STATES[state.kind].tone;
/** The word with its detail where the table gives one ('No answer: its ending was not recorded'). */
export const statedOf = (state: ConsentState) =>
  withDetail(CONSENT_STATES[state.kind].word, CONSENT_STATES[state.kind].detail);
export const productWordOf = (state: ConsentState) =>
  CONSENT_STATES[state.kind].product ?? CONSENT_FAILED;

/** Request Consent may be pressed as far as the consent goes: nothing shows it was accepted. */
export const canRequest = (state: ConsentState) => state.kind !== 'accepted';
/** Generate Forms needs the client's accepted consent. */
export const canGenerate = (state: ConsentState) => state.kind === 'accepted';
/** The request is under way (the prompt is being sent, or waits for the answer). */
export const isUnderWay = (state: ConsentState | null) =>
  state?.kind === 'sending' || state?.kind === 'waiting';
/** Another tab's request for the plan is under way (the bar and the table say so). */
export const isElsewhere = (state: ConsentState | null) => state?.kind === 'elsewhere';

/** How long the verifier waits when its IN_PROGRESS carries no `expiresAt`. */
export const DEFAULT_ANSWER_WINDOW_MS = 120_000;
/** Past the deadline, how long to wait for the verifier's own TIMEOUT before giving up on it. */
export const DEADLINE_GRACE_MS = 10_000;
/** After this, an entry without an answer will never get one (the tab that sent it is gone). */
export const UNANSWERED_WAIT_MS = DEFAULT_ANSWER_WINDOW_MS + DEADLINE_GRACE_MS;

type EntryFields = Pick<UssdLogEntry, 'response' | 'consentStatus'> & {
  createdAt?: string | null;
  date?: string | null;
};

/** The entry's ending other than an answer or a timeout (log-ending.ts writes it). */
const ENDING_OF_STATUS = new Map<string | null | undefined, ConsentKind>([
  [LOG_ENDINGS.networkError, 'networkError'],
  [LOG_ENDINGS.cancelled, 'cancelled'],
  [LOG_ENDINGS.withdrawn, 'withdrawn'],
  [LOG_ENDINGS.failed, 'failed'],
]);

/** When the entry was sent (NaN when unreadable). */
export const sentAt = (entry: { createdAt?: string | null; date?: string | null }) =>
  Date.parse(entry.createdAt ?? entry.date ?? '');

/**
 * One log entry: as answered; any other response ('TimeOut') the ending its `consentStatus` names;
 * none yet is waiting, or unrecorded once UNANSWERED_WAIT_MS has passed (or its time is unreadable).
 */
export function entryState(entry: EntryFields, now?: number): ConsentState {
  const response = entry.response ?? '';
  if (isAccept(response)) return { kind: 'accepted' };
  if (response === RESPONSE_REJECT) return { kind: 'rejected' };
  if (response) return stateOf(ENDING_OF_STATUS.get(entry.consentStatus) ?? 'noAnswer');
  const sent = sentAt(entry);
  if (now !== undefined && (Number.isNaN(sent) || now - sent >= UNANSWERED_WAIT_MS)) {
    return { kind: 'unrecorded' };
  }
  return { kind: 'waiting' };
}

/** The entries newest first (by when each was sent); entries without a date go last. */
export function newestFirst<T extends { createdAt?: string | null; date?: string | null }>(
  entries: readonly T[],
): T[] {
  const at = (entry: T) => {
    const time = sentAt(entry);
    return Number.isNaN(time) ? -Infinity : time;
  };
  return [...entries].sort((a, b) => at(b) - at(a));
}

/** When the client accepted (the mandate's consent text carries it): the newest ACCEPT's update. */
export function acceptedAt(
  logs:
    | ReadonlyArray<{ response?: string | null; date?: string | null; updatedAt?: string }>
    | undefined,
): Date | undefined {
  const times = (logs ?? [])
    .filter((entry) => isAccept(entry.response))
    .map((entry) => new Date(entry.updatedAt ?? entry.date ?? '').getTime())
    .filter((time) => !Number.isNaN(time));
  return times.length === 0 ? undefined : new Date(Math.max(...times));
}

export interface LogStateInput {
  /** The log entries (undefined while not loaded, e.g. a new form). */
  logs?: ReadonlyArray<EntryFields & { updatedAt?: string }>;
  /** The log fetch's failure, if any (an ApiError fits). */
  error?: { status: number } | null;
}

/**
 * What the plan's log says (docs/behaviour.md#consent-states): accepted when any entry is exactly
 * 'ACCEPT', else the newest entry's state; a failed read other than a 404 is unchecked.
 */
export function logState({ logs, error }: LogStateInput): ConsentState {
  if (error) return { kind: error.status === 404 ? 'notFound' : 'unchecked' };
  if (!logs || logs.length === 0) return { kind: 'none' };
  const at = acceptedAt(logs);
  if (logs.some((entry) => isAccept(entry.response)))
    return at ? { kind: 'accepted', at } : stateOf('accepted');
  return entryState(newestFirst(logs)[0]);
}

/** The session's phase as its state (a live answer carries when it came); null before any. */
export function sessionState(session: {
  phase: 'idle' | ConsentKind;
  now: number;
}): ConsentState | null {
  if (session.phase === 'idle') return null;
  if (session.phase === 'accepted') return { kind: 'accepted', at: new Date(session.now) };
  return stateOf(session.phase);
}

/** Where consent stands: this tab's request ('sending' is Waiting here), else the newest entry. */
export function standing(
  live: ConsentState | null,
  entries: readonly EntryFields[] | undefined,
  now?: number,
): ConsentState | null {
  if (live && live.kind !== 'refused') return live.kind === 'sending' ? stateOf('waiting') : live;
  const [newest] = newestFirst(entries ?? []);
  return newest ? entryState(newest, now) : null;
}

export interface ShownState {
  words: string;
  tone: StatusTone;
}

/** The details bar's state: 'Accepted' whenever the log holds an ACCEPT, else the standing's. */
export function barWords({
  isNew,
  status,
  current,
}: {
  isNew: boolean;
  /** What the log says, with the live answer counted. */
  status: ConsentState;
  /** Where the request stands (`standing`). */
  current: ConsentState | null;
}): ShownState {
  if (isNew) return { words: CONSENT_STATES.unsaved.word, tone: 'neutral' };
  if (canGenerate(status) && current?.kind !== 'waiting') {
    return { words: CONSENT_STATES.accepted.word, tone: CONSENT_STATES.accepted.tone };
  }
  // Another tab's wait is 'Waiting' here (the step's reason says whose): the bar keeps its height.
  if (current?.kind === 'elsewhere') return { words: wordOf(current), tone: toneOf(current) };
  if (current) return { words: statedOf(current), tone: toneOf(current) };
  return { words: wordOf(status), tone: toneOf(status) };
}

/** The Consent Required table's status: the product's, with the standing after 'Consent failed'. */
export function tableWords(status: ConsentState, current: ConsentState | null): ShownState {
  if (current?.kind === 'waiting') return { words: wordOf(current), tone: toneOf(current) };
  const product = productWordOf(status);
  if (status.kind === 'accepted') return { words: product, tone: toneOf(status) };
  if (current?.kind === 'elsewhere') return { words: statedOf(current), tone: toneOf(current) };
  if (product === CONSENT_FAILED && current && current.kind !== 'accepted') {
    return { words: `${product}: ${wordOf(current)}`, tone: toneOf(current) };
  }
  // Where the product's text is also our word ('No Consent'), it has the word's one colour.
  return { words: product, tone: product === wordOf(status) ? toneOf(status) : 'neutral' };
}
