import type { Db } from '../db/database.ts';

/**
 * Runs `fn` in one SQLite transaction: synchronous, so nothing else runs in between, and rolled
 * back when it throws. Routes and the seed use this rather than touch the database themselves.
 */
export function atomically<T>(db: Db, fn: () => T): T {
  return db.transaction(fn)();
}
