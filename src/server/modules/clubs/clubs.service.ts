// Clubs: creating and editing them, joining (at once, or by approval of an
// owner or officer), leaving, roles, logos and announcements (docs/clubs.md).
// Invariants: member_count equals the club's active members — it changes only
// inside a transaction that holds the club's row lock; one row per person and
// club (the primary key decides races); a club always keeps an owner. Mails and
// analytics events are written in the transaction of the change they record.
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameOf, personNameSql } from '#server/db/person-name.ts';
import {
  clubAnnouncements,
  clubLogos,
  clubMembers,
  clubs,
  emailQueue,
  profiles,
  users,
  clubSearchTarget,
} from '#server/db/schema/index.ts';
import { cancelEmailsByReference, enqueueEmail, enqueueEmails } from '#server/email/email-queue.ts';
import { recordAnalyticsEvent } from '#server/lib/analytics.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isoTimeSql, jsonArrayTextQuery, namedColumns } from '#server/lib/json-sql.ts';
import { countLimitFor, pageTextOf, totalCapOf } from '#server/lib/list-total.ts';
import type { JsonText } from '#server/lib/operations.ts';
import { preparedFor } from '#server/lib/prepared.ts';
import {
  readPreparedListPage,
  type SearchReach,
  searchFilter,
  searchReachOf,
  searchValues,
  listStatement,
} from '#server/lib/search.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import { checkUploadedImage } from '#server/modules/accounts/uploaded-image.ts';
import {
  CLUB_DESCRIPTION_TAGS,
  CLUB_LOGO_MAX_BYTES,
  CLUB_MESSAGES,
  type ChangeClubRoleInput,
  type ClubAnnouncementView,
  type ClubDetailView,
  type ClubMemberView,
  type ClubMembershipView,
  type ClubRole,
  type ClubView,
  type CreateClubInput,
  canChangeClubRoles,
  canManageClub,
  type MyClubView,
  type UpdateClubInput,
  type AnnouncementPriority,
} from '#shared/clubs/contract.ts';
import { emailPriority } from '#shared/email/contract.ts';
import type { ListQuery, Paginated } from '#shared/validation.ts';

type Executor = Database | Transaction;

export function sanitizeClubDescription(html: string): string {
  return sanitizeHtml(html, { allowedTags: [...CLUB_DESCRIPTION_TAGS], allowedAttributes: {} }).trim();
}

/** Announcements are plain text: any tag is dropped, the text inside it kept. */
export function sanitizePlainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .trim();
}

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  description: clubs.description,
  location: clubs.location,
  meetingFrequency: clubs.meetingFrequency,
  isPublic: clubs.isPublic,
  memberCount: clubs.memberCount,
  createdAt: clubs.createdAt,
  logoUpdatedAt: clubLogos.updatedAt,
};

type ClubRow = {
  id: string;
  name: string;
  description: string;
  location: string | null;
  meetingFrequency: string | null;
  isPublic: boolean;
  memberCount: number;
  createdAt: Date;
  logoUpdatedAt: Date | null;
};

export function clubLogoPath(clubId: string, updatedAt: Date): string {
  return `/api/clubs/${clubId}/logo?v=${updatedAt.getTime()}`;
}

// Fields named one by one: rest-and-spread of a row costs several times more, on every list row.
function toClubView(row: ClubRow): ClubView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    meetingFrequency: row.meetingFrequency,
    isPublic: row.isPublic,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    logoUrl: row.logoUpdatedAt ? clubLogoPath(row.id, row.logoUpdatedAt) : null,
  };
}

const selectClubs = (db: Executor) => db.select(clubColumns).from(clubs).leftJoin(clubLogos, eq(clubLogos.clubId, clubs.id));

const CLUB_ORDER = {
  newest: [desc(clubs.createdAt)],
  oldest: [asc(clubs.createdAt)],
  popular: [desc(clubs.memberCount), desc(clubs.createdAt)],
  alphabetical: [asc(clubs.name)],
} as const;

/** The list's order: its sort, then the id, so that every club has one place. */
const clubOrderOf = (sort: ListQuery['sort']) => [...CLUB_ORDER[sort], asc(clubs.id)];

