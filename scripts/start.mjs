#!/usr/bin/env node
// `npm start`: builds the app when dist/ is missing or older than its sources, then runs the
// sandbox workspace (sandbox/: it serves the app, the insurer's services, the staff hub and the
// handset).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appBuildStatus, buildApp, repoRoot as root } from './app-build.mjs';

const { builtAt, builtIndex, stale } = appBuildStatus(root);
if (process.env.SANDBOX_SKIP_BUILD !== '1' && stale) {
  console.log(
    builtAt
      ? 'The app build is older than its sources: rebuilding…'
      : 'Building the app (first start)…',
  );
  if (!buildApp(root).ok) {
    console.warn(
      existsSync(builtIndex)
        ? '\nThe app build failed (see above): serving the previous build.\n'
        : '\nThe app build failed (see above): starting without the app; the hub and handset work.\n',
    );
  }
}

// From the sandbox's own folder, so that `tsx` resolves from the workspace that declares it.
const sandboxDir = join(root, 'sandbox');
const child = spawn(process.execPath, ['--import', 'tsx', join(sandboxDir, 'main.ts')], {
  cwd: sandboxDir,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
