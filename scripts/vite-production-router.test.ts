import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildModules } from './build-modules.ts';
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
    const router = (await buildModules('src/app/App.tsx'))
      .filter((id) => id.includes('/react-router/dist/'))
      .map((id) => id.slice(id.indexOf('/react-router/dist/') + '/react-router/dist/'.length));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((file) => !file.startsWith('production/'))).toEqual([]);
  }, 60_000);
});
