// A small local ESLint rule that keeps the import direction of DESIGN.md §1:
//   config → lib → components → features → app, with api beside features,
// and features reaching one another only through their public index.ts.
// It resolves relative imports to folders; package imports are not its business.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** Which layer a file or folder belongs to, and (for features) which feature. */
function classify(file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..')) return { layer: 'outside' };
  const [layer, feature, ...rest] = rel.split(path.sep);
  if (layer === 'features') return { layer, feature, rest };
  return { layer };
}

const allowed = {
  config: ['config'],
  lib: ['config', 'lib'],
  components: ['config', 'lib', 'components'],
  api: ['config', 'lib', 'api'],
  features: ['config', 'lib', 'components', 'api', 'features'],
  app: ['config', 'lib', 'components', 'api', 'features', 'app'],
};

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports flow config → lib → components → features → app (api beside features).',
    },
    messages: {
      layer: "'{{from}}' may not import from '{{to}}' (see DESIGN.md §1).",
      feature:
        "Feature '{{from}}' may use feature '{{to}}' only through its public index ('…/features/{{to}}').",
    },
    schema: [],
  },
  create(context) {
    const from = classify(context.filename);
    if (!(from.layer in allowed)) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = classify(path.resolve(path.dirname(context.filename), source));
      if (target.layer === 'outside') return;
      if (!allowed[from.layer].includes(target.layer)) {
        context.report({
          node: node.source,
          messageId: 'layer',
          data: { from: from.layer, to: target.layer },
        });
        return;
      }
      const crossesFeatures =
        from.layer === 'features' && target.layer === 'features' && target.feature !== from.feature;
      if (!crossesFeatures) return;
      const throughIndex =
        target.rest.length === 0 ||
        (target.rest.length === 1 && /^index(\.tsx?)?$/.test(target.rest[0]));
      if (!throughIndex) {
        context.report({
          node: node.source,
          messageId: 'feature',
          data: { from: from.feature, to: target.feature },
        });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { layers } };
