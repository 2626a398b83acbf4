// `local/no-library-privates` — no member of a library object whose name starts with `_`.
//
// A library's `_`-named members (react-hook-form's `control._formState`, `_getDirty`,
// `_defaultValues`, `_subjects`; React's `__CLIENT_INTERNALS…`) are its own machinery: they are
// not in its documentation, change in any release without a word, and skip what its public API
// promises. Code uses the documented API instead (docs/architecture.md#controller says how the
// form's state is read without re-rendering the page).
//
// Reported: reading `x._name`, `x?._name`, `x['_name']`; destructuring `{ _name }` or
// `{ _name: alias }`; importing `{ _name }` from a package. Not reported: members of `this` and
// `super` (our own objects), object literals and type declarations (they write our own shapes),
// and the names in the `allow` option: data fields of our own that happen to start with `_`
// (eslint.config.js lists them, each with why).

/** @type {import('eslint').Rule.RuleModule} */
export const noLibraryPrivates = {
  meta: {
    type: 'problem',
    docs: { description: "No `_`-named member of a library's objects: use its documented API." },
    messages: {
      private:
        "'{{name}}' is a library's private member: use its documented API instead (or, for a data field of our own, list it in the rule's `allow`).",
    },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const isPrivate = (name) =>
      typeof name === 'string' && name.startsWith('_') && !allowed.has(name);
    const report = (node, name) => context.report({ node, messageId: 'private', data: { name } });

    /** The name of a member or property key: `x.name`, `x['name']`, `{ name }`, `{ 'name': … }`. */
    function keyName(key, computed) {
      if (!computed && key.type === 'Identifier') return key.name;
      if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
      return undefined;
    }

    return {
      MemberExpression(node) {
        if (node.object.type === 'ThisExpression' || node.object.type === 'Super') return;
        const name = keyName(node.property, node.computed);
        if (isPrivate(name)) report(node.property, name);
      },
      ObjectPattern(node) {
        for (const property of node.properties) {
          if (property.type !== 'Property') continue;
          const name = keyName(property.key, property.computed);
          if (isPrivate(name)) report(property.key, name);
        }
      },
      ImportSpecifier(node) {
        const source = node.parent.source.value;
        if (typeof source !== 'string' || source.startsWith('.')) return;
        const name = keyName(node.imported, false);
        if (isPrivate(name)) report(node.imported, name);
      },
    };
  },
};
