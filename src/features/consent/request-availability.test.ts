import { describe, expect, it } from 'vitest';
import { requestAvailability } from './request-availability';

const ok = {
  inFlight: false,
  planReference: 'plan-1',
  message: 'Meridian to deduct R150 mnthly from salary for emp *1 for P from 01/2027',
  allowance: { left: 3, opensAt: null },
};

describe('requestAvailability', () => {
  it('is enabled for a saved plan with a sendable message and attempts left', () => {
    expect(requestAvailability(ok)).toEqual({ isDisabled: false, reason: null });
  });

  it('is disabled while a request is under way', () => {
    expect(requestAvailability({ ...ok, inFlight: true }).reason).toBe(
      'A consent request is under way.',
    );
  });

  it('needs a saved plan', () => {
    expect(requestAvailability({ ...ok, planReference: '' }).isDisabled).toBe(true);
    expect(requestAvailability({ ...ok, planReference: undefined }).reason).toMatch(/^Save/);
  });

  it('needs a message it can build', () => {
    expect(requestAvailability({ ...ok, message: null }).reason).toMatch(/first deduction date/);
  });

  it('allows exactly 182 characters and says why 183 cannot go', () => {
    expect(requestAvailability({ ...ok, message: 'x'.repeat(182) }).isDisabled).toBe(false);
    expect(requestAvailability({ ...ok, message: 'x'.repeat(183) }).reason).toBe(
      'The USSD message is 183 characters, over the USSD limit of 182: shorten the policy details it is built from.',
    );
  });

  it('at zero attempts says when it opens again', () => {
    const opensAt = new Date(2026, 10, 24, 9, 30).getTime();
    expect(requestAvailability({ ...ok, allowance: { left: 0, opensAt } }).reason).toBe(
      'No consent attempts left: Request Consent opens again at 24/11/2026 09:30.',
    );
    expect(requestAvailability({ ...ok, allowance: { left: 0, opensAt: null } }).isDisabled).toBe(
      true,
    );
  });
});
