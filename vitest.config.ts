import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import shared from './vite.shared.ts';
import { testChromePath, chromiumArgs } from './scripts/chromium.mjs';

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
/** Files inside those folders with no instant-to-date code: a zone cannot change their outcome. */
const ZONE_FREE_TESTS = [
  'src/components/DatePicker/calendar-pages.test.ts',
  'src/features/mandate/file-net-id.test.ts',
  'src/features/mandate/open-document.test.ts',
  'src/lib/cookies.test.ts',
  'src/lib/session-token.test.ts',
  'src/features/consent-form/controller/next-step.test.ts',
];
/**
 * The unit rules run in Node; some import modules that also reach UI libraries of hundreds of
 * small files each (react-aria's packages). Vitest's dependency optimizer bundles each of those
 * into one file, loaded once per worker instead of file by file
 * (docs/architecture.md#tests-and-their-time).
 */
const BUNDLED_DEPENDENCIES = [
  'react-aria-components',
  'react-aria',
  'react-stately',
  '@internationalized/date',
];
const optimizedDependencies = {
  optimizer: {
    ssr: { enabled: true, include: BUNDLED_DEPENDENCIES },
    client: { enabled: true, include: BUNDLED_DEPENDENCIES },
  },
};

const timeZoneProject = (name: string, zone: string) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: ZONE_SENSITIVE_TESTS,
    exclude: ZONE_FREE_TESTS,
    env: { TZ: zone },
    setupFiles: ['tools/time-zone-setup.js'],
    deps: optimizedDependencies,
    // A zone is the process's: these stay in child processes (forks), one module graph each.
    pool: 'forks' as const,
    isolate: false,
  },
});

// The shared Vite settings and React, not the app's build (vite.config.ts): React Router's
// plugin expects to own the build it is in.
export default mergeConfig(
  shared,
  defineConfig({
    plugins: [react()],
    test: {
      // Both cores: the default leaves one free (cores − 1), and the suite is CPU-bound.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // Pure rules: the files of a worker share their modules (each file importing the
            // api and feature modules again cost more than all their tests), in threads.
            pool: 'threads',
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.js', 'scripts/**/*.test.ts'],
            deps: optimizedDependencies,
          },
        },
        timeZoneProject('unit-tz-ahead', 'Pacific/Auckland'),
        timeZoneProject('unit-tz-behind', 'America/Sao_Paulo'),
        {
          test: {
            name: 'sandbox',
            environment: 'node',
            include: ['sandbox/**/*.test.ts'],
            // Each file starts its own server on a random loopback port and temp data folder;
            // a worker's files share the sandbox's modules (as the e2e workers do), instead of
            // loading the server stack again for each file.
            isolate: false,
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
            // Most stories take under 2 s; the one that types the whole form by keyboard
            // (ConsentDetails › NewStopOrder) takes about 11 s alone and 17–31 s beside the rest
            // of `npm test` on two cores. A ceiling for a story that hangs, not a wait.
            testTimeout: 60_000,
            // The story files of a tab share its modules: each file in a fresh iframe would load
            // the app's modules again (≈ 4 s a file here, more than most files take). A story
            // starts from its own providers, cache and MSW handlers (.storybook/preview.tsx) and
            // what it leaves running ends with them (AppProviders).
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: testChromePath, args: [...chromiumArgs] },
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
            // Each file starts its own sandbox (random port, temp data folder); two files run at
            // once, each worker keeping one Chromium (e2e/support/browser.ts) and its modules
            // between files. They start with the other projects, not after them: all of them
            // share both cores for the whole run.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // A poll's ceiling, not a wait: Vitest's own is 1 s, a timing assertion on a machine
            // whose two cores the other projects share. Each of the poll's reads is a round trip to
            // the page, and one made while the page's CPU is starved (a CI run with the static
            // checks beside) can take that second by itself. Playwright's own expect waits 5 s.
            expect: { poll: { timeout: 5_000 } },
          },
        },
      ],
    },
  }),
);
