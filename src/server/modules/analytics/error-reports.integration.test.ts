// Error reports are kept for ERROR_REPORT_RETENTION_DAYS: older ones are deleted,
// by the first write that finds the hourly clean-up due, or on demand.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '#server/db/schema/index.ts';
import { createTestApp, expectJson, jsonPost, type TestApp } from '#tests/test-app.ts';
import { deleteExpiredErrorReports } from './error-reports.service.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ errorReportRetentionDays: 30 });
});

afterAll(async () => {
  await t?.close();
});

const messages = async () =>
  (await t.database.db.select({ message: errorReports.message }).from(errorReports).orderBy(errorReports.message)).map(
    (r) => r.message,
  );

const old = (message: string, days: number) => ({
  source: 'client',
  fingerprint: 'f'.repeat(32),
  name: 'Error',
  message,
  createdAt: new Date(Date.now() - days * DAY),
});

describe('error report retention', () => {
  it('deletes what is older than the configured period when a report is written', async () => {
    await t.database.db.insert(errorReports).values([old('31 days', 31), old('29 days', 29)]);
    await expectJson(t.request('/api/client-errors', jsonPost({ context: 'test', message: 'new', path: '/' })), 204);
    expect(await messages()).toEqual(['29 days', 'new']);
  });

  it('deletes on demand with any period', async () => {
    await t.database.db.insert(errorReports).values(old('91 days', 91));
    expect(await deleteExpiredErrorReports(t.database.db, 90)).toBe(1);
    expect(await deleteExpiredErrorReports(t.database.db, 90)).toBe(0);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(errorReports);
    expect(Number(row?.n)).toBe(2);
  });
});
