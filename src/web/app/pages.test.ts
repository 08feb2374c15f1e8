import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageModuleName, ROUTES } from '#shared/routes.ts';
import { NOT_FOUND_PAGE, pageLoader } from './pages.ts';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const SHARED_DIR = fileURLToPath(new URL('../../shared', import.meta.url));
const ROUTES_DIR = fileURLToPath(new URL('./routes', import.meta.url));

// Static imports and re-exports (not type-only ones), side-effect imports and dynamic imports.
const IMPORT_PATTERN =
  /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveAppFile(specifier: string, importer: string): string | null {
  if (specifier.startsWith('#web/')) return path.join(WEB_DIR, specifier.slice('#web/'.length));
  if (specifier.startsWith('#shared/')) return path.join(SHARED_DIR, specifier.slice('#shared/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

/** The chain of app files by which a module imports a package, or null if it never does. */
function importChain(file: string, packageName: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN)) {
    if (match[1]) continue;
    const specifier = (match[2] ?? match[3]) as string;
    if (specifier === packageName || specifier.startsWith(`${packageName}/`)) return [file];
    const next = resolveAppFile(specifier, file);
    const chain = next ? importChain(next, packageName, seen) : null;
    if (chain) return [file, ...chain];
  }
  return null;
}

const relative = (file: string) => path.relative(WEB_DIR, file);

describe('page modules', () => {
  it('has a page module for every route', () => {
    const missing = ROUTES.filter((route) => !pageLoader(pageModuleName(route))).map((r) => `${r.id} → ${pageModuleName(r)}`);
    expect(missing).toEqual([]);
    expect(pageLoader(NOT_FOUND_PAGE)).toBeDefined();
  });

  it('uses every module in routes/ (a typo in a route `page` would leave one out)', () => {
    const used = new Set([...ROUTES.map(pageModuleName), NOT_FOUND_PAGE]);
    const files = readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'));
    expect(files.filter((f) => !used.has(f.replace(/\.tsx$/, '')))).toEqual([]);
  });

  // They render without the query client (pages.ts): a TanStack Query hook there
  // would fail with "No QueryClient set".
  it.each([...ROUTES.filter((r) => r.isStatic).map((r) => pageModuleName(r)), NOT_FOUND_PAGE])(
    'static page %s does not import TanStack Query',
    (name) => {
      const chain = importChain(path.join(ROUTES_DIR, `${name}.tsx`), '@tanstack/react-query');
      expect(chain?.map(relative) ?? null).toBeNull();
    },
  );

  it('finds TanStack Query behind a data page (the check above can fail)', () => {
    expect(importChain(path.join(ROUTES_DIR, 'debates.tsx'), '@tanstack/react-query')).not.toBeNull();
  });
});
