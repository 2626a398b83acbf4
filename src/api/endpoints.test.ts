import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillRoute, routes, url } from './endpoints';

/**
 * The service paths, copied by hand from docs/behaviour.md#service-calls: a typo in
 * `endpoints.ts` (or a path changed there alone) fails here, not only against the services.
 */
const DOCUMENTED_PATHS = {
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
  report: '/api/roa-report/v1/report',
  upload: '/api/documents-rest-gateway/upload',
  document: '/api/funeral/document/v1/:fileNetId',
  verifierEndpoint: '/api/funeral/ussdVerifier/v1/endpoint',
  consentToken: '/api/v1/consent/generatetoken/',
  intermediary: '/api/intermediary-info/v1/:employeeNumber',
  agency: '/api/agency-lookup/v1/:agencyNumber',
};

describe('endpoints', () => {
  it('calls exactly the documented service paths', () => {
    expect(routes).toEqual(DOCUMENTED_PATHS);
  });

  it('matches the table in docs/behaviour.md#service-calls row for row', () => {
    const doc = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../docs/behaviour.md'),
      'utf8',
    );
    const rows = [...doc.matchAll(/^\|\s*(\w+)\s*\|\s*[A-Z]+\s*\|\s*`([^`]+)`\s*\|$/gm)];
    expect(Object.fromEntries(rows.map(([, name, pattern]) => [name, pattern]))).toEqual(
      DOCUMENTED_PATHS,
    );
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
