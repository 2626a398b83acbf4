#!/usr/bin/env node
/**
 * `npm test`: the static checks (scripts/static-checks.mjs: typecheck beside lint) and `vitest run`
 * at the same time, instead of one after the other: both keep the two cores busy to the end, and
 * neither waits for the other. The static checks run at a slightly lower priority (`nice -n 3`),
 * so Vitest's browser tests, which wait on what a user sees, keep their pace. Only slightly: at a
 * much lower priority the checks starve while Vitest runs, and ESLint (one thread) then runs
 * alone on one core at the end (docs/decisions/0007-test-time-budget.md).
 *
 * Vitest's output streams as it runs; the static checks' output is held and printed after it,
 * then one line per part with its wall time. Fails when either fails.
 *
 * With arguments (`npm test -- e2e/leave-guard.spec.ts`, `npm test -- --project unit`), only
 * `vitest run` with those arguments runs: the files a developer is iterating on, without the
 * whole type check and lint.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { platform } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const vitestPackage = require.resolve('vitest/package.json');
const vitestBin = join(dirname(vitestPackage), require(vitestPackage).bin.vitest);

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

/** Runs a command; resolves to its exit code, its wall time and (when held) its output. */
function run(command, args, { hold = false, lowPriority = false } = {}) {
  const from = performance.now();
  const [program, programArgs] =
    lowPriority && platform() !== 'win32'
      ? ['nice', ['-n', '3', command, ...args]]
      : [command, args];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ code, seconds: seconds(from), output: Buffer.concat(output).toString() }),
    );
  });
}

// The Node every script runs on: the `node` package's, first on an npm script's PATH, whatever the
// machine carries (docs/decisions/0022-node-24-from-the-registry.md).
process.stdout.write(`Node ${process.version} (${process.execPath})\n`);

const vitestArgs = process.argv.slice(2);
if (vitestArgs.length > 0) {
  const { code } = await run(process.execPath, [vitestBin, 'run', ...vitestArgs]);
  process.exit(code ?? 1);
}

const [staticChecks, vitest] = await Promise.all([
  run(process.execPath, ['scripts/static-checks.mjs'], { hold: true, lowPriority: true }),
  run(process.execPath, [vitestBin, 'run']),
]);

process.stdout.write(`\n${staticChecks.output.trim()}\n\n`);
const mark = (part) => (part.code === 0 ? '✓' : '✗');
process.stdout.write(
  [
    `${mark(staticChecks)} static checks ${staticChecks.seconds} s (at lower priority, beside Vitest)`,
    `${mark(vitest)} vitest run ${vitest.seconds} s (per project and file: see its report above)`,
    `npm test ${seconds(started)} s`,
  ].join('\n') + '\n',
);
if (staticChecks.code !== 0 || vitest.code !== 0) process.exit(1);
