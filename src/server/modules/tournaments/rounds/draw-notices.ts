// Telling a round's people that its draw is out, when the tab director asks for it
// on release: each speaker of each room, and each adjudicator with an account once
// the panels are released, gets an e-mail naming their room, their side or place on
// the panel, who they meet, when, and the motion if it is out (template
// 'tournament_draw'); and, on the devices where they turned it on, a push per room.
// Queued in the release's transaction: a release that fails sends nothing, and the
// mail worker renders the mails later. Both fall under the event-updates preference
// (a tournament is an event), so a member who turned those off hears nothing.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import {
  events,
  profiles,
  tournamentAdjudicators,
  tournamentDrawAdjudicators,
  tournamentDrawDebates,
  tournamentDrawTeams,
  tournamentTeamMembers,
  tournamentTeams,
  tournamentVenues,
  users,
} from '#server/db/schema/index.ts';
import { type EnqueueEmailInput, enqueueEmails } from '#server/email/email-queue.ts';
import { formatDebateDateTime } from '#server/email/debate-reminders.ts';
import { pushDrawReleased } from '#server/modules/push/push-notifications.ts';
import { emailPriority } from '#shared/email/contract.ts';
import type { PanelRole } from '#shared/tournaments/contract.ts';
import { formatOf } from '../tournaments.service.ts';
import { inTurn, isMotionReleased, type LockedRound } from './round-access.ts';
import { sideLabelOf } from './round-views.ts';

const PANEL_ROLE_NAMES: Record<PanelRole, string> = {
  chair: 'Chair of the panel',
  panellist: 'Panellist',
  trainee: 'Trainee adjudicator',
};

interface Room {
  debateId: string;
  label: string;
  seats: { teamId: string; teamName: string; side: string }[];
}

/** Queues the draw's mails and pushes; returns how many people were told by e-mail. */
export async function queueDrawNotices(tx: Transaction, locked: LockedRound, options: { panels: boolean }, now = new Date()) {
  const { tournament, round } = locked;
  const format = formatOf(tournament);
  const [event] = await tx
    .select({ title: events.title, timeZone: events.timeZone })
    .from(events)
    .where(eq(events.id, tournament.eventId));
  const rooms = await roomsOf(tx, round.id);
  if (rooms.length === 0) return 0;
  const teamIds = rooms.flatMap((room) => room.seats.map((seat) => seat.teamId));
  const [speakers, panels] = await inTurn([
    () =>
      tx
        .select({ teamId: tournamentTeamMembers.teamId, userId: users.id, email: users.email, name: personNameSql() })
        .from(tournamentTeamMembers)
        .innerJoin(users, eq(users.id, tournamentTeamMembers.userId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(inArray(tournamentTeamMembers.teamId, teamIds))
        .orderBy(asc(tournamentTeamMembers.position)),
    () =>
      options.panels
        ? tx
            .select({
              debateId: tournamentDrawDebates.debateId,
              role: tournamentDrawAdjudicators.role,
              userId: users.id,
              email: users.email,
              name: personNameSql(),
            })
            .from(tournamentDrawAdjudicators)
            .innerJoin(tournamentDrawDebates, eq(tournamentDrawDebates.id, tournamentDrawAdjudicators.drawDebateId))
            .innerJoin(tournamentAdjudicators, eq(tournamentAdjudicators.id, tournamentDrawAdjudicators.adjudicatorId))
            .innerJoin(users, eq(users.id, tournamentAdjudicators.userId))
            .leftJoin(profiles, eq(profiles.id, users.id))
            .where(eq(tournamentDrawAdjudicators.roundId, round.id))
        : Promise.resolve([]),
  ] as const);

  const startsAt = round.startsAt ?? now;
  const timeZone = event?.timeZone ?? 'UTC';
  const common = {
    eventTitle: (event?.title ?? 'Tournament').slice(0, 200),
    roundName: round.name.slice(0, 100),
    tournamentId: tournament.id,
    roundSeq: round.seq,
    ...formatDebateDateTime(startsAt, timeZone),
    ...(isMotionReleased(round, now) && round.motion.trim() !== '' ? { motion: round.motion.slice(0, 1000) } : {}),
  };
  const seatText = (seat: Room['seats'][number]) => `${seat.teamName} (${sideLabelOf(format, seat.side)})`;
  const mails: EnqueueEmailInput[] = [];
  const mail = (to: { userId: string; email: string; name: string }, room: Room, role: string, opponents: string) =>
    mails.push({
      to: to.email,
      userId: to.userId,
      templateId: 'tournament_draw',
      priority: emailPriority('tournament_draw'),
      // One mail per person per round: releasing again after a redraw tells them again.
      referenceKey: `tournament-round:${round.id}:user:${to.userId}:draw:${round.version}`,
      templateData: { ...common, name: to.name.slice(0, 100), debateId: room.debateId, role, room: room.label, opponents },
    });

  for (const room of rooms) {
    for (const seat of room.seats) {
      const role = `${sideLabelOf(format, seat.side)}, for ${seat.teamName}`.slice(0, 200);
      const others = room.seats
        .filter((other) => other.teamId !== seat.teamId)
        .map(seatText)
        .join(', ');
      for (const speaker of speakers.filter((s) => s.teamId === seat.teamId)) mail(speaker, room, role, others);
    }
    for (const judge of panels.filter((p) => p.debateId === room.debateId)) {
      mail(judge, room, PANEL_ROLE_NAMES[judge.role as PanelRole] ?? 'Adjudicator', room.seats.map(seatText).join(', '));
    }
    const recipients = [
      ...speakers.filter((s) => room.seats.some((seat) => seat.teamId === s.teamId)).map((s) => s.userId),
      ...panels.filter((p) => p.debateId === room.debateId).map((p) => p.userId),
    ];
    await pushDrawReleased(tx, {
      debateId: room.debateId,
      title: `${common.roundName} of ${common.eventTitle}: ${room.label}`,
      body: room.seats.map(seatText).join(' vs '),
      recipients,
    });
  }
  if (mails.length > 0) await enqueueEmails(tx, mails);
  return mails.length;
}

/** The round's live debates with their room's label (number and venue) and their teams' seats. */
async function roomsOf(tx: Transaction, roundId: string): Promise<Room[]> {
  const [rows, seats] = await inTurn([
    () =>
      tx
        .select({
          id: tournamentDrawDebates.id,
          debateId: tournamentDrawDebates.debateId,
          roomIndex: tournamentDrawDebates.roomIndex,
          venue: tournamentVenues.name,
        })
        .from(tournamentDrawDebates)
        .leftJoin(tournamentVenues, eq(tournamentVenues.id, tournamentDrawDebates.venueId))
        .where(and(eq(tournamentDrawDebates.roundId, roundId), isNotNull(tournamentDrawDebates.debateId)))
        .orderBy(asc(tournamentDrawDebates.roomIndex)),
    () =>
      tx
        .select({
          drawDebateId: tournamentDrawTeams.drawDebateId,
          teamId: tournamentDrawTeams.teamId,
          teamName: tournamentTeams.name,
          side: tournamentDrawTeams.side,
        })
        .from(tournamentDrawTeams)
        .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentDrawTeams.teamId))
        .where(eq(tournamentDrawTeams.roundId, roundId)),
  ]);
  return rows.map((row) => ({
    debateId: row.debateId as string,
    label: `Room ${row.roomIndex + 1}${row.venue ? ` · ${row.venue}` : ''}`.slice(0, 200),
    seats: seats.filter((seat) => seat.drawDebateId === row.id).map(({ teamId, teamName, side }) => ({ teamId, teamName, side })),
  }));
}
