// Vite's build manifest (dist/web/.vite/manifest.json): which files each source
// module's chunk loads. The server reads it to preload a route's page chunks
// (src/server/web-assets.ts); the build reads it to choose what the service worker
// precaches (src/web/app/offline-pages.ts).

/** One chunk of the manifest, keyed by source path (relative to src/web) or `_name`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface ChunkFiles {
  js: Set<string>;
  css: Set<string>;
}

/** The files a manifest entry loads: its own chunk, its static imports (recursively) and their CSS. */
export function collectFiles(manifest: ViteManifest, key: string, into: ChunkFiles, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, into, seen);
}
