import type { Db } from '../db/database.ts';
import { prepare, prepareValue } from './statement.ts';
import { atomically } from './atomic.ts';
import type { RESPONSE_ACCEPT, RESPONSE_REJECT } from '../../src/api/contract.ts';

/** What the client answered on the handset. */
export type UssdAnswer = typeof RESPONSE_ACCEPT | typeof RESPONSE_REJECT;
export type TransactionStatus = 'PENDING' | 'RESPONDED' | 'NETWORK_ERROR' | 'TIMEOUT' | 'CANCELLED';

export interface Transaction {
  transactionId: string;
  /** The plan the consent is for (null for transactions older than the binding). */
  planId: string | null;
  employeeNumber: string;
  cellphoneNumber: string;
  maskedCellphoneNumber: string;
  message: string;
  status: TransactionStatus;
  responseOption: UssdAnswer | null;
  ussdMessage: string | null;
  createdAt: string;
  expiresAt: number;
  finishedAt: string | null;
}

/** A consent token as stored: only its hash is kept. */
export interface StoredToken {
  planId: string | null;
  employeeNumber: string;
  cellphoneNumber: string;
  message: string;
  expiresAt: number;
  usedAt: string | null;
}

interface TransactionRow {
  transaction_id: string;
  plan_id: string | null;
  employee_number: string;
  cellphone_number: string;
  masked_cellphone_number: string;
  message: string;
  status: TransactionStatus;
  response_option: UssdAnswer | null;
  ussd_message: string | null;
  created_at: string;
  expires_at: number;
  finished_at: string | null;
}

function toTransaction(row: TransactionRow): Transaction {
  return {
    transactionId: row.transaction_id,
    planId: row.plan_id,
    employeeNumber: row.employee_number,
    cellphoneNumber: row.cellphone_number,
    maskedCellphoneNumber: row.masked_cellphone_number,
    message: row.message,
    status: row.status,
    responseOption: row.response_option,
    ussdMessage: row.ussd_message,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    finishedAt: row.finished_at,
  };
}

/** A new transaction or a seeded, finished one; `cellKey` is the normalised cell number. */
export type TransactionInput = Omit<
  Transaction,
  'status' | 'responseOption' | 'ussdMessage' | 'finishedAt'
> &
  Partial<Pick<Transaction, 'status' | 'responseOption' | 'ussdMessage' | 'finishedAt'>> & {
    cellKey: string;
  };

/**
 * The verifier's own record: consent tokens (by hash) and USSD transactions. The gateway decides;
 * this only reads and writes rows.
 */
export class VerifierStore {
  private readonly stmts;

  constructor(private readonly db: Db) {
    this.stmts = {
      insertToken: prepare(
        db,
        `
        INSERT INTO consent_tokens (token_hash, plan_id, employee_number, cellphone_number,
          message, billing_user_guid, user_ldap_guid, created_at, expires_at)
        VALUES (@tokenHash, @planId, @employeeNumber, @cellphoneNumber, @message,
          @billingUserGuid, @userLdapGuid, @createdAt, @expiresAt)`,
      ),
      tokensSince: prepareValue<[string, string], string>(
        db,
        'SELECT created_at FROM consent_tokens WHERE plan_id = ? AND created_at > ? ORDER BY created_at',
      ),
      token: prepare<[string], StoredToken>(
        db,
        `
        SELECT plan_id AS planId, employee_number AS employeeNumber,
          cellphone_number AS cellphoneNumber, message, expires_at AS expiresAt, used_at AS usedAt
        FROM consent_tokens WHERE token_hash = ?`,
      ),
      useToken: prepare(
        db,
        'UPDATE consent_tokens SET used_at = ?, transaction_id = ? WHERE token_hash = ? AND used_at IS NULL',
      ),
      insertTransaction: prepare(
        db,
        `
        INSERT INTO verifier_transactions (transaction_id, plan_id, employee_number,
          cellphone_number, cell_key, masked_cellphone_number, message, status, response_option,
          ussd_message, created_at, expires_at, finished_at)
        VALUES (@transactionId, @planId, @employeeNumber, @cellphoneNumber, @cellKey,
          @maskedCellphoneNumber, @message, @status, @responseOption, @ussdMessage, @createdAt,
          @expiresAt, @finishedAt)`,
      ),
      transaction: prepare<[string], TransactionRow>(
        db,
        'SELECT * FROM verifier_transactions WHERE transaction_id = ?',
      ),
      finish: prepare(
        db,
        `
        UPDATE verifier_transactions
        SET status = ?, response_option = ?, ussd_message = ?, finished_at = ?
        WHERE transaction_id = ? AND status = 'PENDING'`,
      ),
      pendingFor: prepare<[string, number], TransactionRow>(
        db,
        `
        SELECT * FROM verifier_transactions
        WHERE status = 'PENDING' AND cell_key = ? AND expires_at > ? ORDER BY created_at`,
      ),
      pendingForPlan: prepare<[string, number], TransactionRow>(
        db,
        `
        SELECT * FROM verifier_transactions
        WHERE status = 'PENDING' AND plan_id = ? AND expires_at > ? ORDER BY created_at`,
      ),
      acceptedSince: prepare<[string, string], TransactionRow>(
        db,
        `
        SELECT * FROM verifier_transactions
        WHERE plan_id = ? AND status = 'RESPONDED' AND response_option = 'ACCEPT'
          AND created_at >= ? LIMIT 1`,
      ),
      pendingAll: prepare<[number], TransactionRow>(
        db,
        `
        SELECT * FROM verifier_transactions
        WHERE status = 'PENDING' AND expires_at > ? ORDER BY created_at`,
      ),
      cancelOpen: prepare(
        db,
        `
        UPDATE verifier_transactions SET status = 'CANCELLED', ussd_message = ?, finished_at = ?
        WHERE status = 'PENDING'`,
      ),
    };
  }

