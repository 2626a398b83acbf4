#!/usr/bin/env node
// The tests need programs from outside npm: Chromium (story and end-to-end tests), Firefox ESR
// and WebKitGTK's WebKitWebDriver with Xvfb (the journey in the other engines), pdftotext
// (the sandbox reads the text of the mandate PDFs it makes), nginx with its Brotli modules
// (the production serving recipe in deploy/ is tested in front of the sandbox) and Java (the
// W3C Nu HTML Checker, npm's vnu-jar, checks the pages' HTML in e2e/html-validity.spec.ts). On a fresh Debian machine
// where we are root, install the missing Debian packages; otherwise say clearly how to get them.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { chromePath, testChromePath } from './chromium.mjs';

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, name)));

const tools = [
  {
    what: `Chromium at ${chromePath} and its headless shell at ${testChromePath}`,
    found: () => existsSync(chromePath) && existsSync(testChromePath),
    // With CHROME_PATH set, the developer chose a browser: installing Debian's would not help.
    debianPackage: process.env.CHROME_PATH ? null : 'chromium chromium-headless-shell',
    how: [
      'Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell   (gives /usr/bin/chromium and /usr/bin/chromium-headless-shell)',
      'any machine: set CHROME_PATH to a Chrome or Chromium binary, e.g. CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test',
    ],
  },
  {
    // The Firefox journey (e2e/engines/firefox.spec.ts, whose support/firefox.ts reads the same
    // FIREFOX_PATH).
    what: `Firefox at ${process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'}`,
    found: () => existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'),
    debianPackage: process.env.FIREFOX_PATH ? null : 'firefox-esr',
    how: [
      'Debian: sudo apt-get install firefox-esr   (gives /usr/bin/firefox-esr)',
      'any machine: set FIREFOX_PATH to a recent Firefox binary (Puppeteer drives it over WebDriver BiDi), e.g. FIREFOX_PATH=/Applications/Firefox.app/Contents/MacOS/firefox npm test',
    ],
  },
  {
    what: 'pdftotext (from poppler)',
    found: () => onPath('pdftotext'),
    debianPackage: 'poppler-utils',
    how: ['Debian/Ubuntu: sudo apt-get install poppler-utils', 'macOS: brew install poppler'],
  },
  {
    what: 'nginx with its Brotli modules',
    found: () =>
      existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') &&
      ['ngx_http_brotli_static_module.so', 'ngx_http_brotli_filter_module.so'].every((module) =>
        existsSync(join(process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules', module)),
      ),
    // The test runs its own nginx from a temporary folder: the system's service is not used.
    debianPackage: process.env.NGINX_PATH
      ? null
      : 'nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter',
    how: [
      'Debian/Ubuntu: sudo apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter',
      'any machine: set NGINX_PATH to an nginx binary and NGINX_MODULES_DIR to the folder holding ngx_http_brotli_static_module.so and ngx_http_brotli_filter_module.so',
    ],
  },
  {
    what: `Java (for the Nu HTML Checker)${process.env.JAVA_PATH ? ` at ${process.env.JAVA_PATH}` : ''}`,
    // `java -version` starts the runtime itself: a java on the PATH that cannot run counts as missing.
    found: () => {
      try {
        execSync(`"${process.env.JAVA_PATH ?? 'java'}" -version`, { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    },
    debianPackage: process.env.JAVA_PATH ? null : 'default-jre-headless',
    how: [
      'Debian/Ubuntu: sudo apt-get install default-jre-headless',
      'any machine: install a Java runtime and put java on the PATH, or set JAVA_PATH to its java binary',
    ],
  },
  {
    // e2e/engines/webkit.spec.ts: the journey in WebKit (every browser on an iPhone), through
    // WebKitWebDriver, which launches MiniBrowser; it has no headless mode, so it runs in Xvfb.
    what: 'WebKitGTK: WebKitWebDriver with MiniBrowser, and Xvfb',
    found: () =>
      [
        process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
        process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        process.env.XVFB_PATH ?? '/usr/bin/Xvfb',
      ].every((path) => existsSync(path)),
    debianPackage: process.env.WEBKIT_DRIVER_PATH ? null : 'webkit2gtk-driver xvfb',
    how: [
      'Debian/Ubuntu: sudo apt-get install webkit2gtk-driver xvfb   (gives /usr/bin/WebKitWebDriver, MiniBrowser and /usr/bin/Xvfb)',
      'any machine: set WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH to a WebKitGTK build’s WebKitWebDriver and MiniBrowser and an Xvfb',
    ],
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
