// `local/no-library-privates` tested with ESLint's RuleTester: what it refuses, and the names and
// places it leaves alone.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLibraryPrivates } from './eslint-library-privates.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
/** The repo's own data fields, as eslint.config.js allows them. */
const allowId = [{ allow: ['_id'] }];
const error = (name) => ({ messageId: 'private', data: { name } });

tester.run('local/no-library-privates', noLibraryPrivates, {
  valid: [
    // The contract's plan `_id` is a data field of ours, allowed by name.
    { code: 'const reference = plan._id;', options: allowId },
    { code: 'const { _id, policyNumber } = plan;', options: allowId },
    { code: "find((p) => p['_id'] === reference);", options: allowId },
    // Public members, our own objects, and shapes we write.
    { code: 'form.getValues(); form.subscribe({ formState: { isDirty: true } });' },
    { code: 'class Counter { _count = 0; up() { return this._count++; } }' },
    { code: 'const payload = { _id: created._id };', options: allowId },
    { code: 'const answer = { _links: [] };' },
    { code: 'type Probe = { __intlCalls: string[] };' },
    { code: 'const { billing: _billing, ...rest } = report;' },
    { code: "import { _helper } from './local';" },
  ],
  invalid: [
    { code: 'const dirty = form.control._getDirty();', errors: [error('_getDirty')] },
    {
      code: 'const submitted = form.control._formState.isSubmitted;',
      errors: [error('_formState')],
    },
    { code: 'control?._subjects.state.next({});', errors: [error('_subjects')] },
    { code: "const defaults = control['_defaultValues'];", errors: [error('_defaultValues')] },
    { code: 'const { _defaultValues } = form.control;', errors: [error('_defaultValues')] },
    { code: 'const { _formState: state } = control;', errors: [error('_formState')] },
    {
      code: "import { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as x } from 'react';",
      errors: [error('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')],
    },
    // Without the allow list, `_id` is refused like any other `_` name.
    { code: 'const reference = plan._id;', errors: [error('_id')] },
  ],
});
