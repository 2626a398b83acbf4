/**
 * For the build plugins' tests: the module ids a production build of one source file carries,
 * built in memory with the app's own Vite config (its plugins included), every export kept so
 * the figure is what the module could reach, not what one page uses.
 */
import path from 'node:path';
import { build, type Rolldown } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** `entry` is repo-relative, e.g. 'src/api/http.ts'. */
export async function buildModules(entry: string): Promise<string[]> {
  const result = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      write: false,
      sourcemap: false,
      rolldownOptions: {
        input: path.join(root, entry),
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) =>
    output.output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])),
  );
}
