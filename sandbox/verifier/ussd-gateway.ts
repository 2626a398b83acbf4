/**
 * The consent-token service, the USSD gateway and the verifier's rules (docs/behaviour.md#sandbox):
 * over ~250 lines because the attempt cap, the one-prompt-per-phone rule, the expiry and the
 * single final status decide one race together; its rows live in stores/verifier.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { maskCell, normaliseCell } from '../lib/cell.ts';
import { transactionId as newTransactionId } from '../lib/ids.ts';
import type { Caller } from '../lib/auth.ts';
import {
  CONSENT_ATTEMPTS_PER_DAY,
  CONSENT_ATTEMPT_WINDOW_MS,
  RESPONSE_ACCEPT,
  RESPONSE_REJECT,
} from '../../src/api/contract.ts';
import type { ConsentTokenRequest, VerifierMessage } from '../../src/api/contract.ts';
import {
  VerifierStore,
  type Transaction,
  type TransactionStatus,
  type UssdAnswer,
} from '../stores/verifier.ts';

export type { Transaction };

export const AUTO_ANSWERS = ['accept', 'reject', 'timeout', 'network-error'] as const;
export type AutoAnswer = (typeof AUTO_ANSWERS)[number];
/** The handset's buttons: an answer, or dropping the session (a network error). */
export const HANDSET_OPTIONS = [RESPONSE_ACCEPT, RESPONSE_REJECT, 'DROP'] as const;
export type HandsetOption = (typeof HANDSET_OPTIONS)[number];

export const USSD_MESSAGES = {
  ok: 'No error',
  dropped: 'The USSD session was dropped by the network before the client answered',
  timeout: (seconds: number) =>
    `The client did not answer the USSD prompt within ${seconds} seconds`,
  invalidToken: 'The consent token is unknown, expired or has already been used',
  noToken: 'No consent token was received',
  cancelled: 'The consent request was closed before the client answered',
  restarted: 'The sandbox restarted before the client answered',
  busy: 'A prompt is already waiting on this phone',
  planBusy:
    'A consent request for this application is already under way (in another tab or by another adviser): wait for its answer',
  accepted:
    'The client has already accepted consent for this application: no further prompt can be sent until the application is updated',
} as const;

// BankTech allows three authentication attempts per contract reference in 24 hours: the
// contract's CONSENT_ATTEMPTS_PER_DAY in CONSENT_ATTEMPT_WINDOW_MS, which the app counts too.

export type IssueResult =
  | { ok: true; token: string }
  | { ok: false; reason: 'busy' | 'planBusy' | 'accepted' }
  | { ok: false; reason: 'cap'; retryAt: number };

/** A prompt waiting on a handset (`GET /sandbox/handset/api/prompts`). */
export interface Prompt {
  transactionId: string;
  cellphoneNumber: string;
  message: string;
  expiresAt: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type AnswerResult =
  | { ok: true; transaction: Transaction }
  | { ok: false; reason: 'unknown' | 'finished' | 'expired'; transaction?: Transaction };

export interface UssdGatewayOptions {
  /** Seconds a handset has to answer before the verifier reports TIMEOUT. */
  timeoutS: number;
  /** Answer every prompt automatically (tests, demos); null waits for a person. */
  auto: AutoAnswer | null;
  /** How long the automatic handset "thinks" before answering. */
  autoDelayMs: number;
}

/**
 * The consent-token service, the USSD gateway and the verifier's own record in one place.
 * Every transaction ends exactly once (the `WHERE status = 'PENDING'` update decides the race
 * between an answer, a drop, the timeout and the client leaving), and that end is stored before
 * anybody is told.
 */
export class UssdGateway {
  private readonly listeners = new Map<string, (message: VerifierMessage) => void>();
  private readonly timers = new Map<string, NodeJS.Timeout[]>();
  private readonly store: VerifierStore;