/**
 * A page of clubs as the list answers it, written by the database (lib/json-sql.ts):
 * each row as toClubView writes it, the logo's address as clubLogoPath writes it.
 */
function clubPageJson(db: Database, filter: SQL | undefined, sort: ListQuery['sort']) {
  const c = selectClubs(db)
    .where(filter)
    .orderBy(...clubOrderOf(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('c');
  const logoVersion = sql`floor(extract(epoch from ${c.logoUpdatedAt}) * 1000)::bigint`;
  const views = db
    .select(
      namedColumns({
        id: c.id,
        name: c.name,
        description: c.description,
        location: c.location,
        meetingFrequency: c.meetingFrequency,
        isPublic: c.isPublic,
        memberCount: c.memberCount,
        createdAt: isoTimeSql(c.createdAt),
        logoUrl: sql`'/api/clubs/' || ${c.id} || '/logo?v=' || ${logoVersion}`,
      }),
    )
    .from(c);
  return jsonArrayTextQuery(db, views);
}

/** The list's statements, one per shape (sort, with or without a search), prepared once per connection. */
function preparedClubList(db: Database, query: ListQuery, reach: SearchReach | undefined) {
  const shape = `clubs_list_${query.sort}${reach ? `_q${reach}` : ''}`;
  return preparedFor(db, shape, () =>
    listStatement(db, {
      name: shape,
      table: clubs,
      filters: undefined,
      search: reach && searchFilter(clubSearchTarget, reach, sql.placeholder('q'), sql.placeholder('pattern')),
      order: clubOrderOf(query.sort),
      page: (filter) => clubPageJson(db, filter, query.sort),
    }),
  );
}

/** Every club, open and by approval; search covers name, description and location. As JSON text the database wrote. */
export async function findClubs(db: Database, query: ListQuery): Promise<JsonText<Paginated<ClubView>>> {
  const prepared = preparedClubList(db, query, query.q ? searchReachOf(query.q) : undefined);
  const cap = totalCapOf(query);
  const values = {
    ...(query.q ? searchValues(query.q) : {}),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countLimit: countLimitFor(query, cap),
  };
  const { json, counted } = await readPreparedListPage(prepared, values);
  return pageTextOf(json, query, counted, cap);
}

async function membershipOf(db: Executor, clubId: string, userId: string): Promise<ClubMembershipView | null> {
  const [row] = await db
    .select({ role: clubMembers.role, status: clubMembers.status })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  return row ? (row as ClubMembershipView) : null;
}

export async function getClubById(db: Database, id: string, viewer: SessionUser | null = null): Promise<ClubDetailView> {
  const [club] = await selectClubs(db).where(eq(clubs.id, id));
  if (!club) throw notFound('Club');
  const membership = viewer ? await membershipOf(db, id, viewer.id) : null;
  const isAdmin = viewer?.role === 'admin';
  const canManage = canManageClub(membership, isAdmin);
  return {
    ...toClubView(club),
    membership,
    canManage,
    canChangeRoles: canChangeClubRoles(membership, isAdmin),
    pendingRequestCount: canManage ? ((await pendingRequestCounts(db, [id])).get(id) ?? 0) : null,
  };
}

/** Open requests to join, by club: for the clubs a viewer manages. */
async function pendingRequestCounts(db: Executor, clubIds: string[]): Promise<Map<string, number>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .select({ clubId: clubMembers.clubId, n: count() })
    .from(clubMembers)
    .where(and(inArray(clubMembers.clubId, clubIds), eq(clubMembers.status, 'pending')))
    .groupBy(clubMembers.clubId);
  return new Map(rows.map((row) => [row.clubId, row.n]));
}

/** Active members in joining order; with `status: 'pending'`, the open requests (managers only, checked by the caller). */
export async function findClubMembers(
  db: Database,
  clubId: string,
  status: 'active' | 'pending' = 'active',
): Promise<ClubMemberView[]> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound('Club');
  const rows = await db
    .select({
      userId: clubMembers.userId,
      role: clubMembers.role,
      status: clubMembers.status,
      joinedAt: clubMembers.joinedAt,
      name: personNameSql(),
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(clubMembers)
    .leftJoin(profiles, eq(profiles.id, clubMembers.userId))
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.status, status)))
    .orderBy(asc(clubMembers.joinedAt), asc(clubMembers.userId));
  return rows.map((r) => ({ ...r, role: r.role as ClubRole, status: r.status as 'active', joinedAt: r.joinedAt.toISOString() }));
}

