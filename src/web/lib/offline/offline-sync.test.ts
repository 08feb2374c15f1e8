// The offline sync against an IndexedDB in memory (fake-indexeddb) and the API's
// answers given to fetch: what each table holds and its status after a run.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimOfflineData, clearOfflineData, OFFLINE_DB_NAME, offlineDatabase, resetOfflineDatabase } from './offline-db.ts';
import { readListOrCopy, readRecordOrCopy } from './offline-reads.ts';
import { OFFLINE_ITEMS_PER_SECTION, staleTables, syncOfflineData } from './offline-sync.ts';

const page = (items: object[]) => ({ items, page: 1, limit: OFFLINE_ITEMS_PER_SECTION, total: items.length, totalCapped: false });
const items = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, title: `${prefix} ${i}` }));

type Answer = { status: number; body: unknown } | 'network';
let answers: Record<string, Answer>;
const requested: string[] = [];

function answerFor(url: string): Answer {
  const path = new URL(url, 'http://localhost').pathname;
  return answers[path] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
}

beforeEach(async () => {
  resetOfflineDatabase();
  await Dexie.delete(OFFLINE_DB_NAME);
  requested.length = 0;
  answers = {
    '/api/debates': { status: 200, body: page(items('debate', 50)) },
    '/api/events': { status: 200, body: page(items('event', 3)) },
    '/api/clubs': { status: 200, body: page(items('club', 2)) },
    '/api/me/debates': { status: 200, body: { items: [{ id: 'debate-1', title: 'debate 1', myRole: 'pm' }] } },
    '/api/debates/debate-1': { status: 200, body: { id: 'debate-1', title: 'debate 1', participants: [] } },
  };
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const answer = answerFor(url);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  (await offlineDatabase())?.close();
});

async function database() {
  const db = await offlineDatabase();
  if (!db) throw new Error('no database');
  return db;
}

describe('syncOfflineData', () => {
  it('keeps each section’s first page in order, the upcoming debates and their pages, and marks every table synced', async () => {
    const db = await database();
    await syncOfflineData(db, ['debates', 'events', 'clubs'], new AbortController().signal);
    expect(await db.debates.count()).toBe(50);
    expect((await db.debates.orderBy('position').first())?.id).toBe('debate-0');
    expect(await db.events.count()).toBe(3);
    expect(await db.clubs.count()).toBe(2);
    expect((await db.upcoming.toArray()).map((row) => row.id)).toEqual(['debate-1']);
    expect(await db.records.get('debates:debate-1')).toMatchObject({ data: { participants: [] } });
    const statuses = await db.sync_status.toArray();
    expect(statuses.map((s) => [s.table, s.status, s.error])).toEqual(
      expect.arrayContaining([
        ['debates', 'pending', null],
        ['events', 'pending', null],
        ['clubs', 'pending', null],
        ['upcoming', 'pending', null],
      ]),
    );
    expect(statuses.every((s) => typeof s.last_sync === 'number')).toBe(true);
    expect(requested.find((url) => url.startsWith('/api/debates?'))).toContain(`limit=${OFFLINE_ITEMS_PER_SECTION}`);
    expect(await staleTables(db, ['debates', 'upcoming'], 5 * 60_000)).toEqual([]);
    expect(await staleTables(db, ['debates'], 5 * 60_000, Date.now() + 6 * 60_000)).toEqual(['debates']);
  });

  it('syncs only the sections asked for (the member’s top sections), and always the upcoming debates', async () => {
    const db = await database();
    await syncOfflineData(db, ['events'], new AbortController().signal);
    expect(await db.debates.count()).toBe(0);
    expect(await db.events.count()).toBe(3);
    expect(await db.upcoming.count()).toBe(1);
    expect((await db.sync_status.toArray()).map((s) => s.table).sort()).toEqual(['events', 'upcoming']);
  });

  it('marks a table syncing while its request is out, then waiting', async () => {
    const db = await database();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.startsWith('/api/clubs')) await held;
      return realFetch(url);
    });
    const run = syncOfflineData(db, ['clubs'], new AbortController().signal);
    await vi.waitFor(async () => expect((await db.sync_status.get('clubs'))?.status).toBe('syncing'));
    release();
    await run;
    expect(await db.sync_status.get('clubs')).toMatchObject({ status: 'pending', error: null });
  });

  it('records a failure with its message, and keeps the last copy', async () => {
    const db = await database();
    await syncOfflineData(db, ['clubs'], new AbortController().signal);
    answers['/api/clubs'] = { status: 500, body: { error: { code: 'INTERNAL', message: 'Clubs are down' } } };
    await syncOfflineData(db, ['clubs'], new AbortController().signal);
    expect(await db.sync_status.get('clubs')).toMatchObject({ status: 'error', error: 'Clubs are down' });
    expect(await db.clubs.count()).toBe(2);
  });

  it('ignores a lost connection: no error, the copy untouched (spec section 8)', async () => {
    const db = await database();
    await syncOfflineData(db, ['clubs'], new AbortController().signal);
    const before = await db.sync_status.get('clubs');
    answers['/api/clubs'] = 'network';
    await syncOfflineData(db, ['clubs'], new AbortController().signal);
    expect(await db.sync_status.get('clubs')).toEqual(before);
    expect(await db.clubs.count()).toBe(2);
  });
});

