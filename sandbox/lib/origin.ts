import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from './http-errors.ts';

/** Browsers must come from this host or a configured dev origin; other clients send no Origin. */
export function originAllowed(origin: string | undefined, host: string | undefined, dev: string[]) {
  if (origin === undefined) return true;
  if (dev.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** An onRequest hook: a state-changing sandbox call from a browser must come from our pages. */
export function assertSameOrigin(devOrigins: string[]) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const allowed = originAllowed(request.headers.origin, request.headers.host, devOrigins);
    done(allowed ? undefined : new HttpError(403, 'Origin not allowed'));
  };
}
