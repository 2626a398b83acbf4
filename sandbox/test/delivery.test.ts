/**
 * How the sandbox delivers the built app and its answers (docs/architecture.md#delivery): the
 * build's .br / .gz copies by Accept-Encoding, long-lived caching for hashed assets only, the
 * details route's own page, and JSON answers compressed on the fly.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { chooseEncoding } from '../serving/compression.ts';
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

let s: Sandbox;
const script = BUILT_SCRIPT;

beforeAll(async () => {
  const dataDir = await tempDataDir();
  const dist = await writeBuiltApp(dataDir);
  s = await startSandbox({ dataDir, distDir: dist });
});
afterAll(async () => {
  await s.close();
  await removeTempDirs();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${s.base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (answer: RawAnswer) =>
  (answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body
  ).toString();

describe('the built app, compressed', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])(
    'sends a hashed asset to Accept-Encoding %s as %s, cached for good',
    async (accept, encoding) => {
      const answer = await rawGet('/assets/index-abc123.js', { 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(answer)).toBe(script);
      if (encoding) expect(answer.body.length).toBeLessThan(script.length / 5);
    },
  );

  it('sends the pages compressed, revalidated every time, with the security headers', async () => {
    const answer = await rawGet('/home', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    // The page's inline script, by the hash the build wrote; nothing else inline.
    expect(answer.headers['content-security-policy']).toContain(
      `script-src 'self' ${PAGE_SCRIPT_HASH};`,
    );
    expect(String(answer.headers['content-security-policy'])).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(decode(answer)).toContain('<main>list</main>');
  });

  it('answers each route with its prerendered page, and the root with the single-page fallback', async () => {
    expect(decode(await rawGet('/consentDetails', { 'Accept-Encoding': 'gzip' }))).toContain(
      '<main>details</main>',
    );
    expect(decode(await rawGet('/'))).toContain('<main>fallback</main>');
  });

  it('keeps the strict policy, without the pages’ hashes, on everything else', async () => {
    const answer = await rawGet('/assets/index-abc123.js');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('JSON answers, compressed', () => {
  it('compresses the application list by Accept-Encoding, and not for a client without one', async () => {
    const token = await s.signIn();
    const path = fillRoute(routes.applications, { employeeNumber: THANDI });
    const auth = { Authorization: `Bearer ${token}` };
    const plain = await rawGet(path, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list: unknown = JSON.parse(plain.body.toString());
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const answer = await rawGet(path, { ...auth, 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(JSON.parse(decode(answer))).toEqual(list);
    }
  });

  it('leaves small answers alone', async () => {
    const answer = await rawGet('/healthz', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 'ok' });
  });
});

describe('choosing an encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', null],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
