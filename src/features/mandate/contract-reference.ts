/**
 * A policy number as the document store's contract reference, in the document taxonomy and the
 * bank mandate (docs/behaviour.md#mandate-documents), without surrounding white space:
 * 14 characters → the part after the first 3 (the product prefix); 10 characters → a leading
 * space; any other length → left-padded with zeros to 9 (longer ones are kept as they are).
 */
export function toContractReference(policyNumber: string): string {
  const value = policyNumber.trim();
  if (value.length === 14) return value.slice(3);
  if (value.length === 10) return ` ${value}`;
  return value.padStart(9, '0');
}
