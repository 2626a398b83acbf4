/**
 * Page errors and console errors in WebKitGTK, which WebKitWebDriver does not report: it has no
 * WebDriver BiDi and no log endpoint, and it documents no way to run a script before a page's
 * own. So the pages come through a small reverse proxy in front of the sandbox that puts one
 * external, same-origin `<script src>` first in every HTML page's <head>. The app's CSP allows
 * its own origin's scripts (`script-src 'self'`; an inline script would need a hash the build did
 * not make), and a classic script there runs before anything else on the page. It records
 * uncaught errors, unhandled rejections, failed loads of scripts, styles and preloads, CSP
 * refusals and `console.error` calls, keeps them in the page and sends each to the proxy with
 * `navigator.sendBeacon`, so those of a page that has been left are not lost.
 *
 * What this cannot see: what the browser writes to its console without the page calling
 * `console.error` (a fetch answered 4xx/5xx, a WebSocket that fails to connect: the app sees
 * only the rejected promise or the close, which it handles); documents that are not HTML served
 * through the proxy (the mandate's `blob:` window, workers); and an error inside the hook itself.
 * Nothing of the app's can run before the hook, so no error of the app's comes too early for it.
 *
 * The proxy is transparent otherwise: it passes the browser's Host header on, so the sandbox's
 * origin checks and its CSP (which names the verifier socket by that host) see the proxy's
 * address, and it passes WebSocket upgrades through.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const HOOK_PATH = '/__e2e/page-errors.js';
const REPORT_PATH = '/__e2e/page-errors';

export interface PageProblem {
  /** Which document (a random id per page load) and the order within it. */
  doc: string;
  seq: number;
  kind: 'pageerror' | 'rejection' | 'load' | 'csp' | 'console';
  text: string;
  url: string;
}

/** The hook, as the browser runs it. Kept to what every engine has had for years. */
const HOOK = `(() => {
  const doc = Math.random().toString(36).slice(2);
  let seq = 0;
  const kept = (window.e2ePageProblems = []);
  const report = (kind, text) => {
    const problem = { doc, seq: seq++, kind, text: String(text).slice(0, 1000), url: location.href };
    kept.push(problem);
    navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify(problem));
  };
  const describe = (value) =>
    value instanceof Error ? value.name + ': ' + value.message : typeof value === 'string' ? value : JSON.stringify(value);
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) report('pageerror', describe(event.error ?? event.message));
    else {
      const target = event.target;
      report('load', (target.tagName || '?') + ' ' + (target.src || target.href || ''));
    }
  }, true);
  addEventListener('unhandledrejection', (event) => report('rejection', describe(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    report('csp', event.violatedDirective + ' ' + event.blockedURI));
  const consoleError = console.error;
  console.error = function (...args) {
    report('console', args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };
})();
`;

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** The page with the hook first in its <head>; a page without one is refused loudly. */
function withHook(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('An HTML page without <head>: the error hook has nowhere to go');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script src="${HOOK_PATH}"></script>${html.slice(at)}`;
}

/** Headers for a Node response, without the ones a changed body makes wrong. */
function headersFor(headers: IncomingHttpHeaders, drop: string[]): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.includes(name)));
}

export interface PageErrorProxy {
  /** The proxy's origin: open the app here. */
  base: string;
  /** Every problem reported so far, with those still in the page `inPage` (deduplicated). */
  problems(inPage?: PageProblem[]): PageProblem[];
  close(): Promise<void>;
}

/** A proxy to `target` (the sandbox's origin) that hooks every page's errors. */
export async function startPageErrorProxy(target: string): Promise<PageErrorProxy> {
  const upstream = new URL(target);
  const reported: PageProblem[] = [];

  const server = createServer((req, res) => {
    if (req.url === HOOK_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(HOOK);
      return;
    }
    if (req.method === 'POST' && req.url === REPORT_PATH) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        reported.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as PageProblem);
        res.writeHead(204).end();
      });
      return;
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const isPage = status === 200 && /^text\/html\b/.test(answer.headers['content-type'] ?? '');
        if (!isPage) {
          res.writeHead(status, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const html = withHook(decoded(Buffer.concat(chunks), encoding).toString('utf8'));
          res.writeHead(status, {
            ...headersFor(answer.headers, ['content-length', 'content-encoding', 'etag']),
            'content-length': Buffer.byteLength(html),
          });
          res.end(html);
        });
      },
    );
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });

  // The verifier socket: the upgrade request as it came, then bytes both ways.
  server.on('upgrade', (req, socket, head) => {
    const link = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      link.write(`${lines.join('\r\n')}\r\n\r\n`);
      link.write(head);
      socket.pipe(link).pipe(socket);
    });
    link.on('error', () => socket.destroy());
    socket.on('error', () => link.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    problems(inPage = []) {
      const all = new Map<string, PageProblem>();
      for (const problem of [...reported, ...inPage])
        all.set(`${problem.doc}:${problem.seq}`, problem);
      return [...all.values()];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
