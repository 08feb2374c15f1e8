import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { operationRoutesOnly } from './scripts/operation-routes-plugin.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [operationRoutesOnly(), react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json: the server reads it to preload each route's
    // page chunks with the entry (src/server/web-assets.ts).
    manifest: true,
    // Budget: no chunk over 500 kB minified (issue budgets, bench/bundle.ts).
    chunkSizeWarningLimit: 500,
    // Every browser the app supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Needed by experimentalInlineCommonChunks; the app's entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared modules of a few kB (icons, small components) would otherwise
          // each be a chunk of their own: the landing page needed 15 requests.
          // Rolldown copies them into the chunks that use them instead, and its
          // runtime keeps one module instance across the copies. The page modules
          // and app/query-provider.tsx stay chunks of their own (dynamic import
          // targets are never inlined): the server finds them in the manifest.
          experimentalInlineCommonChunks: { maxSize: 6000 },
          groups: [
            // Everything the entry imports statically: needed before the first render.
            { name: 'app', tags: ['$initial'] },
            // TanStack Query and its settings: one chunk that every data page needs.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]|src[\\/]web[\\/]lib[\\/]query-client\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
});
