#!/usr/bin/env node
// The tests need two programs from outside npm: Chromium (story and end-to-end tests) and
// pdftotext (the sandbox reads the text of the mandate PDFs it makes). On a fresh Debian machine
// where we are root, install the missing Debian packages; otherwise say clearly how to get them.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { chromePath } from './chromium.mjs';

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, name)));

const tools = [
  {
    what: `Chromium at ${chromePath}`,
    found: () => existsSync(chromePath),
    // With CHROME_PATH set, the developer chose a browser: installing Debian's would not help.
    debianPackage: process.env.CHROME_PATH ? null : 'chromium',
    how: [
      'Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
      'any machine: set CHROME_PATH to a Chrome or Chromium binary, e.g. CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test',
    ],
  },
  {
    what: 'pdftotext (from poppler)',
    found: () => onPath('pdftotext'),
    debianPackage: 'poppler-utils',
    how: ['Debian/Ubuntu: sudo apt-get install poppler-utils', 'macOS: brew install poppler'],
  },
];

let missing = tools.filter((tool) => !tool.found());
const installable = missing.map((tool) => tool.debianPackage).filter(Boolean);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (installable.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${installable.join(' and ')} for the tests (one time)…`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${installable.join(' ')}`,
      { stdio: 'inherit' },
    );
  } catch {
    // the message below says what is still missing
  }
  missing = missing.filter((tool) => !tool.found());
}

if (missing.length > 0) {
  for (const tool of missing) {
    console.error(
      `The tests need ${tool.what}, and it was not found. Get it, then run them again:`,
    );
    for (const line of tool.how) console.error(`  - ${line}`);
  }
  process.exit(1);
}