export async function findClubRequests(db: Database, user: SessionUser, clubId: string): Promise<ClubMemberView[]> {
  await requireManager(db, user, clubId);
  return findClubMembers(db, clubId, 'pending');
}

/** The signed-in member's clubs (active and requested), most recently joined first. */
export async function findMyClubs(db: Database, user: SessionUser): Promise<MyClubView[]> {
  const rows = await db
    .select({ ...clubColumns, role: clubMembers.role, status: clubMembers.status })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .leftJoin(clubLogos, eq(clubLogos.clubId, clubs.id))
    .where(eq(clubMembers.userId, user.id))
    .orderBy(desc(clubMembers.joinedAt), asc(clubs.id));
  const managed = rows
    .filter((row) => canManageClub({ role: row.role as ClubRole, status: row.status as 'active' | 'pending' }, false))
    .map((row) => row.id);
  const pending = await pendingRequestCounts(db, managed);
  return rows.map(({ role, status, ...club }) => ({
    ...toClubView(club),
    membership: { role: role as ClubRole, status: status as 'active' | 'pending' },
    pendingRequestCount: managed.includes(club.id) ? (pending.get(club.id) ?? 0) : null,
  }));
}

// ---------------------------------------------------------------- guards

async function requireManager(db: Executor, user: SessionUser, clubId: string): Promise<ClubMembershipView | null> {
  const membership = await membershipOf(db, clubId, user.id);
  if (!canManageClub(membership, user.role === 'admin')) throw new AppError('FORBIDDEN', CLUB_MESSAGES.notManager);
  return membership;
}

async function requireOwner(db: Executor, user: SessionUser, clubId: string): Promise<ClubMembershipView | null> {
  const membership = await membershipOf(db, clubId, user.id);
  if (!canChangeClubRoles(membership, user.role === 'admin')) throw new AppError('FORBIDDEN', CLUB_MESSAGES.notOwner);
  return membership;
}

/** The club's row, locked until the transaction ends: every change of membership goes through here. */
async function lockClub(tx: Transaction, clubId: string) {
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, clubId)).for('update');
  if (!club) throw notFound('Club');
  return club;
}

async function countOwners(tx: Transaction, clubId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.role, 'owner'), eq(clubMembers.status, 'active')));
  return row?.n ?? 0;
}

const changeMemberCount = (tx: Transaction, clubId: string, delta: number) =>
  tx
    .update(clubs)
    .set({ memberCount: sql`greatest(${clubs.memberCount} + ${delta}, 0)` })
    .where(eq(clubs.id, clubId));

// ---------------------------------------------------------------- create, edit

function clubValues(input: UpdateClubInput) {
  const description = input.description === undefined ? undefined : sanitizeClubDescription(input.description);
  if (input.description && description === '') {
    throw new AppError('VALIDATION_FAILED', CLUB_MESSAGES.descriptionEmpty, {
      fields: { description: [CLUB_MESSAGES.descriptionEmpty] },
    });
  }
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(description !== undefined && { description }),
    ...(input.location !== undefined && { location: input.location }),
    ...(input.meetingFrequency !== undefined && { meetingFrequency: input.meetingFrequency }),
    ...(input.isPublic !== undefined && { isPublic: input.isPublic }),
  };
}

export async function createClub(db: Database, user: SessionUser, input: CreateClubInput): Promise<{ id: string }> {
  const values = clubValues(input);
  return db.transaction(async (tx) => {
    const [club] = await tx
      .insert(clubs)
      .values({
        name: input.name,
        description: values.description ?? '',
        location: input.location,
        meetingFrequency: input.meetingFrequency,
        isPublic: input.isPublic,
        memberCount: 1,
        createdBy: user.id,
      })
      .returning({ id: clubs.id });
    const id = (club as { id: string }).id;
    await tx.insert(clubMembers).values({ clubId: id, userId: user.id, role: 'owner', status: 'active' });
    await recordAnalyticsEvent(tx, 'club_created', user.id, { club_id: id, club_name: input.name });
    return { id };
  });
}

