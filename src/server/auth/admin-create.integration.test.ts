// `npm run admin:create -- address`: creates a verified admin with a printed
// password that signs in, promotes an existing account, refuses a bad address.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sdc-admin-create-'));
// A clean environment: only what the command needs.
const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, AUTH_SECRET: 'a'.repeat(40) };

const adminCreate = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], { cwd: ROOT, env });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('admin:create', () => {
  it('creates an admin, then promotes an existing account, and refuses a bad address', async () => {
    const created = await adminCreate('Chief@Example.org');
    expect(created.stdout).toMatch(/Created the admin chief@example\.org with the password \S{16,}/);

    const promoted = await adminCreate('chief@example.org');
    expect(promoted.stdout).toContain('chief@example.org is now an admin.');

    await expect(adminCreate('not-an-address')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
