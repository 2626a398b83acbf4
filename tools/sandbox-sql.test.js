// SQL lives in the sandbox's stores (sandbox/stores/*) and its schema in sandbox/db/database.ts
// (docs/architecture.md#layers): routes, lib, the seed and the verifier call store functions.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SQL_ALLOWED = /^sandbox\/(stores\/[^/]+\.ts|db\/database\.ts)$/;
// A statement prepared or run, a transaction opened, or SQL text in a string.
const SQL_USE =
  /\bdb\.(prepare|exec|transaction|pragma)\(|\b(SELECT\s+[\w*(]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX))\b/;

function sourceFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['test', 'public'].includes(entry.name) ? [] : sourceFiles(rel);
    return /\.ts$/.test(entry.name) ? [rel] : [];
  });
}

describe('sandbox SQL', () => {
  it('is written only in sandbox/stores and the schema module', () => {
    const offenders = sourceFiles('sandbox')
      .filter((file) => !SQL_ALLOWED.test(file))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
          .filter(({ text }) => SQL_USE.test(text)),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('would notice a statement prepared in a route', () => {
    expect(SQL_USE.test("ctx.db.prepare('SELECT COUNT(*) FROM plans')")).toBe(true);
    expect(SQL_USE.test('db.transaction(() => {')).toBe(true);
    expect(SQL_USE.test("const label = 'Select an agency';")).toBe(false);
    expect(SQL_USE.test('const match = PATTERN.exec(header);')).toBe(false);
  });
});
