/**
 * Prints the production build's bundle report (bench/bundle.ts) as JSON on stdout. The budget
 * test runs it as its own process, so the build runs with NODE_ENV=production whatever Vitest's.
 */
import { analyseBundle, buildInMemory } from './bundle.ts';

process.stdout.write(JSON.stringify(analyseBundle(await buildInMemory())));
