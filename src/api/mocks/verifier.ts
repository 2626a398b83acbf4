/**
 * The USSD verifier socket for stories (MSW's WebSocket API): scripted verifiers that answer the
 * token as the real one does — IN_PROGRESS, then one final status, then close — and an in-memory
 * USSD log, so the log a story reloads holds what the story wrote.
 */
import { HttpResponse, http, ws } from 'msw';
import {
  ussdLogRecordSchema,
  ussdLogUpdateSchema,
  type UssdLogEntry,
  type VerifierMessage,
} from '../contract';
import { routes } from '../endpoints';
import { maskCell } from '../../domain/demo-world';
import { newDebitOrderPlan, verifierEndpoint } from './fixtures';
import { errorResponse, param, readValid } from './respond';

const verifierLink = ws.link(verifierEndpoint);

export const VERIFIER_TEXTS = {
  ok: 'No error',
  timeout: 'The client did not answer the USSD prompt within 120 seconds',
  dropped: 'The USSD session was dropped by the network before the client answered',
  invalidToken: 'The consent token is unknown, expired or has already been used',
} as const;

const TRANSACTION = 'TX-STORY-0001';
/** The phone the stories ask: the never-asked debit order's (Kavitha Naidoo, FN40010001). */
const MASKED = maskCell(newDebitOrderPlan.clientInfo.contactDetails.cellNumber);
/** How long the scripted handset "thinks" before its answer. */
const ANSWER_DELAY_MS = 400;

function message(patch: Partial<VerifierMessage> & { authStatus: string }): string {
  return JSON.stringify({
    maskedCellphoneNumber: MASKED,
    transactionId: TRANSACTION,
    responseOption: null,
    ussdMessage: VERIFIER_TEXTS.ok,
    ...patch,
  });
}

/**
 * A verifier that, on the token, says IN_PROGRESS (deadline `windowS` from now) and then, after
 * ANSWER_DELAY_MS, `final` (none: it keeps waiting) and closes.
 */
function scripted(
  final: (Partial<VerifierMessage> & { authStatus: string }) | null,
  windowS = 120,
) {
  return verifierLink.addEventListener('connection', ({ client }) => {
    let open = true;
    client.addEventListener('close', () => {
      open = false;
    });
    client.addEventListener('message', () => {
      const expiresAt = new Date(Date.now() + windowS * 1000).toISOString();
      client.send(message({ authStatus: 'IN_PROGRESS', expiresAt }));
      if (!final) return;
      setTimeout(() => {
        if (!open) return; // the app cancelled: the prompt was withdrawn
        client.send(message(final));
        // MSW delivers a sent message a task later but a close at once: close after it lands,
        // as the real socket (one ordered stream) does.
        setTimeout(() => client.close(1000, final.authStatus), 50);
      }, ANSWER_DELAY_MS);
    });
  });
}

export const verifierSocketMocks = {
  accept: scripted({ authStatus: 'RESPONDED', responseOption: 'ACCEPT' }),
  reject: scripted({ authStatus: 'RESPONDED', responseOption: 'REJECT' }),
  noAnswer: scripted({ authStatus: 'TIMEOUT', ussdMessage: VERIFIER_TEXTS.timeout }),
  networkError: scripted({ authStatus: 'NETWORK_ERROR', ussdMessage: VERIFIER_TEXTS.dropped }),
  /** IN_PROGRESS and then nothing: the countdown runs (90 s window). */
  pending: scripted(null, 90),
  /** The connection fails: MSW turns an exception in the handler into the socket's error event. */
  socketError: verifierLink.addEventListener('connection', () => {
    throw new Error('Story: the verifier connection failed');
  }),
};

/**
 * An in-memory USSD log for one story: GET by policy number and the plan's whole history (what
 * the attempt cap counts), POST and PUT write into it.
 */
export function memoryUssdLog(initial: UssdLogEntry[] = []) {
  const entries = [...initial];
  const writes: Array<{ kind: 'create' | 'update'; response?: string | null }> = [];
  const now = () => new Date().toISOString();
  const handlers = {
    clientUssdLog: http.get(`*${routes.clientUssdLog}`, () => HttpResponse.json({ data: entries })),
    ussdLogs: http.get(`*${routes.ussdLogs}`, () => HttpResponse.json({ data: entries })),
    logUssd: http.post(`*${routes.logUssd}`, async ({ request }) => {
      const body = await readValid(request, ussdLogRecordSchema);
      if ('failure' in body) return body.failure;
      const entry = { ...body.data, _id: `log-${entries.length + 1}`, createdAt: now() };
      entries.push(entry);
      writes.push({ kind: 'create' });
      return HttpResponse.json({ data: entry }, { status: 201 });
    }),
    updateUssdLog: http.put(`*${routes.updateUssdLog}`, async ({ request, params }) => {
      const body = await readValid(request, ussdLogUpdateSchema);
      if ('failure' in body) return body.failure;
      const entry = entries.find((e) => e.transactionId === param(params, 'transactionId'));
      if (!entry) return errorResponse(404, 'No log entry for that transaction');
      Object.assign(entry, {
        response: body.data.response,
        consentStatus: body.data.consentStatus ?? body.data.response,
        updatedAt: now(),
      });
      writes.push({ kind: 'update', response: body.data.response });
      return HttpResponse.json({ data: entry });
    }),
  };
  return { entries, writes, handlers };
}
