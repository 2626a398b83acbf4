/**
 * Every path the product calls (docs/behaviour.md#service-calls): the client fills these patterns,
 * the sandbox serves them. Each service family may live on another origin in production
 * (VITE_USSD_INTEGRATION_ORIGIN, VITE_API_GATEWAY_ORIGIN; both default to the app's own).
 */
import { env } from '../config/env';

export const routes = {
  // node-ussd-integration: consent forms (plans) and USSD logs
  applications: '/node-ussd-integration/v1/consent/forms/:employeeNumber',
  createPlan: '/node-ussd-integration/v1/consent/createConsentForm/',
  plan: '/node-ussd-integration/v1/consent/consentForm/:policyNumber',
  planByReference: '/node-ussd-integration/v1/consent/plan/:planReference',
  updatePlan: '/node-ussd-integration/v1/consent/updateConsentForm/:policyNumber',
  updateFileNetId: '/node-ussd-integration/v1/consent/updateFileNetId/:policyNumber',
  clientUssdLog: '/node-ussd-integration/v1/ussd/clientUssdLog/:policyNumber',
  logUssd: '/node-ussd-integration/v1/ussd/logClientUssd/',
  updateUssdLog: '/node-ussd-integration/v1/ussd/updateUssdLog/:transactionId',
  ussdLogs: '/node-ussd-integration/v1/ussd/ussdLogs/',
  // the API gateway: reports, documents, USSD verifier, consent token, look-ups
  report: '/api/roa-report/v1/report',
  upload: '/api/documents-rest-gateway/upload',
  document: '/api/funeral/document/v1/:fileNetId',
  verifierEndpoint: '/api/funeral/ussdVerifier/v1/endpoint',
  consentToken: '/api/v1/consent/generatetoken/',
  intermediary: '/api/intermediary-info/v1/:employeeNumber',
  agency: '/api/agency-lookup/v1/:agencyNumber',
} as const;

export type RouteName = keyof typeof routes;

/** The path parameters a route pattern names, e.g. ':policyNumber' → { policyNumber: string }. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

const origins = {
  ussdIntegration: env.VITE_USSD_INTEGRATION_ORIGIN ?? '',
  gateway: env.VITE_API_GATEWAY_ORIGIN ?? '',
};

/** Fills a route pattern; every value is URI-encoded so a policy number cannot change the path. */
export function fillRoute<P extends string>(pattern: P, params: ParamsOf<P>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter '${name}'`);
    return encodeURIComponent(value);
  });
}

/** The full URL of a route, with its service's origin. */
export function url<N extends RouteName>(
  name: N,
  ...params: keyof ParamsOf<(typeof routes)[N]> extends never ? [] : [ParamsOf<(typeof routes)[N]>]
): string {
  const pattern = routes[name];
  const origin = pattern.startsWith('/api/') ? origins.gateway : origins.ussdIntegration;
  const filled = fillRoute(pattern, (params[0] ?? {}) as ParamsOf<(typeof routes)[N]>);
  return `${origin}${filled}`;
}
