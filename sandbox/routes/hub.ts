import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { repoRoot } from '../config.ts';
import { HttpError, parseOr400 } from '../lib/http-errors.ts';
import { assertSameOrigin } from '../lib/origin.ts';
import { hubPage } from '../pages/hub-page.ts';
import type { SandboxContext } from '../server.ts';

const sessionRequestSchema = z.object({ employeeNumber: z.string().trim().min(1) });

function sendHtml(reply: FastifyReply, body: string) {
  return reply.type('text/html; charset=utf-8').send(body);
}

/** The staff hub (sign in as a demo adviser) and the sandbox's shared page assets. */
export async function hubRoutes(app: FastifyInstance, ctx: SandboxContext) {
  await app.register(fastifyStatic, {
    root: join(repoRoot, 'sandbox', 'public'),
    prefix: '/sandbox/assets/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'no-cache');
    },
  });

  const advisers = () =>
    ctx.directory
      .advisers()
      .map((a) => ({ ...a, applications: ctx.plans.countByAdviser(a.employeeNumber) }));

  app.get('/methub4all/', (_request, reply) =>
    sendHtml(
      reply,
      hubPage({
        advisers: advisers(),
        agencies: ctx.directory.agencies(),
        ussdTimeoutS: ctx.options.ussdTimeoutS,
        auto: ctx.options.auto,
      }),
    ),
  );

  app.get('/methub4all/api/advisers', () => ({ advisers: advisers() }));

  app.post(
    '/methub4all/api/session',
    { onRequest: assertSameOrigin(ctx.options.devOrigins) },
    async (request) => {
      const { employeeNumber } = parseOr400(sessionRequestSchema, request.body);
      const adviser = ctx.directory.adviser(employeeNumber);
      if (!adviser) throw new HttpError(404, `No demo adviser ${employeeNumber}`);
      const token = await ctx.tokens.sign({
        employeeNumber: adviser.employeeNumber,
        givenName: adviser.givenName,
        displayName: adviser.displayName,
      });
      return { token };
    },
  );

  app.get('/sandbox/api/demo-data', () => ({
    advisers: advisers(),
    agencies: ctx.directory.agencies(),
    handsetUrl: '/sandbox/handset',
    ussdTimeoutS: ctx.options.ussdTimeoutS,
    autoAnswer: ctx.options.auto,
  }));
}