describe('the device belongs to the signed-in member', () => {
  it('another member signing in empties it first; signing out empties it', async () => {
    const db = await database();
    await claimOfflineData(db, 'u1');
    await syncOfflineData(db, ['clubs'], new AbortController().signal);
    await claimOfflineData(db, 'u1');
    expect(await db.clubs.count()).toBe(2);
    await claimOfflineData(db, 'u2');
    expect(await db.clubs.count()).toBe(0);
    expect(await db.meta.get('owner')).toEqual({ key: 'owner', value: 'u2' });
    await clearOfflineData(db);
    expect(await db.meta.count()).toBe(0);
  });
});

describe('reading through the copy', () => {
  it('answers from the API online, from the copy offline with its age, and fails without a copy', async () => {
    const db = await database();
    await claimOfflineData(db, 'u1');
    await syncOfflineData(db, ['debates'], new AbortController().signal);
    const online = await readListOrCopy('debates', async () => page(items('live', 1)));
    expect(online.savedAt).toBeUndefined();
    const offline = await readListOrCopy('debates', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline.items).toHaveLength(50);
    expect(offline.total).toBe(50);
    expect(offline.savedAt).toBeGreaterThan(Date.now() - 60_000);
    await expect(
      readListOrCopy('events', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
    // A server error is the server's answer, never replaced by the copy.
    await expect(
      readListOrCopy('debates', async () => {
        throw new Error('Internal error');
      }),
    ).rejects.toThrow('Internal error');
  });

  it('keeps a record opened online by a signed-in member, and shows it offline', async () => {
    const db = await database();
    await claimOfflineData(db, 'u1');
    await readRecordOrCopy('events', 'e1', async () => ({ id: 'e1', title: 'Opened online' }));
    await vi.waitFor(async () => expect(await db.records.get('events:e1')).toBeDefined());
    const offline = await readRecordOrCopy<{ id: string; title: string }>('events', 'e1', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline).toMatchObject({ id: 'e1', title: 'Opened online' });
    expect(offline.savedAt).toBeTypeOf('number');
  });

  it('keeps nothing for a visitor who is not signed in', async () => {
    const db = await database();
    await readRecordOrCopy('events', 'e2', async () => ({ id: 'e2' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.records.count()).toBe(0);
  });
});

describe('a database from another release', () => {
  it('opens with this release’s tables, never leaving the app without one', async () => {
    // A database from a newer release (a higher version) cannot be opened by this one.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(OFFLINE_DB_NAME, 9999);
      request.onupgradeneeded = () => request.result.createObjectStore('something_else');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    const db = await database();
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      ['clubs', 'debates', 'events', 'meta', 'records', 'sync_status', 'upcoming'].sort(),
    );
    await db.debates.put({ id: 'x', position: 0, data: {}, cached_at: 1 });
    expect(await db.debates.count()).toBe(1);
  });
});
