import { http as mock, HttpResponse } from 'msw';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AUTH_TOKEN_MISSING,
  http,
  OFFLINE_MESSAGE,
  onSessionTokenCheck,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  requestBlob,
  requestJson,
} from './http';
import { mocks } from './mocks';
import { caught, stubCookies, startMockServer } from './mocks/node';
import { createQueryClient, readRetryDelay } from './query-client';

const { server, signIn } = startMockServer();
const echoSchema = z.object({ authorization: z.string(), xsrf: z.string().nullable() });

/** A route that answers with the headers it received. */
function echoHeaders() {
  server.use(
    mock.all('*/echo', ({ request }) =>
      HttpResponse.json({
        authorization: request.headers.get('Authorization') ?? '',
        xsrf: request.headers.get(XSRF_HEADER_NAME),
      }),
    ),
  );
}

beforeEach(() => signIn());

describe('the client (axios as documented)', () => {
  it('is an axios.create instance on the fetch adapter, with the call timeout and JSON accepted', () => {
    expect(http.defaults.adapter).toBe('fetch');
    expect(http.defaults.timeout).toBe(30_000);
    expect(http.defaults.withXSRFToken).toBe(false);
    expect(http.defaults.headers.Accept).toBe('application/json');
  });
});

describe('authorisation', () => {
  it('presents the session token with the Basic scheme by default', async () => {
    signIn('tok-123');
    echoHeaders();
    const answer = await requestJson({ url: '/echo' }, echoSchema);
    expect(answer.authorization).toBe('Basic tok-123');
  });

  it('presents it with the Bearer scheme when the call asks for it', async () => {
    signIn('tok-123');
    echoHeaders();
    const answer = await requestJson({ url: '/echo', authScheme: 'Bearer' }, echoSchema);
    expect(answer.authorization).toBe('Bearer tok-123');
  });

  it('keeps an Authorization header the call already carries, and looks for no token', async () => {
    signIn(null);
    const checked = vi.fn();
    const stop = onSessionTokenCheck(checked);
    echoHeaders();
    const answer = await requestJson(
      { url: '/echo', headers: { Authorization: 'Basic given' } },
      echoSchema,
    );
    stop();
    expect(answer.authorization).toBe('Basic given');
    expect(checked).not.toHaveBeenCalled();
  });

  it('sends query parameters encoded, leaving an undefined one out', async () => {
    signIn('tok-123');
    server.use(
      mock.get('*/query', ({ request }) =>
        HttpResponse.json({ search: new URL(request.url).search }),
      ),
    );
    const answer = await requestJson(
      { url: '/query', params: { planReference: 'P 1&2', empty: '', skipped: undefined } },
      z.object({ search: z.string() }),
    );
    expect(answer.search).toBe('?planReference=P+1%262&empty=');
  });

  it('copies the anti-forgery cookie into its header', async () => {
    stubCookies({ [XSRF_COOKIE_NAME]: 'xsrf-value' });
    echoHeaders();
    const answer = await requestJson({ url: '/echo', method: 'POST', data: {} }, echoSchema);
    expect(XSRF_COOKIE_NAME).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER_NAME).toBe('X-XSRF-TOKEN');
    expect(answer.xsrf).toBe('xsrf-value');
  });

  it('sends no anti-forgery header when there is no cookie', async () => {
    echoHeaders();
    expect((await requestJson({ url: '/echo' }, echoSchema)).xsrf).toBeNull();
  });
});

