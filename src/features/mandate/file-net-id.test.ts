import { describe, expect, it } from 'vitest';
import { cleanFileNetId } from './file-net-id';

describe('cleanFileNetId', () => {
  it('removes the curly braces', () => {
    expect(cleanFileNetId('{3F2504E0-4F89-11D3-9A0C-0305E82C3301}')).toBe(
      '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    );
  });

  it('trims white space, outside and inside the braces', () => {
    expect(cleanFileNetId('  {ABC-1}\n')).toBe('ABC-1');
    expect(cleanFileNetId('{ ABC-1 }')).toBe('ABC-1');
  });

  it('leaves an id without braces as it is', () => {
    expect(cleanFileNetId('ABC-1')).toBe('ABC-1');
  });

  it('removes every brace, not only the outer pair', () => {
    expect(cleanFileNetId('{{ABC}}')).toBe('ABC');
  });

  it("gives '' for nothing but braces and spaces", () => {
    expect(cleanFileNetId(' {} ')).toBe('');
  });
});
