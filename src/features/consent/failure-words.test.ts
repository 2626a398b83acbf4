import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { duplicateKeyMessage } from '../../api/mocks';
import { describeApiError, describeSaveError } from './failure-words';

const http = (status: number, body?: unknown, message = `Request failed with status ${status}`) =>
  new ApiError({ status, message, body, kind: 'http' });

describe('describeSaveError', () => {
  it('names the policy number when a 500 says duplicate key error (JSON body)', () => {
    const error = http(500, { statusCode: 500, message: duplicateKeyMessage('MFP00012345') });
    expect(describeSaveError(error, 'MFP00012345')).toBe(
      'Error: Form with policy number MFP00012345 already exists',
    );
  });

  it('finds the text in a plain-text body too', () => {
    const error = http(500, 'MongoServerError: E11000 duplicate key error collection: x');
    expect(describeSaveError(error, 'MFP1')).toBe(
      'Error: Form with policy number MFP1 already exists',
    );
  });

  it('uses the policy number of the form, not the one in the text', () => {
    const error = http(500, { message: duplicateKeyMessage('OTHER') });
    expect(describeSaveError(error, 'MFP2')).toBe(
      'Error: Form with policy number MFP2 already exists',
    );
  });

  it("any other 500 is 'Error: 500'", () => {
    expect(describeSaveError(http(500, { message: 'Something went wrong' }), 'MFP1')).toBe(
      'Error: 500',
    );
  });

  it('a duplicate-key text with another status is not a duplicate', () => {
    expect(describeSaveError(http(400, { message: 'duplicate key error' }), 'MFP1')).toBe(
      'Error: 400',
    );
  });

  it("other statuses are 'Error: {status}'", () => {
    expect(describeSaveError(http(404), 'MFP1')).toBe('Error: 404');
    expect(describeSaveError(http(401), 'MFP1')).toBe('Error: 401');
  });

  it('without an HTTP answer (status 0) the message says what happened', () => {
    const error = new ApiError({
      status: 0,
      message: 'Request timed out: POST /x',
      kind: 'timeout',
    });
    expect(describeSaveError(error, 'MFP1')).toBe('Error: Request timed out: POST /x');
  });
});

describe('describeApiError', () => {
  it("is 'Error: {status}' for update and consent-token failures", () => {
    expect(describeApiError(http(503))).toBe('Error: 503');
  });
});
