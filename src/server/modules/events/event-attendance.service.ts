// RSVPs, the waitlist, check-in and invitations (docs/events.md). Every RSVP and
// cancellation locks the event row (SELECT … FOR UPDATE), so two people racing
// for the last place are served one after the other: one gets it, the other is
// waitlisted. attendee_count and waitlist_count change only under that lock, and
// a cancellation promotes the first of the waitlist in the same transaction,
// with its confirmation mail and analytics event.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { eventAttendees, eventInvitations, events, profiles, users } from '#server/db/schema/index.ts';
import { cancelEmailsByReference, type EnqueueEmailInput, enqueueEmail, enqueueEmails } from '#server/email/email-queue.ts';
import { recordAnalyticsEvent } from '#server/lib/analytics.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import { pushEventChanged } from '#server/modules/push/push-notifications.ts';
import {
  CHECK_IN_ALPHABET,
  type CheckInView,
  EVENT_MESSAGES,
  type EventAttendeeView,
  type RsvpView,
  normalizeCheckInCode,
  rsvpOutcome,
} from '#shared/events/contract.ts';
import { emailPriority } from '#shared/email/contract.ts';
import { plainText, requireEventOrganizer } from './events.service.ts';

type Executor = Database | Transaction;
type EventRow = typeof events.$inferSelect;

export function newCheckInCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => CHECK_IN_ALPHABET[b % CHECK_IN_ALPHABET.length]).join('');
}

/** "Saturday 5 December 2026" and "10:00 – 18:00 (Europe/London)" in the event's own zone. */
export function formatEventDateTime(event: Pick<EventRow, 'dateStart' | 'dateEnd' | 'timeZone'>) {
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: event.timeZone });
  return {
    eventDate: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: event.timeZone }).format(event.dateStart),
    eventTime: `${time.format(event.dateStart)} – ${time.format(event.dateEnd)} (${event.timeZone})`.slice(0, 60),
  };
}

/** The person's name (selected with personNameSql: the one rule), within the mail templates' 100 characters. */
function mailName(person: { name: string }): string {
  return person.name.slice(0, 100);
}

async function personOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: personNameSql() })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

async function queueConfirmation(tx: Transaction, event: EventRow, userId: string, reason: string) {
  const person = await personOf(tx, userId);
  if (!person) return;
  await enqueueEmail(tx, {
    to: person.email,
    userId,
    templateId: 'event_confirmation',
    referenceKey: `event:${event.id}:user:${userId}:${reason}:${Date.now()}`,
    templateData: { name: mailName(person), ...eventMailFields(event) },
  });
}

function eventMailFields(event: EventRow) {
  return {
    eventId: event.id,
    eventTitle: event.title.slice(0, 200),
    ...formatEventDateTime(event),
    ...(event.location ? { eventLocation: event.location.slice(0, 200) } : {}),
  };
}

/**
 * On cancellation (the caller holds the event row's lock, in the cancelling
 * transaction): the event's pending mails (confirmations, invitations, anything
 * keyed `event:<id>:`) are cancelled, and everyone going or waitlisted is sent
 * event_cancelled. Returns how many mails were queued.
 */
export async function notifyEventCancelled(tx: Transaction, event: EventRow): Promise<number> {
  await pushEventChanged(tx, event, 'cancelled');
  await cancelEmailsByReference(tx, `event:${event.id}:`);
  const people = await tx
    .select({ userId: eventAttendees.userId, email: users.email, name: personNameSql() })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(profiles, eq(profiles.id, eventAttendees.userId))
    .where(eq(eventAttendees.eventId, event.id))
    .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId));
  if (people.length === 0) return 0;
  const fields = eventMailFields(event);
  const priority = emailPriority('event_cancelled');
  const inputs: EnqueueEmailInput[] = people.map((person) => ({
    to: person.email,
    userId: person.userId,
    templateId: 'event_cancelled',
    priority,
    referenceKey: `event-cancelled:${event.id}:user:${person.userId}`,
    templateData: { name: mailName(person), ...fields },
  }));
  return enqueueEmails(tx, inputs);
}

async function lockEvent(tx: Transaction, id: string): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!event) throw notFound('Event');
  return event;
}

export async function rsvpToEvent(db: Database, user: SessionUser, eventId: string, now = new Date()): Promise<RsvpView> {
  try {
    return await db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (event.status === 'cancelled') throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
      if (event.dateEnd < now) throw new AppError('CONFLICT', EVENT_MESSAGES.ended);
      const [existing] = await tx
        .select({ status: eventAttendees.status })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, user.id)));
      if (existing) throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyRsvpd);
      const status = rsvpOutcome(event.capacity, event.attendeeCount);
      await tx.insert(eventAttendees).values({ eventId, userId: user.id, status, checkInCode: newCheckInCode(), createdAt: now });
      await tx
        .update(events)
        .set(
          status === 'going'
            ? { attendeeCount: sql`${events.attendeeCount} + 1` }
            : { waitlistCount: sql`${events.waitlistCount} + 1` },
        )
        .where(eq(events.id, eventId));
      await recordAnalyticsEvent(tx, 'event_rsvp', user.id, { event_id: eventId, status });
      if (status === 'going') await queueConfirmation(tx, event, user.id, 'confirmation');
      return { status, waitlistPosition: status === 'waitlisted' ? event.waitlistCount + 1 : null };
    });
  } catch (error) {
    // The primary key is the last word should two RSVPs of one person meet.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyRsvpd);
    throw error;
  }
}