export async function updateClub(db: Database, user: SessionUser, clubId: string, input: UpdateClubInput): Promise<void> {
  const values = clubValues(input);
  await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    await requireManager(tx, user, clubId);
    await tx
      .update(clubs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(clubs.id, clubId));
  });
}

// ---------------------------------------------------------------- logos

export async function setClubLogo(
  db: Database,
  user: SessionUser,
  clubId: string,
  bytes: Uint8Array,
  declaredType: string | undefined,
): Promise<void> {
  if (bytes.byteLength > CLUB_LOGO_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', CLUB_MESSAGES.logoTooLarge, { fields: { logo: [CLUB_MESSAGES.logoTooLarge] } });
  }
  await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    await requireManager(tx, user, clubId);
    // Read from the bytes and checked against the declared type: SVG (which can carry script) is not an image here.
    const { contentType } = checkUploadedImage(bytes, declaredType, CLUB_LOGO_MAX_BYTES, {
      field: 'logo',
      tooLarge: CLUB_MESSAGES.logoTooLarge,
      type: CLUB_MESSAGES.logoType,
      typeMismatch: CLUB_MESSAGES.logoTypeMismatch,
      unreadable: CLUB_MESSAGES.logoUnreadable,
      tooManyPixels: CLUB_MESSAGES.logoTooManyPixels,
    });
    const data = Buffer.from(bytes);
    await tx
      .insert(clubLogos)
      .values({ clubId, contentType, data })
      .onConflictDoUpdate({ target: clubLogos.clubId, set: { contentType, data, updatedAt: new Date() } });
  });
}

export async function removeClubLogo(db: Database, user: SessionUser, clubId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    await requireManager(tx, user, clubId);
    await tx.delete(clubLogos).where(eq(clubLogos.clubId, clubId));
  });
}

export async function getClubLogo(db: Database, clubId: string) {
  const [row] = await db.select().from(clubLogos).where(eq(clubLogos.clubId, clubId));
  if (!row) throw notFound('Logo');
  return row;
}

// ---------------------------------------------------------------- joining

async function welcome(tx: Transaction, club: { id: string; name: string }, userId: string) {
  const [person] = await tx
    .select({ email: users.email, name: personNameSql() })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!person) return;
  await enqueueEmail(tx, {
    to: person.email,
    userId,
    templateId: 'club_welcome',
    referenceKey: `club:${club.id}:user:${userId}:welcome:${Date.now()}`,
    templateData: {
      name: person.name.slice(0, 100),
      clubName: club.name.slice(0, 200),
      clubId: club.id,
    },
  });
}

/** The reference key of the mail telling one organizer about one person's request (the prefix names the request). */
const joinRequestKey = (clubId: string, requesterId: string, organizerId = '') =>
  `club:${clubId}:join-request:${requesterId}:${organizerId}`;

/**
 * Mails the club's active owners and officers (who approve requests) that
 * someone asked to join. Category event_updates: the worker does not send it
 * to one who turned "Event and club updates" off. One mail per request and
 * organizer: asking again after withdrawing does not mail anyone twice (only a
 * mail cancelled by that withdrawal, never sent, is sent anew).
 */
async function notifyJoinRequest(tx: Transaction, club: { id: string; name: string }, requesterId: string) {
  const organizers = await tx
    .select({ userId: users.id, email: users.email, name: personNameSql() })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(eq(clubMembers.clubId, club.id), eq(clubMembers.status, 'active'), inArray(clubMembers.role, ['owner', 'officer'])),
    );
  if (organizers.length === 0) return;
  const keys = organizers.map((o) => joinRequestKey(club.id, requesterId, o.userId));
  const mailed = new Set(
    (
      await tx
        .select({ key: emailQueue.referenceKey })
        .from(emailQueue)
        .where(and(inArray(emailQueue.referenceKey, keys), ne(emailQueue.status, 'cancelled')))
    ).map((row) => row.key),
  );
  const requesterName = ((await personNameOf(tx, requesterId)) ?? 'A member').slice(0, 100);
  await enqueueEmails(
    tx,
    organizers
      .filter((o) => !mailed.has(joinRequestKey(club.id, requesterId, o.userId)))
      .map((o) => ({
        to: o.email,
        userId: o.userId,
        templateId: 'club_join_request' as const,
        priority: emailPriority('club_join_request'),
        referenceKey: joinRequestKey(club.id, requesterId, o.userId),
        templateData: { name: o.name.slice(0, 100), requesterName, clubName: club.name.slice(0, 200), clubId: club.id },
      })),
  );
}

