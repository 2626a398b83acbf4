/**
 * Property-based fuzz (fast-check) of every endpoint that takes a body: generated bodies — valid
 * ones with one field replaced or removed, and arbitrary JSON — sent through fastify's `inject`
 * (no sockets). Never a 5xx; a body the contract refuses gets a 400 naming exactly the fields
 * the contract names; and a refused request changes no stored data (SQLite's data_version, read
 * from a second connection, stays put). Bodies nested far deeper than any real payload, inside
 * otherwise valid ones, answer a 400 naming the nesting (never the 500 of an overflowed stack).
 * The run's seed comes from FUZZ_SEED when set (to replay a failure) and is printed.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  consentTokenRequestSchema,
  planPayloadSchema,
  reportRequestSchema,
  updateFileNetIdSchema,
  ussdLogRecordSchema,
  ussdLogUpdateSchema,
} from '../../src/api/contract.ts';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { buildServer } from '../server.ts';
import { THANDI, logRecord, planPayload, removeTempDirs, tempDataDir } from './helpers.ts';
import { reportFor } from './fixtures.ts';
import { MAX_BODY_DEPTH } from '../lib/body-depth.ts';

// 200 bodies per endpoint and property on each run (fast-check's default is 100), from a new
// seed each time, so the runs add up to more than one run could; FUZZ_RUNS=5000 for a long hunt.
// More a run would be paid by every `npm test`, which has six minutes in all
// (docs/decisions/0007-test-time-budget.md).
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
// Printed so that a failure can be replayed: FUZZ_SEED=<seed> npx vitest run --project sandbox …
console.log(`fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`);
let app: FastifyInstance;
let reader: DatabaseSync;
let token: string;
const policy = 'FUZZ0001';
let planId: string;

beforeAll(async () => {
  const dataDir = await tempDataDir();
  app = await buildServer({ dataDir, distDir: join(dataDir, 'no-dist') });
  const session = await app.inject({
    method: 'POST',
    url: '/methub4all/api/session',
    payload: { employeeNumber: THANDI },
  });
  token = session.json<{ token: string }>().token;
  const created = await app.inject({
    method: 'POST',
    url: routes.createPlan,
    headers: { authorization: `Bearer ${token}` },
    payload: planPayload(policy),
  });
  planId = created.json<{ data: { _id: string } }>().data._id;
  reader = new DatabaseSync(join(dataDir, 'sandbox.db'), { readOnly: true });
});
afterAll(async () => {
  reader.close();
  await app.close();
  await removeTempDirs();
});

type Path = Array<string | number>;

/** Every path to a leaf (and to each object or array) of a JSON value. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

function replaced(value: unknown, path: Path, next: unknown, remove: boolean): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = next;
  return copy;
}

const oddValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 90, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A valid body with one place changed or removed, or any JSON at all. */
function bodies(valid: unknown) {
  const paths = pathsOf(valid);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), oddValue, fc.boolean())
        .map(([p, v, rm]) => replaced(valid, p, v, rm && p.length > 0)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
}

function expectedIssues(schema: z.core.$ZodType, body: unknown): string[] | null {
  const result = z.safeParse(schema, body);
  if (result.success) return null;
  return result.error.issues.map((i) => i.path.map(String).join('.') || '(root)');
}

const dataVersion = () => reader.prepare('PRAGMA data_version').get()?.data_version;

async function fuzz(
  method: 'POST' | 'PUT',
  url: string,
  schema: z.core.$ZodType,
  valid: unknown,
  headers: Record<string, string> = {},
) {
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(bodies(valid), async (body) => {
      const before = dataVersion();
      // Judge what goes on the wire: JSON turns NaN and ±Infinity into null, undefined into nothing.
      const payload = JSON.stringify(body);
      const sent: unknown = JSON.parse(payload);
      const response = await app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...headers,
        },
        payload,
      });
      expect(response.statusCode).toBeLessThan(500);
      const issues = expectedIssues(schema, sent);
      // A `__proto__` KEY (followed by its colon: compact JSON has no other place for one), not
      // the same word as a string value, which is data like any other.
      if (payload.includes('"__proto__":')) {
        // Fastify's JSON parser refuses prototype poisoning before any schema sees the body.
        expect(response.statusCode).toBe(400);
      } else if (issues) {
        expect(response.statusCode).toBe(400);
        const answer = response.json<{ issues?: Array<{ path: string }> }>();
        expect(answer.issues?.map((i) => i.path)).toEqual(issues);
      }
      if (response.statusCode >= 400) {
        refused += 1;
        expect(dataVersion()).toBe(before);
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
  return refused;
}

const DEEP = '"__deep__"';

/** JSON text nested `depth` levels deep, of arrays or of objects, written without recursion. */
function deepText(depth: number, arrays: boolean, key: string): string {
  if (arrays) return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const open = `{${JSON.stringify(key)}:`;
  return `${open.repeat(depth)}1${'}'.repeat(depth)}`;
}

/**
 * A valid body with, at one of its places (or as an extra field), a value nested between just
 * past the limit and several thousand levels deep: 400 naming the nesting, nothing stored.
 */
