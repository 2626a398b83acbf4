import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SandboxContext } from '../server.ts';
import { page } from '../pages/shell.ts';

/** The app's client-side routes: each answers index.html (history fallback). */
export const APP_ROUTES = ['/', '/home', '/consentDetails'];

const notBuilt = page({
  title: 'App not built yet',
  css: ['common.css'],
  body: `
    <main id="main" class="wrap" tabindex="-1">
      <h1>The app has not been built yet</h1>
      <p>Run <code>npm start</code> (it builds the app when needed) or <code>npm run build</code>, then reload. Meanwhile the services, the <a href="/methub4all/">staff hub</a> and the <a href="/sandbox/handset">handset simulator</a> work.</p>
    </main>`,
});

/** Serves the built app from dist/: hashed assets are cached for good, the rest is revalidated. */
export async function appRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const dist = ctx.options.distDir;
  const built = existsSync(join(dist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(dist, 'assets'));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = (reply: FastifyReply) =>
    built && existsSync(join(dist, 'index.html'))
      ? reply.header('Cache-Control', 'no-cache').sendFile('index.html', dist)
      : reply.status(503).type('text/html; charset=utf-8').send(notBuilt);
  for (const route of APP_ROUTES) app.get(route, (_request, reply) => indexHtml(reply));
}
