import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { prepare } from './statement.ts';

/** How long a create's Idempotency-Key is remembered. */
const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

export interface RememberedAnswer {
  bodySha256: string;
  status: number;
  response: unknown;
}

/** The hash a request body is remembered by (its JSON as parsed, re-serialised). */
export const bodyHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** (adviser, Idempotency-Key) → the request's hash and the first answer, for 24 hours. */
export class IdempotencyStore {
  private readonly findStmt;
  private readonly insertStmt;
  private readonly purgeStmt;

  constructor(db: Db) {
    this.findStmt = prepare<
      [string, string, number],
      { body_sha256: string; status: number; response: string }
    >(
      db,
      `SELECT body_sha256, status, response FROM idempotency_keys
       WHERE employee_number = ? AND key = ? AND created_at > ?`,
    );
    this.insertStmt = prepare(
      db,
      `INSERT OR REPLACE INTO idempotency_keys
         (employee_number, key, body_sha256, status, response, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.purgeStmt = prepare(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?');
  }

  find(employeeNumber: string, key: string, now = Date.now()): RememberedAnswer | undefined {
    const row = this.findStmt.get(employeeNumber, key, now - IDEMPOTENCY_TTL_MS);
    return (
      row && { bodySha256: row.body_sha256, status: row.status, response: JSON.parse(row.response) }
    );
  }

  remember(employeeNumber: string, key: string, answer: RememberedAnswer, now = Date.now()) {
    this.purgeStmt.run(now - IDEMPOTENCY_TTL_MS);
    this.insertStmt.run(
      employeeNumber,
      key,
      answer.bodySha256,
      answer.status,
      JSON.stringify(answer.response),
      now,
    );
  }
}
