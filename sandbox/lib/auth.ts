import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { sessionTokenPayloadSchema } from '../../src/api/contract.ts';
import { HttpError } from './http-errors.ts';

/** Who is calling: the adviser named in the session token. */
export interface Caller {
  employeeNumber: string;
  givenName: string;
  displayName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    authScheme: 'Basic' | 'Bearer' | null;
  }
}

const ISSUER = 'ussd-sandbox';
/** Tokens are for the USSD Web Client's services only. */
const AUDIENCE = 'ussd-web-client';
export const SECRET_FILE = 'session-secret.key';

/** The HS256 secret: generated once per data folder, kept there (owner-only), reused after. */
export function loadOrCreateSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, SECRET_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (secret.length < 32) throw new Error(`${file} does not hold a 32-byte hex secret`);
  return secret;
}

export class SessionTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  /** A token shaped like the real hub's: `{ sub: { givenName, displayName, employeeNumber } }`. */
  sign(caller: Caller): Promise<string> {
    // jose types `sub` as a string; the hub's tokens carry an object there (docs/behaviour.md#identity-and-session).
    return new SignJWT({ sub: { ...caller } } as unknown as JWTPayload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  async verify(token: string): Promise<Caller | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat'],
      });
      const { sub } = sessionTokenPayloadSchema.parse(payload);
      if (!sub.employeeNumber) return null;
      return {
        employeeNumber: sub.employeeNumber,
        givenName: sub.givenName ?? '',
        displayName: sub.displayName ?? '',
      };
    } catch {
      return null;
    }
  }
}

const AUTHORIZATION = /^(Basic|Bearer)\s+(\S+)\s*$/i;

/** An onRequest hook: a valid sandbox-signed token in `Authorization: Basic|Bearer`, or 401. */
export function authenticate(tokens: SessionTokens) {
  return async (request: FastifyRequest) => {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
    if (!match) throw new HttpError(401, 'Missing Authorization header (Basic or Bearer token)');
    const caller = await tokens.verify(match[2]);
    if (!caller) throw new HttpError(401, 'Invalid or expired session token');
    request.caller = caller;
    request.authScheme = match[1].toLowerCase() === 'bearer' ? 'Bearer' : 'Basic';
  };
}

/** The caller of an authenticated route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, 'Not signed in');
  return request.caller;
}

/** Advisers may only touch what is theirs. */
export function assertOwner(request: FastifyRequest, employeeNumber: string, what = 'this plan') {
  if (callerOf(request).employeeNumber !== employeeNumber) {
    throw new HttpError(403, `You may not access ${what}: it belongs to another adviser`);
  }
}
