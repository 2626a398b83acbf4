/**
 * WebKitGTK for a journey: Debian's WebKitWebDriver (package webkit2gtk-driver) launching
 * MiniBrowser under its own Xvfb, driven by WebdriverIO's standalone `remote()` over W3C
 * WebDriver (classic: WebKitWebDriver speaks no BiDi). The viewport is a phone's, 390 × 844.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';

const webKitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/** What the journey needs from outside npm; scripts/ensure-test-tools.mjs installs it on Debian. */
function assertInstalled() {
  const missing = [webKitDriverPath, miniBrowserPath, xvfbPath].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `The WebKit journey needs ${missing.join(', ')} (Debian's webkit2gtk-driver and xvfb: run npm test, which installs them, or set WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH)`,
    );
  }
}

export type WebKitBrowser = Awaited<ReturnType<typeof remote>>;

const PHONE = { width: 390, height: 844 } as const;

/**
 * MiniBrowser's toolbar keeps its window at least ~447 px wide; this GTK stylesheet (read from
 * `$XDG_CONFIG_HOME/gtk-3.0/gtk.css`) shrinks its widgets so the window, and so the web view,
 * can be a phone's width. The web content is not GTK's: it is unchanged.
 */
const SHRUNK_TOOLBAR = `* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0;
  font-size: 1px; -gtk-icon-transform: scale(0.1); }\n`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** An Xvfb on a free display: it writes the display's number to the descriptor we give it. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    xvfbPath,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let written = '';
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve({ display: `:${written.trim()}`, process: xvfb });
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
}

/** Until WebKitWebDriver answers that it takes sessions (it listens a moment after it starts). */
async function driverReady(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const status = (await (await fetch(`http://127.0.0.1:${port}/status`)).json()) as {
        value?: { ready?: boolean };
      };
      if (status.value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not answer on /status within 10 s');
}

const stop = (child: ChildProcess | undefined) => {
  if (child && child.exitCode === null && child.pid) child.kill('SIGTERM');
};

export interface WebKit {
  browser: WebKitBrowser;
  /** WebKitGTK's version as the driver reports it (the browser is MiniBrowser). */
  version: string;
  close(): Promise<void>;
}

/** Xvfb, WebKitWebDriver and a MiniBrowser session whose viewport is 390 × 844. */
export async function startWebKit(): Promise<WebKit> {
  assertInstalled();
  const home = mkdtempSync(join(tmpdir(), 'e2e-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), SHRUNK_TOOLBAR);
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  const cleanUp = () => {
    stop(driver);
    stop(xvfb);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const started = await startXvfb();
    xvfb = started.process;
    const port = await freePort();
    driver = spawn(webKitDriverPath, [`--port=${port}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: started.display,
        XDG_CONFIG_HOME: home,
        // The adviser's zone, as the Chromium journeys' contexts have it.
        TZ: 'Africa/Johannesburg',
      },
    });
    await driverReady(port, driver);
    // WebKitGTK's own capability (`webkitgtk:browserOptions`) is not in WebdriverIO's types,
    // which list other vendors'; W3C WebDriver passes any vendor-prefixed one to the driver.
    const capabilities: WebdriverIO.Capabilities & {
      'webkitgtk:browserOptions': { binary: string; args: string[] };
    } = {
      browserName: 'MiniBrowser',
      // WebdriverIO asks for BiDi by default; WebKitWebDriver has none.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
    };
    // 'error': a search that meets an element React has just re-rendered logs a "stale element"
    // warning and goes on; only what fails is worth a line in the suite's output.
    const browser = await remote({ hostname: '127.0.0.1', port, logLevel: 'error', capabilities });
    await phoneViewport(browser);
    const version = String(browser.capabilities.browserVersion);
    return {
      browser,
      version,
      async close() {
        await browser.deleteSession().catch(() => undefined);
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

const viewport = (browser: WebKitBrowser) =>
  browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));

/** WebDriver sizes the window; the viewport is that less MiniBrowser's own toolbar and frame. */
async function phoneViewport(browser: WebKitBrowser): Promise<void> {
  await browser.setWindowSize(PHONE.width, PHONE.height);
  const first = await viewport(browser);
  await browser.setWindowSize(
    PHONE.width + PHONE.width - first.width,
    PHONE.height + PHONE.height - first.height,
  );
  const now = await viewport(browser);
  if (now.width !== PHONE.width || now.height !== PHONE.height) {
    throw new Error(
      `MiniBrowser's viewport is ${now.width} × ${now.height}, not ${PHONE.width} × ${PHONE.height}: its toolbar may not have shrunk`,
    );
  }
}
