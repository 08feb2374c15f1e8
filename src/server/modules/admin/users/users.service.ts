// The admin area's people: the searchable list, one member's account, and the
// changes an admin makes to it. Every change runs inside `audited` (../audit.ts)
// with the member's row locked, so two admins acting at once end in one state:
// the second sees the first's result (and is refused when it no longer applies).
import { type SQL, sql } from 'drizzle-orm';
import type { AuditEntryView } from '#shared/admin/audit.ts';
import {
  ADMIN_USER_MESSAGES,
  type AdminSessionView,
  type AdminUserDetail,
  type AdminUserQuery,
  type AdminUserRow,
  type BanUserInput,
  type DeleteUserInput,
  type PlatformRole,
} from '#shared/admin/users/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import { eraseAccount } from '#server/db/account-erasure.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { countLimitFor, pageOf, totalCapOf } from '#server/lib/list-total.ts';
import { searchReachOf, searchValues } from '#server/lib/search.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { rowsOf } from '#server/lib/sql.ts';

type Executor = Database | Transaction;

/** Banned now: a ban whose end has passed is over, without anyone lifting it. */
const BANNED_NOW = sql`(u.banned and u.deleted_at is null and (u.ban_expires is null or u.ban_expires > now()))`;

const JUDGE_STATUS = sql`case
  when exists (select 1 from judges j where j.user_id = u.id) then 'judge'
  when exists (select 1 from judge_applications a where a.user_id = u.id and a.status = 'pending') then 'pending'
  else 'none' end`;

const ROW_COLUMNS = sql`u.id, u.name, p.username, u.email, p.avatar_url, u.role, u.email_verified,
  ${BANNED_NOW} as banned, u.ban_expires, ${JUDGE_STATUS} as judge, u.deleted_at, u.created_at, u.last_active_at`;

