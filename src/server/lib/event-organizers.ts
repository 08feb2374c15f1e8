// Who organizes an event: its creator, the hosting club's active owners and
// officers, and admins. The events module checks it for its own operations; the
// tournaments module for the tournament an event runs.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { clubMembers } from '../db/schema/index.ts';
import type { SessionUser } from './context.ts';

type Executor = Database | Transaction;

export interface OrganizerCheck {
  createdBy: string | null;
  clubId: string | null;
}

/** The creator, the hosting club's active owners and officers, and admins organize an event. */
export async function isEventOrganizer(db: Executor, event: OrganizerCheck, user: SessionUser | null): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'admin' || (event.createdBy !== null && event.createdBy === user.id)) return true;
  if (!event.clubId) return false;
  return isClubOrganizer(db, event.clubId, user.id);
}

/** An active owner or officer of the club. */
export async function isClubOrganizer(db: Executor, clubId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: clubMembers.role })
    .from(clubMembers)
    .where(
      and(
        eq(clubMembers.clubId, clubId),
        eq(clubMembers.userId, userId),
        eq(clubMembers.status, 'active'),
        inArray(clubMembers.role, ['owner', 'officer']),
      ),
    );
  return Boolean(row);
}
