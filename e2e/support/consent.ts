/**
 * The consent and mandate journeys' vocabulary: a fresh plan per test (its own cell number, so
 * one test's prompt never blocks another's phone), the Consent Required section by role and
 * name, and the handset's JSON API to answer as the client would.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import type { UssdLogEntry } from '../../src/api/contract.ts';
import {
  answerPrompt,
  createPlan,
  planPayload,
  requestConsentToken,
  uniquePolicy,
} from '../../sandbox/test/helpers.ts';
import { applicationGrid } from './journey.ts';
import { advisers, signInThroughHub, type Sandbox } from './sandbox.ts';

export { answerPrompt, requestConsentToken };

let cellCounter = 0;

/** A new plan of Thandi's with a cell number no other test uses; signed in through the API. */
export async function newPlan(
  sandbox: Sandbox,
  paymentMethod: 'Stop Order' | 'Debit Order' = 'Stop Order',
) {
  cellCounter += 1;
  const cell = `08255${String(process.pid % 100).padStart(2, '0')}${String(cellCounter).padStart(3, '0')}`;
  const token = await sandbox.signIn(advisers.thandi.employeeNumber);
  const created = await createPlan(
    sandbox,
    token,
    planPayload(uniquePolicy('E'), { cell, paymentMethod }),
  );
  return { ...created, cell, token };
}

const detailsHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Consent Application Details', level: 1 });
export const consentSection = (page: Page) =>
  page.getByRole('region', { name: 'Consent Required' });
/** The panel's live line: the request's state in words. */
export const consentProgress = (page: Page) => consentSection(page).getByRole('status');
export const requestConsentButton = (page: Page) =>
  consentSection(page).getByRole('button', { name: 'Request Consent', exact: true });
/** The action bar's (on a phone and tablet the compact header has one too). */
export const generateFormsButton = (page: Page) =>
  page
    .getByRole('group', { name: 'Form actions' })
    .getByRole('button', { name: 'Generate Forms', exact: true });
/** A toast is an alertdialog named by its message. */
export const toast = (page: Page, message: string | RegExp) =>
  page.getByRole('alertdialog', { name: message });

/** Signs Thandi in through the hub and opens the plan from the list with Edit. */
export async function openPlan(page: Page, policyNumber: string): Promise<void> {
  await signInThroughHub(page, 'thandi');
  await applicationGrid(page)
    .getByRole('button', { name: `Edit ${policyNumber}` })
    .click();
  await detailsHeading(page).waitFor();
}

/** Waits until the panel's state line says `words`. */
export async function progressSays(page: Page, words: string, timeout = 15_000): Promise<void> {
  await consentProgress(page).filter({ hasText: words }).waitFor({ timeout });
}

/** No full-screen loader and no spinner in the panel: nothing is left running. */
export async function nothingRunning(page: Page): Promise<boolean> {
  const loaders = await page.getByRole('progressbar').count();
  const spinners = await consentProgress(page).locator('[aria-hidden="true"]').count();
  return loaders === 0 && spinners === 0;
}

export interface HandsetPrompt {
  transactionId: string;
  cellphoneNumber: string;
  message: string;
  expiresAt: string;
}

/** The prompts waiting on this phone, as the handset simulator sees them. */
export async function promptsOn(sandbox: Sandbox, cell: string): Promise<HandsetPrompt[]> {
  const response = await sandbox.request<HandsetPrompt[]>(
    'GET',
    `/sandbox/handset/api/prompts?cell=${encodeURIComponent(cell)}`,
  );
  if (response.status !== 200) throw new Error(`prompts ${response.status}: ${response.text}`);
  return response.json;
}

/** The prompt that arrives on this phone (polled the way the handset page polls). */
export async function promptArrives(sandbox: Sandbox, cell: string): Promise<HandsetPrompt> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [prompt] = await promptsOn(sandbox, cell);
    if (prompt) return prompt;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No prompt reached ${cell} within 10 s`);
}

/** The plan's USSD log as the service holds it (the oracle for what the app wrote). */
export async function consentLog(
  sandbox: Sandbox,
  token: string,
  policyNumber: string,
): Promise<UssdLogEntry[]> {
  const response = await sandbox.request<{ data: UssdLogEntry[] }>(
    'GET',
    fillRoute(routes.clientUssdLog, { policyNumber }),
    { token },
  );
  if (response.status !== 200) throw new Error(`log ${response.status}: ${response.text}`);
  return response.json.data;
}

/** The PDF attached to the plan (its fileNetId), as the document store serves it. */
export async function storedMandate(
  sandbox: Sandbox,
  token: string,
  policyNumber: string,
): Promise<Uint8Array> {
  const plan = await sandbox.request<{ data: { fileNetId: string } }>(
    'GET',
    fillRoute(routes.plan, { policyNumber }),
    { token },
  );
  const fileNetId = plan.json.data.fileNetId;
  if (!fileNetId) throw new Error(`${policyNumber} has no document attached`);
  const response = await fetch(sandbox.base + fillRoute(routes.document, { fileNetId }), {
    headers: { authorization: `Basic ${token}` },
  });
  if (response.status !== 200) throw new Error(`document ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The text of a PDF (poppler's pdftotext), with runs of white space made single spaces. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pdf-'));
  const file = join(dir, 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}
