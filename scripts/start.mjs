#!/usr/bin/env node
// `npm start`: builds the app when dist/ is missing or older than its sources, then runs the
// sandbox (which serves the app, the insurer's services, the staff hub and the handset).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const buildInputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.app.json',
];
const builtIndex = join(root, 'dist', 'index.html');

/** The newest modification time under a path (files and folders, recursively). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...buildInputs.map((input) => newest(join(root, input))));
if (process.env.SANDBOX_SKIP_BUILD !== '1' && builtAt < sourcesAt) {
  console.log(
    builtAt
      ? 'The app build is older than its sources: rebuilding…'
      : 'Building the app (first start)…',
  );
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.warn(
      existsSync(builtIndex)
        ? '\nThe app build failed (see above): serving the previous build.\n'
        : '\nThe app build failed (see above): starting without the app; the hub and handset work.\n',
    );
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'sandbox', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
