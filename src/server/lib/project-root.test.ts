import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { PROJECT_ROOT } from './project-root.ts';

describe('PROJECT_ROOT', () => {
  it('is the folder holding our package.json, so the bundle in dist/server finds the same files', () => {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe('sdc');
    expect(MIGRATIONS_FOLDER).toBe(path.join(PROJECT_ROOT, 'drizzle'));
  });
});
