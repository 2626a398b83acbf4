import { buildInMemory } from './bundle.ts';
const bundle = await buildInMemory();
const shared = Object.values(bundle).find((o) => o.fileName.includes('aria~index~mount~ConsentDetailsPage'))!;
console.log('shared exports', shared.type === 'chunk' && shared.exports.join(','));
for (const out of Object.values(bundle)) {
  if (out.type !== 'chunk') continue;
  const m = out.code.match(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"[^"]*${shared.fileName.split('/').pop()!.replace(/[.~-]/g, '.')}"`));
  if (m) console.log(out.fileName, '<-', m[1]);
}
