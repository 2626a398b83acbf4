/**
 * The document store answers its id in braces ('{3F2504E0-…}'); the plan stores it without
 * (docs/behaviour.md#data-model: curly braces removed, white space trimmed).
 */
export function cleanFileNetId(ecmDocumentId: string): string {
  return ecmDocumentId.replace(/[{}]/g, '').trim();
}
