// When the app's production build (dist/client/, React Router's output) is stale, and how to
// rebuild it. Shared by `npm start` (scripts/start.mjs) and the e2e tests' global setup, so both
// apply the same rule: the build is stale when dist/client/index.html is missing or older than
// anything the build reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What `vite build` reads, relative to the repository root. */
export const buildInputs = [
  'src',
  'vite.config.ts',
  'vite.shared.ts',
  'react-router.config.ts',
  'scripts/csp-hashes.ts',
  'scripts/compress-late.ts',
  'scripts/service-worker.ts',
  'public',
  'package-lock.json',
  'tsconfig.app.json',
];

/** The newest modification time under a path (files and folders, recursively); 0 if missing. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newestMtime(join(path, entry)));
  return latest;
}

/** Whether the build is missing (builtAt 0) or older than its sources. */
export function appBuildStatus(root = repoRoot) {
  const builtIndex = join(root, 'dist', 'client', 'index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...buildInputs.map((input) => newestMtime(join(root, input))));
  return { builtIndex, builtAt, sourcesAt, stale: builtAt < sourcesAt };
}

/**
 * Runs `react-router build` (React Router's framework build, prerendering included) in the
 * repository; returns its exit status.
 * NODE_ENV is production whatever the caller's is: Vitest sets it to 'test', and a bundle built
 * so keeps libraries' test-only paths (react-aria's virtualizer then lays a table's columns out
 * 2^53 px wide, as it does for jsdom).
 */
export function buildApp(root = repoRoot, stdio = 'inherit') {
  const cli = join(root, 'node_modules', '.bin', 'react-router');
  const result = spawnSync(cli, ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return {
    ok: result.status === 0,
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
  };
}
