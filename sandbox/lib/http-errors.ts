import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { ErrorBody } from '../../src/api/contract.ts';
import { errorBody } from '../../src/api/error-body.ts';

export { errorBody };

// The contract is written with zod/mini, which carries no default messages: the 400s below name
// each failing field with zod's English message ('Too big: expected string to have <=14
// characters'), not a bare 'Invalid input'.
z.config(z.locales.en());

/** An error a route throws on purpose: it becomes an `errorBodySchema` body with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
  }
}

/** Parses a request part with a contract schema, or throws a 400 naming each failing field. */
export function parseOr400<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  what = 'request body',
): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  throw new HttpError(400, `Invalid ${what}`, issues);
}

/**
 * One error handler: our own HttpErrors keep their status; Fastify's client errors (bad JSON,
 * wrong content type, too large) keep theirs; anything else is logged and becomes a bare 500.
 * A malformed request never reaches the last branch.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send(errorBody(error.statusCode, error.message, error.issues));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(errorBody(status, error.message));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(errorBody(500, 'Internal Server Error'));
}