/** Moves the first `places` of the waitlist to going; the caller holds the event row's lock. */
export async function promoteFromWaitlist(tx: Transaction, eventId: string, places: number, now = new Date()) {
  if (places <= 0) return [];
  const next = await tx
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, 'waitlisted')))
    .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
    .limit(places);
  if (next.length === 0) return [];
  for (const { userId } of next) {
    await tx
      .update(eventAttendees)
      .set({ status: 'going', promotedAt: now })
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  }
  await tx
    .update(events)
    .set({
      attendeeCount: sql`${events.attendeeCount} + ${next.length}`,
      waitlistCount: sql`${events.waitlistCount} - ${next.length}`,
    })
    .where(eq(events.id, eventId));
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  for (const { userId } of next) {
    await recordAnalyticsEvent(tx, 'event_rsvp', userId, { event_id: eventId, status: 'promoted' });
    if (event) await queueConfirmation(tx, event, userId, 'promoted');
  }
  return next.map((n) => n.userId);
}

export async function cancelRsvp(db: Database, user: SessionUser, eventId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const [mine] = await tx
      .delete(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, user.id)))
      .returning({ status: eventAttendees.status });
    if (!mine) throw new AppError('CONFLICT', EVENT_MESSAGES.notRsvpd);
    await tx
      .update(events)
      .set(
        mine.status === 'going'
          ? { attendeeCount: sql`${events.attendeeCount} - 1` }
          : { waitlistCount: sql`${events.waitlistCount} - 1` },
      )
      .where(eq(events.id, eventId));
    await recordAnalyticsEvent(tx, 'event_rsvp_cancelled', user.id, { event_id: eventId, status: mine.status });
    // The place that opened goes to the first of the waitlist, in this same transaction.
    if (mine.status === 'going' && event.status === 'scheduled') await promoteFromWaitlist(tx, eventId, 1);
  });
}

export async function findEventAttendees(db: Database, user: SessionUser, eventId: string): Promise<EventAttendeeView[]> {
  await requireEventOrganizer(db, eventId, user);
  const rows = await db
    .select({
      userId: eventAttendees.userId,
      status: eventAttendees.status,
      checkedInAt: eventAttendees.checkedInAt,
      promotedAt: eventAttendees.promotedAt,
      createdAt: eventAttendees.createdAt,
      name: personNameSql(),
    })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(profiles, eq(profiles.id, eventAttendees.userId))
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(sql`${eventAttendees.status} = 'waitlisted'`, asc(eventAttendees.createdAt), asc(eventAttendees.userId));
  return rows.map((r) => ({
    userId: r.userId,
    name: mailName(r),
    status: r.status as 'going' | 'waitlisted',
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    promotedAt: r.promotedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function checkInAttendee(db: Database, user: SessionUser, eventId: string, code: string): Promise<CheckInView> {
  return db.transaction(async (tx) => {
    const event = await requireEventOrganizer(tx, eventId, user, true);
    if (event.status === 'cancelled') throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
    const [attendee] = await tx
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.checkInCode, normalizeCheckInCode(code))))
      .for('update');
    if (!attendee) {
      throw new AppError('NOT_FOUND', EVENT_MESSAGES.unknownCode, { fields: { code: [EVENT_MESSAGES.unknownCode] } });
    }
    if (attendee.status !== 'going') throw new AppError('CONFLICT', EVENT_MESSAGES.waitlistedCode);
    if (attendee.checkedInAt) throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyCheckedIn);
    const checkedInAt = new Date();
    await tx
      .update(eventAttendees)
      .set({ checkedInAt })
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, attendee.userId)));
    await recordAnalyticsEvent(tx, 'event_checked_in', attendee.userId, { event_id: eventId });
    const person = await personOf(tx, attendee.userId);
    return { userId: attendee.userId, name: person ? mailName(person) : 'Attendee', checkedInAt: checkedInAt.toISOString() };
  });
}

/** Mails an invitation to each address not invited before; returns how many were sent. */
export async function inviteToEvent(
  db: Database,
  user: SessionUser,
  eventId: string,
  emails: string[],
): Promise<{ sent: number; skipped: number }> {
  return db.transaction(async (tx) => {
    const event = await requireEventOrganizer(tx, eventId, user);
    if (event.status === 'cancelled') throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
    if (event.dateEnd < new Date()) throw new AppError('CONFLICT', EVENT_MESSAGES.ended);
    const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
    const inserted = await tx
      .insert(eventInvitations)
      .values(unique.map((email) => ({ eventId, email, invitedBy: user.id })))
      .onConflictDoNothing()
      .returning({ email: eventInvitations.email });
    const description = plainText(event.description).slice(0, 2000);
    for (const { email } of inserted) {
      await enqueueEmail(tx, {
        to: email,
        templateId: 'event_invitation',
        referenceKey: `event:${eventId}:invite:${email}`,
        templateData: {
          eventId,
          eventTitle: event.title.slice(0, 200),
          ...formatEventDateTime(event),
          ...(event.location ? { eventLocation: event.location.slice(0, 200) } : {}),
          ...(description ? { eventDescription: description } : {}),
        },
      });
      await recordAnalyticsEvent(tx, 'event_invitation_sent', user.id, { event_id: eventId });
    }
    return { sent: inserted.length, skipped: unique.length - inserted.length };
  });
}
