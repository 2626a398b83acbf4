// The import rules tested with ESLint's RuleTester: each case is a file at a real place in the
// repo (the layers rule reads only paths) or in a temporary folder (the cycle rule reads files).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import local from './eslint-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('local/layers', local.rules.layers, {
  valid: [
    { filename: at('src/app/App.tsx'), code: "import { x } from '../features/consent';" },
    {
      filename: at('src/features/consent/a.ts'),
      code: "import { x } from '../consent-form/index';",
    },
    { filename: at('src/features/consent/a.ts'), code: "import { x } from './ussd-message';" },
    {
      filename: at('src/features/consent-form/sections/A.tsx'),
      code: "import { x } from '../form/schema';",
    },
    {
      filename: at('src/features/consent-form/consent-panel/A.tsx'),
      code: "import { x } from '../controller/details-controller';",
    },
    {
      filename: at('src/features/consent-form/index.ts'),
      code: "import { x } from './actions/DetailsActionBar';",
    },
    {
      filename: at('src/features/consent-form/form/a.test.ts'),
      code: "import { x } from '../sections/SectionStory';",
    },
    { filename: at('src/api/hooks.test.tsx'), code: "import { mocks } from './mocks';" },
    {
      filename: at('src/features/applications/ApplicationTable.story-helpers.tsx'),
      code: "import { seedSessionToken } from '../../api/mocks';",
    },
    { filename: at('src/api/mocks/node.ts'), code: "import { http } from '../http';" },
    {
      filename: at('stories/flows/A.stories.tsx'),
      code: "import { mocks } from '../../src/api/mocks';",
    },
    {
      filename: at('.storybook/preview.tsx'),
      code: "import { handlers } from '../src/api/mocks';",
    },
    {
      filename: at('sandbox/routes/plans.ts'),
      code: "import { routes } from '../../src/api/endpoints.ts';",
    },
    { filename: at('sandbox/routes/plans.ts'), code: "import { x } from '../lib/auth.ts';" },
    {
      filename: at('sandbox/db/seed.ts'),
      code: "import { x } from '../../src/domain/ussd-message.ts';",
    },
    {
      filename: at('sandbox/routes/plans.ts'),
      code: "import { x } from '../../src/api/contract/plans.ts';",
    },
    { filename: at('src/domain/ussd-message.ts'), code: "import { x } from '../api/contract';" },
    { filename: at('src/domain/ussd-message.ts'), code: "import { x } from '../lib/dates';" },
    { filename: at('src/domain/a.ts'), code: "import { x } from '@internationalized/date';" },
    { filename: at('src/domain/a.test.ts'), code: "import { x } from '../api/mocks';" },
    { filename: at('src/features/consent/index.ts'), code: "export { x } from '../../domain';" },
    { filename: at('src/api/mocks/fixtures.ts'), code: "import { x } from '../../domain';" },
    { filename: at('e2e/a.spec.ts'), code: "import { x } from '../sandbox/test/helpers.ts';" },
    { filename: at('src/lib/dates.ts'), code: "import { x } from 'date-fns';" },
  ],
  invalid: [
    {
      filename: at('src/features/consent-form/form/schema.ts'),
      code: "import { x } from '../sections/fields';",
      errors: [{ messageId: 'part' }],
    },
    {
      filename: at('src/features/consent-form/sections/A.tsx'),
      code: "import { x } from '../controller/details-controller';",
      errors: [{ messageId: 'part' }],
    },
    {
      filename: at('src/features/consent-form/controller/a.ts'),
      code: "import { x } from '../index';",
      errors: [{ messageId: 'part' }],
    },
    {
      filename: at('src/lib/dates.ts'),
      code: "import { x } from '../components';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/api/http.ts'),
      code: "import { x } from '../features/consent';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/features/consent/a.ts'),
      code: "import { x } from '../consent-form/schema';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/app/App.tsx'),
      code: "export * from '../features/consent/ussd-message';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/app/App.tsx'),
      code: "import { mocks } from '../api/mocks';",
      errors: [{ messageId: 'mocks' }],
    },
    {
      filename: at('sandbox/server.ts'),
      code: "import { mocks } from '../src/api/mocks/index.ts';",
      errors: [{ messageId: 'mocks' }],
    },
    {
      filename: at('src/lib/dates.ts'),
      code: "import { x } from '../../sandbox/lib/ids.ts';",
      errors: [{ messageId: 'zone' }],
    },
    {
      filename: at('sandbox/routes/report.ts'),
      code: "import { x } from '../../src/api/index.ts';",
      errors: [{ messageId: 'node' }],
    },
    {
      filename: at('sandbox/routes/report.ts'),
      code: "import { x } from '../../src/components/index.ts';",
      errors: [{ messageId: 'node' }],
    },
    {
      filename: at('sandbox/db/seed.ts'),
      code: "import { x } from '../../src/features/consent/ussd-message.ts';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('sandbox/db/seed.ts'),
      code: "import { x } from '../../src/features/consent/index.ts';",
      errors: [{ messageId: 'node' }],
    },
    {
      filename: at('src/domain/a.ts'),
      code: "import { x } from '../features/consent';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/domain/a.ts'),
      code: "import { x } from '../components';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/domain/a.ts'),
      code: "import { usePlan } from '../api';",
      errors: [{ messageId: 'node' }],
    },
    {
      filename: at('src/domain/a.ts'),
      code: "import { useState } from 'react';",
      errors: [{ messageId: 'react' }],
    },
    {
      filename: at('src/domain/a.ts'),
      code: "import { useQuery } from '@tanstack/react-query';",
      errors: [{ messageId: 'react' }],
    },
    {
      filename: at('src/api/contract/plans.ts'),
      code: "import { x } from '../../domain';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('sandbox/routes/report.ts'),
      code: "import { ownedPlan } from './plans.ts';",
      errors: [{ messageId: 'route' }],
    },
    {
      filename: at('e2e/a.spec.ts'),
      code: "import { App } from '../src/app/App';",
      errors: [{ messageId: 'node' }],
    },
    {
      filename: at('sandbox/main.ts'),
      code: "import { x } from '../stories/DesignTokens';",
      errors: [{ messageId: 'zone' }],
    },
  ],
});

// A small module graph on disk: a → b → c → a is a cycle; d → e → d only through types is not.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycles-'));
const files = {
  'a.ts': "import { b } from './b';\nexport const a = b;\n",
  'b.ts': "import { c } from './c.ts';\nexport const b = c;\n",
  'c.ts': "export { a as c } from './a';\n",
  'd.ts': "import type { E } from './e';\nexport type D = E;\n",
  'e.ts': "import { type D } from './d';\nexport type E = D | string;\n",
  'f.ts': "import { g } from './nested';\nexport const f = g;\n",
  'nested/index.ts': 'export const g = 1;\n',
  // A mixed import brings in a value: h → i → h is a cycle.
  'h.ts': "import { i } from './i';\nexport const h = i;\n",
  'i.ts': "import { h, type H } from './h';\nexport const i = 1;\nexport const j: H = h;\n",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name) => ({ filename: path.join(dir, name), code: files[name] });

tester.run('local/no-cycles', local.rules['no-cycles'], {
  valid: [file('d.ts'), file('e.ts'), file('f.ts'), file('nested/index.ts')],
  invalid: [
    { ...file('a.ts'), errors: [{ message: /Import cycle: a\.ts → b\.ts → c\.ts → a\.ts/ }] },
    { ...file('c.ts'), errors: [{ messageId: 'cycle' }] },
    { ...file('h.ts'), errors: [{ messageId: 'cycle' }] },
  ],
});
