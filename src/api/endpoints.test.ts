import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillRoute, routes, url } from './endpoints';

/**
 * The service paths, copied by hand from docs/behaviour.md#service-calls: a typo in
 * `endpoints.ts` (or a path changed there alone) fails here, not only against the services.
 */
const DOCUMENTED = `
  applications      GET   /node-ussd-integration/v1/consent/forms/:employeeNumber
  createPlan        POST  /node-ussd-integration/v1/consent/createConsentForm/
  plan              GET   /node-ussd-integration/v1/consent/consentForm/:policyNumber
  planByReference   GET   /node-ussd-integration/v1/consent/plan/:planReference
  updatePlan        PUT   /node-ussd-integration/v1/consent/updateConsentForm/:policyNumber
  updateFileNetId   PUT   /node-ussd-integration/v1/consent/updateFileNetId/:policyNumber
  clientUssdLog     GET   /node-ussd-integration/v1/ussd/clientUssdLog/:policyNumber
  logUssd           POST  /node-ussd-integration/v1/ussd/logClientUssd/
  updateUssdLog     PUT   /node-ussd-integration/v1/ussd/updateUssdLog/:transactionId
  ussdLogs          GET   /node-ussd-integration/v1/ussd/ussdLogs/
  report            POST  /api/roa-report/v1/report
  upload            POST  /api/documents-rest-gateway/upload
  document          GET   /api/funeral/document/v1/:fileNetId
  verifierEndpoint  GET   /api/funeral/ussdVerifier/v1/endpoint
  consentToken      POST  /api/v1/consent/generatetoken/
  intermediary      GET   /api/intermediary-info/v1/:employeeNumber
  agency            GET   /api/agency-lookup/v1/:agencyNumber
`;
const DOCUMENTED_ROWS = DOCUMENTED.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const DOCUMENTED_PATHS = Object.fromEntries(DOCUMENTED_ROWS.map(([name, , path]) => [name, path]));

describe('endpoints', () => {
  it('calls exactly the documented service paths', () => {
    expect(routes).toEqual(DOCUMENTED_PATHS);
  });

  it('matches the table in docs/behaviour.md#service-calls row for row', () => {
    const doc = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../docs/behaviour.md'),
      'utf8',
    );
    const rows = [...doc.matchAll(/^\|\s*(\w+)\s*\|\s*([A-Z]+)\s*\|\s*`([^`]+)`\s*\|$/gm)];
    expect(rows.map(([, name, method, pattern]) => [name, method, pattern])).toEqual(
      DOCUMENTED_ROWS,
    );
    expect(Object.keys(DOCUMENTED_PATHS)).toHaveLength(17);
  });

  it('fills a route with encoded parameters', () => {
    expect(url('plan', { policyNumber: 'POL_0001' })).toBe(
      '/node-ussd-integration/v1/consent/consentForm/POL_0001',
    );
    expect(url('document', { fileNetId: 'a/b c' })).toBe('/api/funeral/document/v1/a%2Fb%20c');
  });

  it('needs no parameters for fixed paths', () => {
    expect(url('createPlan')).toBe('/node-ussd-integration/v1/consent/createConsentForm/');
    expect(url('consentToken')).toBe('/api/v1/consent/generatetoken/');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => fillRoute(routes.plan, { policyNumber: '' })).toThrow(/policyNumber/);
  });
});
