/**
 * react-router's production build in ours (docs/architecture.md#load-budget). react-router 7's
 * package exports point every bundler at its development build, whose dev warnings are switched on
 * (ENABLE_DEV_WARNINGS) and cannot be stripped by NODE_ENV. The package ships the same modules
 * built for production beside them (dist/production/, the same file names), so the production
 * build takes those: the same router without the warnings. The dev server keeps the development
 * build and its warnings.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/** The production twin of a react-router development module, or null. */
export function productionTwin(file: string): string | null {
  if (!DEVELOPMENT.test(file)) return null;
  const twin = file.replace(DEVELOPMENT, '$1production$2');
  return existsSync(twin) ? twin : null;
}

/** The Vite plugin (production builds). */
export function productionRouter(): Plugin {
  return {
    name: 'ussd:production-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const twin = productionTwin(resolved.id);
      if (twin) return { ...resolved, id: twin };
      return resolved;
    },
  };
}
