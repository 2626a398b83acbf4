// The one place that says which Chromium the browser tests drive and how it is launched: Debian's
// by default, CHROME_PATH on a developer laptop. The flags keep a headless Chromium from reaching
// for the network this machine does not have (and from needing a sandbox as root).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
