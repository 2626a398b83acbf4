import { describe, expect, it } from 'vitest';
import { fillRoute, routes, url } from './endpoints';

describe('endpoints', () => {
  it('fills a route with encoded parameters', () => {
    expect(url('plan', { policyNumber: 'POL_0001' })).toBe(
      '/node-ussd-integration/v1/consent/consentForm/POL_0001',
    );
    expect(url('document', { fileNetId: 'a/b c' })).toBe('/api/funeral/document/v1/a%2Fb%20c');
  });

  it('needs no parameters for fixed paths', () => {
    expect(url('createPlan')).toBe(routes.createPlan);
    expect(url('consentToken')).toBe('/api/v1/consent/generatetoken/');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => fillRoute(routes.plan, { policyNumber: '' })).toThrow(/policyNumber/);
  });
});
