import { describe, expect, it } from 'vitest';
import {
  agencyResponseSchema,
  applicationRowSchema,
  intermediaryResponseSchema,
  planPayloadSchema,
  planSchema,
  sessionTokenPayloadSchema,
  ussdLogEntrySchema,
} from '../../api/contract';
import { checkSaIdNumber } from '../../lib/sa-id';
import {
  adviserWithoutApplications,
  applicationRowFor,
  buildDemoWorld,
  demoApplications,
  intermediaryFor,
  logResponseFor,
  planPayloadFor,
} from '.';

const now = new Date('2026-03-02T08:00:00.000Z');
const world = buildDemoWorld(now);

describe('the demo world', () => {
  it('parses through the contract: every plan, payload, list row and log entry', () => {
    for (const { app, plan, log } of world.records) {
      expect(planSchema.parse(plan), app.policyNumber).toEqual(plan);
      expect(planPayloadSchema.safeParse(planPayloadFor(app, now)).success).toBe(true);
      expect(applicationRowSchema.parse(applicationRowFor(plan))).toEqual(applicationRowFor(plan));
      for (const entry of log) expect(ussdLogEntrySchema.parse(entry)).toEqual(entry);
      expect(checkSaIdNumber(plan.clientInfo.registrationDetails.identificationNumber).valid).toBe(
        true,
      );
    }
  });

  it('parses its advisers and agencies as the session token and the look-ups carry them', () => {
    for (const adviser of world.advisers) {
      expect(sessionTokenPayloadSchema.safeParse({ sub: adviser }).success).toBe(true);
      const data = intermediaryFor(adviser);
      expect(intermediaryResponseSchema.parse({ data })).toEqual({ data });
    }
    for (const agency of world.agencies) {
      expect(agencyResponseSchema.safeParse({ data: { name: agency.name } }).success).toBe(true);
    }
  });

  it('holds every state the screens know, for both payment methods', () => {
    const states = new Set(
      demoApplications.flatMap((a) => [
        a.attempts.length === 0 ? 'never asked' : a.attempts.at(-1)!,
        ...(a.formsReady ? ['forms ready'] : []),
      ]),
    );
    expect([...states].sort()).toEqual(
      [
        'never asked',
        'waiting',
        'accepted',
        'rejected',
        'noAnswer',
        'networkError',
        'cancelled',
        'forms ready',
      ].sort(),
    );
    const methods = new Set(demoApplications.map((a) => a.paymentMethod));
    expect([...methods].sort()).toEqual(['Debit Order', 'Stop Order']);
    expect(
      demoApplications.filter(
        (a) => a.employeeNumber === adviserWithoutApplications.employeeNumber,
      ),
    ).toEqual([]);
  });

  it('keeps its numbers unique and its logs in order', () => {
    const policies = world.records.map((r) => r.plan.policyNumber);
    expect(new Set(policies).size).toBe(policies.length);
    const ids = world.records.flatMap((r) => [r.plan._id, ...r.log.map((e) => e._id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { app, log } of world.records) {
      expect(log.map((e) => e.response)).toEqual(app.attempts.map(logResponseFor));
      const dates = log.map((e) => Date.parse(e.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(dates.every((d) => d <= now.getTime())).toBe(true);
    }
  });
});
