/**
 * A policy number as the document store's contract reference, in the taxonomy and the bank mandate
 * (docs/behaviour.md#mandate-documents): 14 characters lose the product prefix, 10 get a leading
 * space, any other length is left-padded with zeros to 9.
 */
export function toContractReference(policyNumber: string): string {
  const value = policyNumber.trim();
  if (value.length === 14) return value.slice(3);
  if (value.length === 10) return ` ${value}`;
  return value.padStart(9, '0');
}
