/**
 * The app's words for steps and phrases (docs/behaviour.md#one-word-per-outcome), beside
 * CONSENT_STATES (consent-state.ts): every screen takes them from here, so no copy can drift. Free
 * of React: the sandbox reads this feature in Node.
 */
import { formatClock, formatMinutesSeconds } from '../../lib/display-text';

/** Each step by the name its button carries (the product fixes these labels). */
export const STEPS = {
  save: 'Save',
  requestConsent: 'Request Consent',
  generateForms: 'Generate Forms',
  downloadForms: 'Download Forms',
  reset: 'Reset',
  back: 'Back',
  cancel: 'Cancel',
} as const;

/** What Generate Forms is doing, step by step (the mandate feature's `GenerateStep`). */
export const GENERATE_STEPS = {
  plan: 'Reading the saved application…',
  report: 'Building the mandate letter…',
  upload: 'Uploading the letter…',
  attach: 'Attaching the form to the application…',
} as const;

/** What the details screen's loader says while each of its calls runs: never a bare 'Loading'. */
export const BUSY = {
  loading: 'Opening the application…',
  saving: 'Saving…',
  generating: 'Generating the forms',
  opening: 'Opening the form…',
} as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The loader while Generate Forms runs: 'Generating the forms: building the mandate letter…'. */
export const generatingWords = (step: keyof typeof GENERATE_STEPS) =>
  `${BUSY.generating}: ${lowerFirst(GENERATE_STEPS[step])}`;

/** A state's next step, as the list shows it: 'Next: Generate Forms'. */
export const nextWords = (next: string) => `Next: ${next}`;

/** The one countdown, wherever a request's time runs: '1:58 left'. */
export const timeLeft = (seconds: number) => `${formatMinutesSeconds(seconds)} left`;

/** The option the client replies to accept (the USSD prompt's '1. Accept'). */
const ACCEPT_OPTION = '1';

/** The two phases of a request: the prompt on its way to the phone, then on it. */
export const sendingTo = (maskedNumber: string) => `Sending to ${maskedNumber}…`;
export const askToReply = (seconds: number | null) =>
  `Ask the client to reply ${ACCEPT_OPTION}${seconds === null ? '' : ` — ${timeLeft(seconds)}`}`;

/** The newest attempt the log holds, in its state's word and the one clock. */
export const lastRequest = (word: string, at: number) =>
  `Last request: ${word}, ${formatClock(at)}`;

/** The forms' result, one name wherever it shows (the toast is the product's 'Document uploaded'). */
export const FORMS_READY = 'Forms ready';

/** Why Download Forms is off with no signal, on the list and the details bar alike. */
export const DOWNLOAD_NEEDS_A_SIGNAL = 'Needs a signal: the form is kept on the document store';

/** A state with its detail, where the detail matters: 'Withdrawn: the page was reloaded'. */
export const withDetail = (word: string, detail: string | undefined) =>
  detail ? `${word}: ${lowerFirst(detail)}` : word;
