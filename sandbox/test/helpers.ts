import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import type { PlanPayload, VerifierMessage } from '../../src/api/contract.ts';
import { CONSENT_TOKEN_TTL_MS, planPayloadSchema } from '../../src/api/contract.ts';
import { agentDetailsFor } from '../../src/domain/agent.ts';
import { routes, fillRoute } from '../../src/api/endpoints.ts';
import type { SandboxOptions } from '../config.ts';
import { demoAdvisers } from '../../src/domain/demo-world/index.ts';
import { buildServer } from '../server.ts';

export const THANDI = demoAdvisers[0].employeeNumber;
export const PIETER = demoAdvisers[1].employeeNumber;

export interface Response<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const folders: string[] = [];

export async function tempDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'ussd-sandbox-test-'));
  folders.push(dir);
  return dir;
}

/** The script a fake build ships: long enough to be worth compressing. */
export const BUILT_SCRIPT = `console.log(${JSON.stringify('the app '.repeat(400))});`;

/** The inline script of a fake prerendered page, and its CSP hash source (dist/csp.json). */
const PAGE_SCRIPT = 'window.__context = {};';
export const PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

/**
 * A small built app as React Router's build leaves it: in `<dir>/dist/client`, the prerendered
 * pages (home/index.html, consentDetails/index.html), the single-page fallback (index.html) and
 * one hashed script with its .br and .gz beside it; in `<dir>/dist/csp.json`, the hash of the
 * pages' inline script. Returns the served folder.
 */
export async function writeBuiltApp(dir: string): Promise<string> {
  const dist = join(dir, 'dist', 'client');
  await mkdir(join(dist, 'assets'), { recursive: true });
  const write = async (name: string, content: string) => {
    await mkdir(dirname(join(dist, name)), { recursive: true });
    await writeFile(join(dist, name), content);
  };
  // Long enough to be worth compressing on the way (over 1 KiB).
  const page = (main: string) =>
    `<!doctype html><title>USSD Web Client</title><main>${main}</main><p>${'the app '.repeat(200)}</p><script>${PAGE_SCRIPT}</script>`;
  await write('index.html', page('fallback'));
  await write('home/index.html', page('list'));
  await write('consentDetails/index.html', page('details'));
  await write('assets/index-abc123.js', BUILT_SCRIPT);
  await writeFile(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(BUILT_SCRIPT));
  await writeFile(join(dist, 'assets/index-abc123.js.gz'), gzipSync(BUILT_SCRIPT));
  await writeFile(join(dir, 'dist', 'csp.json'), JSON.stringify({ scriptSrc: [PAGE_SCRIPT_HASH] }));
  return dist;
}

/** Removes every temp folder made by this test file (call in afterAll). */
export async function removeTempDirs() {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * A real sandbox on a loopback port and a temp data folder. Given a `port` and a `dataDir`, it is
 * a stopped sandbox started again: the same origin (a browser's storage and service worker are
 * the origin's) and the same database and session secret (the signed-in tokens still hold).
 */
export async function startSandbox(options: Partial<SandboxOptions> & { port?: number } = {}) {
  const { port: wanted = 0, ...serverOptions } = options;
  const dataDir = serverOptions.dataDir ?? (await tempDataDir());
  const app = await buildServer({ distDir: join(dataDir, 'no-dist'), ...serverOptions, dataDir });
  await app.listen({ host: '127.0.0.1', port: wanted });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  async function request<T = unknown>(
    method: string,
    path: string,
    init: {
      token?: string;
      scheme?: 'Basic' | 'Bearer';
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `${init.scheme ?? 'Basic'} ${init.token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(base + path, { method, headers, body });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, text, json: json as T };
  }

  async function signIn(employeeNumber = THANDI): Promise<string> {
    const response = await request<{ token: string }>('POST', '/methub4all/api/session', {
      body: { employeeNumber },
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.text}`);
    return response.json.token;
  }

  return { app, base, port, dataDir, request, signIn, close: () => app.close() };
}

/** A sandbox with both demo advisers signed in: what most test files start from. */
export async function startSandboxWithAdvisers(options: Partial<SandboxOptions> = {}) {
  const s = await startSandbox(options);
  const [thandi, pieter] = await Promise.all([s.signIn(THANDI), s.signIn(PIETER)]);
  return { s, thandi, pieter };
}

/** Closes a test file's sandbox and removes its temp folders (call in afterAll). */
export async function stopSandbox(s: Sandbox | undefined) {
  await s?.close();
  await removeTempDirs();
}

/**
 * A sandbox with Thandi and Pieter signed in for one test file: started before its tests,
 * handed to `take`, closed after them.
 */
export function useSandboxWithAdvisers(
  take: (world: Awaited<ReturnType<typeof startSandboxWithAdvisers>>) => void,
) {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    const world = await startSandboxWithAdvisers();
    sandbox = world.s;
    take(world);
  });
  afterAll(() => stopSandbox(sandbox));
}

