/**
 * Cellphone numbers arrive as the adviser typed them: '082 123 4567', '+27821234567',
 * '27821234567'. The handset and the verifier match on one normal form (the national
 * '0XXXXXXXXX'), and only ever show a masked form to the browser.
 */
export function normaliseCell(value: string): string {
  const digits = value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (digits.startsWith('+27')) return `0${digits.slice(3)}`;
  if (digits.startsWith('27') && digits.length === 11) return `0${digits.slice(2)}`;
  return digits.replace(/^\+/, '');
}

/** '0821234567' → '082****567': the first three and last three digits stay visible. */
export function maskCell(value: string): string {
  const cell = normaliseCell(value);
  if (cell.length <= 6) return '*'.repeat(cell.length);
  return `${cell.slice(0, 3)}${'*'.repeat(cell.length - 6)}${cell.slice(-3)}`;
}
