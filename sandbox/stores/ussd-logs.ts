import type { Db } from '../db/database.ts';
import { prepare } from './statement.ts';
import { objectId } from '../lib/ids.ts';
import type { UssdLogEntry, UssdLogRecord, UssdLogUpdate } from '../../src/api/contract.ts';

interface LogRow {
  id: string;
  plan_id: string;
  transaction_id: string;
  body: string;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
}

export interface StoredLogEntry {
  id: string;
  planId: string;
  transactionId: string;
  archivedAt: string | null;
  entry: UssdLogEntry & { archived?: boolean; archivedAt?: string };
}

function toStored(row: LogRow): StoredLogEntry {
  const record = JSON.parse(row.body) as UssdLogRecord;
  const entry: StoredLogEntry['entry'] = {
    ...record,
    _id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.archived_at) Object.assign(entry, { archived: true, archivedAt: row.archived_at });
  return {
    id: row.id,
    planId: row.plan_id,
    transactionId: row.transaction_id,
    archivedAt: row.archived_at,
    entry,
  };
}

/** The USSD log the client writes (logClientUssd / updateUssdLog), per plan. */
export class UssdLogStore {
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly currentStmt;
  private readonly allStmt;
  private readonly byTransactionStmt;
  private readonly byIdStmt;
  private readonly anyByTransactionStmt;

  constructor(db: Db) {
    this.insertStmt = prepare(
      db,
      `
      INSERT INTO ussd_logs (id, plan_id, transaction_id, response, body, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.updateStmt = prepare(
      db,
      'UPDATE ussd_logs SET response = ?, body = ?, updated_at = ? WHERE id = ?',
    );
    this.currentStmt = prepare<[string], LogRow>(
      db,
      'SELECT * FROM ussd_logs WHERE plan_id = ? AND archived_at IS NULL ORDER BY created_at, id',
    );
    this.allStmt = prepare<[string], LogRow>(
      db,
      'SELECT * FROM ussd_logs WHERE plan_id = ? ORDER BY created_at, id',
    );
    this.byTransactionStmt = prepare<[string], LogRow>(
      db,
      `SELECT * FROM ussd_logs WHERE transaction_id = ? AND archived_at IS NULL
       ORDER BY created_at DESC LIMIT 1`,
    );
    this.byIdStmt = prepare<[string], LogRow>(db, 'SELECT * FROM ussd_logs WHERE id = ?');
    this.anyByTransactionStmt = prepare<[string], LogRow>(
      db,
      'SELECT * FROM ussd_logs WHERE transaction_id = ? LIMIT 1',
    );
  }

  create(planId: string, record: UssdLogRecord, now = new Date()): StoredLogEntry {
    const id = objectId(now.getTime());
    const at = now.toISOString();
    this.insertStmt.run(
      id,
      planId,
      record.transactionId,
      record.response ?? null,
      JSON.stringify(record),
      at,
      at,
    );
    return this.findById(id)!;
  }

  /** Merges a client update; the plan link and the transaction id never change. */
  update(current: StoredLogEntry, patch: UssdLogUpdate, now = new Date()): StoredLogEntry {
    const { _id, createdAt, updatedAt, archived, archivedAt, ...record } = current.entry;
    void [_id, createdAt, updatedAt, archived, archivedAt];
    const merged: UssdLogRecord = {
      ...record,
      ...patch,
      planReference: record.planReference,
      transactionId: record.transactionId,
    };
    this.updateStmt.run(
      merged.response ?? null,
      JSON.stringify(merged),
      now.toISOString(),
      current.id,
    );
    return this.findById(current.id)!;
  }

  current(planId: string): StoredLogEntry[] {
    return this.currentStmt.all(planId).map(toStored);
  }

  all(planId: string): StoredLogEntry[] {
    return this.allStmt.all(planId).map(toStored);
  }

  findCurrentByTransaction(transactionId: string): StoredLogEntry | undefined {
    const row = this.byTransactionStmt.get(transactionId);
    return row && toStored(row);
  }

  /** Any entry for the transaction, archived ones included: a transaction is logged once. */
  findAnyByTransaction(transactionId: string): StoredLogEntry | undefined {
    const row = this.anyByTransactionStmt.get(transactionId);
    return row && toStored(row);
  }

  findById(id: string): StoredLogEntry | undefined {
    const row = this.byIdStmt.get(id);
    return row && toStored(row);
  }
}
