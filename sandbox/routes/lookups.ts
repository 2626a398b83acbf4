import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES } from '../../src/config/messages.ts';
import { routes } from '../../src/api/endpoints.ts';
import { intermediaryFor } from '../../src/domain/demo-world/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { SandboxContext } from '../server.ts';

/** The intermediary service (branch and region of an adviser) and the agency look-up. */
export function lookupRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get<{ Params: { employeeNumber: string } }>(routes.intermediary, (request) => {
    const adviser = ctx.directory.adviser(request.params.employeeNumber);
    if (!adviser) throw new HttpError(404, `No intermediary ${request.params.employeeNumber}`);
    return { data: intermediaryFor(adviser) };
  });

  app.get<{ Params: { agencyNumber: string } }>(routes.agency, (request) => {
    const agency = ctx.directory.agency(request.params.agencyNumber);
    if (!agency) throw new HttpError(404, FIELD_MESSAGES.agencyNotFound);
    return { data: { name: agency.name } };
  });
}
