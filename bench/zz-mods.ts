import { buildInMemory } from './bundle.ts';
const bundle = await buildInMemory();
for (const out of Object.values(bundle)) {
  if (out.type !== 'chunk') continue;
  const mods = Object.entries(out.modules).filter(([id, m]) => id.includes(process.argv[2]) && m.renderedLength > 0);
  if (mods.length) console.log(out.fileName, out.isEntry ? 'ENTRY' : '', out.isDynamicEntry ? 'DYN' : '', mods.map(([id, m]) => `${id.replace(/.*node_modules\//, '')}:${m.renderedLength}`).join('\n   '));
}
