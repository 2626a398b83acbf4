// The layer rules as configured (tools/eslint-layers.js), run by ESLint's Linter: each case is a
// file at a real place in the repo importing a real file (the plugin resolves it).
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import importRules from './eslint-layers.js';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ cwd: root });
const config = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
  },
  ...importRules,
];

/** The import rules' messages for `code` in a file at `file` (repo-relative). */
function lint(file, code) {
  return linter
    .verify(code, config, path.join(root, file))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

// What each refusal says (the rule's message names its reason).
const reasons = {
  layer: /^'src\/[a-z]+' may not import from /,
  feature: /is used only through its public index/,
  mocks: /src\/api\/mocks is for stories, tests and \.storybook\/ only/,
  node: /runs in Node( too)? and may not import/,
  route: /^Sandbox route may not import route/,
  part: /^In feature 'consent-form', part '[a-z-]+' may not import/,
  zone: /may not import from outside src\/|^Only '(stories|e2e)' may import/,
  react: /may not import React package/,
};

const valid = [
  ['src/app/AppLayout.tsx', "import { x } from '../features/consent';"],
  ['src/features/consent/a.ts', "import { x } from '../consent-form/index';"],
  ['src/features/consent/a.ts', "import { x } from './consent-state';"],
  ['src/features/consent-form/sections/A.tsx', "import { x } from '../form/schema';"],
  [
    'src/features/consent-form/consent-panel/A.tsx',
    "import { x } from '../controller/details-controller';",
  ],
  ['src/features/consent-form/index.ts', "import { x } from './actions/DetailsActionBar';"],
  ['src/features/consent-form/form/a.test.ts', "import { x } from '../sections/SectionStory';"],
  ['src/api/hooks.test.tsx', "import { mocks } from './mocks';"],
  [
    'src/features/applications/ApplicationTable.story-helpers.tsx',
    "import { seedSessionToken } from '../../api/mocks';",
  ],
  ['src/api/mocks/node.ts', "import { http } from '../http';"],
  ['stories/flows/A.stories.tsx', "import { mocks } from '../../src/api/mocks';"],
  ['.storybook/preview.tsx', "import { handlers } from '../src/api/mocks';"],
  ['sandbox/routes/plans.ts', "import { routes } from '../../src/api/endpoints.ts';"],
  ['sandbox/routes/plans.ts', "import { x } from '../lib/auth.ts';"],
  ['sandbox/db/seed.ts', "import { x } from '../../src/domain/ussd-message.ts';"],
  ['sandbox/routes/plans.ts', "import { x } from '../../src/api/contract/plans.ts';"],
  ['src/domain/ussd-message.ts', "import { x } from '../api/contract';"],
  ['src/domain/ussd-message.ts', "import { x } from '../lib/dates';"],
  ['src/domain/a.ts', "import { x } from '@internationalized/date';"],
  ['src/domain/a.test.ts', "import { x } from '../api/mocks';"],
  ['src/domain/a.test.ts', "import { useState } from 'react';"],
  ['src/features/consent/index.ts', "export { x } from '../../domain';"],
  ['src/api/mocks/fixtures.ts', "import { x } from '../../domain';"],
  ['e2e/a.spec.ts', "import { x } from '../sandbox/test/helpers.ts';"],
  ['src/lib/dates.ts', "import { x } from 'date-fns';"],
];

const invalid = [
  ['src/features/consent-form/form/schema.ts', "import { x } from '../sections/fields';", 'part'],
  [
    'src/features/consent-form/sections/A.tsx',
    "import { x } from '../controller/details-controller';",
    'part',
  ],
  ['src/features/consent-form/controller/a.ts', "import { x } from '../index';", 'part'],
  ['src/lib/dates.ts', "import { x } from '../components';", 'layer'],
  ['src/api/http.ts', "import { x } from '../features/consent';", 'layer'],
  ['src/features/consent/a.ts', "import { x } from '../consent-form/form/schema';", 'feature'],
  ['src/app/AppLayout.tsx', "export * from '../features/consent/consent-state';", 'feature'],
  ['src/app/AppLayout.tsx', "import { mocks } from '../api/mocks';", 'mocks'],
  ['sandbox/server.ts', "import { mocks } from '../src/api/mocks/index.ts';", 'mocks'],
  ['src/lib/dates.ts', "import { x } from '../../sandbox/lib/ids.ts';", 'zone'],
  ['sandbox/routes/report.ts', "import { x } from '../../src/api/index.ts';", 'node'],
  ['sandbox/routes/report.ts', "import { x } from '../../src/components/index.ts';", 'node'],
  [
    'sandbox/db/seed.ts',
    "import { x } from '../../src/features/consent/consent-state.ts';",
    'feature',
  ],
  ['sandbox/db/seed.ts', "import { x } from '../../src/features/consent/index.ts';", 'node'],
  ['src/domain/a.ts', "import { x } from '../features/consent';", 'layer'],
  ['src/domain/a.ts', "import { x } from '../components';", 'layer'],
  ['src/domain/a.ts', "import { usePlan } from '../api';", 'node'],
  ['src/domain/a.ts', "import { useState } from 'react';", 'react'],
  ['src/domain/a.ts', "import { useQuery } from '@tanstack/react-query';", 'react'],
  ['src/api/contract/plans.ts', "import { x } from '../../domain';", 'layer'],
  ['sandbox/routes/report.ts', "import { ownedPlan } from './plans.ts';", 'route'],
  ['e2e/a.spec.ts', "import { App } from '../src/app/AppLayout';", 'node'],
  ['sandbox/main.ts', "import { x } from '../stories/DesignTokens';", 'zone'],
];

describe('the layers (boundaries/dependencies)', () => {
  it.each(valid)('%s may use %s', (file, code) => {
    expect(lint(file, code)).toEqual([]);
  });
  it.each(invalid)('%s may not use %s (%s)', (file, code, reason) => {
    const messages = lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0].ruleId).toBe('boundaries/dependencies');
    expect(messages[0].message).toMatch(reasons[reason]);
  });
});
