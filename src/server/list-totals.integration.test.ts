// Every public list counts its total only as far as anyone pages (ADR 0020): with
// more rows than LIST_TOTAL_CAP the answer says "1,000+", past the cap the count
// follows the page read, and a search that matches fewer is counted exactly.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from '#shared/constants.ts';
import type { Paginated } from '#shared/validation.ts';
import { createTestApp, expectJson, type TestApp } from '#tests/test-app.ts';

const ROWS = LIST_TOTAL_CAP + 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // One statement per call: parameters are not allowed in a multi-statement query.
  const inserts = [
    sql`insert into clubs (name, description, location)
      select 'Club ' || i, 'A club of the list-total test.', case when i <= 3 then 'Harbour' else 'Inland' end
      from generate_series(1, ${ROWS}) i`,
    sql`insert into events (title, date_start, date_end, location)
      select 'Event ' || i, now() + (i || ' hours')::interval, now() + (i || ' hours')::interval + interval '2 hours',
        case when i <= 3 then 'Harbour' else 'Inland' end
      from generate_series(1, ${ROWS}) i`,
    sql`insert into debates (title, topic, format, starts_at, max_participants)
      select 'Debate ' || i, case when i <= 3 then 'Harbour motion' else 'Inland motion' end, 'standard',
        now() + (i || ' hours')::interval, 4
      from generate_series(1, ${ROWS}) i`,
    sql`insert into topics (title, category, status)
      select case when i <= 3 then 'Harbour topic ' else 'Inland topic ' end || i, 'Environment', 'approved'
      from generate_series(1, ${ROWS}) i`,
  ];
  for (const insert of inserts) await t.database.db.execute(insert);
});

afterAll(async () => {
  await t.close();
});

const page = (path: string) => expectJson<Paginated<{ id: string }>>(t.request(path));

describe.each(['/api/clubs', '/api/events', '/api/debates', '/api/topics'])('%s', (path) => {
  it(`stops counting at ${LIST_TOTAL_CAP} and says there are more`, async () => {
    expect(await page(path)).toMatchObject({ page: 1, limit: 20, total: LIST_TOTAL_CAP, totalCapped: true });
    const lastCounted = await page(`${path}?page=${LIST_TOTAL_CAP / 20}`);
    expect(lastCounted).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(lastCounted.items).toHaveLength(20);
  });

  it('counts on past the cap as far as the page read, and exactly at the end', async () => {
    const last = await page(`${path}?page=${LIST_TOTAL_CAP / 20 + 1}`);
    expect(last).toMatchObject({ total: ROWS, totalCapped: false });
    expect(last.items).toHaveLength(ROWS - LIST_TOTAL_CAP);
    expect(await page(`${path}?page=11&limit=100`)).toMatchObject({ total: ROWS, totalCapped: false });
  });

  it('counts a search that matches fewer exactly', async () => {
    const found = await page(`${path}?q=harbour`);
    expect(found).toMatchObject({ total: 3, totalCapped: false });
    expect(found.items).toHaveLength(3);
  });
});
