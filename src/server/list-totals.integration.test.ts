// Every public list counts its total only as far as anyone pages (ADR 0020): with
// more rows than LIST_TOTAL_CAP the answer says "1,000+", past the cap the count
// follows the page read, and a search that matches fewer is counted exactly. A
// search counts to SEARCH_TOTAL_CAP (ADR 0048); its page is then read from the first
// rows of the order, or from every match when those hold too few (ADR 0051).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, SEARCH_TOTAL_CAP } from '#shared/constants.ts';
import type { Paginated } from '#shared/validation.ts';
import { createTestApp, expectJson, type TestApp } from '#tests/test-app.ts';

const ROWS = LIST_TOTAL_CAP + 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // One statement per call: parameters are not allowed in a multi-statement query.
  const inserts = [
    sql`insert into clubs (name, description, location)
      select 'Club ' || i, 'A club of the list-total test.', case when i <= 3 then 'Harbour' when i > 800 then 'Upland' else 'Inland' end
      from generate_series(1, ${ROWS}) i`,
    sql`insert into events (title, date_start, date_end, location)
      select 'Event ' || i, now() + (i || ' hours')::interval, now() + (i || ' hours')::interval + interval '2 hours',
        case when i <= 3 then 'Harbour' when i > 800 then 'Upland' else 'Inland' end
      from generate_series(1, ${ROWS}) i`,
    sql`insert into debates (title, topic, format, starts_at, max_participants)
      select 'Debate ' || i, case when i <= 3 then 'Harbour motion' when i > 800 then 'Upland motion' else 'Inland motion' end, 'standard',
        now() + (i || ' hours')::interval, 4
      from generate_series(1, ${ROWS}) i`,
    sql`insert into topics (title, category, status)
      select case when i <= 3 then 'Harbour topic ' when i > 800 then 'Upland topic ' else 'Inland topic ' end || i, 'Environment', 'approved'
      from generate_series(1, ${ROWS}) i`,
  ];
  for (const insert of inserts) await t.database.db.execute(insert);
});

afterAll(async () => {
  await t.close();
});

type Item = { id: string; location?: string; topic?: string; title?: string };
const page = (path: string) => expectJson<Paginated<Item>>(t.request(path));

type Word = 'harbour' | 'inland' | 'upland';
/** The word a row was seeded with: in a club's or event's location, a debate's motion, a topic's title. */
function wordOf(path: string, item: Item): Word {
  const text = { '/api/clubs': item.location, '/api/events': item.location, '/api/debates': item.topic }[path] ?? item.title;
  return (text ?? '').split(' ')[0]?.toLowerCase() as Word;
}

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

  /** The ids of the list's rows that hold the word, in the list's order (every page of it read). */
  async function listedWith(word: Word): Promise<string[]> {
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(ROWS / 100) }, (_, index) => page(`${path}?limit=100&page=${index + 1}`)),
    );
    return pages.flatMap((each) => each.items.filter((item) => wordOf(path, item) === word).map((item) => item.id));
  }

  it("counts a search that matches fewer exactly, its page in the list's order", async () => {
    const found = await page(`${path}?q=harbour`);
    expect(found).toMatchObject({ total: 3, totalCapped: false });
    expect(found.items.map((item) => item.id)).toEqual(await listedWith('harbour'));
  });

  it(`stops counting a search at ${SEARCH_TOTAL_CAP}, and reads its pages along the list's order`, async () => {
    const found = await page(`${path}?q=inland`);
    expect(found).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(found.items.map((item) => item.id)).toEqual((await listedWith('inland')).slice(0, 20));
    // Past the cap the count follows the page read, as for a list.
    const deep = await page(`${path}?q=inland&page=${SEARCH_TOTAL_CAP / 20 + 1}`);
    expect(deep).toMatchObject({ total: SEARCH_TOTAL_CAP + 20, totalCapped: true });
    expect(deep.items).toHaveLength(20);
  });

  it("reads a search's page from every match when the first rows of the order hold too few", async () => {
    // 'upland' is in the rows seeded last (i > 800): 205 of them, more than the count's cap.
    const upland = await listedWith('upland');
    expect(upland).toHaveLength(ROWS - 800);
    // One row a page: the first 50 rows of the order are walked, too few to hold one for the
    // debates and events (ordered by i); read from the matches then. The list's order either way.
    const first = await page(`${path}?q=upland&limit=1`);
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(first.items.map((item) => item.id)).toEqual(upland.slice(0, 1));
    expect((await page(`${path}?q=upland&page=3`)).items.map((item) => item.id)).toEqual(upland.slice(40, 60));
    // Past the last match: the walk cannot hold the page, the matches end it, counted exactly.
    const last = await page(`${path}?q=upland&page=11`);
    expect(last).toMatchObject({ total: ROWS - 800, totalCapped: false });
    expect(last.items.map((item) => item.id)).toEqual(upland.slice(200));
  });
});
