import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ViteManifest } from './src/shared/vite-manifest.ts';
import { offlinePrecacheFiles } from './src/web/app/offline-pages.ts';
import { webAppManifest } from './src/web/app/web-app-manifest.ts';
import { operationRoutesOnly } from './scripts/operation-routes-plugin.ts';
import { precompressAssets } from './scripts/precompress-plugin.ts';

/** Where this build writes (vite build --outDir may change it), for the precache list. */
let builtDir = '';
const rememberOutDir: Plugin = {
  name: 'sdc:remember-out-dir',
  configResolved(config) {
    builtDir = path.resolve(config.root, config.build.outDir);
  },
};

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    operationRoutesOnly(),
    rememberOutDir,
    // assets/*.js and *.css also as .br and .gz, sent as they are (server/web-assets.ts).
    precompressAssets(),
    react(),
    tailwindcss(),
    // /sw.js and /manifest.webmanifest (docs/offline.md). The app registers the
    // worker itself, after the first paint (src/web/lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The install icons are fetched by the browser when it installs (online); not precached.
      includeManifestIcons: false,
      manifest: webAppManifest,
      injectManifest: {
        // The worker calls the API by its operations' routes, without their schemas (as the app does).
        buildPlugins: { vite: [operationRoutesOnly()] },
        // The shell, icons and the chunks of the pages that open offline
        // (src/web/app/offline-pages.ts; ≤ 1.5 MB, bench/bundle.ts). Other pages'
        // chunks are cached by the worker when first used.
        globPatterns: ['**/*.{js,css,html,svg}'],
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(readFileSync(path.join(builtDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
            const offline = offlinePrecacheFiles(manifest);
            const keep = (url: string) => !url.startsWith('assets/') || offline.has(url);
            return { manifest: entries.filter((entry) => keep(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json: the server reads it to preload each route's
    // page chunks with the entry (src/server/web-assets.ts).
    manifest: true,
    // Budget: no chunk over 500 kB minified (issue budgets, bench/bundle.ts).
    chunkSizeWarningLimit: 500,
    // Every browser the app supports knows <link rel="modulepreload">. A lazy chunk's
    // list of what to preload with it leaves out the runtime chunk: the entry loaded
    // it before any lazy import can run, and naming it in all eighty lists cost the
    // landing page's JavaScript a hundred bytes.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(dep)) : deps,
    },
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
            // The lists' controls (pagination, list parameters, select fields): shared by the
            // lists, the admin tables and training, each piece under the inlining size. As one
            // chunk they are downloaded and kept offline once, not copied into every list page.
            {
              name: 'list-controls',
              test: /src[\\/]web[\\/]components[\\/](pagination|pagination-range|list-params|select-field|ui[\\/]select-field)\.tsx?$/,
            },
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
