// The lint rules that need types run in oxlint (.oxlintrc.json, `npm run typecheck`), with two
// that need none (no unused variables, no import cycles); the rest in ESLint (eslint.config.js).
// typescript-eslint names the rules that need types; this keeps the oxlint list equal to that set,
// and ESLint off every rule oxlint runs, so a rule is neither lost nor run twice when either side
// moves.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
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

/** The rules .oxlintrc.json runs from oxlint's typescript plugin, and their levels. */
const typescriptRules = Object.entries(config.rules).filter(([name]) =>
  name.startsWith('typescript/'),
);

describe('.oxlintrc.json', () => {
  it('runs exactly the type-aware rules typescript-eslint recommends, as errors', () => {
    expect(error).toBeUndefined();
    expect(typescriptRules.map(([name]) => name).sort()).toEqual(rulesNeedingTypes());
    expect(new Set(typescriptRules.map(([, level]) => level))).toEqual(new Set(['error']));
  });

  it('runs them on every file with types, none on the JavaScript files (in no tsconfig)', () => {
    const javascript = config.overrides.filter(({ files }) => files.includes('**/*.js'));
    expect(javascript).toHaveLength(1);
    expect(javascript[0].files).toEqual(['**/*.js', '**/*.mjs']);
    expect(javascript[0].rules).toEqual(
      Object.fromEntries(rulesNeedingTypes().map((name) => [name, 'off'])),
    );
    expect(config.overrides).toHaveLength(1);
  });

  it('checks types and type-aware rules, and turns warnings into failures', () => {
    expect(config.options).toEqual({ typeAware: true, typeCheck: true, denyWarnings: true });
  });

  // Loading eslint.config.js imports every plugin: seconds on two busy cores.
  it('runs no rule that ESLint runs too, on any kind of file', { timeout: 30_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    // ESLint's names for each rule oxlint runs: its own, typescript-eslint's, import-x's.
    const names = Object.keys(config.rules).flatMap((rule) => {
      const [plugin, name] = rule.split('/');
      if (plugin === 'typescript') return [`@typescript-eslint/${name}`];
      if (plugin === 'import') return [`import/${name}`, `import-x/${name}`];
      return [name, `@typescript-eslint/${name}`];
    });
    expect(names).toContain('@typescript-eslint/no-unused-vars');
    for (const file of ['src/app/root.tsx', 'src/lib/dates.ts', 'e2e/a.spec.ts', 'tools/a.js']) {
      const { rules } = await eslint.calculateConfigForFile(path.join(root, file));
      const alsoInEslint = names.filter(
        (name) => rules[name] && ![0, 'off'].includes(rules[name][0]),
      );
      expect(alsoInEslint, file).toEqual([]);
    }
  });
});
