/**
 * Build-time settings (Vite's `import.meta.env`), read in one place. In Node (the sandbox, unit
 * tests) `import.meta.env` is absent and every setting falls back to its default.
 */
export const env: Readonly<Record<string, string | undefined>> =
  (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};
