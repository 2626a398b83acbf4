import type { Db } from '../db/database.ts';
import { prepare } from './statement.ts';

/** The verifier's record of a plan's accepted consent (from its current, unarchived log). */
export interface AcceptedConsent {
  transactionId: string;
  maskedCellphoneNumber: string;
  message: string;
  promptedAt: string;
  answeredAt: string;
  /**
   * Prompts the verifier sent for the plan before the accepted one (those before an edit of the
   * plan too): the mandate states how many tries consent took (docs/behaviour.md#consent-history).
   */
  earlierRequests: number;
}

/**
 * A plan's consent counts as accepted only when one of its current log entries names a
 * transaction that the verifier itself recorded as answered ACCEPT, for this plan, after its
 * terms last changed: the browser's word is not enough.
 */
export function acceptedConsentQuery(db: Db) {
  const stmt = prepare<[string], AcceptedConsent>(
    db,
    `
    SELECT v.transaction_id AS transactionId, v.masked_cellphone_number AS maskedCellphoneNumber,
           v.message, v.created_at AS promptedAt, v.finished_at AS answeredAt,
           (SELECT COUNT(*) FROM verifier_transactions e
             WHERE e.plan_id = l.plan_id AND e.created_at < v.created_at) AS earlierRequests
    FROM ussd_logs l
      JOIN verifier_transactions v ON v.transaction_id = l.transaction_id
      JOIN plans p ON p.id = l.plan_id
    WHERE l.plan_id = ? AND l.archived_at IS NULL
      AND v.status = 'RESPONDED' AND v.response_option = 'ACCEPT'
      AND v.plan_id = l.plan_id AND v.created_at >= p.terms_updated_at
    ORDER BY v.finished_at DESC LIMIT 1`,
  );
  return (planId: string): AcceptedConsent | undefined => stmt.get(planId);
}
