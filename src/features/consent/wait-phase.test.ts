import { describe, expect, it } from 'vitest';
import { initialConsentSession, type ConsentSessionState } from './consent-session';
import { maskCell } from '../../domain';
import { KEEP_PAGE_OPEN, waitPhase } from './wait-phase';

const T0 = Date.parse('2026-11-23T12:00:00.000Z');
const request = { planReference: 'p1', cellphoneNumber: '0821234567', message: 'Meridian …' };
const at = (patch: Partial<ConsentSessionState>): ConsentSessionState => ({
  ...initialConsentSession(T0),
  request,
  ...patch,
});

describe('maskCell', () => {
  it('keeps the first three and last three digits, as the verifier masks', () => {
    expect(maskCell('0821234567')).toBe('082****567');
    expect(maskCell('082 123 4567')).toBe('082****567');
    expect(maskCell('+27821234567')).toBe('082****567');
    expect(maskCell('12345')).toBe('*****');
  });
});

describe('waitPhase (two phases, two looks)', () => {
  it('says where the prompt goes until the verifier has put it on the phone', () => {
    expect(waitPhase(at({ phase: 'sending' }))).toEqual({
      phase: 'sending',
      words: 'Sending to 082****567…',
    });
  });

  it('then asks the adviser to have the client reply, with the time left', () => {
    const waiting = at({ phase: 'waiting', deadline: T0 + 118_000, now: T0 });
    expect(waitPhase(waiting)).toEqual({
      phase: 'waiting',
      words: 'Ask the client to reply 1 — 1:58 left',
    });
    expect(waitPhase({ ...waiting, now: T0 + 117_500 })?.words).toBe(
      'Ask the client to reply 1 — 0:01 left',
    );
  });

  it('has no phase before a request or once it has ended', () => {
    expect(waitPhase(at({ phase: 'idle' }))).toBeNull();
    expect(waitPhase(at({ phase: 'withdrawn' }))).toBeNull();
  });

  it('asks for the page to stay open, in one sentence', () => {
    expect(KEEP_PAGE_OPEN).toBe('Keep this page open until the client answers');
  });
});
