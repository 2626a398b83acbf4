/**
 * The Consent Application List as an adviser meets it: signed in on the staff hub, their seeded
 * applications with Edit or Download Forms, the stored mandate opening in a new window, and the
 * empty list of an adviser with no applications.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fillRoute, routes } from '../src/api/endpoints.ts';
import { documentOpenedBy, screenshot } from './support/browser.ts';
import {
  applicationGrid,
  columnsOutside,
  ddmmyyyy,
  gridBodyRows,
  useJourney,
} from './support/journey.ts';
import { consentLog } from './support/consent.ts';
import { advisers, listedApplications, signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** Resolves with the list call's answer for an adviser (register before the page loads). */
function listResponse(page: Page, employeeNumber: string) {
  const path = fillRoute(routes.applications, { employeeNumber });
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

describe('Consent Application List', () => {
  test('Thandi signs in on the staff hub and sees her applications', async () => {
    const { page, problems, dialogs } = await journey.newPage();
    const seeded = await listedApplications(journey.sandbox, 'thandi');
    // The oracle itself: the demo world's list for Thandi (nine rows, one stored mandate).
    expect(seeded.map((row) => row.policyNumber).sort()).toEqual([
      'FN10023456',
      'FN10023457',
      'FN10023458',
      'FN10023460',
      'FN10023461',
      'FN10023462',
      'FN10023463',
      'FN10023464',
      'MER00000123459',
    ]);
    expect(seeded.filter((row) => row.fileNetId).map((row) => row.policyNumber)).toEqual([
      'MER00000123459',
    ]);

    await page.goto('/methub4all/');
    await page.getByRole('heading', { name: 'Staff hub', level: 1 }).waitFor();
    await screenshot(page, 'hub');
    const listed = listResponse(page, '1004521');
    await page.getByRole('button', { name: 'Sign in as Thandi Nkosi' }).click();
    await page.waitForURL('**/home');
    expect((await listed).status()).toBe(200);

    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.title()).toBe('USSD Web Client');
    // The greeting is the given name, not the display name.
    await page.getByRole('banner').getByText('Signed in as Thandi', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Consent Application List', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).waitFor();

    const grid = applicationGrid(page);
    await grid.getByRole('rowheader', { name: 'FN10023456' }).waitFor();
    const headers = await grid.getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Policy Number',
      'Client',
      'ID Number',
      'Date Created',
      'Status',
      'Actions',
    ]);

    // Every column is laid out inside the table (a broken layout once pushed three off-screen).
    expect(await columnsOutside(grid)).toEqual([]);

    // Each row's consent state comes from its log (docs/behaviour.md#consent-in-the-list): the
    // oracle reads the logs from the service and names the state the rules give.
    const token = await journey.sandbox.signIn(advisers.thandi.employeeNumber);
    const states = new Map<string, string>();
    for (const row of seeded) {
      const log = await consentLog(journey.sandbox, token, String(row.policyNumber));
      const newest = [...log].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
      states.set(
        String(row.policyNumber),
        row.fileNetId
          ? 'Forms ready'
          : log.length === 0
            ? 'No Consent Next: Ask for consent'
            : log.some((entry) => entry.response === 'ACCEPT')
              ? 'Accepted Next: Generate Forms'
              : newest.response === 'TimeOut' && newest.consentStatus === 'NETWORK_ERROR'
                ? 'Network error Next: Ask again'
                : newest.response === 'TimeOut' && newest.consentStatus === 'CANCELLED'
                  ? 'Cancelled Next: Ask again'
                  : newest.response === 'TimeOut' && newest.consentStatus === 'FAILED'
                    ? 'Request failed Next: Ask again'
                    : newest.response === 'TimeOut' || !newest.response
                      ? 'No answer Next: Ask again'
                      : 'Rejected Next: Ask again',
      );
    }
    await expect
      .poll(async () => (await grid.allInnerTexts()).join('\n').includes('Checking consent…'))
      .toBe(false);
    // The state and its next step, as one line of words.
    const shown = (await gridBodyRows(grid)).map((cells) =>
      cells.map((text) => text.replace(/\s+/g, ' ')),
    );
    // The work queue (docs/behaviour.md#application-list): without forms first, newest first.
    const queue = seeded.toSorted(
      (a, b) =>
        Number(Boolean(a.fileNetId)) - Number(Boolean(b.fileNetId)) ||
        Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt)),
    );
    expect(shown).toEqual(
      queue.map((row) => [
        row.policyNumber,
        `${row.clientInfo?.name} ${row.clientInfo?.surname}`,
        row.clientInfo?.registrationDetails?.identificationNumber,
        ddmmyyyy(row.createdAt!),
        states.get(String(row.policyNumber)),
        row.fileNetId ? 'Download Forms' : 'Edit',
      ]),
    );
    for (const [, , , date] of shown) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Each row's action is named after its policy, so a screen reader hears which row it acts on.
    for (const policy of ['FN10023456', 'FN10023457', 'FN10023458', 'FN10023460', 'FN10023461']) {
      expect(await grid.getByRole('button', { name: `Edit ${policy}` }).count()).toBe(1);
    }
    expect(await grid.getByRole('button', { name: 'Edit MER00000123459' }).count()).toBe(0);
    expect(await grid.getByRole('button', { name: 'Download Forms MER00000123459' }).count()).toBe(
      1,
    );
    expect(await grid.getByRole('button', { name: /^Download Forms/ }).count()).toBe(1);

    await screenshot(page, 'home');
    expect(dialogs).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('Download Forms opens the stored mandate PDF in a new window', async () => {
    const { context, page, problems } = await journey.newPage();
    // Remember each object URL's blob, so the bytes the new window shows can be read back (the
    // app's CSP rightly refuses fetch() of a blob: URL).
    await context.addInitScript(() => {
      const blobs = new Map<string, Blob>();
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (object: Blob | MediaSource) => {
        const url = create(object);
        if (object instanceof Blob) blobs.set(url, object);
        return url;
      };
      (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs = blobs;
    });
    await signInThroughHub(page, 'thandi');
    const download = page.getByRole('button', { name: 'Download Forms MER00000123459' });
    await download.waitFor();

    const [answer, newWindow] = await Promise.all([
      page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith('/api/funeral/document/v1/'),
      ),
      documentOpenedBy(page, () => download.click()),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    // The app asked with the adviser's token (Basic); the same call gives the stored PDF.
    const authorization = await answer.request().headerValue('authorization');
    expect(authorization).toMatch(/^Basic \S+/);
    const stored = Buffer.from(
      await (
        await fetch(answer.url(), { headers: { authorization: authorization! } })
      ).arrayBuffer(),
    );
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The window opens empty inside the click (so no pop-up blocker refuses it); the PDF's
    // blob: address is given to it once the bytes have arrived.
    expect(new URL(newWindow.url).protocol).toBe('blob:');
    expect(newWindow.url).toContain(journey.sandbox.base);
    expect(newWindow.isPdf).toBe(true);
    const opened = await page.evaluate(async (url) => {
      const blob = (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs.get(url);
      if (!blob) return null;
      const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
      return { type: blob.type, size: blob.size, head: String.fromCharCode(...head) };
    }, newWindow.url);
    expect(opened).toMatchObject({ head: '%PDF-', type: 'application/pdf' });
    expect(opened!.size).toBe(stored.length);

    // The loader is off again and the list is still there to use.
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 5_000 }).toBe(0);
    expect(await download.isEnabled()).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('Lerato, who has no applications, sees the empty list', async () => {
    const { page, problems } = await journey.newPage();
    expect(await listedApplications(journey.sandbox, 'lerato')).toEqual([]);
    const listed = listResponse(page, '1009034');
    await signInThroughHub(page, 'lerato');
    expect((await listed).status()).toBe(200);

    await page.getByRole('banner').getByText('Signed in as Lerato', { exact: true }).waitFor();
    const grid = applicationGrid(page);
    await grid.getByText('No consent applications yet. Choose New to capture one.').waitFor();
    // The empty state is the body's one row; there is nothing to edit or download.
    expect(await gridBodyRows(grid)).toEqual([
      ['No consent applications yet. Choose New to capture one.'],
    ]);
    // (The column headers' sort buttons are the table's only buttons.)
    expect(await grid.getByRole('button', { name: /^(Edit|Download Forms)/ }).count()).toBe(0);
    expect(await grid.getByRole('button').count()).toBe(3);
    await page.getByRole('button', { name: 'New', exact: true }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
