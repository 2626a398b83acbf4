// The handset simulator: polls for USSD prompts sent to one number and answers them.
const $ = (id) => document.getElementById(id);
const main = $('main');
const timeoutS = Number(main.dataset.timeoutS) || 120;
const cellInput = $('cell');
const watching = $('watching');
const idle = $('idle');
const prompt = $('prompt');
const promptMessage = $('prompt-message');
const promptCount = $('prompt-count');
const countdown = $('countdown');
const replyInput = $('reply');
const replyError = $('reply-error');
const outcome = $('outcome');
const announcer = $('announcer');
const answerButtons = [...document.querySelectorAll('button[data-option]')];

let cell = '';
let current = null;
let expiresAt = 0;
let answering = false;
// Prompts this page has answered: a poll that was already in flight when the answer went out
// must not bring them back (nor report them as ended without an answer).
const answered = new Set();

function announce(text) {
  announcer.textContent = '';
  // A fresh text node each time so repeated messages are read again.
  setTimeout(() => (announcer.textContent = text), 50);
}

function showOutcome(text, neutral = false) {
  outcome.textContent = text;
  outcome.classList.toggle('neutral', neutral);
  outcome.hidden = false;
  announce(text);
}

function showIdle() {
  prompt.hidden = true;
  idle.hidden = false;
}

function watch(value) {
  cell = value.trim();
  cellInput.value = cell;
  current = null;
  outcome.hidden = true;
  showIdle();
  if (!cell) {
    watching.textContent = 'Not watching a number yet.';
    return;
  }
  sessionStorage.setItem('handset-cell', cell);
  history.replaceState(null, '', `?cell=${encodeURIComponent(cell)}`);
  watching.textContent = `Watching ${cell}. Prompts to this number appear below.`;
  poll();
}

async function poll() {
  if (!cell || answering) return;
  try {
    const response = await fetch(`/sandbox/handset/api/prompts?cell=${encodeURIComponent(cell)}`, {
      cache: 'no-store',
    });
    if (!response.ok) return;
    render(await response.json());
  } catch {
    // The sandbox is restarting; the next poll tries again.
  }
}

function render(all) {
  if (answering) return;
  const prompts = all.filter((p) => !answered.has(p.transactionId));
  const first = prompts[0];
  if (!first) {
    if (current) {
      showOutcome(
        'The USSD session ended without your answer (timed out or closed by the sender).',
        true,
      );
      current = null;
    }
    showIdle();
    return;
  }
  promptCount.textContent = prompts.length > 1 ? `(1 of ${prompts.length})` : '';
  expiresAt = Date.parse(first.expiresAt);
  if (first.transactionId === current) return;
  current = first.transactionId;
  promptMessage.textContent = first.message;
  replyInput.value = '';
  setReplyError(false);
  outcome.hidden = true;
  idle.hidden = true;
  prompt.hidden = false;
  tick();
  announce(`New USSD prompt: ${first.message}. Reply 1 to accept or 2 to reject.`);
}

function tick() {
  const left = Math.max(0, Math.round((expiresAt - Date.now()) / 1000));
  countdown.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  const now = new Date();
  $('clock').textContent =
    `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

const labels = {
  ACCEPT: '1 (Accept)',
  REJECT: '2 (Reject)',
  DROP: 'nothing: the session was dropped',
};

async function answer(option) {
  if (!current || answering) return;
  answering = true;
  answerButtons.forEach((b) => (b.disabled = true));
  const transactionId = current;
  answered.add(transactionId);
  try {
    const response = await fetch(
      `/sandbox/handset/api/prompts/${encodeURIComponent(transactionId)}/answer`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ option }),
      },
    );
    const body = await response.json().catch(() => ({}));
    current = null;
    showIdle();
    if (response.ok) {
      showOutcome(
        option === 'DROP'
          ? 'Session dropped. The verifier reports a network error to the adviser.'
          : `You replied ${labels[option]}. The adviser's screen shows the result.`,
        option !== 'ACCEPT',
      );
    } else {
      answered.delete(transactionId);
      showOutcome(`Not sent: ${body.message || `HTTP ${response.status}`}`, true);
    }
  } finally {
    answering = false;
    answerButtons.forEach((b) => (b.disabled = false));
  }
}

function setReplyError(on) {
  replyError.hidden = !on;
  replyInput.setAttribute('aria-invalid', on ? 'true' : 'false');
}

$('number-form').addEventListener('submit', (event) => {
  event.preventDefault();
  watch(cellInput.value);
});

$('reply-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const value = replyInput.value.trim();
  if (value !== '1' && value !== '2') {
    setReplyError(true);
    replyInput.focus();
    return;
  }
  setReplyError(false);
  answer(value === '1' ? 'ACCEPT' : 'REJECT');
});

for (const button of answerButtons) {
  button.addEventListener('click', () => answer(button.dataset.option));
}

for (const button of document.querySelectorAll('button[data-cell]')) {
  button.addEventListener('click', () => {
    watch(button.dataset.cell);
    cellInput.focus();
  });
}

setInterval(poll, 1000);
setInterval(tick, 250);
tick();
void timeoutS;
const initial =
  new URLSearchParams(location.search).get('cell') ?? sessionStorage.getItem('handset-cell') ?? '';
watch(initial);
