import { chmodSync, closeSync, openSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

export type Db = DatabaseSync;

/**
 * Schema migrations, applied in order; `PRAGMA user_version` remembers how many have run.
 * Append new steps, never edit a released one.
 */
const migrations: ReadonlyArray<(db: Db) => void> = [
  (db) =>
    db.exec(`
      CREATE TABLE advisers (
        employee_number TEXT PRIMARY KEY,
        given_name      TEXT NOT NULL,
        display_name    TEXT NOT NULL,
        user_name       TEXT NOT NULL,
        branch          TEXT NOT NULL,
        region          TEXT NOT NULL
      );
      CREATE TABLE agencies (
        agency_number TEXT PRIMARY KEY,
        name          TEXT NOT NULL
      );
      -- A plan is its validated JSON payload plus the columns we search and list by.
      CREATE TABLE plans (
        id              TEXT PRIMARY KEY,
        policy_number   TEXT NOT NULL UNIQUE,
        employee_number TEXT NOT NULL,
        client_name     TEXT NOT NULL,
        client_surname  TEXT NOT NULL,
        id_number       TEXT NOT NULL,
        file_net_id     TEXT NOT NULL DEFAULT '',
        body            TEXT NOT NULL,
        created_at      TEXT NOT NULL,
        updated_at      TEXT NOT NULL
      );
      CREATE INDEX plans_by_adviser ON plans (employee_number, created_at DESC);
      -- The client-written USSD log. Clearing consent archives entries instead of deleting them.
      CREATE TABLE ussd_logs (
        id             TEXT PRIMARY KEY,
        plan_id        TEXT NOT NULL REFERENCES plans (id),
        transaction_id TEXT NOT NULL,
        response       TEXT,
        body           TEXT NOT NULL,
        created_at     TEXT NOT NULL,
        updated_at     TEXT NOT NULL,
        archived_at    TEXT
      );
      CREATE INDEX ussd_logs_by_plan ON ussd_logs (plan_id, created_at);
      CREATE INDEX ussd_logs_by_transaction ON ussd_logs (transaction_id);
      -- One-use consent tokens; only a hash of the token is kept.
      CREATE TABLE consent_tokens (
        token_hash        TEXT PRIMARY KEY,
        employee_number   TEXT NOT NULL,
        cellphone_number  TEXT NOT NULL,
        message           TEXT NOT NULL,
        billing_user_guid TEXT NOT NULL,
        user_ldap_guid    TEXT NOT NULL,
        created_at        TEXT NOT NULL,
        expires_at        INTEGER NOT NULL,
        used_at           TEXT,
        transaction_id    TEXT
      );
      -- The verifier's own record of every USSD transaction: the only source of an ACCEPT.
      CREATE TABLE verifier_transactions (
        transaction_id          TEXT PRIMARY KEY,
        employee_number         TEXT NOT NULL,
        cellphone_number        TEXT NOT NULL,
        cell_key                TEXT NOT NULL,
        masked_cellphone_number TEXT NOT NULL,
        message                 TEXT NOT NULL,
        status                  TEXT NOT NULL CHECK (status IN
                                  ('PENDING', 'RESPONDED', 'NETWORK_ERROR', 'TIMEOUT', 'CANCELLED')),
        response_option         TEXT CHECK (response_option IN ('ACCEPT', 'REJECT')),
        ussd_message            TEXT,
        created_at              TEXT NOT NULL,
        expires_at              INTEGER NOT NULL,
        finished_at             TEXT
      );
      CREATE INDEX verifier_pending ON verifier_transactions (status, cell_key);
      CREATE TABLE documents (
        id                 TEXT PRIMARY KEY,
        document_key       TEXT NOT NULL,
        taxonomy           TEXT NOT NULL,
        contract_reference TEXT NOT NULL,
        size               INTEGER NOT NULL,
        sha256             TEXT NOT NULL,
        uploaded_by        TEXT NOT NULL,
        plan_id            TEXT REFERENCES plans (id),
        created_at         TEXT NOT NULL
      );
    `),
  // 2: the application list reads only this index (no table look-ups), newest first.
  (db) =>
    db.exec(`
      DROP INDEX plans_by_adviser;
      CREATE INDEX plans_list ON plans (employee_number, created_at DESC, id, policy_number,
        client_name, client_surname, id_number, file_net_id);
    `),
  // 3: consent bound to its plan; the terms' time; reports issued; idempotent creates.
  (db) =>
    db.exec(`
      ALTER TABLE consent_tokens ADD COLUMN plan_id TEXT;
      CREATE INDEX consent_tokens_by_plan ON consent_tokens (plan_id, created_at);
      ALTER TABLE verifier_transactions ADD COLUMN plan_id TEXT;
      -- When the plan's terms last changed (create or update; attaching a document is not one).
      ALTER TABLE plans ADD COLUMN terms_updated_at TEXT;
      UPDATE plans SET terms_updated_at = updated_at;
      -- The hash of every mandate the report service issued, per plan.
      CREATE TABLE issued_reports (
        sha256    TEXT NOT NULL,
        plan_id   TEXT NOT NULL REFERENCES plans (id),
        issued_at TEXT NOT NULL,
        PRIMARY KEY (plan_id, sha256)
      );
      -- Idempotency-Key on create: (adviser, key) → the request's hash and the first answer.
      CREATE TABLE idempotency_keys (
        employee_number TEXT NOT NULL,
        key             TEXT NOT NULL,
        body_sha256     TEXT NOT NULL,
        status          INTEGER NOT NULL,
        response        TEXT NOT NULL,
        created_at      INTEGER NOT NULL,
        PRIMARY KEY (employee_number, key)
      );
    `),
];

export const schemaVersion = migrations.length;

/** How many migrations have run on this database (the health check reports it). */
export function appliedMigrations(db: Db): number {
  return pragma(db, 'user_version') as number;
}

/** One pragma's value (the first column of its one row). */
function pragma(db: Db, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get();
  return row && Object.values(row)[0];
}

/** Opens (creating if needed) the sandbox database: WAL + synchronous FULL, then migrates. */
export function openDatabase(file: string): Db {
  // 0600 before SQLite opens it: its -wal and -shm files take the database file's mode.
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: a commit is on disk before we answer, so an acknowledged write survives a crash.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db) {
  const current = appliedMigrations(db);
  if (current > migrations.length) {
    throw new Error(
      `The data folder was written by a newer sandbox (schema ${current} > ${migrations.length}).`,
    );
  }
  for (let version = current; version < migrations.length; version++) {
    // One transaction a step: a step that fails leaves the schema as the step before left it.
    db.exec('BEGIN');
    try {
      migrations[version](db);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