let counter = 0;
/** A unique valid policy number for this test run (letters, digits; ≤ 14 characters). */
export function uniquePolicy(prefix = 'T') {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter}`.toUpperCase().slice(0, 14);
}

const adviserOf = (employeeNumber: string) =>
  demoAdvisers.find((a) => a.employeeNumber === employeeNumber) ?? demoAdvisers[0];

/** A complete, valid plan payload (stop order unless told otherwise). */
export function planPayload(
  policyNumber: string,
  options: {
    employeeNumber?: string;
    paymentMethod?: 'Stop Order' | 'Debit Order';
    cell?: string;
  } = {},
): PlanPayload {
  const adviser = adviserOf(options.employeeNumber ?? THANDI);
  const stop = (options.paymentMethod ?? 'Stop Order') === 'Stop Order';
  return planPayloadSchema.parse({
    policyNumber,
    fileNetId: '',
    clientInfo: {
      name: 'Lindiwe',
      initial: 'L',
      surname: 'Mthembu',
      dateOfBirth: '1991-03-14T00:00:00.000Z',
      contactDetails: { cellNumber: options.cell ?? '0825550199' },
      roleOnPolicy: 'policyHolder',
      registrationDetails: {
        identificationNumber: '9103140123086',
        identificationType: 'IdNumber',
        countryOfIssue: 'ZA',
      },
      addressDetails: {
        typeOfAddress: 'postal',
        addressLine1: 'PO Box 12',
        addressLine2: 'Durban 4001',
      },
    },
    policyInfo: {
      policyNumber,
      startDate: '2027-01-01T00:00:00.000Z',
      applicationType: 'New business',
      schemeCode: '',
      premium: '150.50',
    },
    paymentMethodType: stop ? 'Stop Order' : 'Debit Order',
    stopOrderDetails: {
      agencyName: stop ? 'South African Police Service' : '',
      agencyNumber: stop ? '220310' : '',
      empReferenceNumber: stop ? 'PERSAL12345678' : '',
      headOffice: '',
      deptCode: stop ? 'DC01' : '',
      firstdeductionDate: stop ? '2027-01-01T00:00:00.000Z' : null,
    },
    debitOrderDetails: {
      bankname: stop ? '' : 'Capitec Bank',
      branchCode: stop ? '' : '470010',
      accountNumber: stop ? '' : '1234567890',
      accountType: stop ? '' : 'Savings',
      deductionDate: stop ? null : '2027-01-25T00:00:00.000Z',
      employerCode: '',
      frequency: 1,
    },
    agentDetails: agentDetailsFor(adviser),
  });
}

export async function createPlan(s: Sandbox, token: string, payload: PlanPayload) {
  const response = await s.request<{ data: { _id: string; policyNumber: string } }>(
    'POST',
    routes.createPlan,
    { token, body: payload },
  );
  if (response.status !== 201)
    throw new Error(`create failed ${response.status}: ${response.text}`);
  return response.json.data;
}

/**
 * A consent token from the token service (Bearer, as the app sends it), for a plan whose cell is
 * `cell`: the given plan, or a new one made for the purpose.
 */
export async function consentToken(
  s: Sandbox,
  token: string,
  cell: string,
  ttl = CONSENT_TOKEN_TTL_MS,
  planReference?: string,
) {
  const response = await requestConsentToken(s, token, {
    cell,
    ttl,
    planReference:
      planReference ?? (await createPlan(s, token, planPayload(uniquePolicy('V'), { cell })))._id,
  });
  if (response.status !== 200) throw new Error(`token failed ${response.status}: ${response.text}`);
  return response.json.token;
}

/** The token request as the app sends it; the answer as it comes. */
export function requestConsentToken(
  s: Sandbox,
  token: string,
  options: { cell: string; planReference: string; ttl?: number },
) {
  return s.request<{ token: string }>('POST', routes.consentToken, {
    token,
    scheme: 'Bearer',
    body: {
      timeToLive: options.ttl ?? CONSENT_TOKEN_TTL_MS,
      planReference: options.planReference,
      optionalParameters: {
        cellphoneNumber: options.cell,
        message:
          'Meridian to deduct R150.50 mnthly from salary for emp *12345678 for X from 01/2027',
        billingUserGuid: 'billingUserGuid',
        userLdapGuid: 'userLdapGuid',
      },
    },
  });
}

export interface VerifierSession {
  messages: VerifierMessage[];
  /** Resolves with the first message (IN_PROGRESS or INVALID_TOKEN). */
  first: Promise<VerifierMessage>;
  /** Resolves when the server closes the socket. */
  closed: Promise<{ code: number; messages: VerifierMessage[] }>;
  socket: WebSocket;
}

/** Opens the verifier socket and sends the token as the first message. */
export function openVerifier(
  s: Sandbox,
  token: string | null,
  headers: Record<string, string> = {},
): VerifierSession {
  const socket = new WebSocket(`ws://127.0.0.1:${s.port}/ussd-verifier`, { headers });
  const messages: VerifierMessage[] = [];
  let resolveFirst!: (m: VerifierMessage) => void;
  const first = new Promise<VerifierMessage>((resolve) => (resolveFirst = resolve));
  socket.on('open', () => {
    if (token !== null) socket.send(token);
  });
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as VerifierMessage;
    messages.push(message);
    if (messages.length === 1) resolveFirst(message);
  });
  const closed = new Promise<{ code: number; messages: VerifierMessage[] }>((resolve, reject) => {
    socket.on('close', (code) => resolve({ code, messages }));
    socket.on('error', reject);
  });
  return { messages, first, closed, socket };
}

