// The public lists stay on their indexes at 100,000 debates (ADR 0027): the SQL the
// services send, captured from their own query builders, is EXPLAINed on a PostgreSQL
// server after ANALYZE. A search's matches must be read through its trigram and full-text
// indexes (never a Seq Scan on the table), its bounded walk through the list's order
// index, and its page fetched by the rows' addresses (a Tid Scan); a common word and a
// rare one must each read a few thousand rows at most, whatever ANALYZE's sample; the
// debates' default order must read debates_soonest_idx without sorting the table. A prepared statement's plans
// are checked as they are for its values and as the generic plan PostgreSQL may switch
// it to. PostgreSQL only: the plans
// that matter are the server's. Runs when TEST_DATABASE_URL is set (docs/testing.md).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { findClubs } from '#server/modules/clubs/clubs.service.ts';
import { findDebates } from '#server/modules/debates/debates.service.ts';
import { findUpcomingEvents } from '#server/modules/events/events.service.ts';
import { findTopics } from '#server/modules/topics/topics.service.ts';
import { ClubListQuerySchema } from '#shared/clubs/contract.ts';
import { DebateListQuerySchema } from '#shared/debates/contract.ts';
import { EventListQuerySchema } from '#shared/events/contract.ts';
import { TopicListQuerySchema } from '#shared/topics/contract.ts';
import { COMMON_WORD, RARE_AREA_WORD, RARE_WORD, SHORT_WORD, seedLargeLists } from '#tests/large-lists.ts';
import { recordStatements } from '#tests/recorded-statements.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DEBATES = 100_000;
const OTHERS = 25_000;

interface Captured {
  sql: string;
  params: unknown[];
}

