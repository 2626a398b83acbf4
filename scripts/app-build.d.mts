// Types for app-build.mjs (plain JavaScript so that `npm start` runs it with node alone).
import type { StdioOptions } from 'node:child_process';

export declare const repoRoot: string;
export declare const buildInputs: readonly string[];
export declare function newestMtime(path: string): number;
export declare function appBuildStatus(root?: string): {
  builtIndex: string;
  builtAt: number;
  sourcesAt: number;
  stale: boolean;
};
export declare function buildApp(
  root?: string,
  stdio?: StdioOptions,
): { ok: boolean; status: number | null; output: string };
