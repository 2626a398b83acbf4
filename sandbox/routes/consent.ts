import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { consentTokenRequestSchema } from '../../src/api/contract.ts';
import type { VerifierMessage } from '../../src/api/contract.ts';
import { routes } from '../../src/api/endpoints.ts';
import { callerOf } from '../lib/auth.ts';
import { attemptCapBody } from '../../src/api/error-body.ts';
import { HttpError, errorBody, parseOr400 } from '../lib/http-errors.ts';
import { originAllowed } from '../lib/origin.ts';
import { ownedPlanById } from '../lib/plan-access.ts';
import { normaliseCell } from '../lib/cell.ts';
import type { SandboxContext } from '../server.ts';
import { USSD_MESSAGES } from '../verifier/ussd-gateway.ts';

const VERIFIER_PATH = '/ussd-verifier';

/** The consent-token service and the verifier's address (both behind the session token). */
export function consentRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post(routes.consentToken, (request, reply) => {
    if (request.authScheme !== 'Bearer') {
      throw new HttpError(401, 'The consent token service needs Authorization: Bearer <token>');
    }
    const body = parseOr400(consentTokenRequestSchema, request.body);
    // The consent is for one plan and that plan's phone (docs/behaviour.md#sandbox).
    const plan = ownedPlanById(ctx.plans, request, body.planReference);
    const planCell = plan.payload.clientInfo.contactDetails.cellNumber;
    if (normaliseCell(body.optionalParameters.cellphoneNumber) !== normaliseCell(planCell)) {
      throw new HttpError(
        409,
        "optionalParameters.cellphoneNumber is not the plan's cellphone number: save the plan first",
      );
    }
    const issued = ctx.gateway.issueToken(
      callerOf(request),
      body,
      plan.id,
      Date.now(),
      plan.termsUpdatedAt,
    );
    if (issued.ok) return { token: issued.token };
    if (issued.reason !== 'cap') throw new HttpError(409, USSD_MESSAGES[issued.reason]);
    const retryAfterS = Math.max(1, Math.ceil((issued.retryAt - Date.now()) / 1000));
    return reply
      .status(429)
      .header('Retry-After', String(retryAfterS))
      .send(attemptCapBody(issued.retryAt));
  });

  app.get(routes.verifierEndpoint, (request) => {
    const scheme = request.protocol === 'https' ? 'wss' : 'ws';
    return { ussdVerifierEndpoint: `${scheme}://${request.host}${VERIFIER_PATH}` };
  });
}

/** The token as sent: raw text, a JSON string, or `{ "token": "…" }`. */
function tokenFrom(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('"') || trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (typeof parsed === 'string') return parsed;
      if (parsed && typeof (parsed as { token?: unknown }).token === 'string') {
        return (parsed as { token: string }).token;
      }
    } catch {
      // not JSON: use the text as it is
    }
  }
  return trimmed;
}

/**
 * The USSD verifier socket. The client's first message is the consent token; the verifier
 * answers IN_PROGRESS, then exactly one final status, then closes.
 */
export function verifierSocket(app: FastifyInstance, ctx: SandboxContext) {
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(request.headers.origin, request.headers.host, ctx.options.devOrigins)) {
      return reply.status(403).send(errorBody(403, 'Origin not allowed'));
    }
  };

  app.get(
    VERIFIER_PATH,
    { websocket: true, preValidation: checkOrigin },
    (socket: WebSocket, request) => {
      let stage: 'awaiting-token' | 'pending' | 'done' = 'awaiting-token';
      let transactionId: string | null = null;
      let alive = true;

      const send = (message: VerifierMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const finish = (message: VerifierMessage) => {
        stage = 'done';
        send(message);
        socket.close(1000, message.authStatus);
      };
      const invalid = (ussdMessage: string) =>
        finish({
          authStatus: 'INVALID_TOKEN',
          maskedCellphoneNumber: null,
          transactionId: null,
          responseOption: null,
          ussdMessage,
        });

      const tokenTimer = setTimeout(() => {
        if (stage === 'awaiting-token') invalid(USSD_MESSAGES.noToken);
      }, ctx.options.tokenWaitMs);

      // A socket that stops answering pings is dead: end it, which withdraws its prompt.
      const pinger = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, ctx.options.pingIntervalMs);
      socket.on('pong', () => {
        alive = true;
      });

      // A fault in a handler ends this socket (its prompt is withdrawn), never the process.
      const guarded =
        <A extends unknown[]>(handler: (...args: A) => void) =>
        (...args: A) => {
          try {
            handler(...args);
          } catch (error) {
            request.log.error({ err: error }, 'verifier socket handler failed');
            socket.terminate();
          }
        };

      socket.on(
        'message',
        guarded((data: Buffer, isBinary: boolean) => {
          if (stage !== 'awaiting-token') return;
          clearTimeout(tokenTimer);
          stage = 'pending';
          const token = isBinary ? '' : tokenFrom(data.toString('utf8'));
          const transaction = token
            ? ctx.gateway.start(token, (final) => {
                if (stage === 'pending') finish(final);
              })
            : null;
          if (!transaction || transaction === 'busy') {
            invalid(transaction === 'busy' ? USSD_MESSAGES.busy : USSD_MESSAGES.invalidToken);
            return;
          }
          transactionId = transaction.transactionId;
          request.log.info({ transactionId }, 'USSD prompt sent');
          send({
            authStatus: 'IN_PROGRESS',
            maskedCellphoneNumber: transaction.maskedCellphoneNumber,
            transactionId: transaction.transactionId,
            responseOption: null,
            ussdMessage: USSD_MESSAGES.ok,
            expiresAt: new Date(transaction.expiresAt).toISOString(),
          });
        }),
      );

      socket.on(
        'close',
        guarded(() => {
          clearTimeout(tokenTimer);
          clearInterval(pinger);
          if (stage === 'pending' && transactionId) ctx.gateway.cancel(transactionId);
          stage = 'done';
        }),
      );
      socket.on('error', (error) => request.log.warn({ err: error }, 'verifier socket error'));
    },
  );
}
