import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { DEFAULT_DEV_ORIGINS, repoRoot } from './config.ts';
import type { SandboxOptions } from './config.ts';
import { appliedMigrations, openDatabase } from './db/database.ts';
import type { Db } from './db/database.ts';
import { seedDemoData } from './db/seed.ts';
import { SessionTokens, authenticate, loadOrCreateSecret } from './lib/auth.ts';
import { bodyDepthLimit } from './lib/body-depth.ts';
import { HttpError, errorBody, handleError } from './lib/http-errors.ts';
import { hostAllowed } from './lib/origin.ts';
import {
  clientErrorAnswer,
  isApiPath,
  securityHeaderValues,
  securityHeaders,
} from './lib/security-headers.ts';
import { consentRoutes, verifierSocket } from './routes/consent.ts';
import { documentRoutes } from './routes/documents.ts';
import { handsetRoutes } from './routes/handset.ts';
import { hubRoutes } from './routes/hub.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { planRoutes } from './routes/plans.ts';
import { reportRoutes } from './routes/report.ts';
import { ussdLogRoutes } from './routes/ussd-logs.ts';
import { appFiles } from './serving/app-files.ts';
import { compressAnswer } from './serving/compression.ts';
import { acceptedConsentQuery } from './stores/consent.ts';
import { Directory } from './stores/directory.ts';
import { DocumentStore } from './stores/documents.ts';
import { IdempotencyStore } from './stores/idempotency.ts';
import { PendingLogUpdates } from './stores/pending-log-updates.ts';
import { PlanStore } from './stores/plans.ts';
import { UssdLogStore } from './stores/ussd-logs.ts';
import { UssdGateway } from './verifier/ussd-gateway.ts';

export type ResolvedOptions = Required<Omit<SandboxOptions, 'logger'>>;

/** Everything a route needs, created once per server (tests run several servers at once). */
export interface SandboxContext {
  options: ResolvedOptions;
  db: Db;
  plans: PlanStore;
  logs: UssdLogStore;
  /** Log updates that arrived before their entry (they wait for it). */
  pendingLogUpdates: PendingLogUpdates;
  documents: DocumentStore;
  directory: Directory;
  idempotency: IdempotencyStore;
  gateway: UssdGateway;
  tokens: SessionTokens;
  acceptedConsent: ReturnType<typeof acceptedConsentQuery>;
}

function resolveOptions(options: SandboxOptions): ResolvedOptions {
  return {
    dataDir: options.dataDir,
    ussdTimeoutS: options.ussdTimeoutS ?? 120,
    auto: options.auto ?? null,
    autoDelayMs: options.autoDelayMs ?? 600,
    distDir: options.distDir ?? join(repoRoot, 'dist', 'client'),
    devOrigins: options.devOrigins ?? DEFAULT_DEV_ORIGINS,
    sessionTtlS: options.sessionTtlS ?? 8 * 3600,
    pingIntervalMs: options.pingIntervalMs ?? 15_000,
    tokenWaitMs: options.tokenWaitMs ?? 15_000,
    maxUploadBytes: options.maxUploadBytes ?? 10 * 1024 * 1024,
    seed: options.seed ?? true,
    trustProxy: options.trustProxy ?? false,
    allowedHosts: options.allowedHosts ?? [],
  };
}

/**
 * Builds (does not start) a sandbox server on a data folder: opens and migrates the database,
 * seeds the demo world on first start, and registers every route.
 */
export async function buildServer(input: SandboxOptions): Promise<FastifyInstance> {
  const options = resolveOptions(input);
  // Plans hold clients' ID and bank details: the folder is its owner's alone (created so, and
  // tightened if it was made by hand).
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(options.dataDir, 0o700);
  const db = openDatabase(join(options.dataDir, 'sandbox.db'));
  const ctx: SandboxContext = {
    options,
    db,
    plans: new PlanStore(db),
    logs: new UssdLogStore(db),
    pendingLogUpdates: new PendingLogUpdates(),
    documents: new DocumentStore(db, options.dataDir),
    directory: new Directory(db),
    idempotency: new IdempotencyStore(db),
    gateway: new UssdGateway(db, {
      timeoutS: options.ussdTimeoutS,
      auto: options.auto,
      autoDelayMs: options.autoDelayMs,
    }),
    tokens: new SessionTokens(loadOrCreateSecret(options.dataDir), options.sessionTtlS),
    acceptedConsent: acceptedConsentQuery(db),
  };
  if (options.seed) await seedDemoData(db, ctx);

  const app = Fastify({
    logger: input.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: options.trustProxy,
    forceCloseConnections: true,
    // JSON bodies are small (a plan is ~2 KiB); uploads have their own 10 MiB limit.
    bodyLimit: 64 * 1024,
    // Fastify's own refusals (a path parameter over its limit → 414, a malformed URL → 400)
    // take the error body and the security headers like every other answer; they are answered
    // outside the route lifecycle, where the onSend hook does not run.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaderValues(request.headers.host)).header('Cache-Control', 'no-store');
      void handleError(error, request, reply);
    },
    clientErrorHandler: clientErrorAnswer,
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('authScheme', null);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      return reply
        .status(404)
        .send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
    }
    return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage);
  });
  app.addHook('onSend', securityHeaders);
  app.addHook('onSend', compressAnswer);
  // DNS rebinding: a page whose name points at 127.0.0.1 sends its own name as Host.
  app.addHook('onRequest', (request, _reply, done) => {
    const allowed = hostAllowed(request.headers.host, options.allowedHosts);
    done(
      allowed ? undefined : new HttpError(421, 'This sandbox answers only on its own host name'),
    );
  });
  app.addHook('preValidation', bodyDepthLimit());
  app.addHook('onClose', () => {
    ctx.gateway.close();
    ctx.pendingLogUpdates.close();
    db.close();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(fastifyMultipart, {
    limits: { fileSize: options.maxUploadBytes, files: 2, fields: 4, fieldSize: 64 * 1024 },
  });

  app.get('/healthz', (_request, reply) => {
    try {
      const schema = appliedMigrations(db);
      return { status: 'ok', schema };
    } catch {
      return reply.status(503).send({ status: 'down' });
    }
  });

  // The insurer's services: every call needs a session token the hub signed.
  await app.register((api, _options, done) => {
    api.addHook('onRequest', authenticate(ctx.tokens));
    planRoutes(api, ctx);
    ussdLogRoutes(api, ctx);
    lookupRoutes(api, ctx);
    consentRoutes(api, ctx);
    reportRoutes(api, ctx);
    documentRoutes(api, ctx);
    done();
  });
  verifierSocket(app, ctx);
  await hubRoutes(app, ctx);
  handsetRoutes(app, ctx);
  await appFiles(app, ctx);
  return app;
}

const notFoundPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title>
<link rel="stylesheet" href="/sandbox/assets/common.css"></head><body><main class="page">
<h1>Page not found</h1><p><a href="/methub4all/">Go to the staff hub</a></p></main></body></html>`;