async function fuzzDeep(method: 'POST' | 'PUT', url: string, valid: unknown) {
  const places = pathsOf(valid).filter((p) => p.length > 0);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.constantFrom(...places), fc.constant<Path>(['extraField'])),
      // Up to 6000 levels of `{"abc":…}` is 48 KB: inside the 64 KB body limit, so the answer is
      // the nesting's 400, not the size's 413 (a key of control characters, escaped to six
      // bytes each, once pushed a body past it).
      fc.integer({ min: MAX_BODY_DEPTH + 1, max: 6000 }),
      fc.boolean(),
      fc.stringMatching(/^[a-z]{1,3}$/),
      async (path, depth, arrays, key) => {
        const before = dataVersion();
        const marked = replaced(valid, path, '__deep__', false);
        const payload = JSON.stringify(marked).replace(DEEP, deepText(depth, arrays, key));
        const response = await app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(
          `Request body is nested deeper than ${MAX_BODY_DEPTH} levels`,
        );
        expect(dataVersion()).toBe(before);
      },
    ),
    { numRuns: 60, seed: SEED },
  );
}

describe(`deep nesting inside valid bodies, every endpoint: 400 naming it, never a 500`, () => {
  it('createConsentForm', () => fuzzDeep('POST', routes.createPlan, planPayload('FUZZ0003')));
  it('updateConsentForm', () =>
    fuzzDeep('PUT', fillRoute(routes.updatePlan, { policyNumber: policy }), planPayload(policy)));
  it('updateFileNetId', () =>
    fuzzDeep('PUT', fillRoute(routes.updateFileNetId, { policyNumber: policy }), {
      fileNetId: '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    }));
  it('logClientUssd', () => fuzzDeep('POST', routes.logUssd, logRecord(planId, 'TX-deep')));
  it('updateUssdLog', () =>
    fuzzDeep('PUT', fillRoute(routes.updateUssdLog, { transactionId: 'TX-none' }), {
      response: 'TimeOut',
    }));
  it('generatetoken', () =>
    fuzzDeep('POST', routes.consentToken, {
      timeToLive: 720000,
      planReference: planId,
      optionalParameters: {
        cellphoneNumber: '0820000000',
        message: 'm',
        billingUserGuid: 'b',
        userLdapGuid: 'u',
      },
    }));
  it('report', () => fuzzDeep('POST', routes.report, reportFor(policy, 'Stop Order')));
  it('a real payload is far from the limit', () => {
    const depth = (v: unknown): number =>
      v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0;
    expect(depth(planPayload(policy))).toBeLessThan(MAX_BODY_DEPTH / 4);
  });
});

describe(`fuzz: ${RUNS} generated bodies per endpoint, no 5xx, 400 names the fields, refusals change nothing`, () => {
  it('createConsentForm', async () => {
    // A fresh policy number per valid body would be needed to create; duplicates answer the
    // service's E11000 500 on purpose, so the valid body here is one of another adviser (403).
    const valid = planPayload('FUZZ0002', { employeeNumber: '1007788' });
    expect(await fuzz('POST', routes.createPlan, planPayloadSchema, valid)).toBeGreaterThan(0);
  });

  it('updateConsentForm', async () => {
    const url = fillRoute(routes.updatePlan, { policyNumber: policy });
    expect(await fuzz('PUT', url, planPayloadSchema, planPayload(policy))).toBeGreaterThan(0);
  });

  it('updateFileNetId', async () => {
    const url = fillRoute(routes.updateFileNetId, { policyNumber: policy });
    const valid = { fileNetId: '3F2504E0-4F89-11D3-9A0C-0305E82C3301' };
    expect(await fuzz('PUT', url, updateFileNetIdSchema, valid)).toBeGreaterThan(0);
  });

  it('logClientUssd', async () => {
    const valid = logRecord(planId, 'TX-fuzz');
    expect(await fuzz('POST', routes.logUssd, ussdLogRecordSchema, valid)).toBeGreaterThan(0);
  });

  it('updateUssdLog', async () => {
    const url = fillRoute(routes.updateUssdLog, { transactionId: 'TX-none' });
    expect(await fuzz('PUT', url, ussdLogUpdateSchema, { response: 'TimeOut' })).toBeGreaterThan(0);
  });

  it('generatetoken', async () => {
    const valid = {
      timeToLive: 720000,
      planReference: planId,
      optionalParameters: {
        cellphoneNumber: '0820000000',
        message: 'm',
        billingUserGuid: 'b',
        userLdapGuid: 'u',
      },
    };
    expect(
      await fuzz('POST', routes.consentToken, consentTokenRequestSchema, valid),
    ).toBeGreaterThan(0);
  });

  it('report', async () => {
    const valid = reportFor(policy, 'Stop Order');
    expect(await fuzz('POST', routes.report, reportRequestSchema, valid)).toBeGreaterThan(0);
  });

  it('upload: garbage and malformed multipart bodies answer 4xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 20 }),
        fc.uint8Array({ maxLength: 400 }),
        fc.boolean(),
        async (boundary, bytes, declare) => {
          const before = dataVersion();
          const response = await app.inject({
            method: 'POST',
            url: routes.upload,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': declare
                ? `multipart/form-data; boundary=${boundary}`
                : 'multipart/form-data',
            },
            payload: Buffer.concat([Buffer.from(`--${boundary}\r\n`), Buffer.from(bytes)]),
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(dataVersion()).toBe(before);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
