// What the share cards and the sitemap read (ADR 0037): one record's card
// (only a record its public page shows to anyone: not a cancelled debate or
// event, not a club that admits by approval, not a deleted account) and the
// public records the sitemap lists.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { clubs, debates, events, profiles, ratings, topics, users } from '#server/db/schema/index.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { ALL_FORMATS, RATING_PROVISIONAL_DEBATES } from '#shared/judging/contract.ts';
import type { ShareCard } from './share-card.ts';

/** The kinds of record with a share card, as they appear in /og/<kind>/<id>.png. */
export const SHARE_CARD_KINDS = ['debates', 'clubs', 'events', 'users'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

export const isShareCardKind = (value: string): value is ShareCardKind => (SHARE_CARD_KINDS as readonly string[]).includes(value);

/** The path of a record's card picture (relative to the site). */
export const shareCardPath = (kind: ShareCardKind, id: string) => `/og/${kind}/${encodeURIComponent(id)}.png`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Better Auth's user ids: letters, digits, - and _. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

const dateTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
const day = (date: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(date);

const VENUE_LABELS: Record<string, string> = { virtual: 'Online', hybrid: 'Hybrid', 'in-person': 'In person' };
const placeOf = (venueType: string, location: string | null) =>
  venueType === 'virtual' ? 'Online' : ((location?.trim() || VENUE_LABELS[venueType]) ?? null);

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

async function debateCard(db: Database, id: string): Promise<ShareCard | null> {
  const [row] = await db
    .select({
      title: debates.title,
      topic: debates.topic,
      format: debates.format,
      startsAt: debates.startsAt,
      timeZone: debates.timeZone,
      venueType: debates.venueType,
      location: debates.location,
      status: debates.status,
    })
    .from(debates)
    .where(and(eq(debates.id, id), ne(debates.status, 'cancelled')));
  if (!row) return null;
  const place = placeOf(row.venueType, row.location);
  return {
    kind: row.status === 'live' ? 'Debate · live now' : 'Debate',
    title: row.title,
    subtitle: row.topic.trim() && row.topic.trim() !== row.title.trim() ? row.topic : null,
    facts: [
      getFormat(row.format)?.label ?? row.format,
      `${dateTime(row.startsAt, row.timeZone)} (${row.timeZone})`,
      ...(place ? [place] : []),
    ],
  };
}

async function clubCard(db: Database, id: string): Promise<ShareCard | null> {
  const [row] = await db
    .select({
      name: clubs.name,
      location: clubs.location,
      meetingFrequency: clubs.meetingFrequency,
      memberCount: clubs.memberCount,
    })
    .from(clubs)
    .where(and(eq(clubs.id, id), eq(clubs.isPublic, true)));
  if (!row) return null;
  return {
    kind: 'Debate club',
    title: row.name,
    subtitle: null,
    facts: [
      plural(row.memberCount, 'member', 'members'),
      ...(row.location?.trim() ? [row.location.trim()] : []),
      ...(row.meetingFrequency?.trim() ? [`Meets ${row.meetingFrequency.trim().toLowerCase()}`] : []),
    ],
  };
}

async function eventCard(db: Database, id: string): Promise<ShareCard | null> {
  const [row] = await db
    .select({
      title: events.title,
      dateStart: events.dateStart,
      dateEnd: events.dateEnd,
      timeZone: events.timeZone,
      venueType: events.venueType,
      location: events.location,
    })
    .from(events)
    .where(and(eq(events.id, id), ne(events.status, 'cancelled')));
  if (!row) return null;
  const start = day(row.dateStart, row.timeZone);
  const end = day(row.dateEnd, row.timeZone);
  const place = placeOf(row.venueType, row.location);
  return {
    kind: 'Debate event',
    title: row.title,
    subtitle: null,
    facts: [
      start === end ? `${dateTime(row.dateStart, row.timeZone)} (${row.timeZone})` : `${start} – ${end}`,
      ...(place ? [place] : []),
    ],
  };
}

/** A member's card shows what their public profile shows: name, @username, role, place, rating and record. */
async function userCard(db: Database, id: string): Promise<ShareCard | null> {
  const [row] = await db
    .select({
      name: personNameSql(),
      username: profiles.username,
      location: profiles.location,
      primaryRole: profiles.primaryRole,
      mu: ratings.mu,
      sigma: ratings.sigma,
      ratedDebates: ratings.ratedDebates,
      wins: ratings.wins,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(ratings, and(eq(ratings.userId, profiles.id), eq(ratings.format, ALL_FORMATS)))
    .where(and(eq(profiles.id, id), sql`${users.deletedAt} is null`));
  if (!row) return null;
  const rated = row.ratedDebates ?? 0;
  const wins = row.wins ?? 0;
  const role = row.primaryRole?.trim();
  return {
    kind: role ? `${role.charAt(0).toUpperCase()}${role.slice(1)}` : 'Member',
    title: row.name,
    subtitle: row.username ? `@${row.username}` : null,
    facts: [
      // The same rating text as the profile's record (μ ± σ), to one decimal.
      ...(row.mu !== null && row.sigma !== null && rated > 0
        ? [`Rating ${row.mu.toFixed(1)} ± ${row.sigma.toFixed(1)}${rated < RATING_PROVISIONAL_DEBATES ? ' (provisional)' : ''}`]
        : []),
      ...(rated > 0 ? [`${plural(wins, 'win', 'wins')} · ${plural(rated - wins, 'loss', 'losses')}`] : []),
      ...(row.location?.trim() ? [row.location.trim()] : []),
    ],
  };
}

/** The card of one public record, or null (no such record, or not public). */
export async function loadShareCard(db: Database, kind: ShareCardKind, id: string): Promise<ShareCard | null> {
  if (kind === 'users') return USER_ID.test(id) ? userCard(db, id) : null;
  if (!UUID.test(id)) return null;
  if (kind === 'debates') return debateCard(db, id);
  if (kind === 'clubs') return clubCard(db, id);
  return eventCard(db, id);
}

// ---------------------------------------------------------------- the sitemap's records

export interface SitemapRecord {
  path: string;
  lastmod: Date;
}

/**
 * The public records the sitemap lists, newest change first, at most `limit`
 * in all: debates and events that are not cancelled, clubs anyone may join,
 * approved topics. (User profiles are left out: a person's page is theirs to
 * share, not for the site to push into search engines.)
 */
export async function sitemapRecords(db: Database, limit: number): Promise<SitemapRecord[]> {
  const out: SitemapRecord[] = [];
  const kinds = [
    { prefix: '/debates/', table: debates, where: ne(debates.status, 'cancelled') },
    { prefix: '/events/', table: events, where: ne(events.status, 'cancelled') },
    { prefix: '/clubs/', table: clubs, where: eq(clubs.isPublic, true) },
    { prefix: '/topics/', table: topics, where: eq(topics.status, 'approved') },
  ] as const;
  for (const { prefix, table, where } of kinds) {
    const left = limit - out.length;
    if (left <= 0) break;
    const rows = await db
      .select({ id: table.id, updatedAt: table.updatedAt })
      .from(table)
      .where(where)
      .orderBy(desc(table.updatedAt))
      .limit(left);
    for (const row of rows) out.push({ path: `${prefix}${row.id}`, lastmod: row.updatedAt });
  }
  return out;
}
