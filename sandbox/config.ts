import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTO_ANSWERS } from './verifier/ussd-gateway.ts';
import type { AutoAnswer } from './verifier/ussd-gateway.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface SandboxOptions {
  /** Folder for the database, the session secret and uploaded documents. */
  dataDir: string;
  /** Seconds a handset has to answer a USSD prompt (SANDBOX_USSD_TIMEOUT_S, default 120). */
  ussdTimeoutS?: number;
  /** Answer every prompt automatically (SANDBOX_USSD_AUTO); null (default) waits for a person. */
  auto?: AutoAnswer | null;
  /** Delay before an automatic answer, in ms (default 600). */
  autoDelayMs?: number;
  /** The built app's served files (default `<repo>/dist/client`; its pages' script hashes beside it in `dist/csp.json`). */
  distDir?: string;
  /** Browser origins besides the sandbox's own that may open the verifier socket. */
  devOrigins?: string[];
  /** Lifetime of a session token signed by the hub, in seconds (default 8 h). */
  sessionTtlS?: number;
  /** How often the verifier pings its sockets to find dead ones, in ms (default 15 s). */
  pingIntervalMs?: number;
  /** How long the verifier waits for the token after a socket opens, in ms (default 15 s). */
  tokenWaitMs?: number;
  /** Largest accepted upload, in bytes (default 10 MiB). */
  maxUploadBytes?: number;
  /** Seed the demo world into an empty data folder (default true). */
  seed?: boolean;
  /** Trust X-Forwarded-* headers (behind a TLS proxy). */
  trustProxy?: boolean;
  /** Host names (besides loopback names) requests may be addressed to; others get 421. */
  allowedHosts?: string[];
  /** Fastify logger options; false (default) for silence. */
  logger?: boolean | { level: string };
}

export const DEFAULT_DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function autoAnswer(): AutoAnswer | null {
  const raw = process.env.SANDBOX_USSD_AUTO?.trim().toLowerCase();
  if (!raw || raw === 'off' || raw === 'none') return null;
  if (!(AUTO_ANSWERS as readonly string[]).includes(raw)) {
    throw new Error(`SANDBOX_USSD_AUTO must be one of ${AUTO_ANSWERS.join(', ')} (or unset)`);
  }
  return raw as AutoAnswer;
}

/** The server's options from the environment (see sandbox/README.md). */
export function optionsFromEnv(): SandboxOptions & { host: string; port: number } {
  const devOrigins = process.env.SANDBOX_DEV_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    dataDir: resolve(process.env.SANDBOX_DATA_DIR ?? join(repoRoot, '.sandbox-data')),
    ussdTimeoutS: positive('SANDBOX_USSD_TIMEOUT_S', 120),
    auto: autoAnswer(),
    devOrigins: devOrigins ?? DEFAULT_DEV_ORIGINS,
    trustProxy: process.env.SANDBOX_TRUST_PROXY === '1',
    allowedHosts: [
      process.env.HOST ?? '127.0.0.1',
      ...(process.env.SANDBOX_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ],
    logger: { level: process.env.SANDBOX_LOG_LEVEL ?? 'warn' },
  };
}
