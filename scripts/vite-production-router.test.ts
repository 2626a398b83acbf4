import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, test } from 'vitest';
import { productionTwin } from './vite-production-router.ts';

const root = path.resolve(import.meta.dirname, '..');
const routerDist = path.join(root, 'node_modules/react-router/dist');

describe("react-router's production build (scripts/vite-production-router.ts)", () => {
  test('each development entry has its production twin, and nothing else is redirected', () => {
    for (const entry of ['index.mjs', 'dom-export.mjs']) {
      expect(productionTwin(path.join(routerDist, 'development', entry))).toBe(
        path.join(routerDist, 'production', entry),
      );
    }
    expect(productionTwin(path.join(root, 'node_modules/react/index.js'))).toBeNull();
  });

  test('a production build of the app shell carries the production router only, once', async () => {
    const result = await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: {
        write: false,
        sourcemap: false,
        rolldownOptions: {
          input: path.join(root, 'src/app/App.tsx'),
          preserveEntrySignatures: 'strict',
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const router = outputs
      .flatMap((output) => output.output)
      .flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []))
      .filter((id) => id.includes('/react-router/dist/'))
      .map((id) => id.slice(id.indexOf('/react-router/dist/') + '/react-router/dist/'.length));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((file) => !file.startsWith('production/'))).toEqual([]);
  }, 60_000);
});
