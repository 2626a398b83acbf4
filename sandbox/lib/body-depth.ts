/**
 * The request body's nesting limit (docs/behaviour.md#sandbox). Every later walk over a body —
 * the contract's validation, the idempotency hash, canonical JSON — recurses, and a body nested a
 * few thousand levels deep (it fits in the 64 KiB body limit) would overflow the stack there and
 * answer 500. This walk is a loop with its own stack, so it cannot overflow, and it stops at the
 * first node past the limit; after it, every recursive walk is at most MAX_BODY_DEPTH deep.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.ts';

/** Deeper than any real payload (a plan is 3 levels) by far, shallow for any stack. */
export const MAX_BODY_DEPTH = 32;

/** The path of the first value nested deeper than `max` levels, or null when there is none. */
function tooDeepAt(body: unknown, max = MAX_BODY_DEPTH): string[] | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= max) return path;
    for (const [key, child] of Object.entries(value)) {
      if (child !== null && typeof child === 'object')
        stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** A preValidation hook: a body nested too deep is a 400 naming where, before any route sees it. */
export function bodyDepthLimit(max = MAX_BODY_DEPTH) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    const at = tooDeepAt(request.body, max);
    if (!at) return done();
    const path = at.join('.');
    done(
      new HttpError(400, `Request body is nested deeper than ${max} levels`, [
        { path, message: `Nested deeper than ${max} levels` },
      ]),
    );
  };
}
