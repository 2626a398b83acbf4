// Types for chromium.mjs (plain JavaScript so that ensure-test-tools.mjs runs it with node alone).
export declare const chromePath: string;
export declare const chromiumArgs: readonly string[];
export declare const testChromePath: string;
