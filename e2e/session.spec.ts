/**
 * The app without a usable session: no token at all (docs/behaviour.md#identity-and-session, #authorisation), a token gone
 * mid-session, and a token the services no longer accept (signed for another data folder, or
 * tampered with), which they answer with 401.
 */
import { describe, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { SESSION_TOKEN_KEY } from '../src/lib/session-token.ts';
import { screenshot } from './support/browser.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { advisers, signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** Calls to the insurer's services (not the app's own files, not the sandbox's pages). */
function serviceCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(node-ussd-integration|api)\//.test(pathname)) calls.push(request);
  });
  return calls;
}

describe('Session', () => {
  test('without signing in, /home shows the signed-out notice and calls nothing', async () => {
    const { page, problems, dialogs } = await journey.newPage();
    const calls = serviceCalls(page);
    await page.goto('/home');
    const notice = page.getByRole('region', { name: 'You are not signed in' });
    await notice.waitFor();
    // The no-token path runs once: one 'auth token not set.' alert, and no call leaves the page.
    await page.waitForLoadState('networkidle');
    expect(calls.map((request) => request.url())).toEqual([]);
    expect(dialogs).toEqual(['auth token not set.']);
    expect(await page.getByRole('table').count()).toBe(0);
    // Nobody is greeted.
    expect(await page.getByRole('banner').getByText('Signed in as').count()).toBe(0);

    const link = notice.getByRole('link', { name: 'Go to the staff hub' });
    expect(await link.getAttribute('href')).toBe('/methub4all/');
    await link.click();
    await page.waitForURL('**/methub4all/');
    await page.getByRole('heading', { name: 'Staff hub', level: 1 }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('the token gone mid-session: the next call is not sent, one alert, drafts and cookies go', async () => {
    const { page, problems, dialogs } = await journey.newPage();
    await signInThroughHub(page, 'thandi');
    const edit = applicationGrid(page).getByRole('button', { name: 'Edit FN10023457' });
    await edit.waitFor();
    const draft = `ussd:${advisers.thandi.employeeNumber}:drafts`;
    await page.evaluate(
      ([tokenKey, draftKey]) => {
        sessionStorage.setItem(draftKey, '{}');
        document.cookie = 'plan=FN10023457; path=/';
        // The hub's session ends in another part of the tab: its token goes.
        sessionStorage.removeItem(tokenKey);
      },
      [SESSION_TOKEN_KEY, draft],
    );
    const calls = serviceCalls(page);

    // Opening an application needs its plan: the HTTP client refuses the call, and the session
    // runs the no-token path (app/session/missing-token.ts, wired in app-state.ts).
    await edit.click();
    await expect.poll(() => dialogs).toEqual(['auth token not set.']);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), draft)).toBeNull();
    await expect
      .poll(() => page.evaluate(() => document.cookie), { timeout: 3_000 })
      .not.toContain('plan=');
    expect(calls).toEqual([]);
    expect(dialogs).toEqual(['auth token not set.']);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a token the services refuse (401): the session-ended notice, no alert, loader off', async () => {
    const { page, problems, dialogs } = await journey.newPage();
    // A real token with its signature spoiled: what a token from a previous data folder (whose
    // secret is gone) looks like to the services. Its payload still decodes in the browser.
    const token = await journey.sandbox.signIn('1004521');
    const [header, payload] = token.split('.');
    const refused = `${header}.${payload}.${'A'.repeat(43)}`;
    await page.goto('/methub4all/');
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key, value),
      [SESSION_TOKEN_KEY, refused],
    );

    const listAnswer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/node-ussd-integration/v1/consent/forms/'),
    );
    await page.goto('/home');
    const answer = await listAnswer;
    expect(answer.status()).toBe(401);
    expect(await answer.request().headerValue('authorization')).toBe(`Basic ${refused}`);
    expect(await answer.json()).toMatchObject({ statusCode: 401 });

    // Every later call would be refused too: the adviser is sent back to the hub to sign in again
    // (other list failures follow docs/behaviour.md#messages: loader off, nothing else).
    const notice = page.getByRole('region', { name: 'Your session has ended' });
    await notice.waitFor();
    expect(
      await notice.getByRole('link', { name: 'Go to the staff hub' }).getAttribute('href'),
    ).toBe('/methub4all/');
    expect(await page.getByRole('button', { name: 'New' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 5_000 }).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'home-401');
    expect(dialogs).toEqual([]);
    // The only console error is the browser's own note about the refused call.
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([expect.stringMatching(/status of 401/)]);
  });
});
