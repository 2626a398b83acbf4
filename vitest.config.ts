import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromePath, chromiumArgs } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.js'],
          },
        },
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