/** Joins an open club at once (with a welcome mail), or asks to join a club that approves its members. */
export async function joinClub(db: Database, user: SessionUser, clubId: string): Promise<{ status: 'active' | 'pending' }> {
  try {
    return await db.transaction(async (tx) => {
      const club = await lockClub(tx, clubId);
      const existing = await membershipOf(tx, clubId, user.id);
      if (existing) {
        throw new AppError(
          'CONFLICT',
          existing.status === 'active' ? CLUB_MESSAGES.alreadyMember : CLUB_MESSAGES.alreadyRequested,
        );
      }
      const status = club.isPublic ? 'active' : 'pending';
      await tx.insert(clubMembers).values({ clubId, userId: user.id, role: 'member', status });
      const properties = { club_id: clubId, club_name: club.name };
      if (status === 'active') {
        await changeMemberCount(tx, clubId, 1);
        await welcome(tx, club, user.id);
        await recordAnalyticsEvent(tx, 'club_joined', user.id, properties);
      } else {
        await notifyJoinRequest(tx, club, user.id);
        await recordAnalyticsEvent(tx, 'club_join_requested', user.id, properties);
      }
      return { status };
    });
  } catch (error) {
    // The primary key is the last word when two joins meet.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLUB_MESSAGES.alreadyMember);
    throw error;
  }
}

/** Leaves a club, or withdraws a request; the last owner stays until someone else owns the club. */
export async function leaveClub(db: Database, user: SessionUser, clubId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const club = await lockClub(tx, clubId);
    const membership = await membershipOf(tx, clubId, user.id);
    if (!membership) throw new AppError('CONFLICT', CLUB_MESSAGES.notMember);
    if (membership.role === 'owner' && membership.status === 'active' && (await countOwners(tx, clubId)) <= 1) {
      throw new AppError('CONFLICT', CLUB_MESSAGES.lastOwner);
    }
    await tx.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, user.id)));
    if (membership.status === 'active') {
      await changeMemberCount(tx, clubId, -1);
      await recordAnalyticsEvent(tx, 'club_left', user.id, { club_id: clubId, club_name: club.name });
    } else {
      // A withdrawn request: its notices not yet sent are dropped.
      await cancelEmailsByReference(tx, joinRequestKey(clubId, user.id));
    }
  });
}

/** An owner, officer or admin lets a pending request in. */
export async function approveClubMember(db: Database, user: SessionUser, clubId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const club = await lockClub(tx, clubId);
    await requireManager(tx, user, clubId);
    const membership = await membershipOf(tx, clubId, memberId);
    if (!membership) throw new AppError('NOT_FOUND', CLUB_MESSAGES.noRequest);
    if (membership.status === 'active') throw new AppError('CONFLICT', CLUB_MESSAGES.alreadyActive);
    await tx
      .update(clubMembers)
      .set({ status: 'active', joinedAt: new Date() })
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, memberId)));
    await changeMemberCount(tx, clubId, 1);
    await welcome(tx, club, memberId);
    // The request is answered: the other organizers' notices not yet sent are dropped.
    await cancelEmailsByReference(tx, joinRequestKey(clubId, memberId));
    await recordAnalyticsEvent(tx, 'club_joined', memberId, { club_id: clubId, club_name: club.name });
  });
}

/**
 * Removes someone from a club: owners and admins remove anyone but themselves;
 * officers may only decline pending requests.
 */
