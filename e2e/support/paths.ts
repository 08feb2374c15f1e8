// Concrete paths for the route table's `:param` patterns, using ids of the
// seeded demo content (fetched once by global-setup.ts from the public API).
import { randomUUID } from 'node:crypto';
import type { AppRoute } from '../../src/shared/routes.ts';

export interface DemoIds {
  debate: string;
  club: string;
  event: string;
  topic: string;
  user: string;
}

/** The demo ids from global setup (E2E_IDS), or random UUIDs when absent. */
export function demoIds(): DemoIds {
  const raw = process.env.E2E_IDS;
  if (raw) return JSON.parse(raw) as DemoIds;
  return { debate: randomUUID(), club: randomUUID(), event: randomUUID(), topic: randomUUID(), user: randomUUID() };
}

/** Which demo record a route's `:id` refers to, by the path's first segment. */
function idFor(pattern: string, param: string, ids: DemoIds): string {
  if (param === 'userId') return ids.user;
  const first = pattern.split('/').filter(Boolean)[0] ?? '';
  if (first === 'admin') return ids.user;
  if (first === 'clubs' || first === 'groups') return ids.club;
  if (first === 'events') return ids.event;
  if (first === 'topics') return ids.topic;
  // debates/:id, debate-event/:id, judge-commitment/:id, judge/score/:id; and tournaments/:id, where a
  // debate's id is no tournament's, so the page shows its honest "Tournament not found".
  return ids.debate;
}

export function concretePath(pattern: string, ids: DemoIds = demoIds()): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(idFor(pattern, name, ids)))
    .replace(/\/\*$/, '/no-such-page');
}

export function routePath(route: AppRoute, ids: DemoIds = demoIds()): string {
  return concretePath(route.path, ids);
}

/** Fetches one id of each kind from the public API of a running server. */
export async function fetchDemoIds(baseUrl: string): Promise<DemoIds> {
  // The furthest-future debate (an upcoming one anybody may open, join or judge), the newest of the rest.
  const first = async (list: string) => {
    const res = await fetch(`${baseUrl}/api/${list}?limit=1${list === 'debates' ? '&sort=newest' : ''}`);
    if (!res.ok) throw new Error(`GET /api/${list} answered ${res.status}`);
    const body = (await res.json()) as { items: { id: string }[] };
    const id = body.items[0]?.id;
    if (!id) throw new Error(`GET /api/${list} returned no items: is the demo content seeded?`);
    return id;
  };
  const [debate, club, event, topic] = await Promise.all(['debates', 'clubs', 'events', 'topics'].map(first));
  const membersRes = await fetch(`${baseUrl}/api/clubs/${club}/members`);
  const members = membersRes.ok ? ((await membersRes.json()) as { items: { userId: string }[] }).items : [];
  return {
    debate: debate as string,
    club: club as string,
    event: event as string,
    topic: topic as string,
    user: members[0]?.userId ?? randomUUID(),
  };
}
