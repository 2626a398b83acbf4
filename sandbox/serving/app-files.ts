import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SandboxContext } from '../server.ts';
import { securityHeaderValues } from '../lib/security-headers.ts';
import { page } from '../pages/shell.ts';

/**
 * The app's routes and the page each answers: the two prerendered first screens, and the
 * single-page app's fallback for '' (which goes on to /home in the browser)
 * (docs/architecture.md#delivery). An unknown path is the sandbox's 404 page.
 */
const APP_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/home': 'home/index.html',
  '/consentDetails': 'consentDetails/index.html',
};

/** Beside the served folder, the build's hashes of the pages' inline scripts (vite build). */
const CSP_FILE = 'csp.json';

const notBuilt = page({
  title: 'App not built yet',
  css: ['common.css'],
  body: `
    <main id="main" class="wrap" tabindex="-1">
      <h1>The app has not been built yet</h1>
      <p>Run <code>npm start</code> (it builds the app when needed) or <code>npm run build</code>, then reload. Meanwhile the services, the <a href="/methub4all/">staff hub</a> and the <a href="/sandbox/handset">handset simulator</a> work.</p>
    </main>`,
});

function readScriptHashes(dist: string): string[] {
  const file = join(dirname(dist), CSP_FILE);
  if (!existsSync(file)) return [];
  const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  return Array.isArray(scriptSrc) ? scriptSrc.filter((hash) => typeof hash === 'string') : [];
}

/**
 * Serves the built app (dist/client): hashed assets are cached for good, the rest is
 * revalidated: the service worker (sw.js) above all, so that the browser finds a new build's
 * worker at the next visit, and the web app manifest (sent as application/manifest+json). The build writes .br and .gz copies beside each asset (vite.config.ts): the one
 * the browser accepts is sent (Vary: Accept-Encoding), as nginx's brotli_static / gzip_static do
 * (deploy/). The pages are read as they are asked for (a rebuild shows at once) and compressed on
 * the way like the services' answers, since they are written after the assets (prerendered).
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
  const scriptHashes = readScriptHashes(dist);
  const appPage = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const path = join(dist, file);
    if (!built || !existsSync(path)) {
      return reply.status(503).type('text/html; charset=utf-8').send(notBuilt);
    }
    const policy = securityHeaderValues(request.headers.host, scriptHashes);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', policy['Content-Security-Policy'])
      .type('text/html; charset=utf-8')
      .send(readFileSync(path));
  };
  for (const [route, file] of Object.entries(APP_PAGES)) {
    app.get(route, (request, reply) => appPage(request, reply, file));
  }
}
