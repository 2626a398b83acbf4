/**
 * Runs the sandbox alone: `npm run sandbox` (or through `npm start`, which builds the app first).
 * Configuration comes from the environment; see sandbox/README.md.
 */
import { optionsFromEnv } from './config.ts';
import { isLoopback } from './lib/origin.ts';
import { buildServer } from './server.ts';

const { host, port, ...options } = optionsFromEnv();
const bare = host.replace(/^\[|\]$/g, '');
if (!isLoopback(host) && bare !== '::1') {
  if (process.env.SANDBOX_ALLOW_REMOTE !== '1') {
    console.error(
      `HOST=${host} is not a loopback address: the staff hub signs anyone in as any adviser. Set SANDBOX_ALLOW_REMOTE=1 to listen there anyway.`,
    );
    process.exit(1);
  }
  console.warn(
    `WARNING: listening on ${host} (SANDBOX_ALLOW_REMOTE=1): anyone who can reach it can sign in as any adviser through the staff hub.`,
  );
}
const app = await buildServer(options);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Ctrl+C reaches us twice under `npm start` (from the terminal and from start.mjs).
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 5000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ host, port });
} catch (error) {
  console.error(`Could not start the sandbox on ${host}:${port}:`, (error as Error).message);
  process.exit(1);
}

const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const shownHost =
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
const base = `http://${shownHost}:${actualPort}`;
const lines = [
  '',
  '  USSD Web Client sandbox is running.',
  '',
  `  Open the staff hub and sign in:  ${base}/methub4all/`,
  `  Handset simulator (answer USSD): ${base}/sandbox/handset`,
  `  App (after signing in):          ${base}/home`,
  '',
  `  Data folder: ${options.dataDir}`,
  `  USSD timeout: ${options.ussdTimeoutS} s${options.auto ? `, automatic answer: ${options.auto}` : ''}`,
  '  Stop with Ctrl+C.',
  '',
];
console.log(lines.join('\n'));
