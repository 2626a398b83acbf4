import { http as mock, delay, HttpResponse } from 'msw';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isNoAnswer, shouldRetry, toApiError } from './api-error';
import { requestJson, validRequest } from './http';
import { mocks } from './mocks';
import { caught, startMockServer } from './mocks/node';

// How the client's failures become ApiErrors (api-error.ts), through real calls to MSW.
const { server, signIn } = startMockServer();

beforeEach(() => signIn());

describe('errors', () => {
  it('turns an error status into an ApiError with the status, the message and the body', async () => {
    server.use(mocks.applications.serverError);
    const error = await requestJson(
      { url: '/node-ussd-integration/v1/consent/forms/1' },
      z.unknown(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      kind: 'http',
      message: 'Something went wrong',
      body: { statusCode: 500, message: 'Something went wrong' },
    });
  });

  it('keeps a text body, so the duplicate-key text can be found', async () => {
    server.use(
      mock.post('*/text', () =>
        HttpResponse.text('MongoError: E11000 duplicate key error collection', { status: 500 }),
      ),
    );
    const error = (await requestJson({ url: '/text', method: 'POST' }, z.unknown()).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(500);
    expect(error.body).toContain('duplicate key error');
    expect(error.message).toBe('MongoError: E11000 duplicate key error collection');
  });

  it('gives status 0 when no answer comes', async () => {
    server.use(mock.get('*/down', () => HttpResponse.error()));
    await expect(requestJson({ url: '/down' }, z.unknown())).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
  });

  it('gives status 0 and kind timeout when the answer is too slow', async () => {
    server.use(
      mock.get('*/slow', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    await expect(requestJson({ url: '/slow', timeout: 50 }, z.unknown())).rejects.toMatchObject({
      status: 0,
      kind: 'timeout',
    });
  });

  it("fails loudly when a dev server answers index.html with 200 instead of the service's JSON", async () => {
    server.use(mocks.applications.htmlFallback);
    const error = await caught(
      requestJson(
        { url: '/node-ussd-integration/v1/consent/forms/1' },
        z.object({ data: z.array(z.unknown()) }),
      ),
    );
    expect(error).toMatchObject({ status: 200, kind: 'response' });
    expect(error.message).toMatch(
      /Unexpected response from GET .*forms\/1: expected JSON, got text\/html/,
    );
  });

  it('names the fields of a JSON answer that does not match the contract', async () => {
    server.use(mock.get('*/wrong', () => HttpResponse.json({ data: { name: 42 } })));
    const error = await caught(
      requestJson({ url: '/wrong' }, z.object({ data: z.object({ name: z.string() }) })),
    );
    expect(error.kind).toBe('response');
    expect(error.message).toContain('data.name');
  });

  it('refuses a request body that breaks the contract before sending it', async () => {
    const error = await caught(
      Promise.resolve().then(() => validRequest(z.object({ a: z.string() }), { a: 1 }, 'POST /x')),
    );
    expect(error).toMatchObject({ status: 0, kind: 'request' });
    expect(error.message).toContain('POST /x');
  });

  it('passes an ApiError through and wraps anything else', async () => {
    const original = new ApiError({ status: 404, message: 'x', kind: 'http' });
    expect(await toApiError(original)).toBe(original);
    expect(await toApiError(new Error('boom'))).toMatchObject({ status: 0, message: 'boom' });
  });
});

describe('shouldRetry', () => {
  const error = (status: number, kind: ApiError['kind']) =>
    new ApiError({ status, message: '', kind });

  it('retries what may pass on a second try, at most twice', () => {
    expect(shouldRetry(0, error(0, 'network'))).toBe(true);
    expect(shouldRetry(1, error(0, 'timeout'))).toBe(true);
    expect(shouldRetry(0, error(503, 'http'))).toBe(true);
    expect(shouldRetry(2, error(503, 'http'))).toBe(false);
  });

  it('never retries a 4xx (the consent log 404 is an answer), a contract mismatch or a missing token', () => {
    expect(shouldRetry(0, error(404, 'http'))).toBe(false);
    expect(shouldRetry(0, error(400, 'http'))).toBe(false);
    expect(shouldRetry(0, error(200, 'response'))).toBe(false);
    expect(shouldRetry(0, error(0, 'auth'))).toBe(false);
    expect(shouldRetry(0, error(0, 'offline'))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });
});

describe('isNoAnswer', () => {
  const error = (kind: ApiError['kind'], status = 0) =>
    new ApiError({ status, message: kind, kind });

  it('is true when no HTTP answer came: offline, no answer, or none in time', () => {
    expect(isNoAnswer(error('offline'))).toBe(true);
    expect(isNoAnswer(error('network'))).toBe(true);
    expect(isNoAnswer(error('timeout'))).toBe(true);
    expect(isNoAnswer(new Error('Save failed', { cause: error('network') }))).toBe(true);
  });

  it('is false for any answer, a 401 included, and for calls never meant to go', () => {
    expect(isNoAnswer(error('http', 401))).toBe(false);
    expect(isNoAnswer(error('http', 503))).toBe(false);
    expect(isNoAnswer(error('auth'))).toBe(false);
    expect(isNoAnswer(error('cancelled'))).toBe(false);
    expect(isNoAnswer(new Error('plain'))).toBe(false);
    expect(isNoAnswer({ status: 0 })).toBe(false);
  });
});
