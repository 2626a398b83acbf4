/**
 * A real sandbox per spec file, serving the production build from dist/ on a random loopback
 * port with a temp data folder seeded with the demo world (the sandbox tests' own helpers).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import type { ApplicationRow } from '../../src/api/contract.ts';
import {
  consentToken,
  openVerifier,
  removeTempDirs,
  startSandbox,
} from '../../sandbox/test/helpers.ts';
import type { Sandbox } from '../../sandbox/test/helpers.ts';
import type { SandboxOptions } from '../../sandbox/config.ts';
import { repoRoot } from '../../scripts/app-build.mjs';

export type { Sandbox };
export { consentToken, openVerifier, removeTempDirs };

/** The build under test: dist/client/, or E2E_DIST_DIR (a build made elsewhere, used as it is). */
export const distDir = process.env.E2E_DIST_DIR ?? join(repoRoot, 'dist', 'client');

/** Options a spec may change, e.g. a short `ussdTimeoutS` so "no answer" comes in seconds. */
export type AppSandboxOptions = Partial<Omit<SandboxOptions, 'dataDir' | 'distDir'>>;

export function startAppSandbox(options: AppSandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ ...options, distDir });
}

export const advisers = {
  thandi: { employeeNumber: '1004521', displayName: 'Thandi Nkosi', givenName: 'Thandi' },
  lerato: { employeeNumber: '1009034', displayName: 'Lerato Mokoena', givenName: 'Lerato' },
} as const;

export type DemoAdviserKey = keyof typeof advisers;

/** As a person does it: the staff hub's "Sign in as …" button, which opens the app at /home. */
export async function signInThroughHub(page: Page, who: DemoAdviserKey): Promise<void> {
  await page.goto('/methub4all/');
  await page.getByRole('button', { name: `Sign in as ${advisers[who].displayName}` }).click();
  await page.waitForURL('**/home');
}

/** The adviser's applications as the service lists them (the oracle for what the table shows). */
export async function listedApplications(
  sandbox: Sandbox,
  who: DemoAdviserKey,
): Promise<ApplicationRow[]> {
  const { employeeNumber } = advisers[who];
  const token = await sandbox.signIn(employeeNumber);
  const response = await sandbox.request<{ data: ApplicationRow[] }>(
    'GET',
    fillRoute(routes.applications, { employeeNumber }),
    { token },
  );
  if (response.status !== 200) throw new Error(`list failed ${response.status}: ${response.text}`);
  return response.json.data;
}
