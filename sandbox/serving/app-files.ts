import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SandboxContext } from '../server.ts';
import { page } from '../pages/shell.ts';

/**
 * The app's client-side routes and the page each answers (history fallback). The details route
 * has a page of its own when the build made one: the same app, with that route's first screen
 * painted in its HTML and its code preloaded (docs/architecture.md#delivery).
 */
const APP_PAGES: Record<string, string[]> = {
  '/': ['index.html'],
  '/home': ['index.html'],
  '/consentDetails': ['consentDetails.html', 'index.html'],
};

const notBuilt = page({
  title: 'App not built yet',
  css: ['common.css'],
  body: `
    <main id="main" class="wrap" tabindex="-1">
      <h1>The app has not been built yet</h1>
      <p>Run <code>npm start</code> (it builds the app when needed) or <code>npm run build</code>, then reload. Meanwhile the services, the <a href="/methub4all/">staff hub</a> and the <a href="/sandbox/handset">handset simulator</a> work.</p>
    </main>`,
});

/**
 * Serves the built app from dist/: hashed assets are cached for good, the rest is revalidated.
 * The build writes .br and .gz copies beside each file (vite.config.ts): the one the browser
 * accepts is sent (Vary: Accept-Encoding), as nginx's brotli_static / gzip_static do (deploy/).
 */
export async function appFiles(app: FastifyInstance, ctx: SandboxContext) {
  const dist = ctx.options.distDir;
  const assets = join(dist, 'assets');
  const built = existsSync(join(dist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(assets);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const appPage = (reply: FastifyReply, files: string[]) => {
    const file = built ? files.find((name) => existsSync(join(dist, name))) : undefined;
    return file
      ? reply.header('Cache-Control', 'no-cache').sendFile(file, dist)
      : reply.status(503).type('text/html; charset=utf-8').send(notBuilt);
  };
  for (const [route, files] of Object.entries(APP_PAGES)) {
    app.get(route, (_request, reply) => appPage(reply, files));
  }
}
