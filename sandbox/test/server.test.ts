import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { errorBodySchema } from '../../src/api/contract.ts';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase, schemaVersion } from '../db/database.ts';
import {
  THANDI,
  createPlan,
  planPayload,
  removeTempDirs,
  runConsent,
  startSandbox,
  tempDataDir,
  uniquePolicy,
  writeBuiltApp,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';

let s: Sandbox;

beforeAll(async () => {
  const dataDir = await tempDataDir();
  s = await startSandbox({ dataDir, distDir: await writeBuiltApp(dataDir) });
});
afterAll(async () => {
  await s.close();
  await removeTempDirs();
});

describe('the built app', () => {
  it.each([
    ['/', 'fallback'],
    ['/home', 'list'],
    ['/consentDetails', 'details'],
  ])('answers %s with its page (%s)', async (path, main) => {
    const response = await fetch(s.base + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<main>${main}</main>`);
  });

  it('caches hashed assets for good', async () => {
    const response = await fetch(`${s.base}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for unknown pages (HTML) and unknown API paths (JSON error body)', async () => {
    expect((await fetch(`${s.base}/nowhere`)).status).toBe(404);
    const api = await s.request('GET', '/api/nothing-here');
    expect(api.status).toBe(404);
    expect(errorBodySchema.parse(api.json).statusCode).toBe(404);
  });

  it('explains itself when the app is not built (503)', async () => {
    const bare = await startSandbox({ seed: false });
    try {
      const response = await fetch(`${bare.base}/home`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('has not been built yet');
    } finally {
      await bare.close();
    }
  });
});

describe('headers', () => {
  it('sends the CSP and the other security headers on pages', async () => {
    const response = await fetch(`${s.base}/home`);
    const csp = response.headers.get('content-security-policy')!;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      `connect-src 'self' ws://127.0.0.1:${s.port} wss://127.0.0.1:${s.port}`,
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('never lets API answers be cached, errors included', async () => {
    const token = await s.signIn();
    const ok = await s.request('GET', fillRoute(routes.applications, { employeeNumber: THANDI }), {
      token,
    });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const denied = await s.request(
      'GET',
      fillRoute(routes.applications, { employeeNumber: THANDI }),
    );
    expect(denied.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /healthz while the database is open', async () => {
    const response = await s.request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', schema: schemaVersion });
  });
});

describe('staff hub', () => {
  it('serves a page listing each demo adviser with a sign-in button, scripts as files only', async () => {
    const response = await fetch(`${s.base}/methub4all/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Sign in as Thandi Nkosi');
    expect(html).toContain('Sign in as Anil Govender');
    expect(html).toContain('220310');
    expect(html).toContain('/sandbox/handset');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/style="/);
    for (const asset of ['hub.js', 'hub.css', 'common.css', 'handset.js', 'handset.css']) {
      expect((await fetch(`${s.base}/sandbox/assets/${asset}`)).status).toBe(200);
    }
    // Without the trailing slash too.
    expect((await fetch(`${s.base}/methub4all`)).status).toBe(200);
  });

  it('lists advisers and demo data as JSON', async () => {
    const advisers = await s.request<{ advisers: Array<{ employeeNumber: string }> }>(
      'GET',
      '/methub4all/api/advisers',
    );
    expect(advisers.json.advisers.map((a) => a.employeeNumber)).toEqual([
      '1004521',
      '1007788',
      '1009034',
      '1011200',
    ]);
    const demo = await s.request<{
      advisers: unknown[];
      agencies: Array<{ agencyNumber: string; name: string }>;
    }>('GET', '/sandbox/api/demo-data');
    expect(demo.json.advisers).toHaveLength(4);
    expect(demo.json.agencies).toContainEqual({
      agencyNumber: '220310',
      name: 'South African Police Service',
    });
  });

  it('signs in: 200 { token }, 404 unknown adviser, 400 malformed, 403 from a foreign origin', async () => {
    const signedIn = await s.request<{ token: string }>('POST', '/methub4all/api/session', {
      body: { employeeNumber: THANDI },
    });
    expect(Object.keys(signedIn.json)).toEqual(['token']);
    expect(signedIn.json.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(
      (await s.request('POST', '/methub4all/api/session', { body: { employeeNumber: '42' } }))
        .status,
    ).toBe(404);
    expect((await s.request('POST', '/methub4all/api/session', { body: {} })).status).toBe(400);
    const foreign = await s.request('POST', '/methub4all/api/session', {
      body: { employeeNumber: THANDI },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('handset simulator', () => {
  it('serves the phone page with labelled inputs and a live region', async () => {
    const html = await (await fetch(`${s.base}/sandbox/handset`)).text();
    expect(html).toContain('<label for="cell">');
    expect(html).toContain('<label for="reply">');
    expect(html).toContain('aria-live');
    expect(html).toContain('Drop session');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('lists no prompts for a quiet number, validates answers (400) and unknown ids (404)', async () => {
    expect((await s.request('GET', '/sandbox/handset/api/prompts?cell=0820000000')).json).toEqual(
      [],
    );
    const bad = await s.request('POST', '/sandbox/handset/api/prompts/TX-1/answer', {
      body: { option: 'MAYBE' },
    });
    expect(bad.status).toBe(400);
    const unknown = await s.request('POST', '/sandbox/handset/api/prompts/TX-1/answer', {
      body: { option: 'ACCEPT' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps plans, logs, documents and the session secret across a restart', async () => {
    const dataDir = await tempDataDir();
    const first = await startSandbox({ dataDir });
    const token = await first.signIn();
    const policy = uniquePolicy('P');
    const { _id } = await createPlan(first, token, planPayload(policy));
    await runConsent(first, token, _id, 'ACCEPT');
    await first.close();

    const second = await startSandbox({ dataDir });
    try {
      // The old token still works: the secret lives in the data folder.
      const plan = await second.request<{ data: { _id: string } }>(
        'GET',
        fillRoute(routes.plan, { policyNumber: policy }),
        {
          token,
        },
      );
      expect(plan.status).toBe(200);
      expect(plan.json.data._id).toBe(_id);
      const log = await second.request<{ data: Array<{ response: string }> }>(
        'GET',
        fillRoute(routes.clientUssdLog, { policyNumber: policy }),
        { token },
      );
      expect(log.json.data.map((e) => e.response)).toEqual(['ACCEPT']);
      // Seeded once only.
      const list = await second.request<{ data: Array<{ policyNumber: string }> }>(
        'GET',
        fillRoute(routes.applications, { employeeNumber: THANDI }),
        { token },
      );
      expect(list.json.data.filter((r) => r.policyNumber === 'FN10023456')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('migrates the schema by user_version, in WAL mode with synchronous FULL', async () => {
    const file = join(await tempDataDir(), 'migrate.db');
    const db = openDatabase(file);
    try {
      const pragma = (name: string) => db.prepare(`PRAGMA ${name}`).get()?.[name];
      expect(pragma('user_version')).toBe(schemaVersion);
      expect(pragma('journal_mode')).toBe('wal');
      expect(pragma('synchronous')).toBe(2);
      const indexes = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'plans'")
        .all()
        .map((row) => row.name);
      expect(indexes).toContain('plans_list');
    } finally {
      db.close();
    }
    // Reopening is a no-op; a folder from a newer sandbox is refused rather than damaged.
    openDatabase(file).close();
    const newer = new DatabaseSync(file);
    newer.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
    newer.close();
    expect(() => openDatabase(file)).toThrow(/newer sandbox/);
  });

  it('does not accept tokens signed for another data folder', async () => {
    const other = await startSandbox({ seed: true });
    try {
      const foreign = await other.signIn();
      const response = await s.request(
        'GET',
        fillRoute(routes.applications, { employeeNumber: THANDI }),
        {
          token: foreign,
        },
      );
      expect(response.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('who may call', () => {
  const withHost = (host: string, path = '/healthz') =>
    new Promise<{ status: number; csp: string | undefined }>((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port: s.port, path, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            csp: res.headers['content-security-policy'] as string | undefined,
          }),
        );
      });
      req.on('error', reject);
    });

  it('answers 421 to a Host that is not loopback or configured (DNS rebinding), with the headers', async () => {
    const rebound = await withHost('evil.example:3000', '/methub4all/api/advisers');
    expect(rebound.status).toBe(421);
    expect(rebound.csp).toContain("frame-ancestors 'none'");
    for (const host of ['localhost:5173', `127.0.0.1:${s.port}`, '[::1]:3000']) {
      expect((await withHost(host)).status).toBe(200);
    }
  });

  it('signs session tokens with exp, iat and an audience, and refuses one without the audience', async () => {
    const token = await s.signIn();
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      exp?: number;
      iat?: number;
      aud?: string;
    };
    expect(payload).toMatchObject({ aud: 'ussd-web-client' });
    expect(typeof payload.exp).toBe('number');
    expect(typeof payload.iat).toBe('number');
    const { readFileSync } = await import('node:fs');
    const secret = Buffer.from(
      readFileSync(join(s.dataDir, 'session-secret.key'), 'utf8').trim(),
      'hex',
    );
    const { SignJWT } = await import('jose');
    const noAudience = await new SignJWT({ sub: { employeeNumber: THANDI } } as never)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ussd-sandbox')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const response = await s.request(
      'GET',
      fillRoute(routes.applications, { employeeNumber: THANDI }),
      { token: noAudience },
    );
    expect(response.status).toBe(401);
  });
});