/** The handset's JSON API: answer the prompt of a transaction. */
export function answerPrompt(
  s: Sandbox,
  transactionId: string,
  option: 'ACCEPT' | 'REJECT' | 'DROP',
) {
  return s.request(
    'POST',
    `/sandbox/handset/api/prompts/${encodeURIComponent(transactionId)}/answer`,
    {
      body: { option },
    },
  );
}

/** The log record the app writes when the verifier says IN_PROGRESS. */
export function logRecord(planId: string, transactionId: string, cell = '0825550199') {
  return {
    billingUserGuid: 'billingUserGuid',
    cellphoneNumber: cell,
    channel: 'Electronic' as const,
    date: new Date().toISOString(),
    instructionType: 'instructionType',
    message: 'Meridian to deduct R150.50 mnthly from salary for emp *12345678 for X from 01/2027',
    planReference: planId,
    maskedCellphoneNumber: '082****199',
    transactionId,
    userLdapGuid: 'userLdapGuid',
  };
}

/**
 * The whole consent flow as the app runs it: token → socket → IN_PROGRESS → log → handset answer
 * → final status → log update. Returns the final verifier message.
 */
export async function runConsent(
  s: Sandbox,
  token: string,
  planId: string,
  option: 'ACCEPT' | 'REJECT' | 'DROP',
  cell = '0825550199',
) {
  const session = openVerifier(s, await consentToken(s, token, cell, undefined, planId));
  const started = await session.first;
  const transactionId = started.transactionId!;
  const logged = await s.request('POST', routes.logUssd, {
    token,
    body: logRecord(planId, transactionId, cell),
  });
  if (logged.status !== 201) throw new Error(`log failed ${logged.status}: ${logged.text}`);
  const answered = await answerPrompt(s, transactionId, option);
  if (answered.status !== 200)
    throw new Error(`answer failed ${answered.status}: ${answered.text}`);
  const { messages } = await session.closed;
  const final = messages[messages.length - 1];
  const response = final.authStatus === 'RESPONDED' ? final.responseOption! : 'TimeOut';
  const updated = await s.request('PUT', fillRoute(routes.updateUssdLog, { transactionId }), {
    token,
    body: { response },
  });
  if (updated.status !== 200)
    throw new Error(`log update failed ${updated.status}: ${updated.text}`);
  return { transactionId, final, messages };
}
