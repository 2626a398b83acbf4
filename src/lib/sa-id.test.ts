import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { birthDateFromId, checkSaIdNumber, initialFromFirstName } from './sa-id';

const d = (y: number, m: number, day: number) => new CalendarDate(y, m, day);
const in2025 = new Date(2025, 5, 1);

describe('birthDateFromId', () => {
  it('reads YYMMDD from a 13-character ID', () => {
    expect(birthDateFromId('8001015009087', in2025)).toEqual(d(1980, 1, 1));
    expect(birthDateFromId('0101015001080', in2025)).toEqual(d(2001, 1, 1));
  });

  it('puts YY below the current two-digit year in the 2000s, and YY equal to it in the 1900s', () => {
    expect(birthDateFromId('2401015001082', in2025)).toEqual(d(2024, 1, 1));
    expect(birthDateFromId('2501015001089', in2025)).toEqual(d(1925, 1, 1));
    expect(birthDateFromId('9901015001084', in2025)).toEqual(d(1999, 1, 1));
    expect(birthDateFromId('0001015001080', new Date(2000, 0, 1))).toEqual(d(1900, 1, 1));
  });

  it('accepts 29 February only when the resolved year is a leap year', () => {
    expect(birthDateFromId('0002295001081', in2025)).toEqual(d(2000, 2, 29));
    expect(birthDateFromId('9602290123086', in2025)).toEqual(d(1996, 2, 29));
    expect(birthDateFromId('0102295001089', in2025)).toBeNull();
    expect(birthDateFromId('9702290123084', in2025)).toBeNull();
    // In the year 2000, YY 00 is not below 00: 1900, which was not a leap year.
    expect(birthDateFromId('0002295001081', new Date(2000, 5, 1))).toBeNull();
  });

  it('gives null for a date that does not exist', () => {
    expect(birthDateFromId('8013015009087', in2025)).toBeNull();
    expect(birthDateFromId('8000015009087', in2025)).toBeNull();
    expect(birthDateFromId('8004315009087', in2025)).toBeNull();
  });

  it('derives nothing unless the ID has exactly 13 characters', () => {
    expect(birthDateFromId('800101500908', in2025)).toBeNull();
    expect(birthDateFromId('80010150090871', in2025)).toBeNull();
    expect(birthDateFromId('', in2025)).toBeNull();
  });

  it('ignores surrounding white space when counting the 13 characters', () => {
    expect(birthDateFromId(' 8001015009087 ', in2025)).toEqual(d(1980, 1, 1));
    expect(birthDateFromId(' 800101500908', in2025)).toBeNull();
  });

  it('needs six digits at the start; white space among them gives null', () => {
    expect(birthDateFromId('8001 01500908', in2025)).toBeNull();
    // Only YYMMDD is read: what follows is checkSaIdNumber's business.
    expect(birthDateFromId('800101 500908', in2025)).toEqual(d(1980, 1, 1));
  });

  it('gives null for a passport number of 13 characters', () => {
    expect(birthDateFromId('A12345678ZA01', in2025)).toBeNull();
  });

  it("uses today's year by default", () => {
    expect(birthDateFromId('8001015009087')).toEqual(d(1980, 1, 1));
  });
});

describe('checkSaIdNumber', () => {
  it('accepts well-formed IDs of citizens, residents and refugees', () => {
    expect(checkSaIdNumber('8001015009087', in2025)).toEqual({ valid: true, problems: [] });
    expect(checkSaIdNumber('8501150234085', in2025).valid).toBe(true);
    expect(checkSaIdNumber('9207045123082', in2025).valid).toBe(true);
    // citizenship 1 and 2
    expect(checkSaIdNumber('8001015009186', in2025)).toEqual({ valid: true, problems: [] });
    expect(checkSaIdNumber('8001015009285', in2025)).toEqual({ valid: true, problems: [] });
  });

  it('reports a wrong check digit', () => {
    expect(checkSaIdNumber('8001015009088', in2025)).toEqual({
      valid: false,
      problems: ['checksum'],
    });
  });

  it('reports a wrong citizenship digit', () => {
    expect(checkSaIdNumber('8001015009384', in2025).problems).toContain('citizenship');
  });

  it('reports an impossible birth date, including 29 February of a common year', () => {
    expect(checkSaIdNumber('8002305009084', in2025).problems).toContain('date');
    expect(checkSaIdNumber('0102295001089', in2025).problems).toContain('date');
  });

  it('reports length and non-digits without judging the rest', () => {
    expect(checkSaIdNumber('800101500908', in2025)).toEqual({ valid: false, problems: ['length'] });
    expect(checkSaIdNumber('A12345678ZA01', in2025)).toEqual({
      valid: false,
      problems: ['digits'],
    });
    expect(checkSaIdNumber('', in2025)).toEqual({ valid: false, problems: ['length', 'digits'] });
  });

  it('ignores surrounding white space; white space inside is not a digit', () => {
    expect(checkSaIdNumber('  8001015009087\t', in2025).valid).toBe(true);
    expect(checkSaIdNumber('800101 5009087', in2025)).toEqual({
      valid: false,
      problems: ['length', 'digits'],
    });
    expect(checkSaIdNumber('800101 500908', in2025)).toEqual({
      valid: false,
      problems: ['digits'],
    });
  });
});

describe('initialFromFirstName', () => {
  it('takes the first letter, upper-cased', () => {
    expect(initialFromFirstName('thandiwe')).toBe('T');
    expect(initialFromFirstName('Johannes Petrus')).toBe('J');
  });

  it('skips leading white space', () => {
    expect(initialFromFirstName('  lerato')).toBe('L');
  });

  it('handles letters outside ASCII', () => {
    expect(initialFromFirstName('élise')).toBe('É');
  });

  it("gives '' for a blank name", () => {
    expect(initialFromFirstName('')).toBe('');
    expect(initialFromFirstName('   ')).toBe('');
  });
});
