import { randomBytes, randomUUID } from 'node:crypto';

/** A MongoDB-style ObjectId (24 hex digits, time first), like the real service's `_id`s. */
export function objectId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** A document-store GUID, upper case without braces (the store wraps it in braces on upload). */
export function documentGuid(): string {
  return randomUUID().toUpperCase();
}

/** A verifier transaction id, like the gateway's: opaque, unique, safe in a URL. */
export function transactionId(): string {
  return `TX-${randomUUID()}`;
}
