// The four kinds of push notification, each queued where its event happens, in
// the same transaction (one line in the module that owns the event):
// - debateStartsSoon: where the debate's e-mail reminders are scheduled (debates:
//   joining, leaving, rescheduling, cancelling; admin: deleting), at the 1-hour one's time;
// - judgeAssigned: when a judge takes a place on a debate's panel (judging);
// - resultsOut: when a debate's result is confirmed and its speakers are mailed (judging);
// - eventChanged: when an event's time or place changes, or it is cancelled (events);
// - drawReleased: when a tournament round's draw is released and its tab director
//   asks for the room's people to be told (tournaments).
import { and, eq, inArray } from 'drizzle-orm';
import { DEBATE_REMINDER_1H_BEFORE_MS } from '#shared/constants.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { eventAttendees, type events } from '#server/db/schema/index.ts';
import { cancelPushByReference, notify } from './push-queue.ts';

type Executor = Database | Transaction;
type EventRow = typeof events.$inferSelect;

interface DebateInfo {
  id: string;
  title: string;
  startsAt: Date;
  timeZone?: string | null;
  location?: string | null;
}

function when(at: Date, timeZone = 'UTC') {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

const reminderKey = (debateId: string) => `debate:${debateId}:push-starts-soon`;

/** Queues the 1-hour reminder of a debate for one participant, when its time is still ahead. */
export async function pushDebateReminder(
  db: Executor,
  input: { debateId: string; userId: string; debateTitle: string; startsAt: Date; debateLocation?: string; timeZone?: string },
  now = new Date(),
): Promise<number> {
  const sendAfter = new Date(input.startsAt.getTime() - DEBATE_REMINDER_1H_BEFORE_MS);
  if (sendAfter <= now) return 0;
  const place = input.debateLocation ? ` · ${input.debateLocation}` : '';
  return notify(
    db,
    [input.userId],
    'debateStartsSoon',
    {
      title: `Starting in 1 hour: ${input.debateTitle}`,
      body: `${when(input.startsAt, input.timeZone)}${place}`,
      url: `/debates/${input.debateId}`,
      tag: `debate-${input.debateId}-starts-soon`,
    },
    { sendAfter, referenceKey: reminderKey(input.debateId) },
  );
}

type ReminderInput = Parameters<typeof pushDebateReminder>[1];

/** Moves a debate's 1-hour reminders to its new start (the participants given with it). */
export async function reschedulePushDebateReminders(
  db: Executor,
  debateId: string,
  participants: readonly ReminderInput[],
  now = new Date(),
): Promise<number> {
  await cancelPushDebateReminders(db, debateId);
  let queued = 0;
  for (const participant of participants) queued += await pushDebateReminder(db, participant, now);
  return queued;
}

/** Cancels a debate's queued 1-hour reminders, for one participant or for everyone. */
export function cancelPushDebateReminders(db: Executor, debateId: string, userId?: string): Promise<number> {
  return cancelPushByReference(db, userId ? `${reminderKey(debateId)}:user:${userId}` : reminderKey(debateId));
}

export function pushJudgeAssigned(db: Executor, debate: DebateInfo, judgeId: string): Promise<number> {
  const place = debate.location ? ` · ${debate.location}` : '';
  return notify(db, [judgeId], 'judgeAssigned', {
    title: `You are judging: ${debate.title}`,
    body: `${when(debate.startsAt, debate.timeZone ?? undefined)}${place}`,
    url: `/debates/${debate.id}`,
    tag: `debate-${debate.id}-judge`,
  });
}

export function pushResultsOut(db: Executor, debate: { id: string; title: string }, userIds: readonly string[]): Promise<number> {
  return notify(db, userIds, 'resultsOut', {
    title: `Results are out: ${debate.title}`,
    body: 'The judges have confirmed the result. See your scores and feedback.',
    url: `/debates/${debate.id}`,
    tag: `debate-${debate.id}-results`,
  });
}

/**
 * Tells the people going to, or waitlisted for, an event that it was cancelled,
 * or that its time or place changed (an edit of other fields is no news).
 */
export async function pushEventChanged(
  db: Executor,
  before: EventRow,
  after: Pick<EventRow, 'title' | 'dateStart' | 'dateEnd' | 'timeZone' | 'location' | 'venueType'> | 'cancelled',
): Promise<number> {
  let body: string;
  if (after === 'cancelled') {
    body = `Cancelled: it was on ${when(before.dateStart, before.timeZone)}.`;
  } else {
    const moved =
      before.dateStart.getTime() !== after.dateStart.getTime() ||
      before.dateEnd.getTime() !== after.dateEnd.getTime() ||
      before.timeZone !== after.timeZone;
    const relocated = (before.location ?? null) !== (after.location ?? null) || before.venueType !== after.venueType;
    if (!moved && !relocated) return 0;
    const place = after.location ? ` · ${after.location}` : '';
    body = `${moved ? 'New time' : 'New place'}: ${when(after.dateStart, after.timeZone)}${place}`;
  }
  const people = await db
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, before.id), inArray(eventAttendees.status, ['going', 'waitlisted'])));
  return notify(
    db,
    people.map((p) => p.userId),
    'eventChanged',
    {
      title: after === 'cancelled' ? `Event cancelled: ${before.title}` : `Event changed: ${after.title}`,
      body,
      url: `/events/${before.id}`,
      tag: `event-${before.id}-changed`,
    },
  );
}

/** Tells a room's speakers and judges that a released draw puts them there: one message per room. */
export function pushDrawReleased(
  db: Executor,
  room: { debateId: string; title: string; body: string; recipients: readonly string[] },
): Promise<number> {
  return notify(db, room.recipients, 'drawReleased', {
    title: room.title,
    body: room.body,
    url: `/debates/${room.debateId}`,
    tag: `debate-${room.debateId}-draw`,
  });
}
