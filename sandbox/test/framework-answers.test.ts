/**
 * Headers on every answer, the framework's own included, and a data folder only its owner can
 * read (docs/behaviour.md#sandbox): what Node or Fastify refuse before a route runs (a garbled
 * request, headers over the limit, a path parameter over its limit) answers with the same
 * security headers and error body as a route's refusal.
 */
import { connect } from 'node:net';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_FILE } from '../lib/auth.ts';
import { errorBodySchema } from '../../src/api/contract.ts';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import {
  THANDI,
  planPayload,
  startSandboxWithAdvisers,
  stopSandbox,
  uniquePolicy,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';

let s: Sandbox;
let thandi: string;

beforeAll(async () => {
  ({ s, thandi } = await startSandboxWithAdvisers());
});
afterAll(() => stopSandbox(s));

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends bytes as they are (fetch would refuse to send most of these) and reads the answer. */
function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function expectSecurityHeaders(headers: { get(name: string): string | null | undefined }) {
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cache-control')).toBe('no-store');
}

const plansPath = () => routes.createPlan;

describe("the framework's own answers carry the headers and the error body", () => {
  it('400 for a body that is not JSON', async () => {
    const response = await fetch(s.base + plansPath(), {
      method: 'POST',
      headers: { authorization: `Basic ${thandi}`, 'content-type': 'application/json' },
      body: '{"policy',
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers);
    expect(errorBodySchema.parse(await response.json()).statusCode).toBe(400);
  });

  it('404 for an unknown API path', async () => {
    const response = await fetch(`${s.base}/node-ussd-integration/v1/nothing-here`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response.headers);
  });

  it('413 for a JSON body over 64 KiB', async () => {
    const response = await fetch(s.base + plansPath(), {
      method: 'POST',
      headers: { authorization: `Basic ${thandi}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...planPayload(uniquePolicy()), padding: 'x'.repeat(65 * 1024) }),
    });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response.headers);
  });

  it('414 for a path parameter over its limit', async () => {
    const response = await fetch(
      s.base + fillRoute(routes.plan, { policyNumber: 'P'.repeat(400) }),
      {
        headers: { authorization: `Basic ${thandi}` },
      },
    );
    expect(response.status).toBe(414);
    expectSecurityHeaders(response.headers);
    expect(errorBodySchema.parse(await response.json()).statusCode).toBe(414);
  });

  it('431 for request headers over the limit', async () => {
    const answer = await raw(
      s.port,
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer.headers);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).statusCode).toBe(431);
  });

  it('400 for a request line that is not HTTP', async () => {
    const answer = await raw(s.port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).message).toBe(
      'The request could not be read',
    );
  });

  it('keeps answering after each of them', async () => {
    const list = await s.request(
      'GET',
      fillRoute(routes.applications, { employeeNumber: THANDI }),
      {
        token: thandi,
      },
    );
    expect(list.status).toBe(200);
  });
});

describe('the data folder', () => {
  it('is readable by its owner only: the folder 0700, its files 0600', async () => {
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    expect(await mode(s.dataDir)).toBe(0o700);
    expect(await mode(join(s.dataDir, 'documents'))).toBe(0o700);
    expect(await mode(join(s.dataDir, 'sandbox.db'))).toBe(0o600);
    for (const file of ['sandbox.db-wal', 'sandbox.db-shm', SECRET_FILE]) {
      expect(await mode(join(s.dataDir, file))).toBe(0o600);
    }
  });
});
