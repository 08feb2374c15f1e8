// The ambassadors programme. A signed-in member applies (one pending or
// approved application at a time, enforced by a partial unique index); every
// admin is mailed; an admin approves, or declines with a reason, and the
// applicant is mailed either way. An approved application is the member's
// ambassador role: the badge on their profile and their place in the public
// directory by region, until they step down (or withdraw while pending).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  AMBASSADOR_MESSAGES,
  AMBASSADOR_REGION_LABELS,
  AMBASSADOR_REGIONS,
  type AmbassadorApplicationView,
  type AmbassadorDirectory,
  type AmbassadorRegion,
  type AmbassadorReviewItem,
  type AmbassadorStatus,
} from '#shared/content/ambassadors.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameOf, personNameSql } from '#server/db/person-name.ts';
import { ambassadorApplications, profiles, users } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';

type Executor = Database | Transaction;
type Application = typeof ambassadorApplications.$inferSelect;

const LIVE = ['pending', 'approved'];

function toView(row: Application): AmbassadorApplicationView {
  return {
    id: row.id,
    region: row.region as AmbassadorRegion,
    club: row.club,
    motivation: row.motivation,
    links: row.links,
    availability: row.availability,
    status: row.status as AmbassadorStatus,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Approved ambassadors by region (regions without any are left out), each region by name. */
export async function findAmbassadors(db: Database): Promise<AmbassadorDirectory> {
  const rows = await db
    .select({
      userId: ambassadorApplications.userId,
      region: ambassadorApplications.region,
      club: ambassadorApplications.club,
      since: ambassadorApplications.decidedAt,
      name: personNameSql(),
    })
    .from(ambassadorApplications)
    .innerJoin(users, eq(users.id, ambassadorApplications.userId))
    .leftJoin(profiles, eq(profiles.id, ambassadorApplications.userId))
    .where(and(eq(ambassadorApplications.status, 'approved'), eq(users.banned, false), sql`${users.deletedAt} is null`))
    .orderBy(asc(personNameSql()));
  return {
    regions: AMBASSADOR_REGIONS.map((region) => ({
      region,
      ambassadors: rows
        .filter((r) => r.region === region)
        .map((r) => ({ userId: r.userId, name: r.name, club: r.club, since: (r.since ?? new Date(0)).toISOString() })),
    })).filter((group) => group.ambassadors.length > 0),
  };
}

export async function getAmbassadorBadge(db: Database, userId: string) {
  const [row] = await db
    .select({ region: ambassadorApplications.region })
    .from(ambassadorApplications)
    .where(and(eq(ambassadorApplications.userId, userId), eq(ambassadorApplications.status, 'approved')));
  return { region: (row?.region as AmbassadorRegion | undefined) ?? null };
}

export async function getMyAmbassadorApplication(db: Database, user: SessionUser) {
  const [row] = await db
    .select()
    .from(ambassadorApplications)
    .where(eq(ambassadorApplications.userId, user.id))
    .orderBy(desc(ambassadorApplications.createdAt))
    .limit(1);
  return { application: row ? toView(row) : null };
}

export async function applyAsAmbassador(
  db: Database,
  user: SessionUser,
  input: { region: AmbassadorRegion; club?: string; motivation: string; links: string[]; availability: string },
): Promise<AmbassadorApplicationView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ambassadorApplications)
      .values({
        userId: user.id,
        region: input.region,
        club: input.club ? input.club : null,
        motivation: input.motivation,
        links: input.links,
        availability: input.availability,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', AMBASSADOR_MESSAGES.alreadyApplied);
    const applicantName = (await personNameOf(tx, user.id)) ?? user.name;
    const admins = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.banned, false), sql`${users.deletedAt} is null`));
    for (const admin of admins) {
      await enqueueEmail(tx, {
        to: admin.email,
        userId: admin.id,
        templateId: 'ambassador_application',
        templateData: { applicantName, region: AMBASSADOR_REGION_LABELS[input.region], motivation: input.motivation },
        referenceKey: `ambassador:${row.id}:admin:${admin.id}`,
      });
    }
    return toView(row);
  });
}

/** Withdraws a pending application, or steps down from the ambassador role. */
export async function endMyAmbassadorRole(db: Database, user: SessionUser): Promise<AmbassadorApplicationView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ambassadorApplications)
      .where(and(eq(ambassadorApplications.userId, user.id), inArray(ambassadorApplications.status, LIVE)))
      .for('update');
    if (!row) throw new AppError('CONFLICT', AMBASSADOR_MESSAGES.nothingToEnd);
    const [ended] = await tx
      .update(ambassadorApplications)
      .set({ status: row.status === 'approved' ? 'stepped_down' : 'withdrawn', endedAt: new Date() })
      .where(eq(ambassadorApplications.id, row.id))
      .returning();
    return toView(ended as Application);
  });
}

async function reviewItems(db: Executor, where: ReturnType<typeof eq> | undefined, order: 'oldest' | 'newest') {
  const rows = await db
    .select({ application: ambassadorApplications, name: personNameSql(), email: users.email })
    .from(ambassadorApplications)
    .innerJoin(users, eq(users.id, ambassadorApplications.userId))
    .leftJoin(profiles, eq(profiles.id, ambassadorApplications.userId))
    .where(where)
    .orderBy(order === 'oldest' ? asc(ambassadorApplications.createdAt) : desc(ambassadorApplications.createdAt))
    .limit(100);
  return rows.map(
    ({ application, name, email }): AmbassadorReviewItem => ({ ...toView(application), userId: application.userId, name, email }),
  );
}

export async function findAmbassadorApplications(db: Database, status: 'pending' | 'approved' | 'declined' | 'all') {
  const items = await reviewItems(
    db,
    status === 'all' ? undefined : eq(ambassadorApplications.status, status),
    status === 'pending' ? 'oldest' : 'newest',
  );
  return { items };
}

export async function decideAmbassadorApplication(
  db: Database,
  admin: SessionUser,
  id: string,
  input: { decision: 'approved' | 'declined'; reason?: string },
): Promise<AmbassadorReviewItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(ambassadorApplications).where(eq(ambassadorApplications.id, id)).for('update');
    if (!row) throw notFound('Application');
    if (row.status !== 'pending') throw new AppError('CONFLICT', AMBASSADOR_MESSAGES.notPending);
    const reason = input.reason ? input.reason : null;
    await tx
      .update(ambassadorApplications)
      .set({ status: input.decision, decisionReason: reason, decidedBy: admin.id, decidedAt: new Date() })
      .where(eq(ambassadorApplications.id, id));
    const [item] = await reviewItems(tx, eq(ambassadorApplications.id, id), 'newest');
    const applicant = item as AmbassadorReviewItem;
    await enqueueEmail(tx, {
      to: applicant.email,
      userId: applicant.userId,
      templateId: 'ambassador_decision',
      templateData: { name: applicant.name, decision: input.decision, ...(reason ? { reason } : {}) },
      referenceKey: `ambassador:${id}:decision`,
    });
    return applicant;
  });
}