  /** Runs `fn` in one SQLite transaction (see atomic.ts). */
  atomically<T>(fn: () => T): T {
    return atomically(this.db, fn);
  }

  insertToken(token: {
    tokenHash: string;
    planId: string;
    employeeNumber: string;
    cellphoneNumber: string;
    message: string;
    billingUserGuid: string;
    userLdapGuid: string;
    createdAt: string;
    expiresAt: number;
  }) {
    this.stmts.insertToken.run(token);
  }

  /** When this plan's tokens since `sinceIso` were issued, oldest first. */
  tokensIssuedSince(planId: string, sinceIso: string): string[] {
    return this.stmts.tokensSince.all(planId, sinceIso);
  }

  token(tokenHash: string): StoredToken | undefined {
    return this.stmts.token.get(tokenHash);
  }

  /** Marks the token used by this transaction; false when it was used already. */
  useToken(tokenHash: string, transactionId: string, usedAt: string): boolean {
    return this.stmts.useToken.run(usedAt, transactionId, tokenHash).changes === 1;
  }

  insertTransaction(input: TransactionInput) {
    this.stmts.insertTransaction.run({
      status: 'PENDING',
      responseOption: null,
      ussdMessage: null,
      finishedAt: null,
      ...input,
    });
  }

  find(transactionId: string): Transaction | undefined {
    const row = this.stmts.transaction.get(transactionId);
    return row && toTransaction(row);
  }

  /** Ends a pending transaction; false when it had ended already (the race is decided here). */
  finish(
    transactionId: string,
    status: Exclude<TransactionStatus, 'PENDING'>,
    responseOption: UssdAnswer | null,
    ussdMessage: string,
    finishedAt: string,
  ): boolean {
    return (
      this.stmts.finish.run(status, responseOption, ussdMessage, finishedAt, transactionId)
        .changes === 1
    );
  }

  /** Transactions still waiting at `now`, for one cell key or (without one) all of them. */
  pending(now: number, cellKey?: string): Transaction[] {
    const rows =
      cellKey === undefined
        ? this.stmts.pendingAll.all(now)
        : this.stmts.pendingFor.all(cellKey, now);
    return rows.map(toTransaction);
  }

  /** Whether a prompt for this plan is still waiting at `now`. */
  hasPendingForPlan(planId: string, now: number): boolean {
    return this.stmts.pendingForPlan.all(planId, now).length > 0;
  }

  /** Whether the client accepted a prompt for this plan made at or after `sinceIso`. */
  acceptedSince(planId: string, sinceIso: string): boolean {
    return this.stmts.acceptedSince.get(planId, sinceIso) !== undefined;
  }

  /** Closes every transaction left pending (by an earlier run) with this reason. */
  cancelAllPending(ussdMessage: string, finishedAt: string) {
    this.stmts.cancelOpen.run(ussdMessage, finishedAt);
  }
}
