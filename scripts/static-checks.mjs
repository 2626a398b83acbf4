#!/usr/bin/env node
/**
 * The static half of `npm test`: `npm run typecheck` and `npm run lint` (eslint, prettier, knip)
 * at once, after `npm run typegen`. Each is single-threaded, so on a two-core machine the pair
 * takes about as long as the slower one instead of their sum. Each one's output is printed whole
 * when it ends, with its time; a failure fails the run after both have finished, so one run
 * reports every problem.
 */
import { spawn } from 'node:child_process';

/** `npm run <script>` with its output held until it ends; resolves to whether it passed. */
function run(script, ...flags) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...flags, script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output)
        .toString()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn Unknown user config'))
        .join('\n')
        .trim();
      process.stdout.write(`${code === 0 ? '✓' : '✗'} npm run ${script} (${seconds} s)\n`);
      if (text) process.stdout.write(`${text}\n`);
      resolve(code === 0);
    });
  });
}

// React Router's route types first (`npm run typegen`, into .react-router/): oxlint's type check
// and knip read them, and typegen rewrites the folder whole, so the two scripts' own typegen
// (their `pre` scripts) must not run beside the other: `--ignore-scripts` leaves it out.
const results = (await run('typegen'))
  ? await Promise.all([run('typecheck', '--ignore-scripts'), run('lint', '--ignore-scripts')])
  : [false];
if (results.includes(false)) {
  process.stdout.write('static checks failed\n');
  process.exit(1);
}
