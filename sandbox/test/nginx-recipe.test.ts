/**
 * The production serving recipe (deploy/nginx) works: Debian's nginx runs it, from a temporary
 * folder on a free port, in front of a sandbox started here, and serves the app's pages and
 * assets compressed and cached as the recipe says, with the security headers, and passes the
 * services through: an adviser signs in on the hub and reads the list, both through nginx.
 * scripts/ensure-test-tools.mjs installs nginx and its Brotli modules.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { securityHeaderValues } from '../lib/security-headers.ts';
import {
  BUILT_SCRIPT,
  PAGE_SCRIPT_HASH,
  THANDI,
  removeTempDirs,
  startSandbox,
  tempDataDir,
  writeBuiltApp,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MODULES = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
const RECIPE = join(import.meta.dirname, '..', '..', 'deploy', 'nginx');
const RECIPE_FILES = ['site.conf', 'security-headers.conf', 'proxied-service.conf'];

let sandbox: Sandbox;
let nginx: ChildProcess | undefined;
let base = '';
let host = '';
let nginxLog = '';
const script = BUILT_SCRIPT;
const WORKER = 'self.addEventListener("fetch", () => undefined);';
const MANIFEST = '{"name":"USSD Web Client"}';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until || nginx?.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  const dir = await tempDataDir();
  const dist = await writeBuiltApp(dir);
  await writeFile(join(dist, 'sw.js'), WORKER);
  await writeFile(join(dist, 'manifest.webmanifest'), MANIFEST);
  sandbox = await startSandbox({ dataDir: join(dir, 'data'), distDir: dist });

  // The recipe, filled in as deploy/README.md says, inside a main config for this test.
  const conf = join(dir, 'nginx');
  await mkdir(join(conf, 'temp'), { recursive: true });
  const port = await freePort();
  host = `127.0.0.1:${port}`;
  base = `http://${host}`;
  const upstream = `127.0.0.1:${sandbox.port}`;
  const values: Record<string, string> = {
    APP_ROOT: dist,
    CONF_DIR: conf,
    LISTEN: `127.0.0.1:${port}`,
    SERVICES: upstream,
    STAFF_HUB: upstream,
    VERIFIER: upstream,
    // As deploy/README.md fills it: from the build's dist/csp.json.
    SCRIPT_HASHES: (
      JSON.parse(await readFile(join(dist, '..', 'csp.json'), 'utf8')) as { scriptSrc: string[] }
    ).scriptSrc.join(' '),
  };
  for (const file of RECIPE_FILES) {
    const template = await readFile(join(RECIPE, file), 'utf8');
    await writeFile(
      join(conf, file),
      template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
    );
  }
  const temp = join(conf, 'temp');
  await writeFile(
    join(conf, 'nginx.conf'),
    `load_module ${MODULES}/ngx_http_brotli_filter_module.so;
load_module ${MODULES}/ngx_http_brotli_static_module.so;
daemon off;
master_process off;
pid ${conf}/nginx.pid;
error_log ${conf}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${conf}/site.conf;
}
`,
  );
  expect(existsSync(NGINX), `nginx at ${NGINX} (scripts/ensure-test-tools.mjs installs it)`).toBe(
    true,
  );
  nginx = spawn(
    NGINX,
    ['-p', conf, '-c', join(conf, 'nginx.conf'), '-e', join(conf, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  try {
    await answers(`${base}/home`, 10_000);
  } catch (error) {
    throw new Error(`nginx did not start: ${nginxLog}`, { cause: error });
  }
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await sandbox?.close();
  await removeTempDirs();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (answer: RawAnswer) =>
  (answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body
  ).toString();

/**
 * The sandbox's security headers, exactly (with this host in the CSP's socket sources, and the
 * pages' script hashes, which the recipe's one policy carries on every answer).
 */
function expectSecurityHeaders(answer: RawAnswer) {
  for (const [name, value] of Object.entries(securityHeaderValues(host, [PAGE_SCRIPT_HASH]))) {
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  }
}

describe('the nginx recipe (deploy/nginx) in front of the sandbox', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'sends a hashed asset to Accept-Encoding %s as %s, cached for good',
    async (accept, encoding) => {
      const answer = await raw('GET', '/assets/index-abc123.js', { 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(answer);
      expect(decode(answer)).toBe(script);
    },
  );

  it.each([
    ['/', 'fallback'],
    ['/home', 'list'],
    ['/consentDetails', 'details'],
    ['/somewhere/else', 'fallback'],
  ])(
    'answers %s with the %s page, compressed, revalidated, with the security headers',
    async (path, page) => {
      const answer = await raw('GET', path, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(answer);
      expect(decode(answer)).toContain(`<main>${page}</main>`);
    },
  );

  it.each([
    ['/sw.js', /javascript/, WORKER],
    ['/manifest.webmanifest', /^application\/manifest\+json/, MANIFEST],
  ])('serves %s revalidated on every visit, with its type', async (path, type, body) => {
    const answer = await raw('GET', path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(type);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer);
    expect(decode(answer)).toBe(body);
  });

  it('answers a missing asset 404, not with the app', async () => {
    expect((await raw('GET', '/assets/missing-000.js')).status).toBe(404);
  });

  it('signs in on the hub and reads the list through nginx, the JSON compressed', async () => {
    const signIn = await raw(
      'POST',
      '/methub4all/api/session',
      { 'Content-Type': 'application/json', Origin: base },
      JSON.stringify({ employeeNumber: THANDI }),
    );
    expect(signIn.status).toBe(200);
    const { token } = JSON.parse(decode(signIn)) as { token: string };
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const path = fillRoute(routes.applications, { employeeNumber: THANDI });
    const direct = await fetch(sandbox.base + path, {
      headers: { Authorization: `Basic ${token}` },
    });
    const list = await raw('GET', path, {
      Authorization: `Basic ${token}`,
      'Accept-Encoding': 'br, gzip',
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toMatch(/application\/json/);
    expect(list.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(list.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(list);
    const body = JSON.parse(decode(list)) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body).toEqual(await direct.json());
  });

  it('passes a refusal through: no token, 401 with the error body', async () => {
    const path = fillRoute(routes.applications, { employeeNumber: THANDI });
    const refused = await raw('GET', path);
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(refused);
  });
});