// What the app then does (the alert, the drafts, the cookies) is the session's, and tested there:
// src/app/session/missing-token.test.ts.
describe('no session token', () => {
  it("refuses the call without sending it, as kind 'auth' with 'auth token not set.'", async () => {
    signIn(null);
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const call = requestJson({ url: '/node-ussd-integration/v1/consent/forms/1' }, z.unknown());
    await expect(call).rejects.toMatchObject({
      status: 0,
      kind: 'auth',
      message: AUTH_TOKEN_MISSING,
    });
    server.events.removeListener('request:start', sent);
    expect(AUTH_TOKEN_MISSING).toBe('auth token not set.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('tells its listener, call by call, whether a token was found, until it unsubscribes', async () => {
    const checked = vi.fn();
    const stop = onSessionTokenCheck(checked);
    signIn(null);
    await expect(requestJson({ url: '/a' }, z.unknown())).rejects.toBeInstanceOf(ApiError);
    signIn('tok');
    echoHeaders();
    await requestJson({ url: '/echo' }, echoSchema);
    stop();
    signIn(null);
    await expect(requestJson({ url: '/a' }, z.unknown())).rejects.toBeInstanceOf(ApiError);
    expect(checked.mock.calls).toEqual([[false], [true]]);
  });
});

describe('files', () => {
  it('answers a file as a Blob', async () => {
    const blob = await requestBlob({ url: '/api/funeral/document/v1/ABC' });
    expect(blob.size).toBeGreaterThan(100);
    expect((await blob.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('refuses an HTML page where a file was expected', async () => {
    server.use(mocks.document.htmlFallback);
    const error = await caught(requestBlob({ url: '/api/funeral/document/v1/ABC' }));
    expect(error).toMatchObject({ status: 200, kind: 'response' });
    expect(error.message).toContain('expected a file, got text/html');
  });

  it('reads the JSON error body of a failed file call', async () => {
    server.use(mocks.document.notFound);
    await expect(requestBlob({ url: '/api/funeral/document/v1/ABC' })).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
      body: { statusCode: 404 },
    });
  });
});

describe('offline (docs/behaviour.md#flaky-networks)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fails a call at once with the plain offline message, without sending it', async () => {
    const seen = vi.fn();
    server.use(
      mock.post('*/save', () => {
        seen();
        return HttpResponse.json({});
      }),
    );
    vi.stubGlobal('navigator', { onLine: false });
    const started = Date.now();
    const error = await caught(
      requestJson({ method: 'POST', url: '/save', data: {} }, z.unknown()),
    );
    expect(error).toMatchObject({ status: 0, kind: 'offline', message: OFFLINE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen).not.toHaveBeenCalled();
  });

  it('sends again as soon as the browser is back online', async () => {
    echoHeaders();
    vi.stubGlobal('navigator', { onLine: true });
    await expect(requestJson({ url: '/echo' }, echoSchema)).resolves.toMatchObject({
      authorization: expect.stringMatching(/^Basic /) as unknown,
    });
  });

  it("the app's QueryClient neither pauses a write offline nor retries it: it fails once, at once", async () => {
    const client = createQueryClient();
    const write = vi.fn(() =>
      Promise.reject(new ApiError({ status: 0, message: OFFLINE_MESSAGE, kind: 'offline' })),
    );
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      const mutation = client.getMutationCache().build(client, { mutationFn: write });
      await expect(mutation.execute(undefined)).rejects.toMatchObject({ kind: 'offline' });
      expect(write).toHaveBeenCalledTimes(1);
      expect(mutation.state.isPaused).toBe(false);
    } finally {
      onlineManager.setOnline(true);
      client.clear();
    }
  });

  it('retries a read that found no answer, with growing waits, and never a write', async () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.networkMode).toBe('always');
    expect([0, 1, 2, 5].map(readRetryDelay)).toEqual([1000, 2000, 4000, 10_000]);
    let calls = 0;
    vi.useFakeTimers();
    try {
      const read = client.fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          calls += 1;
          if (calls < 3) throw new ApiError({ status: 0, message: 'down', kind: 'network' });
          return Promise.resolve('answer');
        },
      });
      await vi.advanceTimersByTimeAsync(1000 + 2000 + 100);
      await expect(read).resolves.toBe('answer');
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
      client.clear();
    }
  });
});
