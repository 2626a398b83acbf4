import type { FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = [
  '/node-ussd-integration/',
  '/api/',
  '/methub4all/api/',
  '/sandbox/api/',
  '/sandbox/handset/api/',
  '/healthz',
];

export function isApiPath(url: string) {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The policy the app needs and no more: its own scripts only; inline styles because
 * styled-components injects <style> tags; blob: for the downloaded PDF (opened from a blob URL)
 * and data:/blob: images; the verifier socket on this host; no plugins, no framing, no <base>.
 */
export function contentSecurityPolicy(host: string | undefined) {
  const sockets = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** onSend: security headers on every answer; API answers are never cached. */
export function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload: unknown) => void,
) {
  reply.header('Content-Security-Policy', contentSecurityPolicy(request.headers.host));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  else if (!reply.hasHeader('Cache-Control') && !reply.raw.hasHeader('Cache-Control')) {
    reply.header('Cache-Control', 'no-cache');
  }
  done(null, payload);
}
