import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../src/api/error-body.ts';

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
function contentSecurityPolicy(host: string | undefined, scriptHashes: readonly string[]) {
  const sockets = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
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

/**
 * The headers every answer carries; an API answer (or one with no known path) is never cached.
 * `scriptHashes`: the app's pages allow their own inline scripts by hash (app-files.ts).
 */
export function securityHeaderValues(
  host: string | undefined,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(host, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** onSend: security headers on every answer; API answers are never cached. */
export function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload: unknown) => void,
) {
  // A page of the app has already set its own policy, with its scripts' hashes (app-files.ts).
  const { 'Content-Security-Policy': policy, ...others } = securityHeaderValues(
    request.headers.host,
  );
  reply.headers(others);
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
  if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  else if (!reply.hasHeader('Cache-Control') && !reply.raw.hasHeader('Cache-Control')) {
    reply.header('Cache-Control', 'no-cache');
  }
  done(null, payload);
}

/**
 * Fastify's clientErrorHandler: a request Node could not parse (headers over the limit → 431,
 * a garbled request line → 400, a stalled one → 408) never reaches the routes or the onSend
 * hook, so this answer writes the same headers itself, with the one error body shape.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'Request headers are larger than this sandbox accepts'
      : status === 408
        ? 'The request took too long to arrive'
        : 'The request could not be read';
  const body = JSON.stringify(errorBody(status, message));
  const headers = {
    ...securityHeaderValues(undefined),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
