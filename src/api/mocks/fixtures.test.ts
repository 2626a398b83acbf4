import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';
import { checkSaIdNumber } from '../../lib/sa-id';
import {
  POLICY_NUMBER_MAX,
  agencyResponseSchema,
  applicationListResponseSchema,
  intermediaryResponseSchema,
  planPayloadSchema,
  planSchema,
  reportRequestSchema,
  sessionTokenPayloadSchema,
  taxonomySchema,
  uploadResponseSchema,
  ussdLogEntrySchema,
  verifierEndpointResponseSchema,
  consentTokenResponseSchema,
} from '../contract';
import {
  agencies,
  applicationRows,
  consentToken,
  debitOrderReport,
  demoAdviser,
  intermediary,
  plans,
  stopOrderReport,
  stopOrderTaxonomy,
  uploadResponse,
  ussdLogsByPolicy,
  verifierEndpoint,
} from './fixtures';
import { demoSessionToken } from './session';

describe('fixtures parse with their contract schemas', () => {
  it.each(plans.map((plan) => [plan.policyNumber, plan] as const))('plan %s', (_number, plan) => {
    expect(planSchema.parse(plan)).toEqual(plan);
    // What was stored was once a valid create payload.
    const { _id: _id, createdAt: _created, updatedAt: _updated, ...payload } = plan;
    expect(planPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('the application list', () => {
    expect(applicationListResponseSchema.parse({ data: applicationRows }).data).toHaveLength(
      plans.filter((p) => p.agentDetails.employeeNumber === demoAdviser.employeeNumber).length,
    );
  });

  it('every USSD log entry, each referring to its plan by _id', () => {
    for (const [policyNumber, entries] of Object.entries(ussdLogsByPolicy)) {
      const plan = plans.find((p) => p.policyNumber === policyNumber);
      for (const entry of entries) {
        expect(ussdLogEntrySchema.parse(entry)).toEqual(entry);
        expect(entry.planReference).toBe(plan?._id);
      }
    }
  });

  it('look-ups, consent, documents and reports', () => {
    expect(intermediaryResponseSchema.parse({ data: intermediary })).toBeTruthy();
    for (const agency of Object.values(agencies)) agencyResponseSchema.parse({ data: agency });
    verifierEndpointResponseSchema.parse({ ussdVerifierEndpoint: verifierEndpoint });
    consentTokenResponseSchema.parse({ token: consentToken });
    uploadResponseSchema.parse(uploadResponse);
    taxonomySchema.parse(stopOrderTaxonomy);
    reportRequestSchema.parse(stopOrderReport);
    reportRequestSchema.parse(debitOrderReport);
  });

  it('the demo session token decodes to the demo adviser', () => {
    const payload = sessionTokenPayloadSchema.parse(jwtDecode(demoSessionToken()));
    expect(payload.sub).toEqual(demoAdviser);
  });
});

describe('fixtures are realistic', () => {
  it('ID numbers are well-formed SA IDs', () => {
    for (const plan of plans) {
      const id = plan.clientInfo.registrationDetails.identificationNumber;
      expect(checkSaIdNumber(id), id).toEqual({ valid: true, problems: [] });
    }
  });

  it('cell numbers are ten-digit local numbers and policy numbers fit the field', () => {
    for (const plan of plans) {
      expect(plan.clientInfo.contactDetails.cellNumber).toMatch(/^0[6-8]\d{8}$/);
      expect(plan.policyNumber.length).toBeLessThanOrEqual(POLICY_NUMBER_MAX);
    }
  });

  it('cover every consent state and both list actions', () => {
    const responses = Object.values(ussdLogsByPolicy).flatMap((log) => log.map((e) => e.response));
    expect(responses).toEqual(expect.arrayContaining(['ACCEPT', 'TimeOut', 'REJECT']));
    expect(plans.some((p) => !ussdLogsByPolicy[p.policyNumber])).toBe(true);
    expect(applicationRows.some((r) => r.fileNetId)).toBe(true);
    expect(applicationRows.some((r) => !r.fileNetId)).toBe(true);
    expect(new Set(plans.map((p) => p.paymentMethodType))).toEqual(
      new Set(['Stop Order', 'Debit Order']),
    );
  });
});