export async function removeClubMember(db: Database, user: SessionUser, clubId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    const mine = await requireManager(tx, user, clubId);
    const membership = await membershipOf(tx, clubId, memberId);
    if (!membership) throw new AppError('NOT_FOUND', CLUB_MESSAGES.memberNotFound);
    if (membership.status === 'active' && !canChangeClubRoles(mine, user.role === 'admin')) {
      throw new AppError('FORBIDDEN', CLUB_MESSAGES.notOwner);
    }
    if (memberId === user.id) throw new AppError('CONFLICT', CLUB_MESSAGES.cannotRemoveSelf);
    if (membership.role === 'owner' && membership.status === 'active' && (await countOwners(tx, clubId)) <= 1) {
      throw new AppError('CONFLICT', CLUB_MESSAGES.lastOwnerDemote);
    }
    await tx.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, memberId)));
    if (membership.status === 'active') await changeMemberCount(tx, clubId, -1);
    else await cancelEmailsByReference(tx, joinRequestKey(clubId, memberId));
  });
}

/** Owners and admins promote members to officer or owner, and demote them; a club keeps at least one owner. */
export async function changeClubMemberRole(
  db: Database,
  user: SessionUser,
  clubId: string,
  memberId: string,
  input: ChangeClubRoleInput,
): Promise<ClubMemberView> {
  await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    await requireOwner(tx, user, clubId);
    const membership = await membershipOf(tx, clubId, memberId);
    if (membership?.status !== 'active') throw new AppError('NOT_FOUND', CLUB_MESSAGES.memberNotFound);
    if (membership.role === 'owner' && input.role !== 'owner' && (await countOwners(tx, clubId)) <= 1) {
      throw new AppError('CONFLICT', CLUB_MESSAGES.lastOwnerDemote);
    }
    await tx
      .update(clubMembers)
      .set({ role: input.role })
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, memberId)));
  });
  const members = await findClubMembers(db, clubId);
  return members.find((m) => m.userId === memberId) as ClubMemberView;
}

// ---------------------------------------------------------------- announcements

/** Mails an announcement to every active member but its author, at the priority it was given. */
export async function createClubAnnouncement(
  db: Database,
  user: SessionUser,
  clubId: string,
  input: { title: string; content: string; priority: AnnouncementPriority },
): Promise<ClubAnnouncementView> {
  const content = sanitizePlainText(input.content);
  if (content.length === 0) {
    throw new AppError('VALIDATION_FAILED', CLUB_MESSAGES.descriptionEmpty, {
      fields: { content: ['Announcement has no text left once markup is removed'] },
    });
  }
  return db.transaction(async (tx) => {
    const club = await lockClub(tx, clubId);
    await requireManager(tx, user, clubId);
    const recipients = await tx
      .select({ userId: users.id, email: users.email })
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.userId))
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.status, 'active'), ne(clubMembers.userId, user.id)));
    const [announcement] = await tx
      .insert(clubAnnouncements)
      .values({
        clubId,
        authorId: user.id,
        title: input.title,
        content,
        priority: input.priority,
        recipients: recipients.length,
      })
      .returning();
    const row = announcement as typeof clubAnnouncements.$inferSelect;
    const priority = emailPriority('club_announcement', { priority: input.priority });
    await enqueueEmails(
      tx,
      recipients.map((r) => ({
        to: r.email,
        userId: r.userId,
        templateId: 'club_announcement' as const,
        priority,
        referenceKey: `club:${clubId}:announcement:${row.id}:user:${r.userId}`,
        templateData: {
          clubName: club.name.slice(0, 200),
          clubId,
          announcementTitle: input.title,
          announcementContent: content,
          priority: input.priority,
        },
      })),
    );
    await recordAnalyticsEvent(tx, 'club_announcement_sent', user.id, { club_id: clubId, club_name: club.name });
    return toAnnouncementView(row);
  });
}

function toAnnouncementView(row: typeof clubAnnouncements.$inferSelect): ClubAnnouncementView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    priority: row.priority as AnnouncementPriority,
    recipients: row.recipients,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The club's announcements, newest first: for its active members and admins. */
export async function findClubAnnouncements(db: Database, user: SessionUser, clubId: string): Promise<ClubAnnouncementView[]> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound('Club');
  const membership = await membershipOf(db, clubId, user.id);
  if (user.role !== 'admin' && membership?.status !== 'active') throw new AppError('FORBIDDEN', CLUB_MESSAGES.notMember);
  const rows = await db
    .select()
    .from(clubAnnouncements)
    .where(eq(clubAnnouncements.clubId, clubId))
    .orderBy(desc(clubAnnouncements.createdAt))
    .limit(20);
  return rows.map(toAnnouncementView);
}
