import { describe, expect, it } from 'vitest';
import { demoSessionToken, makeSessionToken } from '../../api/mocks/session';
import { readAdviser } from './adviser';

const none = { greetingName: '', displayName: '', employeeNumber: '' };

describe('readAdviser', () => {
  it('greets by the given name and keeps display name and employee number', () => {
    expect(readAdviser(demoSessionToken())).toEqual({
      greetingName: 'Thandi',
      displayName: 'Thandi Nkosi',
      employeeNumber: '1004521',
    });
  });

  it('greets by the display name when there is no given name', () => {
    const token = makeSessionToken({ sub: { displayName: 'Pieter Botha', employeeNumber: '77' } });
    expect(readAdviser(token).greetingName).toBe('Pieter Botha');
    const blank = makeSessionToken({ sub: { givenName: ' ', displayName: 'Pieter Botha' } });
    expect(readAdviser(blank).greetingName).toBe('Pieter Botha');
  });

  it('gives empty strings for fields the payload lacks', () => {
    expect(readAdviser(makeSessionToken({ sub: {} }))).toEqual(none);
  });

  it('reads names outside ASCII', () => {
    const token = makeSessionToken({ sub: { givenName: 'Zoë', displayName: 'Zoë Ngcobo' } });
    expect(readAdviser(token).greetingName).toBe('Zoë');
  });

  it('gives empty strings without a token', () => {
    expect(readAdviser(null)).toEqual(none);
    expect(readAdviser('')).toEqual(none);
    expect(readAdviser('   ')).toEqual(none);
  });

  it('gives empty strings for an unreadable token, never an exception', () => {
    for (const token of ['not-a-jwt', 'a.b.c', 'a.!!!.c', `x.${btoa('[1,2]')}.y`]) {
      expect(readAdviser(token)).toEqual(none);
    }
  });

  it('gives empty strings when the payload has no sub or the wrong types', () => {
    expect(readAdviser(makeSessionToken({ name: 'x' }))).toEqual(none);
    expect(readAdviser(makeSessionToken({ sub: { givenName: 42 } }))).toEqual(none);
  });
});
