import type { SQLInputValue } from 'node:sqlite';
import type { Db } from '../db/database.ts';

/** A value a statement binds: a positional one, or an object of named ones (`@name`). */
type Param = SQLInputValue | object;

/**
 * A prepared statement with the types of its parameters and rows. node:sqlite's `StatementSync`
 * takes and returns untyped records; each store says once what its SQL binds and reads.
 */
export interface Statement<P extends Param[], R> {
  get(...params: P): R | undefined;
  all(...params: P): R[];
  run(...params: P): { changes: number | bigint };
}

export function prepare<P extends Param[] = Param[], R = unknown>(
  db: Db,
  sql: string,
): Statement<P, R> {
  return db.prepare(sql) as unknown as Statement<P, R>;
}

/** A statement whose rows are read as their first column's value (one column selected). */
export function prepareValue<P extends Param[], V>(db: Db, sql: string): Statement<P, V> {
  const prepared = db.prepare(sql);
  prepared.setReturnArrays(true);
  const rows = prepared as unknown as Statement<P, V[]>;
  return {
    get: (...params) => rows.get(...params)?.[0],
    all: (...params) => rows.all(...params).map((row) => row[0]),
    run: (...params) => rows.run(...params),
  };
}
