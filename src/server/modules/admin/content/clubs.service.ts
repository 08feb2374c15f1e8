// The admin area's clubs: every club, public and private, searched as the
// public list is (lib/search.ts: the same vector and trigram columns, so the
// same indexes), with member and request counts and the owners; and deleting a
// club. The clubs module has no hidden state; a club that breaks the terms is
// deleted.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_CLUB_MESSAGES,
  type AdminClubQuery,
  type AdminClubRow,
  type DeleteClubAdminInput,
} from '#shared/admin/content/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { clubSearchTarget, clubs, comments } from '#server/db/schema/index.ts';
import { cancelEmailsByReference } from '#server/email/email-queue.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { countLimitFor, countUpTo, pageOf, totalCapOf } from '#server/lib/list-total.ts';
import { amongMatches, readListPage, searchFilter, searchReachOf, searchValues } from '#server/lib/search.ts';
import { adminOnlyFilter, withAdminFlags } from './featured.service.ts';

const ORDER = {
  newest: [desc(clubs.createdAt)],
  oldest: [asc(clubs.createdAt)],
  popular: [desc(clubs.memberCount), desc(clubs.createdAt)],
  alphabetical: [asc(clubs.name)],
} as const;

const ownerName = personNameSql({ fullName: sql.raw('p.full_name'), username: sql.raw('p.username') });

const columns = {
  id: clubs.id,
  name: clubs.name,
  location: clubs.location,
  isPublic: clubs.isPublic,
  memberCount: clubs.memberCount,
  pendingCount: sql<number>`(select count(*) from club_members m where m.club_id = clubs.id and m.status = 'pending')`.mapWith(
    Number,
  ),
  owners: sql<string[]>`coalesce((select array_agg(${ownerName} order by m.joined_at, m.user_id) from club_members m
    left join profiles p on p.id = m.user_id
    where m.club_id = clubs.id and m.role = 'owner' and m.status = 'active'), '{}')`,
  createdAt: clubs.createdAt,
};

export async function listAdminClubs(db: Database, query: AdminClubQuery): Promise<Paginated<AdminClubRow>> {
  const filters: SQL[] = [];
  const q = query.q;
  if (q) {
    filters.push(searchFilter(clubSearchTarget, searchReachOf(q), q, searchValues(q).pattern));
  }
  if (query.visibility) filters.push(eq(clubs.isPublic, query.visibility === 'public'));
  if (query.only) filters.push(adminOnlyFilter('club', query.only));
  const where = filters.length ? and(...filters) : undefined;
  const cap = totalCapOf(query);
  const countLimit = countLimitFor(query, cap);
  const page = (filter: SQL | undefined) =>
    db
      .select(columns)
      .from(clubs)
      .where(filter)
      .orderBy(...ORDER[query.sort], asc(clubs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  const { items, counted } = await readListPage(
    {
      items: () => page(where),
      total: () => countUpTo(db, clubs, where, countLimit),
      itemsAmongMatches: q ? () => page(amongMatches(db, clubs.id, clubs, where)) : undefined,
    },
    countLimit,
  );
  const rows = items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return pageOf(await withAdminFlags(db, 'club', rows), query, counted, cap);
}

/**
 * Deletes a club: memberships, requests, announcements and the logo go with it
 * (ON DELETE CASCADE), its debates and events stay without a host (club_id set
 * null), its comments are deleted here and its pending mails withdrawn.
 */
export async function deleteClubAsAdmin(tx: Transaction, id: string, input: DeleteClubAdminInput) {
  const [row] = await tx
    .select({ name: clubs.name, isPublic: clubs.isPublic, memberCount: clubs.memberCount })
    .from(clubs)
    .where(eq(clubs.id, id))
    .for('update');
  if (!row) throw notFound('Club');
  if (input.confirmName.trim() !== row.name.trim()) {
    throw new AppError('VALIDATION_FAILED', ADMIN_CLUB_MESSAGES.nameMismatch, {
      fields: { confirmName: [ADMIN_CLUB_MESSAGES.nameMismatch] },
    });
  }
  const removedComments = await tx
    .delete(comments)
    .where(and(eq(comments.targetType, 'club'), eq(comments.targetId, id)))
    .returning({ id: comments.id });
  const withdrawnMails = await cancelEmailsByReference(tx, `club:${id}:`);
  await tx.delete(clubs).where(eq(clubs.id, id));
  return {
    label: row.name,
    before: { name: row.name, isPublic: row.isPublic, members: row.memberCount },
    after: { deleted: true, comments: removedComments.length, mailsWithdrawn: withdrawnMails },
  };
}
