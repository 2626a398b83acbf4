import type { Db } from '../db/database.ts';

let savepoints = 0;

/**
 * Runs `fn` in one SQLite transaction: synchronous, so nothing else runs in between, and rolled
 * back when it throws. Inside another transaction it is a savepoint, so a store's own atomic step
 * can run within a route's. Routes and the seed use this rather than touch the database
 * themselves.
 */
export function atomically<T>(db: Db, fn: () => T): T {
  const nested = db.isTransaction;
  const savepoint = `atomic_${++savepoints}`;
  db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN');
  try {
    const result = fn();
    db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  } catch (error) {
    db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
    throw error;
  }
}
