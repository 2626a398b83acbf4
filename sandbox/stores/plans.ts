import type { Db } from '../db/database.ts';
import { prepare, prepareValue } from './statement.ts';
import { objectId } from '../lib/ids.ts';
import { atomically } from './atomic.ts';
import type { Plan, PlanPayload } from '../../src/api/contract.ts';
import { duplicateKeyMessage } from '../../src/api/error-body.ts';

export interface StoredPlan {
  id: string;
  policyNumber: string;
  employeeNumber: string;
  fileNetId: string;
  createdAt: string;
  updatedAt: string;
  /** When the terms (the payload) last changed: consent older than this is not for them. */
  termsUpdatedAt: string;
  payload: PlanPayload;
}

interface PlanRow {
  id: string;
  policy_number: string;
  employee_number: string;
  file_net_id: string;
  body: string;
  created_at: string;
  updated_at: string;
  terms_updated_at: string | null;
}

/** Thrown when a policy number is already taken: the real service answers MongoDB's E11000. */
export class DuplicatePolicyNumberError extends Error {
  constructor(readonly policyNumber: string) {
    super(duplicateKeyMessage(policyNumber));
  }
}

/** SQLite's extended result code SQLITE_CONSTRAINT_UNIQUE, which node:sqlite gives as `errcode`. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;

function isUniqueViolation(error: unknown) {
  return (error as { errcode?: number } | null)?.errcode === SQLITE_CONSTRAINT_UNIQUE;
}

function toStored(row: PlanRow): StoredPlan {
  return {
    id: row.id,
    policyNumber: row.policy_number,
    employeeNumber: row.employee_number,
    fileNetId: row.file_net_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    termsUpdatedAt: row.terms_updated_at ?? row.updated_at,
    payload: JSON.parse(row.body) as PlanPayload,
  };
}

/** The plan as the service answers it (`planSchema`). */
export function toApiPlan(plan: StoredPlan): Plan {
  return {
    ...plan.payload,
    policyNumber: plan.policyNumber,
    fileNetId: plan.fileNetId,
    _id: plan.id,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

/** The list columns are kept beside the JSON so a list of 10,000 rows needs no JSON parsing. */
function columnsOf(payload: PlanPayload) {
  return {
    policy_number: payload.policyNumber,
    employee_number: payload.agentDetails.employeeNumber,
    client_name: payload.clientInfo.name,
    client_surname: payload.clientInfo.surname,
    id_number: payload.clientInfo.registrationDetails.identificationNumber,
    // The document reference is only ever set by updateFileNetId (docs/behaviour.md#data-model: sent empty on submit).
    body: JSON.stringify({ ...payload, fileNetId: '' }),
  };
}

export class PlanStore {
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly byPolicyStmt;
  private readonly byIdStmt;
  private readonly listStmt;
  private readonly fileNetIdStmt;
  private readonly archiveLogsStmt;
  private readonly countStmt;

  constructor(private readonly db: Db) {
    this.insertStmt = prepare(
      db,
      `
      INSERT INTO plans (id, policy_number, employee_number, client_name, client_surname,
                         id_number, file_net_id, body, created_at, updated_at, terms_updated_at)
      VALUES (@id, @policy_number, @employee_number, @client_name, @client_surname,
              @id_number, '', @body, @created_at, @created_at, @created_at)`,
    );
    this.updateStmt = prepare(
      db,
      `
      UPDATE plans SET policy_number = @policy_number, employee_number = @employee_number,
                       client_name = @client_name, client_surname = @client_surname,
                       id_number = @id_number, file_net_id = '', body = @body,
                       updated_at = @updated_at, terms_updated_at = @updated_at
      WHERE id = @id`,
    );
    this.byPolicyStmt = prepare<[string], PlanRow>(
      db,
      'SELECT * FROM plans WHERE policy_number = ?',
    );
    this.byIdStmt = prepare<[string], PlanRow>(db, 'SELECT * FROM plans WHERE id = ?');
    // SQLite builds the JSON itself from the covering index: no row objects, no JSON.parse.
    this.listStmt = prepareValue<[string], string>(
      db,
      `SELECT json_group_array(json_object(
           '_id', id, 'policyNumber', policy_number,
           'clientInfo', json_object('name', client_name, 'surname', client_surname,
             'registrationDetails', json_object('identificationNumber', id_number)),
           'createdAt', created_at, 'fileNetId', file_net_id) ORDER BY created_at DESC)
         FROM plans INDEXED BY plans_list WHERE employee_number = ?`,
    );
    this.fileNetIdStmt = prepare(
      db,
      'UPDATE plans SET file_net_id = ?, updated_at = ? WHERE id = ?',
    );
    this.archiveLogsStmt = prepare(
      db,
      'UPDATE ussd_logs SET archived_at = ? WHERE plan_id = ? AND archived_at IS NULL',
    );
    this.countStmt = prepareValue<[string], number>(
      db,
      'SELECT COUNT(*) FROM plans WHERE employee_number = ?',
    );
  }

  /** How many plans an adviser has (the staff hub shows it beside each name). */
  countByAdviser(employeeNumber: string): number {
    return this.countStmt.get(employeeNumber) ?? 0;
  }

  create(payload: PlanPayload, now = new Date()): StoredPlan {
    const id = objectId(now.getTime());
    try {
      this.insertStmt.run({ id, created_at: now.toISOString(), ...columnsOf(payload) });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicatePolicyNumberError(payload.policyNumber);
      throw error;
    }
    return this.findById(id)!;
  }

  /** Replaces the plan and clears its consent: current log entries are archived, not deleted. */
  update(id: string, payload: PlanPayload, now = new Date()): StoredPlan {
    const at = now.toISOString();
    atomically(this.db, () => {
      try {
        this.updateStmt.run({ id, updated_at: at, ...columnsOf(payload) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicatePolicyNumberError(payload.policyNumber);
        throw error;
      }
      this.archiveLogsStmt.run(at, id);
    });
    return this.findById(id)!;
  }

  setFileNetId(id: string, fileNetId: string, now = new Date()) {
    this.fileNetIdStmt.run(fileNetId, now.toISOString(), id);
  }

  findByPolicyNumber(policyNumber: string): StoredPlan | undefined {
    const row = this.byPolicyStmt.get(policyNumber);
    return row && toStored(row);
  }

  findById(id: string): StoredPlan | undefined {
    const row = this.byIdStmt.get(id);
    return row && toStored(row);
  }

  /** The application list of one adviser, newest first, as the JSON text of `{ data: rows }`. */
  listJson(employeeNumber: string): string {
    return `{"data":${this.listStmt.get(employeeNumber) ?? '[]'}}`;
  }
}
