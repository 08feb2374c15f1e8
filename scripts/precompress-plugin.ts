// A Vite build plugin: next to each built script and stylesheet in assets/ it
// writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy, which the
// server sends as they are to a browser that accepts them (serveStatic's
// `precompressed`, server/web-assets.ts). Compressing once at build time gives
// smaller files than compressing each answer on the fly (Brotli at its highest
// quality is far too slow for that) and costs the server no CPU per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text a page downloads, past the size where a header costs more than it saves. */
const COMPRESSIBLE = /\.(js|css)$/;
const MIN_BYTES = 1024;

async function precompress(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'sdc-precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const files = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompress(path.join(assetsDir, name))));
    },
  };
}
