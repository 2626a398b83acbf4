import { describe, expect, it } from 'vitest';
import { toContractReference } from './contract-reference';

describe('toContractReference', () => {
  it('drops the first 3 characters of a 14-character policy number', () => {
    expect(toContractReference('MFP00000012345')).toBe('00000012345');
    expect(toContractReference('ABC_1234567890')).toBe('_1234567890');
  });

  it('puts a space before a 10-character policy number', () => {
    expect(toContractReference('1000234567')).toBe(' 1000234567');
    expect(toContractReference('MFP0012345')).toBe(' MFP0012345');
  });

  it('left-pads any other length with zeros to 9', () => {
    expect(toContractReference('12345')).toBe('000012345');
    expect(toContractReference('A1')).toBe('0000000A1');
    expect(toContractReference('123456789')).toBe('123456789');
  });

  it('keeps 11–13 characters and the unusual 15+ as they are (already 9 or more)', () => {
    expect(toContractReference('MFP00012345')).toBe('MFP00012345');
    expect(toContractReference('MFP0000012345')).toBe('MFP0000012345');
    expect(toContractReference('MFP000000012345')).toBe('MFP000000012345');
  });

  it('counts the policy number without surrounding white space', () => {
    expect(toContractReference(' MFP00000012345 ')).toBe('00000012345');
    expect(toContractReference(' 1000234567')).toBe(' 1000234567');
  });

  it('pads an empty policy number to nine zeros', () => {
    expect(toContractReference('')).toBe('000000000');
  });
});
