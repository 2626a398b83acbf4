import { createHash } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  chmodSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { prepare, prepareValue } from './statement.ts';
import { documentGuid } from '../lib/ids.ts';
import type { Taxonomy } from '../../src/api/contract.ts';

export interface StoredDocument {
  id: string;
  documentKey: string;
  contractReference: string[];
  size: number;
  sha256: string;
  uploadedBy: string;
  planId: string | null;
  createdAt: string;
}

interface DocumentRow {
  id: string;
  document_key: string;
  contract_reference: string;
  size: number;
  sha256: string;
  uploaded_by: string;
  plan_id: string | null;
  created_at: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const GUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

/** Writes bytes so that they are on disk before we answer: temp file, fsync, rename, fsync dir. */
function writeDurably(folder: string, name: string, bytes: Uint8Array) {
  const temp = join(folder, `.${name}.${process.pid}.tmp`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(folder, name));
  const dir = openSync(folder, 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** The document store: bytes as files in the data folder, metadata in SQLite. */
export class DocumentStore {
  private readonly folder: string;
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly linkStmt;
  private readonly issueStmt;
  private readonly issuedStmt;

  constructor(db: Db, dataDir: string) {
    this.folder = join(dataDir, 'documents');
    mkdirSync(this.folder, { recursive: true, mode: 0o700 });
    chmodSync(this.folder, 0o700);
    this.insertStmt = prepare(
      db,
      `
      INSERT INTO documents (id, document_key, taxonomy, contract_reference, size, sha256,
                             uploaded_by, plan_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.byIdStmt = prepare<[string], DocumentRow>(db, 'SELECT * FROM documents WHERE id = ?');
    this.linkStmt = prepare(db, 'UPDATE documents SET plan_id = ? WHERE id = ?');
    this.issueStmt = prepare(
      db,
      'INSERT OR IGNORE INTO issued_reports (sha256, plan_id, issued_at) VALUES (?, ?, ?)',
    );
    this.issuedStmt = prepareValue<[string, string], number>(
      db,
      'SELECT 1 FROM issued_reports WHERE plan_id = ? AND sha256 = ?',
    );
  }

  save(
    bytes: Uint8Array,
    taxonomy: Taxonomy,
    uploadedBy: string,
    planId: string | null = null,
    now = new Date(),
  ): StoredDocument {
    const id = documentGuid();
    writeDurably(this.folder, `${id}.pdf`, bytes);
    this.insertStmt.run(
      id,
      taxonomy.document_key,
      JSON.stringify(taxonomy),
      JSON.stringify(taxonomy.contract_reference),
      bytes.length,
      sha256(bytes),
      uploadedBy,
      planId,
      now.toISOString(),
    );
    return this.find(id)!;
  }

  /** Looks a document up by its id, with or without braces, in any case. */
  find(fileNetId: string): StoredDocument | undefined {
    const id = fileNetId.replace(/[{}\s]/g, '').toUpperCase();
    if (!GUID.test(id)) return undefined;
    const row = this.byIdStmt.get(id);
    if (!row) return undefined;
    return {
      id: row.id,
      documentKey: row.document_key,
      contractReference: JSON.parse(row.contract_reference) as string[],
      size: row.size,
      sha256: row.sha256,
      uploadedBy: row.uploaded_by,
      planId: row.plan_id,
      createdAt: row.created_at,
    };
  }

  read(document: StoredDocument): Buffer {
    return readFileSync(join(this.folder, `${document.id}.pdf`));
  }

  /** Remembers that the report service issued these bytes for the plan. */
  recordIssued(planId: string, bytes: Uint8Array, now = new Date()) {
    this.issueStmt.run(sha256(bytes), planId, now.toISOString());
  }

  /** Whether the document is a mandate the report service issued for the plan. */
  wasIssued(planId: string, document: StoredDocument): boolean {
    return this.issuedStmt.get(planId, document.sha256) !== undefined;
  }

  linkToPlan(documentId: string, planId: string) {
    this.linkStmt.run(planId, documentId);
  }
}
