// The lint rules that need types run in oxlint (.oxlintrc.json, `npm run typecheck`), the rest in
// ESLint (eslint.config.js). typescript-eslint names the rules that need types; this keeps the
// oxlint list equal to that set, so a rule is neither lost nor run twice when either side moves.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, '.oxlintrc.json');
// .oxlintrc.json has comments: TypeScript's own reader of commented JSON parses it.
const { config, error } = ts.parseConfigFileTextToJson(
  configFile,
  fs.readFileSync(configFile, 'utf8'),
);

/** typescript-eslint's `recommendedTypeChecked` rules that need type information. */
function rulesNeedingTypes() {
  const rules = Object.assign(
    {},
    ...tseslint.configs.recommendedTypeCheckedOnly.map((c) => c.rules),
  );
  return Object.entries(rules)
    .filter(([name, level]) => name.startsWith('@typescript-eslint/') && level !== 'off')
    .map(([name]) => name.replace('@typescript-eslint/', 'typescript/'))
    .sort();
}

describe('.oxlintrc.json', () => {
  it('runs exactly the type-aware rules typescript-eslint recommends, as errors', () => {
    expect(error).toBeUndefined();
    expect(Object.keys(config.rules).sort()).toEqual(rulesNeedingTypes());
    expect(new Set(Object.values(config.rules))).toEqual(new Set(['error']));
  });

  it('checks types and type-aware rules, and turns warnings into failures', () => {
    expect(config.options).toEqual({ typeAware: true, typeCheck: true, denyWarnings: true });
  });
});
