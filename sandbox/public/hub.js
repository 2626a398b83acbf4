// The staff hub: signs in as a demo adviser and hands the token to the app (docs/behaviour.md#identity-and-session).
const TOKEN_KEY = 'mmih_auth_token';
const status = document.getElementById('status');
const session = document.getElementById('session');
const sessionName = document.getElementById('session-name');

function say(message, isError = false) {
  status.textContent = message;
  status.classList.toggle('error', isError);
  status.setAttribute('role', isError ? 'alert' : 'status');
}

function payloadOf(token) {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

function showSession() {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const payload = token && payloadOf(token);
  const expired = payload && typeof payload.exp === 'number' && payload.exp * 1000 < Date.now();
  if (!payload || expired) {
    session.hidden = true;
    return;
  }
  sessionName.textContent = payload.sub?.givenName || payload.sub?.displayName || 'an adviser';
  session.hidden = false;
}

async function signIn(button) {
  const employeeNumber = button.dataset.employeeNumber;
  const name = button.dataset.name;
  button.disabled = true;
  say(`Signing in as ${name}…`);
  try {
    const response = await fetch('/methub4all/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ employeeNumber }),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok || typeof body.token !== 'string') {
      throw new Error(body.message || `HTTP ${response.status}`);
    }
    sessionStorage.setItem(TOKEN_KEY, body.token);
    say(`Signed in as ${name}. Opening the app…`);
    window.location.assign('/home');
  } catch (error) {
    say(`Could not sign in as ${name}: ${error.message}`, true);
    button.disabled = false;
  }
}

for (const button of document.querySelectorAll('button[data-employee-number]')) {
  button.addEventListener('click', () => signIn(button));
}

document.getElementById('sign-out').addEventListener('click', () => {
  sessionStorage.removeItem(TOKEN_KEY);
  // The app's form drafts (personal data) end with the session: src/lib/form-draft.ts's prefix.
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('ussd-draft:')) sessionStorage.removeItem(key);
  }
  showSession();
  say('Signed out of this tab.');
});

showSession();
