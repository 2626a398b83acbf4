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

const LOOPBACK_NAMES = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** True for loopback host names (localhost, 127.x.x.x, [::1]). */
export const isLoopback = (hostname: string) => LOOPBACK_NAMES.test(hostname);

/** A request's Host must be a loopback name or one of the configured hosts (port ignored). */
export function hostAllowed(host: string | undefined, allowed: string[]) {
  if (!host) return false;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  return isLoopback(hostname) || allowed.some((name) => name.toLowerCase() === hostname);
}