  constructor(
    db: Db,
    private readonly options: UssdGatewayOptions,
  ) {
    this.store = new VerifierStore(db);
    // Nobody can answer a prompt left open by an earlier run: close them with a reason.
    this.store.cancelAllPending(USSD_MESSAGES.restarted, new Date().toISOString());
  }

  get timeoutS() {
    return this.options.timeoutS;
  }

  /**
   * Binds the plan, its cellphone number and the message to a one-use token valid for
   * `timeToLive` ms; refused while a prompt waits on that phone or for that plan, once the
   * client accepted since the plan's terms last changed (`termsSince`, ISO), and after
   * CONSENT_ATTEMPTS_PER_DAY tokens for the plan in the last 24 hours (with the time it opens again).
   */
  issueToken(
    caller: Caller,
    request: ConsentTokenRequest,
    planId: string,
    now = Date.now(),
    termsSince = '',
  ): IssueResult {
    const { cellphoneNumber, message, billingUserGuid, userLdapGuid } = request.optionalParameters;
    // The verifier's own record decides, whatever the log says yet: an answer still being
    // written by a slow client counts (docs/behaviour.md#sandbox).
    if (this.store.acceptedSince(planId, termsSince)) return { ok: false, reason: 'accepted' };
    if (this.store.hasPendingForPlan(planId, now)) return { ok: false, reason: 'planBusy' };
    if (this.store.pending(now, normaliseCell(cellphoneNumber)).length > 0) {
      return { ok: false, reason: 'busy' };
    }
    const recent = this.store.tokensIssuedSince(
      planId,
      new Date(now - CONSENT_ATTEMPT_WINDOW_MS).toISOString(),
    );
    if (recent.length >= CONSENT_ATTEMPTS_PER_DAY) {
      const opensAt =
        Date.parse(recent[recent.length - CONSENT_ATTEMPTS_PER_DAY]) + CONSENT_ATTEMPT_WINDOW_MS;
      return { ok: false, reason: 'cap', retryAt: opensAt };
    }
    const token = randomBytes(32).toString('base64url');
    this.store.insertToken({
      tokenHash: hash(token),
      planId,
      employeeNumber: caller.employeeNumber,
      cellphoneNumber,
      message,
      billingUserGuid,
      userLdapGuid,
      createdAt: new Date(now).toISOString(),
      expiresAt: now + request.timeToLive,
    });
    return { ok: true, token };
  }

  /**
   * Redeems a token and sends the prompt to the handset. Null when the token is unknown, expired
   * or already used; 'busy' while another prompt waits on the same phone (the token stays
   * usable). `onFinal` hears the one final status (not when the client itself left).
   */
  start(token: string, onFinal: (message: VerifierMessage) => void): Transaction | 'busy' | null {
    const now = Date.now();
    const id = newTransactionId();
    const started = this.store.atomically(() => {
      const row = this.store.token(hash(token));
      if (!row || row.usedAt || row.expiresAt <= now) return false;
      if (this.store.pending(now, normaliseCell(row.cellphoneNumber)).length > 0) return 'busy';
      // Two tokens for one plan (two tabs asked at once): the second finds the first's prompt.
      if (row.planId && this.store.hasPendingForPlan(row.planId, now)) return 'busy';
      if (!this.store.useToken(hash(token), id, new Date(now).toISOString())) return false;
      this.store.insertTransaction({
        transactionId: id,
        planId: row.planId,
        employeeNumber: row.employeeNumber,
        cellphoneNumber: row.cellphoneNumber,
        cellKey: normaliseCell(row.cellphoneNumber),
        maskedCellphoneNumber: maskCell(row.cellphoneNumber),
        message: row.message,
        createdAt: new Date(now).toISOString(),
        expiresAt: now + this.options.timeoutS * 1000,
      });
      return true;
    });
    if (started === 'busy') return 'busy';
    if (!started) return null;

    this.listeners.set(id, onFinal);
    const timers = [
      setTimeout(
        () => this.finish(id, 'TIMEOUT', null, USSD_MESSAGES.timeout(this.options.timeoutS)),
        this.options.timeoutS * 1000,
      ),
    ];
    const auto = this.options.auto;
    if (auto && auto !== 'timeout') {
      const option: HandsetOption =
        auto === 'accept' ? RESPONSE_ACCEPT : auto === 'reject' ? RESPONSE_REJECT : 'DROP';
      timers.push(setTimeout(() => this.answer(id, option), this.options.autoDelayMs));
    }
    this.timers.set(id, timers);
    return this.find(id)!;
  }

