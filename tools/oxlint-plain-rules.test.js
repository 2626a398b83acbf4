// The two rules without types that oxlint runs for ESLint, as .oxlintrc.json configures them, run
// by the oxlint binary on files in a temporary folder: no cycles of value imports (on a small
// module graph: the rule reads the imported files from disk) and no unused variables. Only these
// run here: the type-aware rules need the repo's tsconfig and its program.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, '.oxlintrc.json');
// .oxlintrc.json has comments: TypeScript's own reader of commented JSON parses it.
const { config } = ts.parseConfigFileTextToJson(configFile, fs.readFileSync(configFile, 'utf8'));
const oxlintPackage = require.resolve('oxlint/package.json');
const oxlintBin = path.join(path.dirname(oxlintPackage), require(oxlintPackage).bin.oxlint);

// a → b → c → a is a cycle; d → e → d only through types is not, nor is l → m → l through a
// lazy `import()`, nor p → q → p through an `export type … from`; x → y → x in JavaScript is.
const files = {
  'a.ts': "import { b } from './b';\nexport const a = b;\n",
  'b.ts': "import { c } from './c.ts';\nexport const b = c;\n",
  'c.ts': "export { a as c } from './a';\n",
  'd.ts': "import type { E } from './e';\nexport type D = E;\n",
  'e.ts': "import { type D } from './d';\nexport type E = D | string;\n",
  'f.ts': "import { g } from './nested';\nexport const f = g;\n",
  'nested/index.ts': "import { f } from '../f';\nexport const g = 1;\nexport const h = f;\n",
  // A mixed import brings in a value: h → i → h is a cycle.
  'h.ts': "import { i } from './i';\nexport const h = i;\n",
  'i.ts': "import { h, type H } from './h';\nexport const i = 1;\nexport const j: H = h;\n",
  'l.ts': "export const l = () => import('./m');\n",
  'm.ts': "import { l } from './l';\nexport const m = l;\n",
  'p.ts': "export type { Q } from './q';\nexport const p = 1;\n",
  'q.ts': "import { p } from './p';\nexport type Q = typeof p;\n",
  'r.tsx': "import { s } from './s';\nexport const R = () => <b>{s}</b>;\n",
  's.ts': "export const s = 'ok';\n",
  'x.mjs': "import { y } from './y.mjs';\nexport const x = y;\n",
  'y.mjs': "import { x } from './x.mjs';\nexport const y = 1;\nexport const z = x;\n",
  'z.js': "import { w } from './w.js';\nexport const z = w;\n",
  'w.js': 'export const w = 1;\n',
  // Unused: an import, a variable, an argument after the last one used, a caught error; kept on
  // purpose with `_`: a variable and an argument.
  'unused.ts': [
    "import { s as unusedImport } from './s';",
    'const unusedVariable = 1;',
    'const _kept = 2;',
    'export function f(_first: number, second: number, unusedLast: number) {',
    '  try {',
    '    return second;',
    '  } catch (unusedError) {',
    '    return 0;',
    '  }',
    '}',
    '',
  ].join('\n'),
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycles-'));
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}
fs.writeFileSync(
  path.join(dir, '.oxlintrc.json'),
  JSON.stringify({
    plugins: ['import'],
    categories: { correctness: 'off' },
    rules: {
      'import/no-cycle': config.rules['import/no-cycle'],
      'eslint/no-unused-vars': config.rules['eslint/no-unused-vars'],
    },
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What oxlint reports, once for the whole folder: file, line and rule of each finding. */
function lintFolder() {
  const run = spawnSync(process.execPath, [oxlintBin, '--format', 'json', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout).diagnostics.map(({ filename, code, labels }) => ({
    file: filename.replaceAll('\\', '/'),
    line: labels[0].span.line,
    code,
  }));
}
const findings = lintFolder();
const codesIn = (file) => findings.filter((finding) => finding.file === file).map((f) => f.code);

describe('no cycles of value imports (import/no-cycle)', () => {
  it('is an error in .oxlintrc.json, for every linted file', () => {
    expect(config.plugins).toContain('import');
    expect(config.rules['import/no-cycle'][0]).toBe('error');
  });
  it.each(['d.ts', 'e.ts', 'l.ts', 'm.ts', 'p.ts', 'q.ts', 'r.tsx', 's.ts', 'z.js', 'w.js'])(
    '%s is in no cycle',
    (name) => {
      expect(codesIn(name)).toEqual([]);
    },
  );
  it.each(['a.ts', 'b.ts', 'c.ts', 'f.ts', 'nested/index.ts', 'h.ts', 'i.ts', 'x.mjs', 'y.mjs'])(
    '%s is in a cycle',
    (name) => {
      expect(codesIn(name)).toEqual(['import(no-cycle)']);
    },
  );
});

describe('no unused variables (no-unused-vars)', () => {
  it('reports each unused name, not those kept with `_`', () => {
    expect(config.rules['eslint/no-unused-vars'][0]).toBe('error');
    const lines = findings.filter((finding) => finding.file === 'unused.ts');
    expect(lines.map(({ code }) => code)).toEqual(Array(4).fill('eslint(no-unused-vars)'));
    expect(lines.map(({ line }) => line).sort((a, b) => a - b)).toEqual([1, 2, 4, 7]);
  });
});
