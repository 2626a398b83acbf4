import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import { verifierEndpointResponseSchema, verifierMessageSchema } from '../../src/api/contract.ts';
import {
  THANDI,
  answerPrompt,
  consentToken,
  createPlan,
  logRecord,
  openVerifier,
  planPayload,
  removeTempDirs,
  startSandbox,
  uniquePolicy,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';

let s: Sandbox;
let quick: Sandbox;
let thandi: string;

beforeAll(async () => {
  [s, quick] = await Promise.all([
    startSandbox({ pingIntervalMs: 200 }),
    startSandbox({ ussdTimeoutS: 1 }),
  ]);
  thandi = await s.signIn(THANDI);
});
afterAll(async () => {
  await Promise.all([s.close(), quick.close()]);
  await removeTempDirs();
});

const prompts = (box: Sandbox, cell: string) =>
  box.request<
    Array<{ transactionId: string; cellphoneNumber: string; message: string; expiresAt: string }>
  >('GET', `/sandbox/handset/api/prompts?cell=${encodeURIComponent(cell)}`);

describe('consent token service', () => {
  it('needs the Bearer scheme (401 with Basic)', async () => {
    const response = await s.request('POST', routes.consentToken, {
      token: thandi,
      scheme: 'Basic',
      body: {
        timeToLive: 1000,
        optionalParameters: {
          cellphoneNumber: '1',
          message: 'm',
          billingUserGuid: '',
          userLdapGuid: '',
        },
      },
    });
    expect(response.status).toBe(401);
  });

  it('validates the request (400) and caps timeToLive at 12 minutes', async () => {
    const bad = await s.request<{ issues: Array<{ path: string }> }>('POST', routes.consentToken, {
      token: thandi,
      scheme: 'Bearer',
      body: {
        timeToLive: 720_001,
        optionalParameters: {
          cellphoneNumber: '',
          message: 'm',
          billingUserGuid: '',
          userLdapGuid: '',
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i) => i.path)).toEqual([
      'timeToLive',
      'planReference',
      'optionalParameters.cellphoneNumber',
    ]);
  });

  it('tells the verifier address from the request host', async () => {
    const response = await s.request('GET', routes.verifierEndpoint, { token: thandi });
    expect(verifierEndpointResponseSchema.parse(response.json)).toEqual({
      ussdVerifierEndpoint: `ws://127.0.0.1:${s.port}/ussd-verifier`,
    });
    // Behind the Vite dev proxy the Host is the dev server's (fetch cannot set Host: use http).
    const proxied = await new Promise<string>((resolve, reject) => {
      const req = get(
        {
          host: '127.0.0.1',
          port: s.port,
          path: routes.verifierEndpoint,
          headers: { host: 'localhost:5173', authorization: `Basic ${thandi}` },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
    });
    expect(JSON.parse(proxied)).toEqual({
      ussdVerifierEndpoint: 'ws://localhost:5173/ussd-verifier',
    });
  });
});

describe('verifier outcomes', () => {
  it('ACCEPT: IN_PROGRESS with a masked cell and a transaction id, then RESPONDED/ACCEPT, then closes', async () => {
    const session = openVerifier(s, await consentToken(s, thandi, '+27 82 123 0001'), {
      origin: `http://127.0.0.1:${s.port}`,
    });
    const first = await session.first;
    expect(first).toMatchObject({
      authStatus: 'IN_PROGRESS',
      maskedCellphoneNumber: '082****001',
      ussdMessage: 'No error',
    });
    expect(first.transactionId).toMatch(/^TX-/);
    // The handset sees it under any spelling of the number.
    const pending = await prompts(s, '0821230001');
    expect(pending.json).toEqual([
      expect.objectContaining({
        transactionId: first.transactionId,
        cellphoneNumber: '+27 82 123 0001',
      }),
    ]);
    expect(Date.parse(pending.json[0].expiresAt)).toBeGreaterThan(Date.now() + 100_000);
    expect((await answerPrompt(s, first.transactionId!, 'ACCEPT')).status).toBe(200);
    const { code, messages } = await session.closed;
    expect(code).toBe(1000);
    expect(messages).toHaveLength(2);
    messages.forEach((m) => verifierMessageSchema.parse(m));
    expect(messages[1]).toEqual({
      authStatus: 'RESPONDED',
      maskedCellphoneNumber: '082****001',
      transactionId: first.transactionId,
      responseOption: 'ACCEPT',
      ussdMessage: 'No error',
    });
    expect((await prompts(s, '0821230001')).json).toEqual([]);
    // A second answer is too late.
    expect((await answerPrompt(s, first.transactionId!, 'REJECT')).status).toBe(409);
  });

  it('REJECT: RESPONDED with responseOption REJECT', async () => {
    const session = openVerifier(s, await consentToken(s, thandi, '0821230002'));
    const first = await session.first;
    await answerPrompt(s, first.transactionId!, 'REJECT');
    const { messages } = await session.closed;
    expect(messages.map((m) => [m.authStatus, m.responseOption])).toEqual([
      ['IN_PROGRESS', null],
      ['RESPONDED', 'REJECT'],
    ]);
  });

  it('a dropped handset session: NETWORK_ERROR with a readable message', async () => {
    const session = openVerifier(s, await consentToken(s, thandi, '0821230003'));
    const first = await session.first;
    await answerPrompt(s, first.transactionId!, 'DROP');
    const { messages } = await session.closed;
    expect(messages[1]).toMatchObject({
      authStatus: 'NETWORK_ERROR',
      transactionId: first.transactionId,
    });
    expect(messages[1].ussdMessage).toMatch(/dropped/);
  });

  it('no answer in time: TIMEOUT (1 s timeout)', async () => {
    const quickToken = await quick.signIn(THANDI);
    const session = openVerifier(quick, await consentToken(quick, quickToken, '0821230004'));
    const first = await session.first;
    expect(first.authStatus).toBe('IN_PROGRESS');
    const started = Date.now();
    const { messages } = await session.closed;
    expect(Date.now() - started).toBeGreaterThan(700);
    expect(messages[1]).toMatchObject({
      authStatus: 'TIMEOUT',
      transactionId: first.transactionId,
      responseOption: null,
    });
    expect(messages[1].ussdMessage).toMatch(/within 1 seconds/);
    expect((await answerPrompt(quick, first.transactionId!, 'ACCEPT')).status).toBe(409);
  });

  it('an unknown token: INVALID_TOKEN, then closes', async () => {
    const session = openVerifier(s, 'no-such-token');
    const { messages } = await session.closed;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ authStatus: 'INVALID_TOKEN', transactionId: null });
    expect(messages[0].ussdMessage).toMatch(/unknown, expired/);
  });

  it('a reused token: INVALID_TOKEN the second time', async () => {
    const token = await consentToken(s, thandi, '0821230005');
    const once = openVerifier(s, token);
    expect((await once.first).authStatus).toBe('IN_PROGRESS');
    const twice = openVerifier(s, token);
    expect((await twice.closed).messages.map((m) => m.authStatus)).toEqual(['INVALID_TOKEN']);
    once.socket.close();
    await once.closed;
  });

  it('an expired token: INVALID_TOKEN', async () => {
    const token = await consentToken(s, thandi, '0821230006', 1);
    const issued = Date.now();
    // The token lives 1 ms: poll the clock past it rather than sleep a guessed time.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(issued + 1), { interval: 1 });
    const session = openVerifier(s, token);
    expect((await session.closed).messages.map((m) => m.authStatus)).toEqual(['INVALID_TOKEN']);
  });

  it('accepts the token as JSON too ("…" or { token })', async () => {
    const token = await consentToken(s, thandi, '0821230007');
    const session = openVerifier(s, JSON.stringify({ token }));
    expect((await session.first).authStatus).toBe('IN_PROGRESS');
    session.socket.close();
    await session.closed;
  });

  it('withdraws the prompt when the client goes away', async () => {
    const session = openVerifier(s, await consentToken(s, thandi, '0821230008'));
    const first = await session.first;
    expect((await prompts(s, '0821230008')).json).toHaveLength(1);
    session.socket.close();
    await session.closed;
    await vi.waitFor(async () => expect((await prompts(s, '0821230008')).json).toEqual([]), {
      interval: 10,
    });
    expect((await answerPrompt(s, first.transactionId!, 'ACCEPT')).status).toBe(409);
  });

  it('ends a socket that stops answering pings', async () => {
    const session = openVerifier(s, await consentToken(s, thandi, '0821230009'));
    await session.first;
    // Stop answering pings: ws answers them automatically, so pause the socket's reading.
    (session.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await vi.waitFor(async () => expect((await prompts(s, '0821230009')).json).toEqual([]), {
      timeout: 5000,
      interval: 50,
    });
    session.socket.terminate();
  });
});

describe('origin check', () => {
  it('refuses a browser from another origin, allows its own host and the dev origin', async () => {
    const evil = openVerifier(s, 'x', { origin: 'https://evil.example' });
    await expect(evil.closed).rejects.toThrow(/403/);
    const dev = openVerifier(s, 'x', { origin: 'http://localhost:5173' });
    expect((await dev.closed).messages[0].authStatus).toBe('INVALID_TOKEN');
    const same = openVerifier(s, 'x', { origin: `http://127.0.0.1:${s.port}` });
    expect((await same.closed).messages[0].authStatus).toBe('INVALID_TOKEN');
  });
});

describe('the log cannot forge consent', () => {
  it('refuses an ACCEPT that contradicts the verifier (409), takes the true answer', async () => {
    const policy = uniquePolicy();
    const { _id } = await createPlan(s, thandi, planPayload(policy));
    const session = openVerifier(s, await consentToken(s, thandi, '0825550199', undefined, _id));
    const { transactionId } = await session.first;
    const logged = await s.request('POST', routes.logUssd, {
      token: thandi,
      body: logRecord(_id, transactionId!),
    });
    expect(logged.status).toBe(201);
    const update = (response: string) =>
      s.request('PUT', fillRoute(routes.updateUssdLog, { transactionId: transactionId! }), {
        token: thandi,
        body: { response },
      });
    // Still pending: no ACCEPT yet.
    const early = await update('ACCEPT');
    expect(early.status).toBe(409);
    expect(early.text).toContain('Consent cannot be forged from a browser');
    await answerPrompt(s, transactionId!, 'REJECT');
    await session.closed;
    expect((await update('ACCEPT')).status).toBe(409);
    expect((await update('TimeOut')).status).toBe(409);
    expect((await update('REJECT')).status).toBe(200);
    const log = await s.request<{ data: Array<{ response: string }> }>(
      'GET',
      fillRoute(routes.clientUssdLog, { policyNumber: policy }),
      { token: thandi },
    );
    expect(log.json.data.map((e) => e.response)).toEqual(['REJECT']);
  });

  it('takes a log for an unknown transaction, but never with ACCEPT', async () => {
    const { _id } = await createPlan(s, thandi, planPayload(uniquePolicy()));
    const accepted = await s.request('POST', routes.logUssd, {
      token: thandi,
      body: { ...logRecord(_id, 'TX-made-up-1'), response: 'ACCEPT' },
    });
    expect(accepted.status).toBe(409);
    const plain = await s.request('POST', routes.logUssd, {
      token: thandi,
      body: logRecord(_id, 'TX-made-up-2'),
    });
    expect(plain.status).toBe(201);
    const forged = await s.request(
      'PUT',
      fillRoute(routes.updateUssdLog, { transactionId: 'TX-made-up-2' }),
      {
        token: thandi,
        body: { response: 'ACCEPT' },
      },
    );
    expect(forged.status).toBe(409);
    const timeout = await s.request(
      'PUT',
      fillRoute(routes.updateUssdLog, { transactionId: 'TX-made-up-2' }),
      {
        token: thandi,
        body: { response: 'TimeOut' },
      },
    );
    expect(timeout.status).toBe(200);
  });
});

describe('automatic answers', () => {
  it('SANDBOX_USSD_AUTO=accept answers every prompt by itself', async () => {
    const auto = await startSandbox({ auto: 'accept', autoDelayMs: 50 });
    try {
      const token = await auto.signIn(THANDI);
      const session = openVerifier(auto, await consentToken(auto, token, '0821230010'));
      const { messages } = await session.closed;
      expect(messages.map((m) => m.authStatus)).toEqual(['IN_PROGRESS', 'RESPONDED']);
      expect(messages[1].responseOption).toBe('ACCEPT');
    } finally {
      await auto.close();
    }
  });
});