  /** The handset's answer: 1 Accept, 2 Reject, or the session dropped. */
  answer(transactionId: string, option: HandsetOption): AnswerResult {
    const transaction = this.find(transactionId);
    if (!transaction) return { ok: false, reason: 'unknown' };
    if (transaction.status !== 'PENDING') return { ok: false, reason: 'finished', transaction };
    if (transaction.expiresAt <= Date.now()) {
      this.finish(transactionId, 'TIMEOUT', null, USSD_MESSAGES.timeout(this.options.timeoutS));
      return { ok: false, reason: 'expired', transaction: this.find(transactionId) };
    }
    const done =
      option === 'DROP'
        ? this.finish(transactionId, 'NETWORK_ERROR', null, USSD_MESSAGES.dropped)
        : this.finish(transactionId, 'RESPONDED', option, USSD_MESSAGES.ok);
    const after = this.find(transactionId)!;
    return done
      ? { ok: true, transaction: after }
      : { ok: false, reason: 'finished', transaction: after };
  }

  /** The client left before an answer: the prompt is withdrawn from the handset. */
  cancel(transactionId: string) {
    this.listeners.delete(transactionId);
    this.finish(transactionId, 'CANCELLED', null, USSD_MESSAGES.cancelled);
  }

  find(transactionId: string): Transaction | undefined {
    return this.store.find(transactionId);
  }

  /** Prompts still waiting for an answer, for one handset or (without a number) all of them. */
  pendingPrompts(cell?: string): Prompt[] {
    const pending = this.store.pending(Date.now(), cell ? normaliseCell(cell) : undefined);
    return pending.map((t) => ({
      transactionId: t.transactionId,
      cellphoneNumber: t.cellphoneNumber,
      message: t.message,
      expiresAt: new Date(t.expiresAt).toISOString(),
    }));
  }

  close() {
    for (const timers of this.timers.values()) timers.forEach(clearTimeout);
    this.timers.clear();
    this.listeners.clear();
  }

  private finish(
    transactionId: string,
    status: Exclude<TransactionStatus, 'PENDING'>,
    responseOption: UssdAnswer | null,
    ussdMessage: string,
  ): boolean {
    if (
      !this.store.finish(
        transactionId,
        status,
        responseOption,
        ussdMessage,
        new Date().toISOString(),
      )
    ) {
      return false;
    }
    this.timers.get(transactionId)?.forEach(clearTimeout);
    this.timers.delete(transactionId);
    const listener = this.listeners.get(transactionId);
    this.listeners.delete(transactionId);
    const transaction = this.find(transactionId)!;
    listener?.({
      authStatus: status,
      maskedCellphoneNumber: transaction.maskedCellphoneNumber,
      transactionId,
      responseOption,
      ussdMessage,
    });
    return true;
  }
}

/**
 * What the client may write into its log for a transaction, judged by the verifier's record:
 * ACCEPT/REJECT only when the handset gave exactly that answer; any other response (TimeOut)
 * only when the handset did not answer. Without a verifier record, ACCEPT is never allowed.
 */
export function responseContradicts(response: string | null | undefined, record?: Transaction) {
  if (response === undefined || response === null || response === '') return false;
  const answered = record?.status === 'RESPONDED' ? record.responseOption : null;
  if (response === RESPONSE_ACCEPT || response === RESPONSE_REJECT) {
    return response === RESPONSE_ACCEPT
      ? answered !== RESPONSE_ACCEPT
      : record !== undefined && answered !== RESPONSE_REJECT;
  }
  return answered !== null;
}
