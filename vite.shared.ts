/**
 * What every Vite build of this repo shares: the app's (vite.config.ts, with React Router's
 * plugin), Storybook's and Vitest's (vitest.config.ts, .storybook/main.ts), which must not load
 * React Router's plugin: it expects to own the build.
 */
import { defineConfig } from 'vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

export default defineConfig({
  plugins: [
    // The product speaks en-IN only: keep react-aria's other locale strings out of the bundle.
    { ...optimizeLocales.vite({ locales: ['en-IN', 'en-US'] }), enforce: 'pre' },
  ],
  // Pre-bundled up front, so the first browser test run is not restarted by a late discovery
  // ("Vite unexpectedly reloaded a test").
  optimizeDeps: {
    include: [
      '@internationalized/date',
      'axios',
      'jwt-decode',
      'zod',
      'zod/mini',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@tanstack/react-query',
      'react-router',
      'styled-components',
      'react-aria-components',
    ],
  },
});
