import { brand } from '../../src/config/brand.ts';
import type { DemoAdviser, DemoAgency, DemoState } from '../../src/domain/demo-world/index.ts';
import { demoApplications, demoStateOf } from '../../src/domain/demo-world/index.ts';
import { html } from '../lib/formats.ts';
import { page } from './shell.ts';

const stateLabels: Record<DemoState, string> = {
  neverAsked: 'No consent yet: request it',
  waiting: 'Prompt sent, no answer written (the sandbox restarted): request again',
  accepted: 'Consent accepted: generate forms',
  rejected: 'Consent failed (client rejected)',
  noAnswer: 'Consent failed (no answer)',
  networkError: 'Consent failed (network error)',
  cancelled: 'Consent request cancelled: request again',
  formsReady: 'Mandate stored: download forms',
};

function adviserCard(adviser: DemoAdviser, applications: number) {
  const name = adviser.displayName;
  return `
          <li class="card adviser">
            <h3 class="card-title">${html(name)}</h3>
            <dl class="facts">
              <div><dt>Employee number</dt><dd><code>${html(adviser.employeeNumber)}</code></dd></div>
              <div><dt>Branch</dt><dd>${html(adviser.branch)}</dd></div>
              <div><dt>Region</dt><dd>${html(adviser.region)}</dd></div>
              <div><dt>Applications</dt><dd>${applications}</dd></div>
            </dl>
            ${adviser.givenName ? '' : '<p class="note">Has no given name: the app greets by display name.</p>'}
            <button type="button" class="button primary" data-employee-number="${html(adviser.employeeNumber)}" data-name="${html(name)}">Sign in as ${html(name)}</button>
          </li>`;
}

export function hubPage(input: {
  advisers: Array<DemoAdviser & { applications: number }>;
  agencies: DemoAgency[];
  ussdTimeoutS: number;
  auto: string | null;
}) {
  const names = new Map(input.advisers.map((a) => [a.employeeNumber, a.displayName]));
  const applications = demoApplications
    .map(
      (a) => `
              <tr>
                <td data-label="Policy number"><code>${html(a.policyNumber)}</code></td>
                <td data-label="Client">${html(`${a.client.name} ${a.client.surname}`)}</td>
                <td data-label="Cellphone"><a href="/sandbox/handset?cell=${html(a.client.cell)}">${html(a.client.cell)}</a></td>
                <td data-label="Payment">${html(a.paymentMethod)}</td>
                <td data-label="Adviser">${html(names.get(a.employeeNumber) ?? a.employeeNumber)}</td>
                <td data-label="State">${html(stateLabels[demoStateOf(a)])}</td>
              </tr>`,
    )
    .join('');
  const agencies = input.agencies
    .map((a) => `<tr><td><code>${html(a.agencyNumber)}</code></td><td>${html(a.name)}</td></tr>`)
    .join('');
  const auto = input.auto
    ? `<p class="callout">Automatic answers are on (<code>SANDBOX_USSD_AUTO=${html(input.auto)}</code>): every prompt is answered without the handset.</p>`
    : '';

  return page({
    title: `Staff hub - ${brand.insurerName} (sandbox)`,
    css: ['common.css', 'hub.css'],
    script: 'hub.js',
    body: `
    <main id="main" class="wrap" tabindex="-1">
      <h1>Staff hub</h1>
      <p class="lead">Sign in to the <strong>${html(brand.productTitle)}</strong> as one of the demo advisers. The hub signs a session token, keeps it in this tab's session storage (<code>mmih_auth_token</code>) and opens the app.</p>
      <div id="status" class="status" role="status" aria-live="polite"></div>
      <div id="session" class="callout session" hidden>
        <p>Signed in as <strong id="session-name"></strong> in this tab.</p>
        <p class="actions"><a class="button primary" href="/home">Open the app</a> <button type="button" class="button" id="sign-out">Sign out</button></p>
      </div>

      <section aria-labelledby="advisers-heading">
        <h2 id="advisers-heading">Demo advisers</h2>
        <ul class="cards" role="list">${input.advisers.map((a) => adviserCard(a, a.applications)).join('')}
        </ul>
      </section>

      <section aria-labelledby="try-heading">
        <h2 id="try-heading">How to try a consent request</h2>
        ${auto}
        <ol class="steps">
          <li>Sign in as <strong>Thandi Nkosi</strong> and open <code>FN10023456</code> (Sipho Dlamini, no consent yet), or press <em>New</em> and capture an application.</li>
          <li>Open the <a href="/sandbox/handset?cell=0821234567" target="_blank" rel="noopener">handset simulator</a> in a second window. It watches one cellphone number: the client's, e.g. <code>082 123 4567</code> (any form works: <code>+27821234567</code> too).</li>
          <li>Press <em>Request Consent</em> in the app. Within a second the prompt appears on the handset with a countdown of ${input.ussdTimeoutS} seconds.</li>
          <li>Answer <kbd>1</kbd> to accept or <kbd>2</kbd> to reject, or press <em>Drop session</em> to simulate a network error. Without an answer the verifier reports a timeout.</li>
          <li>Once consent is accepted, <em>Generate Forms</em> creates the mandate PDF, uploads it and attaches it; the list then offers <em>Download Forms</em>.</li>
        </ol>
      </section>

      <div class="two-columns">
        <section aria-labelledby="agencies-heading">
          <h2 id="agencies-heading">Agency numbers to try</h2>
          <p>For a stop order, search one of these in <em>Agency Number</em>. Any other number answers <q>Agency Not Found</q>.</p>
          <table class="data">
            <caption class="visually-hidden">Demo agencies</caption>
            <thead><tr><th scope="col">Agency number</th><th scope="col">Name</th></tr></thead>
            <tbody>${agencies}</tbody>
          </table>
        </section>
        <section aria-labelledby="developers-heading">
          <h2 id="developers-heading">For developers</h2>
          <ul class="links">
            <li><a href="/sandbox/handset">Handset simulator</a></li>
            <li><a href="/sandbox/api/demo-data">Demo data as JSON</a></li>
            <li><a href="/methub4all/api/advisers">Advisers as JSON</a></li>
            <li><a href="/healthz">Health check</a></li>
          </ul>
          <p>Data lives in <code>.sandbox-data/</code> (or <code>SANDBOX_DATA_DIR</code>); delete the folder to start again from the demo data.</p>
        </section>
      </div>

      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading">Demo applications (as first seeded)</h2>
        <div class="table-stack">
          <table class="data" aria-labelledby="applications-heading">
            <thead><tr><th scope="col">Policy number</th><th scope="col">Client</th><th scope="col">Cellphone</th><th scope="col">Payment</th><th scope="col">Adviser</th><th scope="col">State</th></tr></thead>
            <tbody>${applications}
            </tbody>
          </table>
        </div>
      </section>
    </main>`,
  });
}
