// Calendar files (RFC 5545, written by the ics package): one event as a file,
// and a member's personal feed — a secret webcal URL that lists the events they
// RSVP'd going to and the debates they joined. The feed's token is the only
// credential, so it is long and random, and can be replaced (the old URL stops).
import { randomBytes } from 'node:crypto';
import { and, eq, gte, ne } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Database } from '#server/db/client.ts';
import { calendarFeeds, debateParticipants, debates, eventAttendees, events } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { getFormat, formatPlannedMinutes } from '#shared/formats/formats.ts';
import { plainText } from './events.service.ts';

const FEED_HISTORY_MS = 90 * 24 * 60 * 60 * 1000;

interface EventForCalendar {
  id: string;
  title: string;
  description: string;
  location: string | null;
  onlineUrl: string | null;
  dateStart: Date | string;
  dateEnd: Date | string;
  status: string;
}

function eventAttributes(event: EventForCalendar, siteUrl: string): EventAttributes {
  const url = `${siteUrl}/events/${event.id}`;
  const where = [event.location, event.onlineUrl].filter(Boolean).join(' · ');
  const text = plainText(event.description.replace(/<\/(p|li)>|<br\s*\/?>/gi, '\n'));
  return {
    uid: `event-${event.id}@${new URL(siteUrl).host}`,
    title: event.title,
    description: text ? `${text}\n\n${url}` : url,
    start: new Date(event.dateStart).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(event.dateEnd).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    url,
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    ...(where ? { location: where } : {}),
  };
}

function write(items: EventAttributes[], calName?: string): string {
  const { error, value } = createEvents(items, { productId: 'sdc/events', ...(calName ? { calName } : {}) });
  if (error || !value) throw error ?? new Error('calendar file could not be written');
  return value;
}

export function eventCalendarFile(event: EventForCalendar, siteUrl: string): string {
  return write([eventAttributes(event, siteUrl)]);
}

/** The member's feed token, made on first use. */
export async function getCalendarFeedToken(db: Database, userId: string): Promise<string> {
  const [existing] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (existing) return existing.token;
  const token = randomBytes(24).toString('base64url');
  await db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing();
  const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return (row as { token: string }).token;
}

/** A new token; the old feed URL stops working. */
export async function rotateCalendarFeedToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return token;
}

export function feedUrls(siteUrl: string, token: string) {
  const https = `${siteUrl}/api/events/feed/${token}.ics`;
  return { url: https, webcalUrl: https.replace(/^https?:/, 'webcal:') };
}

/** Everything the token's owner joined from 90 days ago on: events going, and debates. */
export async function calendarFeedFile(db: Database, token: string, siteUrl: string, now = new Date()): Promise<string> {
  if (!/^[\w-]{20,64}$/.test(token)) throw notFound('Calendar feed');
  const [feed] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) throw notFound('Calendar feed');
  const since = new Date(now.getTime() - FEED_HISTORY_MS);
  const [myEvents, myDebates] = await Promise.all([
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        location: events.location,
        onlineUrl: events.onlineUrl,
        dateStart: events.dateStart,
        dateEnd: events.dateEnd,
        status: events.status,
      })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(and(eq(eventAttendees.userId, feed.userId), eq(eventAttendees.status, 'going'), gte(events.dateEnd, since))),
    db
      .select({
        id: debates.id,
        title: debates.title,
        topic: debates.topic,
        format: debates.format,
        location: debates.location,
        onlineUrl: debates.onlineUrl,
        startsAt: debates.startsAt,
        status: debates.status,
      })
      .from(debateParticipants)
      .innerJoin(debates, eq(debates.id, debateParticipants.debateId))
      .where(and(eq(debateParticipants.userId, feed.userId), gte(debates.startsAt, since), ne(debates.status, 'cancelled'))),
  ]);
  const host = new URL(siteUrl).host;
  const items: EventAttributes[] = [
    ...myEvents.map((e) => eventAttributes(e, siteUrl)),
    ...myDebates.map((d): EventAttributes => {
      const format = getFormat(d.format);
      const where = [d.location, d.onlineUrl].filter(Boolean).join(' · ');
      return {
        uid: `debate-${d.id}@${host}`,
        title: d.title,
        description: `${d.topic}\n\n${siteUrl}/debates/${d.id}`,
        start: d.startsAt.getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: format ? formatPlannedMinutes(format) : 60 },
        url: `${siteUrl}/debates/${d.id}`,
        ...(where ? { location: where } : {}),
      };
    }),
  ];
  return write(items, 'SDC – my events and debates');
}