describe.skipIf(!onPostgres)('list query plans at 100,000 debates', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await seedLargeLists(client, { debates: DEBATES, clubs: OTHERS, events: OTHERS, topics: OTHERS });
  }, 300_000);

  afterAll(async () => {
    await client?.end();
    await database?.destroy();
  });

  /** The statements one service call sends: a list's page and count in one, a search's too (lib/search.ts). */
  async function capture(run: (db: Database) => Promise<unknown>): Promise<Captured[]> {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const captured: Captured[] = recordStatements(pool);
    const db = drizzle(pool, { schema }) as unknown as Database;
    try {
      await run(db);
    } finally {
      await pool.end();
    }
    // The topics' search first looks up the interests its words name (a tiny table): not a list statement.
    const lookups = captured.filter((query) => /^select "id" from "interests"/.test(query.sql));
    for (const lookup of lookups) captured.splice(captured.indexOf(lookup), 1);
    return captured;
  }

  const literal = (value: unknown) => {
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (typeof value === 'number') return String(value);
    return client.escapeLiteral(String(value));
  };

  /**
   * The plan for these values and, for a statement the service prepares (lib/prepared.ts),
   * the generic plan PostgreSQL may switch it to after five runs.
   */
  async function plans({ sql, params }: Captured, isPrepared: boolean): Promise<Record<string, string>> {
    const text = (rows: Record<string, string>[]) => rows.map((row) => row['QUERY PLAN']).join('\n');
    const custom = text((await client.query({ text: `explain ${sql}`, values: params })).rows);
    if (!isPrepared) return { custom };
    await client.query(`prepare planned as ${sql}`);
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      const generic = text((await client.query(`explain execute planned(${params.map(literal).join(', ')})`)).rows);
      return { custom, generic };
    } finally {
      await client.query('reset plan_cache_mode');
      await client.query('deallocate planned');
    }
  }

  /** A plan without its SubPlans: each one's line and the lines indented below it. */
  function withoutSubPlans(plan: string): string {
    const kept: string[] = [];
    let subPlanIndent: number | null = null;
    for (const line of plan.split('\n')) {
      const indent = line.length - line.trimStart().length;
      if (subPlanIndent !== null && indent > subPlanIndent) continue;
      subPlanIndent = line.trimStart().startsWith('SubPlan') ? indent : null;
      if (subPlanIndent === null) kept.push(line);
    }
    return kept.join('\n');
  }

  /**
   * A search's one statement: its matches through their indexes, its walk along the list's
   * order index, and its page by the rows' addresses, in every plan it may run with
   * (prepared, unless the search's values are written into it: the topics').
   */
  async function expectIndexed(statements: Captured[], table: string, indexes: string[], isPrepared = true) {
    expect(statements).toHaveLength(1);
    const [search] = statements as [Captured];
    for (const [kind, plan] of Object.entries(await plans(search, isPrepared))) {
      expect(plan, `${kind} plan`).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
      expect(plan, `${kind} plan`).toMatch(new RegExp(`Tid Scan on ${table}\\b`));
      expect(plan, `${kind} plan`).toMatch(new RegExp(`Index Scan (Backward )?using ${table}_\\w+ on ${table}\\b`));
      for (const index of indexes) expect(plan, `${kind} plan`).toContain(index);
    }
  }

  /** The rows the statement's scans of tables read (Bitmap Heap Scans, whose rows its indexes chose, aside). */
  async function rowsReadBy({ sql, params }: Captured): Promise<number> {
    const rowsRead = (node: PlanNode): number =>
      (/^(Seq|Index) Scan$/.test(node['Node Type'])
        ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1)
        : 0) + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
    const { rows } = await client.query({ text: `explain (analyze, format json) ${sql}`, values: params });
    const [{ Plan }] = rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
    return rowsRead(Plan);
  }

  it('reads the default order of the debates from debates_soonest_idx, without sorting the table', async () => {
    const [page] = await capture((db) => findDebates(db, DebateListQuerySchema.parse({})));
    if (!page) throw new Error('the list sent no statement');
    for (const [kind, plan] of Object.entries(await plans(page, true))) {
      // The page and its capped count are the statement's two InitPlans (pageAndTotalQuery); the
      // page's JSON is built over the rows its Limit hands up (lib/json-sql.ts). Each debate's
      // few participants are read, and sorted, by a SubPlan of their own, left out here.
      const page = withoutSubPlans(plan);
      expect(page, `${kind} plan`).toMatch(/Aggregate[\s\S]*-> {2}Limit[\s\S]*Index Scan using debates_soonest_idx on debates/);
      expect(page, `${kind} plan`).not.toMatch(/Sort|Seq Scan on debates\b/);
    }
  });

  const PARTS = ['debates_search_text_idx'];
  it.each([
    // One word: parts of the title or motion; the whole-word arm could add nothing (lib/search.ts).
    ['a word', RARE_WORD, PARTS],
    ['part of a word', RARE_WORD.slice(1, 5), PARTS],
    // Both words in the title, not side by side: found as whole words.
    ['two words', `climate ${RARE_WORD}`, ['debates_search_idx', ...PARTS]],
    // Under three letters a search matches whole words, through the full-text index alone.
    ['a short word', SHORT_WORD, ['debates_search_idx']],
  ])('searches the debates for %s (%s), page and count, through their indexes', async (_what, q, indexes) => {
    await expectIndexed(await capture((db) => findDebates(db, DebateListQuerySchema.parse({ q }))), 'debates', indexes);
  });

  it.each([
    {
      table: 'clubs',
      q: [RARE_WORD, `a ${RARE_WORD}`],
      run: (db: Database, q: string) => findClubs(db, ClubListQuerySchema.parse({ q })),
      parts: ['clubs_search_text_idx'],
      words: 'clubs_search_idx',
    },
    {
      table: 'events',
      q: [RARE_WORD, `${RARE_WORD} rules`],
      run: (db: Database, q: string) => findUpcomingEvents(db, { ...EventListQuerySchema.parse({ q }), sortGiven: false }),
      parts: ['events_search_text_idx'],
      words: 'events_search_idx',
    },
    {
      table: 'topics',
      q: [RARE_WORD, `reform ${RARE_WORD}`],
      run: (db: Database, q: string) => findTopics(db, TopicListQuerySchema.parse({ q })),
      parts: ['topics_search_text_idx'],
      words: 'topics_search_idx',
    },
  ])('searches $table for a word and for two words, page and count, through their indexes', async (list) => {
    const [word, twoWords] = list.q as [string, string];
    // The topics' search writes the areas its words name into its statement: built per search, never prepared.
    const isPrepared = list.table !== 'topics';
    await expectIndexed(await capture((db) => list.run(db, word)), list.table, list.parts, isPrepared);
    const both = [list.words, ...list.parts];
    await expectIndexed(await capture((db) => list.run(db, twoWords)), list.table, both, isPrepared);
  });

  it("finds a civic area's topics through the index of the stored forms", async () => {
    // A word of an area's label: the search also finds the topics filed under that area.
    const statements = await capture((db) => findTopics(db, TopicListQuerySchema.parse({ q: RARE_AREA_WORD })));
    const indexes = ['topics_search_text_idx', 'topics_category_area_idx'];
    await expectIndexed(statements, 'topics', indexes, false);
  });

  it("reads a common word's page and count from a few thousand rows", async () => {
    // A word in one debate of twenty-five: its count stops at the cap, and its page is in the
    // first rows of the order, walked through debates_soonest_idx (lib/search.ts).
    const statements = await capture((db) => findDebates(db, DebateListQuerySchema.parse({ q: COMMON_WORD })));
    expect(statements).toHaveLength(1);
    expect(await rowsReadBy(statements[0] as Captured)).toBeLessThan(DEBATES / 20);
  });

  it("reads a rare word's page from its matches, whatever ANALYZE's sample says", async () => {
    // RARE_WORD is in 200 debates: more than the count's cap, too few for the walk. Left to its
    // estimate, PostgreSQL walked the order index through a tenth of the table for it whenever
    // the sample held the word (every time with these statistics: ADR 0050). The search text is a
    // column of the table now (ADR 0052), and its statistics are that column's.
    await client.query('alter table debates alter column search_text set statistics 1000');
    try {
      await client.query('analyze debates');
      const statements = await capture((db) => findDebates(db, DebateListQuerySchema.parse({ q: RARE_WORD })));
      expect(statements).toHaveLength(1);
      expect(await rowsReadBy(statements[0] as Captured)).toBeLessThan(DEBATES / 20);
    } finally {
      await client.query('alter table debates alter column search_text set statistics -1');
      await client.query('analyze debates');
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
