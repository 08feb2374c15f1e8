// A /leaderboards page as the server answers it: the board its URL asks for, as
// GET /api/leaderboards gives it, in the HTML; nothing for a URL the API would refuse.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FORMATS } from '#shared/judging/contract.ts';
import { LEADERBOARD_PAGE_DATA_ELEMENT_ID, type LeaderboardPageData } from '#shared/judging/leaderboard-page.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';
import { createApp } from '../../app.ts';

let t: TestApp;
let distDir: string;
let web: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  t = await createTestApp();
  distDir = mkdtempSync(path.join(tmpdir(), 'sdc-dist-leaderboard-page-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  ({ app: web } = createApp({ database: t.database, config: t.config, log: pino({ level: 'silent' }), webDistDir: distDir }));
});
afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

async function pageDataOf(search: string): Promise<{ data: LeaderboardPageData | null; cacheControl: string | null }> {
  const response = await web.request(`${TEST_BASE_URL}/leaderboards${search}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const match = html.match(
    new RegExp(`<script type="application/json" id="${LEADERBOARD_PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`),
  );
  return {
    data: match ? (JSON.parse(match[1] as string) as LeaderboardPageData) : null,
    cacheControl: response.headers.get('cache-control'),
  };
}

describe('the leaderboards page carries its first board', () => {
  it('without a query: the debaters of all formats, all time, first page, as the API answers the same query', async () => {
    const { data, cacheControl } = await pageDataOf('');
    expect(data?.query).toEqual({ kind: 'debaters', format: ALL_FORMATS, period: 'all', page: 1, limit: 20 });
    const api = await t.request('/api/leaderboards?kind=debaters&page=1&limit=20');
    expect(data?.view).toEqual(await api.json());
    // The same for everyone: nothing in it is the viewer's.
    expect(cacheControl ?? '').not.toContain('private');
  });

  it("the URL's board, filters and page", async () => {
    const { data } = await pageDataOf('?kind=judges&period=month&page=2');
    expect(data?.query).toEqual({ kind: 'judges', format: ALL_FORMATS, period: 'month', page: 2, limit: 20 });
    expect(data?.view.kind).toBe('judges');
  });

  it.each([
    ['an unknown board', '?kind=referees'],
    ['a page that is not a number', '?page=abc'],
    ['a parameter the API does not know', '?utm_source=newsletter'],
  ])('nothing for %s (the page asks the API itself)', async (_, search) => {
    expect((await pageDataOf(search)).data).toBeNull();
  });
});
