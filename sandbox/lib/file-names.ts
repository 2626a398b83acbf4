/** A file name safe inside a quoted Content-Disposition parameter. */
export function safeFileName(name: string, fallback: string) {
  const cleaned = name
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .slice(0, 80);
  return `${cleaned.replace(/^[._]+/, '') || fallback}.pdf`;
}
