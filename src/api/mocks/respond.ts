/**
 * The building blocks of the MSW handlers: one set of scenarios per route of endpoints.ts, keyed
 * so a story overrides one route's scenario and keeps the rest. Handler paths start with `*` so
 * they match whatever origin the services are configured on.
 */
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { z } from 'zod/mini';
import type { ErrorBody } from '../contract';
import { routes, type RouteName } from '../endpoints';
import { duplicateKeyMessage, errorBody } from '../error-body';

/** How long the `slow` scenario waits before answering like `success`. */
const SLOW_MS = 1500;

export type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;
type Method = 'get' | 'post' | 'put';

/** An error answer shaped like the services' (the sandbox builds the same body). */
export function errorResponse(status: number, message: string, issues?: ErrorBody['issues']) {
  return HttpResponse.json(errorBody(status, message, issues), { status });
}

export { duplicateKeyMessage };

/** A request body checked against its contract schema: the data, or a 400 to answer with. */
export async function readValid<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.output<S> } | { failure: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { failure: errorResponse(400, 'Body is not JSON') };
  }
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return { failure: errorResponse(400, 'Request does not match the contract', issues) };
}

/** The one path parameter of a request as a string. */
export function param(params: PathParams, name: string): string {
  const value = params[name];
  return Array.isArray(value) ? String(value[0]) : String(value ?? '');
}

/** Refuses a call without `Authorization: <scheme> …`, as the services do. */
function authorised(scheme: 'Basic' | 'Bearer', resolver: Resolver): Resolver {
  return (info) => {
    const header = info.request.headers.get('Authorization') ?? '';
    if (!header.startsWith(`${scheme} `)) {
      return errorResponse(401, `Expected an Authorization header with the ${scheme} scheme`);
    }
    return resolver(info);
  };
}

const viteFallbackPage =
  '<!doctype html><html lang="en"><head><title>USSD Web Client</title></head><body><div id="root"></div></body></html>';

export interface ScenarioOptions {
  scheme?: 'Basic' | 'Bearer';
}

/** The policy number a save is about: the body's, else the path's. */
async function policyNumberOf(request: Request, params: PathParams): Promise<string> {
  try {
    const body = (await request.clone().json()) as { policyNumber?: unknown };
    if (typeof body.policyNumber === 'string') return body.policyNumber;
  } catch {
    // not JSON: fall back to the path
  }
  return param(params, 'policyNumber') || 'unknown';
}

/**
 * Every route's common scenarios, plus the route's own (`extra`, e.g. `empty` where "nothing" is
 * meaningful; these are authorised like `success`):
 * success · notFound (404) · serverError (500) · duplicateKey (a 500
 * whose text contains 'E11000 duplicate key error') · slow (success after SLOW_MS) · pending
 * (never answers: Loading stories) · networkError (no answer) · htmlFallback (a dev server's
 * index.html with 200, which the client must refuse) · unauthorized (401).
 */
export function scenarios<Extra extends Record<string, Resolver> = Record<never, Resolver>>(
  method: Method,
  name: RouteName,
  success: Resolver,
  options: ScenarioOptions = {},
  extra?: Extra,
) {
  const path = `*${routes[name]}`;
  const on = (resolver: Resolver): HttpHandler => http[method](path, resolver);
  const ok = authorised(options.scheme ?? 'Basic', success);
  const made = {
    success: on(ok),
    notFound: on(() => errorResponse(404, 'Not found')),
    serverError: on(() => errorResponse(500, 'Something went wrong')),
    duplicateKey: on(async ({ request, params }) =>
      errorResponse(500, duplicateKeyMessage(await policyNumberOf(request, params))),
    ),
    slow: on(async (info) => {
      await delay(SLOW_MS);
      return ok(info);
    }),
    pending: on(async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
    networkError: on(() => HttpResponse.error()),
    htmlFallback: on(() => HttpResponse.html(viteFallbackPage)),
    unauthorized: on(() => errorResponse(401, 'Unauthorized')),
  };
  const extras = Object.fromEntries(
    Object.entries(extra ?? {}).map(([key, resolver]) => [
      key,
      on(authorised(options.scheme ?? 'Basic', resolver)),
    ]),
  ) as { [K in keyof Extra]: HttpHandler };
  return { ...made, ...extras };
}
