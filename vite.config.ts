import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// `npm run dev` serves the app with hot reload and forwards every service call to the sandbox.
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/node-ussd-integration', '/api', '/methub4all', '/sandbox', '/healthz'];

export default defineConfig({
  plugins: [
    react(),
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
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@tanstack/react-query',
      'react-router-dom',
      'styled-components',
      'react-aria-components',
      'msw',
      'storybook/test',
    ],
  },
  server: {
    proxy: {
      ...Object.fromEntries(
        proxied.map((path) => [path, { target: sandbox, changeOrigin: false }]),
      ),
      '/ussd-verifier': { target: sandbox.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
  },
});
