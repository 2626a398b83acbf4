// Types for chromium.mjs (plain JavaScript so that ensure-chromium.mjs runs it with node alone).
export declare const chromePath: string;
export declare const chromiumArgs: readonly string[];
