/**
 * The handset simulator as the client's phone: a prompt sent through the consent-token service
 * and the verifier socket appears on the page, and answering it there reaches the socket.
 * (Every outcome is covered at API level by the sandbox tests; this is the page's part.)
 */
import { describe, expect, test } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useJourney } from './support/journey.ts';
import { consentToken, openVerifier } from './support/sandbox.ts';

const journey = useJourney();

describe('Handset simulator', () => {
  test('shows the prompt sent to its number and answers it: RESPONDED / ACCEPT', async () => {
    const { page, problems } = await journey.newPage();
    const cell = '0821234567';
    await page.goto(`/sandbox/handset?cell=${cell}`);
    await page.getByText(`Watching ${cell}.`).waitFor();
    const prompt = page.getByRole('article', { name: /USSD request/ });
    expect(await prompt.isVisible()).toBe(false);

    const session = await journey.sandbox.signIn('1004521');
    const token = await consentToken(journey.sandbox, session, cell);
    const verifier = openVerifier(journey.sandbox, token);
    try {
      const started = await verifier.first;
      expect(started.authStatus).toBe('IN_PROGRESS');

      await prompt.waitFor();
      // The message the token was issued with, as the client reads it on the phone.
      await prompt
        .getByText(
          'Meridian to deduct R150.50 mnthly from salary for emp *12345678 for X from 01/2027',
          { exact: true },
        )
        .waitFor();
      await screenshot(page, 'handset-prompt');
      // Watched on every DOM change: a poll that was in flight when the answer went out can
      // redraw the answered prompt a moment later (reported), so the acknowledgement may be on
      // screen only briefly.
      await page.evaluate(() => {
        const seen = new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.body.innerText.includes('You replied 1 (Accept).')) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          setTimeout(() => resolve(false), 5_000);
        });
        (window as unknown as { e2eAcknowledged: Promise<boolean> }).e2eAcknowledged = seen;
      });
      const [answered] = await Promise.all([
        page.waitForResponse((response) =>
          new URL(response.url()).pathname.endsWith(`/${started.transactionId}/answer`),
        ),
        prompt.getByRole('button', { name: '1 Accept' }).click(),
      ]);
      const acknowledged = await page.evaluate(
        () => (window as unknown as { e2eAcknowledged: Promise<boolean> }).e2eAcknowledged,
      );
      expect(acknowledged).toBe(true);
      expect(answered.status()).toBe(200);
      expect(await answered.json()).toMatchObject({
        status: 'RESPONDED',
        responseOption: 'ACCEPT',
      });

      const { messages } = await verifier.closed;
      expect(messages.at(-1)).toMatchObject({
        authStatus: 'RESPONDED',
        responseOption: 'ACCEPT',
        transactionId: started.transactionId,
      });
    } finally {
      verifier.socket.terminate();
    }
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
