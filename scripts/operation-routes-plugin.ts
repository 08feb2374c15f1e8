// A Vite build plugin: in the browser bundle, each src/shared/<domain>[/<area>]/operations.ts
// becomes its declarations' routes alone ({ id, method, path }, and `body` when it is raw bytes).
// The web app calls operations by method and path (callOperation); their zod
// schemas are the server's and the OpenAPI document's, and in the browser they
// would only bring zod into pages that otherwise never load it (a list page: about
// 30 kB gzipped). The types still come from the full declarations, so the check
// stays as strict (ADR 0025).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Plugin } from 'vite';

const OPERATIONS_MODULE = /[\\/]src[\\/]shared[\\/](?:[\w-]+[\\/])+operations\.ts$/;

interface Declaration {
  id: string;
  method: string;
  path: string;
  body?: unknown;
}

const isDeclaration = (value: unknown): value is Declaration =>
  typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;

/** The module's exports, evaluated in Node: bundled with its imports by esbuild, then imported. */
async function loadExports(file: string): Promise<Record<string, unknown>> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'sdc-operations-'));
  try {
    const out = path.join(dir, 'operations.mjs');
    writeFileSync(out, result.outputFiles[0]?.text ?? '');
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function operationRoutesOnly(): Plugin {
  return {
    name: 'sdc-operation-routes-only',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!OPERATIONS_MODULE.test(file)) return null;
      const lines = Object.entries(await loadExports(file)).map(([name, value]) => {
        if (!isDeclaration(value)) {
          this.error(`${file}: export ${name} is not a declaration; the browser build keeps only declarations`);
        }
        const route = {
          id: value.id,
          method: value.method,
          path: value.path,
          ...(value.body === 'image' || value.body === 'audio' ? { body: value.body } : {}),
        };
        return `export const ${name} = ${JSON.stringify(route)};`;
      });
      return lines.join('\n');
    },
  };
}
