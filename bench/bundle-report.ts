/**
 * Prints the production build's bundle report (bench/bundle.ts) as JSON on stdout. The budget
 * test runs it as its own process, so a rebuild runs with NODE_ENV=production whatever Vitest's.
 */
import { analyseAppBuild } from './bundle.ts';

process.stdout.write(JSON.stringify(analyseAppBuild()));
