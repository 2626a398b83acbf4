import { demoCellNumbers } from '../../src/domain/demo-world/index.ts';
import { html } from '../lib/formats.ts';
import { page } from './shell.ts';

export function handsetPage(input: { ussdTimeoutS: number; auto: string | null }) {
  const options = demoCellNumbers
    .map(
      (c) =>
        `<option value="${html(c.cellphoneNumber)}">${html(`${c.client} (${c.policyNumber})`)}</option>`,
    )
    .join('');
  const clients = demoCellNumbers
    .map(
      (c) => `
              <li><button type="button" class="link-button" data-cell="${html(c.cellphoneNumber)}">${html(c.cellphoneNumber)}</button> <span>${html(c.client)}</span></li>`,
    )
    .join('');
  return page({
    title: 'Handset simulator (sandbox)',
    css: ['common.css', 'handset.css'],
    script: 'handset.js',
    bodyClass: 'handset-body',
    body: `
    <main id="main" class="wrap handset-layout" tabindex="-1" data-timeout-s="${input.ussdTimeoutS}">
      <div class="intro">
        <h1>Handset simulator</h1>
        <p class="lead">This stands in for the client's phone. Choose the client's cellphone number; USSD prompts sent to it appear on the screen, and you answer them like the client would.</p>
        ${input.auto ? `<p class="callout">Automatic answers are on (<code>SANDBOX_USSD_AUTO=${html(input.auto)}</code>): prompts are answered without you.</p>` : ''}
        <h2>Demo clients</h2>
        <ul class="client-list" role="list">${clients}
        </ul>
        <p>A prompt waits ${input.ussdTimeoutS} seconds for an answer; after that the verifier reports a timeout.</p>
        <p><a href="/methub4all/">Back to the staff hub</a></p>
      </div>

      <section class="phone" aria-label="Simulated phone">
        <div class="phone-speaker" aria-hidden="true"></div>
        <div class="screen">
          <div class="status-line" aria-hidden="true"><span>MTN-ZA</span><span id="clock">--:--</span></div>
          <form id="number-form" class="number-form">
            <label for="cell">Cellphone number</label>
            <div class="row">
              <input id="cell" name="cell" type="tel" inputmode="tel" autocomplete="off" list="demo-cells" required aria-describedby="cell-hint">
              <button type="submit" class="button primary">Watch</button>
            </div>
            <p id="cell-hint" class="hint">e.g. 082 123 4567 or +27 82 123 4567</p>
            <datalist id="demo-cells">${options}</datalist>
          </form>
          <p id="watching" class="watching">Not watching a number yet.</p>

          <div id="idle" class="idle">
            <p>No USSD session.</p>
          </div>

          <article id="prompt" class="prompt" hidden aria-labelledby="prompt-title">
            <h2 id="prompt-title" class="prompt-title">USSD request <span id="prompt-count"></span></h2>
            <p id="prompt-message" class="prompt-message"></p>
            <ol class="menu">
              <li>1. Accept</li>
              <li>2. Reject</li>
            </ol>
            <p class="countdown">Time left: <span id="countdown">--</span></p>
            <form id="reply-form" class="reply-form">
              <label for="reply">Reply with 1 or 2</label>
              <div class="row">
                <input id="reply" name="reply" inputmode="numeric" autocomplete="off" maxlength="1" pattern="[12]" required aria-describedby="reply-error">
                <button type="submit" class="button primary">Send</button>
              </div>
              <p id="reply-error" class="error" hidden>Reply 1 to accept or 2 to reject.</p>
            </form>
            <div class="keys" role="group" aria-label="Quick answers">
              <button type="button" class="button accept" data-option="ACCEPT">1 Accept</button>
              <button type="button" class="button reject" data-option="REJECT">2 Reject</button>
              <button type="button" class="button drop" data-option="DROP">Drop session</button>
            </div>
          </article>

          <p id="outcome" class="outcome" hidden></p>
        </div>
        <div class="phone-home" aria-hidden="true"></div>
      </section>
      <div id="announcer" class="visually-hidden" role="status" aria-live="assertive" aria-atomic="true"></div>
    </main>`,
  });
}
