import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import shared from './vite.shared.ts';
import { chromePath, chromiumArgs } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The rules that turn instants into calendar dates and back (dates, ID numbers, the deduction
 * day and month, the contract reference, the mandate, the USSD text, the list's Date Created),
 * run again in a zone ahead of UTC and one behind it, so a local/UTC mix-up fails somewhere.
 */
const ZONE_SENSITIVE_TESTS = [
  'src/lib/**/*.test.ts',
  'src/domain/**/*.test.ts',
  'src/components/DatePicker/**/*.test.ts',
  'src/features/mandate/**/*.test.ts',
  'src/features/consent-form/**/*.test.ts',
  'src/features/consent/attempts.test.ts',
  'src/features/applications/**/*.test.ts',
];
const timeZoneProject = (name: string, zone: string) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: ZONE_SENSITIVE_TESTS,
    env: { TZ: zone },
    setupFiles: ['tools/time-zone-setup.js'],
  },
});

// The shared Vite settings and React, not the app's build (vite.config.ts): React Router's
// plugin expects to own the build it is in.
export default mergeConfig(
  shared,
  defineConfig({
    plugins: [react()],
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.js', 'scripts/**/*.test.ts'],
          },
        },
        timeZoneProject('unit-tz-ahead', 'Pacific/Auckland'),
        timeZoneProject('unit-tz-behind', 'America/Sao_Paulo'),
        {
          test: {
            name: 'sandbox',
            environment: 'node',
            include: ['sandbox/**/*.test.ts'],
            // Each file starts its own server on a random loopback port and temp data folder.
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
        {
          test: {
            name: 'budget',
            environment: 'node',
            include: ['bench/**/*.test.ts'],
            // One production build (a few seconds; longer while the other projects share the CPU).
            testTimeout: 30_000,
            hookTimeout: 180_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromePath, args: [...chromiumArgs] },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.spec.ts'],
            // Journeys through the production build: dist/ is (re)built first when stale.
            globalSetup: ['e2e/global-setup.ts'],
            // Each file starts a sandbox and a Chromium: one file at a time, in one worker that
            // loads the sandbox and Playwright once, after the other projects (group 1).
            fileParallelism: false,
            isolate: false,
            sequence: { groupOrder: 1 },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
