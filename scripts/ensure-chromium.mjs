#!/usr/bin/env node
// Browser tests need a Chromium. Use CHROME_PATH (default /usr/bin/chromium); on a fresh Debian
// machine where we are root, install Debian's package; otherwise say clearly how to get one.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromePath } from './chromium.mjs';

if (existsSync(chromePath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.CHROME_PATH) {
  console.log(`No Chromium at ${chromePath}: installing Debian's chromium (one time)…`);
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  } catch {
    // fall through to the message below
  }
  if (existsSync(chromePath)) process.exit(0);
}
console.error(
  [
    `Browser tests need Chromium, and none was found at ${chromePath}.`,
    'Get one of these, then run the tests again:',
    '  - Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
    '  - any machine: set CHROME_PATH to a Chrome or Chromium binary, e.g.',
    '    CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test',
  ].join('\n'),
);
process.exit(1);
