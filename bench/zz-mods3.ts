import { buildInMemory } from './bundle.ts';
const bundle = await buildInMemory();
const shared = Object.values(bundle).find((o) => o.fileName.includes('aria~index~mount~ConsentDetailsPage'))!;
if (shared.type === 'chunk') {
  const code = shared.code;
  const exp = code.slice(code.lastIndexOf('export{'));
  console.log(exp);
  console.log(Object.entries(shared.modules).map(([id,m])=>id.replace(/.*node_modules\//,'')+':'+m.renderedLength).join('\n'));
}
const idx = Object.values(bundle).find((o) => o.fileName.startsWith('assets/index-'))!;
if (idx.type==='chunk') { const c = idx.code; for (const name of ['ae','oe']) { let i=-1; let n=0; while((i=c.indexOf(name+'(',i+1))>=0 && n<3){ console.log(name, c.slice(Math.max(0,i-150), i+80)); n++; } } }