interface UserRowRecord {
  id: string;
  name: string;
  username: string | null;
  email: string;
  avatar_url: string | null;
  role: string;
  email_verified: boolean;
  banned: boolean;
  ban_expires: string | Date | null;
  judge: 'judge' | 'pending' | 'none';
  deleted_at: string | Date | null;
  created_at: string | Date;
  last_active_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

function toRow(r: UserRowRecord): AdminUserRow {
  return {
    id: r.id,
    name: r.name,
    username: r.username,
    email: r.email,
    avatarUrl: r.avatar_url,
    role: r.role === 'admin' ? 'admin' : 'user',
    emailVerified: r.email_verified,
    banned: r.banned,
    banExpires: r.banned ? isoOrNull(r.ban_expires) : null,
    judge: r.judge,
    deletedAt: isoOrNull(r.deleted_at),
    createdAt: iso(r.created_at),
    lastActiveAt: isoOrNull(r.last_active_at),
  };
}

/**
 * The search: any part of the name or address through their trigram indexes
 * (ADR 0027) when the text holds three letters in a row, else names and
 * addresses that start with it.
 */
function searchCondition(q: string): SQL {
  const { pattern } = searchValues(q);
  if (searchReachOf(q) === 'words') {
    const prefix = `${pattern.slice(1)}`;
    return sql`(u.name ilike ${prefix} or u.email ilike ${prefix})`;
  }
  return sql`(u.name ilike ${pattern} or u.email ilike ${pattern})`;
}

function filterOf(query: AdminUserQuery): SQL {
  const conditions: SQL[] = [query.deleted === 'yes' ? sql`u.deleted_at is not null` : sql`u.deleted_at is null`];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.role) conditions.push(sql`u.role = ${query.role}`);
  if (query.verified) conditions.push(query.verified === 'yes' ? sql`u.email_verified` : sql`not u.email_verified`);
  if (query.banned) conditions.push(query.banned === 'yes' ? BANNED_NOW : sql`not ${BANNED_NOW}`);
  if (query.judge) conditions.push(sql`${JUDGE_STATUS} = ${query.judge}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Each order is an index's, spelled exactly as the index is (NULLS LAST included:
 * PostgreSQL does not match `desc` to a `desc nulls last` index even on a column
 * that is never null), so a page is read along the index and stops after it
 * instead of sorting every match: users_created_idx (both ways), users_name_order_idx,
 * users_last_active_idx.
 */
const ORDER: Record<AdminUserQuery['sort'], SQL> = {
  newest: sql`u.created_at desc nulls last, u.id`,
  oldest: sql`u.created_at asc nulls first, u.id desc`,
  name: sql`lower(u.name), u.id`,
  'last-active': sql`u.last_active_at desc nulls last, u.id`,
};

export async function listAdminUsers(db: Database, query: AdminUserQuery): Promise<Paginated<AdminUserRow>> {
  const where = filterOf(query);
  const cap = totalCapOf(query);
  const countLimit = countLimitFor(query, cap);
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      select ${ROW_COLUMNS}
      from users u left join profiles p on p.id = u.id
      where ${where}
      order by ${ORDER[query.sort]}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    db.execute(sql`
      select count(*)::int as total from (
        select 1 from users u left join profiles p on p.id = u.id where ${where} limit ${countLimit}
      ) matching`),
  ]);
  const counted = rowsOf<{ total: number }>(totals)[0]?.total ?? 0;
  return pageOf(rowsOf<UserRowRecord>(rows).map(toRow), query, counted, cap);
}

interface DetailRecord extends UserRowRecord {
  ban_reason: string | null;
  bio: string | null;
  location: string | null;
  primary_role: string | null;
  onboarding_completed: boolean | null;
  two_factor_enabled: boolean;
}

/** How many audit entries about a member their page shows. */
const MEMBER_AUDIT_ENTRIES = 20;

export async function getAdminUser(db: Executor, id: string): Promise<AdminUserDetail> {
  const [user] = rowsOf<DetailRecord>(
    await db.execute(sql`
      select ${ROW_COLUMNS}, u.ban_reason, p.bio, p.location, p.primary_role, p.onboarding_completed, u.two_factor_enabled
      from users u left join profiles p on p.id = u.id
      where u.id = ${id}`),
  );
  if (!user) throw notFound('Member');
  const [methods, sessions, activity, audit] = await Promise.all([
    db.execute(sql`select distinct provider_id from accounts where user_id = ${id} order by provider_id`),
    db.execute(sql`
      select id, created_at, updated_at, expires_at, ip_address, user_agent
      from sessions where user_id = ${id} and expires_at > now() order by updated_at desc`),
    db.execute(sql`
      select
        (select count(*)::int from debate_participants where user_id = ${id}) as debates_joined,
        (select count(*)::int from debates where created_by = ${id}) as debates_created,
        (select count(*)::int from ballots where judge_id = ${id}) as ballots_submitted,
        (select count(*)::int from comments where author_id = ${id} and deleted_at is null) as comments,
        (select count(*)::int from club_members where user_id = ${id}) as clubs,
        (select count(*)::int from event_attendees where user_id = ${id}) as events_attending`),
    db.execute(sql`
      select * from audit_log
      where (target_type = 'user' and target_id = ${id})
         -- A warning or ban decided in the moderation queue is about a comment, naming its author.
         or (action in ('user.warn', 'user.ban') and target_type = 'comment' and after #>> '{author,id}' = ${id})
      order by created_at desc, id limit ${MEMBER_AUDIT_ENTRIES}`),
  ]);
  const counts = rowsOf<Record<string, number>>(activity)[0] ?? {};
  return {
    ...toRow(user),
    banReason: user.banned ? user.ban_reason : null,
    bio: user.bio,
    location: user.location,
    primaryRole: user.primary_role,
    onboardingCompleted: user.onboarding_completed ?? false,
    twoFactorEnabled: user.two_factor_enabled,
    signInMethods: rowsOf<{ provider_id: string }>(methods).map((m) => m.provider_id),
    sessions: rowsOf<SessionRecord>(sessions).map(toSessionView),
    activity: {
      debatesJoined: counts.debates_joined ?? 0,
      debatesCreated: counts.debates_created ?? 0,
      ballotsSubmitted: counts.ballots_submitted ?? 0,
      comments: counts.comments ?? 0,
      clubs: counts.clubs ?? 0,
      eventsAttending: counts.events_attending ?? 0,
    },
    audit: rowsOf<AuditRecord>(audit).map(toAuditView),
  };
}

interface SessionRecord {
  id: string;
  created_at: string | Date;
  updated_at: string | Date;
  expires_at: string | Date;
  ip_address: string | null;
  user_agent: string | null;
}

function toSessionView(s: SessionRecord): AdminSessionView {
  return {
    id: s.id,
    createdAt: iso(s.created_at),
    updatedAt: iso(s.updated_at),
    expiresAt: iso(s.expires_at),
    ipAddress: s.ip_address,
    userAgent: s.user_agent,
  };
}

export interface AuditRecord {
  id: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  outcome: 'succeeded' | 'failed';
  error: string | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string | Date;
}

export function toAuditView(r: AuditRecord): AuditEntryView {
  return {
    id: r.id,
    actorId: r.actor_id,
    actorName: r.actor_name,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    targetLabel: r.target_label,
    before: r.before,
    after: r.after,
    reason: r.reason,
    outcome: r.outcome,
    error: r.error,
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    createdAt: iso(r.created_at),
  };
}

// ---------------------------------------------------------------- changes

interface LockedUser {
  id: string;
  name: string;
  email: string;
  role: string;
  email_verified: boolean;
  banned_now: boolean;
}

/** The member's row, locked until the transaction ends; 404 when there is none. */
async function lockUser(tx: Transaction, id: string): Promise<LockedUser> {
  const [user] = rowsOf<LockedUser>(
    await tx.execute(sql`
      select u.id, u.name, u.email, u.role, u.email_verified, ${BANNED_NOW} as banned_now
      from users u where u.id = ${id} and u.deleted_at is null for update`),
  );
  // A deleted account is no one's any more: nothing can be changed on it.
  if (!user) throw notFound('Member');
  return user;
}

/**
 * Locks every admin row, in id order, before the member's own: every change that
 * can take away an admin takes the locks in this one order, so two admins
 * demoting or banning each other at once queue instead of deadlocking, and the
 * second sees the first's result.
 */
async function lockAdmins(tx: Transaction): Promise<{ id: string; banned_now: boolean }[]> {
  return rowsOf(
    await tx.execute(sql`select u.id, ${BANNED_NOW} as banned_now from users u where u.role = 'admin' order by u.id for update`),
  );
}

/** Refuses a change that would leave no admin able to sign in. */
function requireAnotherAdmin(admins: { id: string; banned_now: boolean }[], userId: string): void {
  if (!admins.some((a) => a.id !== userId && !a.banned_now)) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.lastAdmin);
}

async function endSessions(tx: Transaction, userId: string): Promise<number> {
  return rowsOf(await tx.execute(sql`delete from sessions where user_id = ${userId} returning id`)).length;
}

export async function setRole(tx: Transaction, id: string, role: PlatformRole) {
  const admins = await lockAdmins(tx);
  const user = await lockUser(tx, id);
  if (user.role === 'admin' && role !== 'admin') requireAnotherAdmin(admins, id);
  await tx.execute(sql`update users set role = ${role}, updated_at = now() where id = ${id}`);
  return { label: user.name, before: { role: user.role }, after: { role } };
}

export async function ban(tx: Transaction, actorId: string, id: string, input: BanUserInput) {
  if (id === actorId) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notYourself);
  const admins = await lockAdmins(tx);
  const user = await lockUser(tx, id);
  if (user.banned_now) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.alreadyBanned);
  if (user.role === 'admin') requireAnotherAdmin(admins, id);
  const until = input.until ? new Date(input.until) : null;
  await tx.execute(sql`
    update users set banned = true, ban_reason = ${input.reason}, ban_expires = ${until?.toISOString() ?? null}, updated_at = now()
    where id = ${id}`);
  const sessionsEnded = await endSessions(tx, id);
  return {
    label: user.name,
    before: { banned: false },
    after: { banned: true, until: until?.toISOString() ?? null, sessionsEnded },
  };
}

export async function unban(tx: Transaction, id: string) {
  const user = await lockUser(tx, id);
  if (!user.banned_now) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notBanned);
  await tx.execute(
    sql`update users set banned = false, ban_reason = null, ban_expires = null, updated_at = now() where id = ${id}`,
  );
  return { label: user.name, before: { banned: true }, after: { banned: false } };
}

export async function verifyEmail(tx: Transaction, id: string) {
  const user = await lockUser(tx, id);
  if (user.email_verified) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.alreadyVerified);
  await tx.execute(sql`update users set email_verified = true, updated_at = now() where id = ${id}`);
  return { label: user.name, before: { emailVerified: false, email: user.email }, after: { emailVerified: true } };
}

export async function revokeSession(tx: Transaction, id: string, sessionId: string) {
  const user = await lockUser(tx, id);
  const ended = rowsOf(await tx.execute(sql`delete from sessions where id = ${sessionId} and user_id = ${id} returning id`));
  if (ended.length === 0) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.sessionNotFound);
  return { label: user.name, before: { sessionId }, after: { sessionsEnded: 1 } };
}

export async function revokeAllSessions(tx: Transaction, id: string) {
  const user = await lockUser(tx, id);
  const sessionsEnded = await endSessions(tx, id);
  return { label: user.name, before: null, after: { sessionsEnded } };
}

/** Deletes an account by emptying it (db/account-erasure.ts): what the member took part in stays. */
export async function deleteAccount(tx: Transaction, actorId: string, id: string, input: DeleteUserInput) {
  if (id === actorId) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notYourself);
  const admins = await lockAdmins(tx);
  const user = await lockUser(tx, id);
  if (input.confirmName.trim() !== user.name.trim()) {
    throw new AppError('VALIDATION_FAILED', ADMIN_USER_MESSAGES.confirmNameMismatch, {
      fields: { confirmName: [ADMIN_USER_MESSAGES.confirmNameMismatch] },
    });
  }
  if (user.role === 'admin') requireAnotherAdmin(admins, id);
  await eraseAccount(tx, user);
  return { label: user.name, before: { role: user.role }, after: { deleted: true } };
}
