// The interests vocabulary (ADR 0032): its list with usage, and the changes an
// admin makes to it. Every change runs inside `audited` (../audit.ts) after
// locking the table against other writers, so two admins adding, renaming or
// merging at once queue and the second sees the first's result.
// References are text: profiles.preferred_topics holds ids, topics.category an id
// in its stored form (lower(trim(category)), the topics_category_area_idx expression).
import { type SQL, sql } from 'drizzle-orm';
import {
  type AdminInterest,
  type CreateInterestInput,
  INTEREST_MESSAGES,
  type Interest,
  interestIdOf,
} from '#shared/admin/interests/contract.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { topicAreaForm } from '#server/db/schema/topics.ts';
import { AppError } from '#server/lib/errors.ts';
import { rowsOf } from '#server/lib/sql.ts';

type Executor = Database | Transaction;

interface InterestRecord {
  id: string;
  label: string;
  retired_at: Date | string | null;
  merged_into: string | null;
  created_at: Date | string;
  profiles: number | string;
  topics: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toView(r: InterestRecord): AdminInterest {
  return {
    id: r.id,
    label: r.label,
    retiredAt: r.retired_at === null ? null : iso(r.retired_at),
    mergedInto: r.merged_into,
    profiles: Number(r.profiles),
    topics: Number(r.topics),
    createdAt: iso(r.created_at),
  };
}

const TOPIC_AREA = topicAreaForm({ category: sql.raw('t.category') });

/** One pass over each referencing table (not one per interest): a profile counts once per interest it chose. */
const SELECT_WITH_USAGE = sql`with chosen as (
    select c.id, count(distinct p.id) as n from profiles p cross join lateral unnest(p.preferred_topics) as c(id) group by c.id
  ), filed as (
    select ${TOPIC_AREA} as id, count(*) as n from topics t group by 1
  )
  select i.id, i.label, i.retired_at, i.merged_into, i.created_at,
    coalesce(chosen.n, 0) as profiles, coalesce(filed.n, 0) as topics
  from interests i left join chosen on chosen.id = i.id left join filed on filed.id = i.id`;

/** Every interest, live ones first, each in label order, with its usage. */
export async function listAdminInterests(db: Executor): Promise<AdminInterest[]> {
  const rows = rowsOf<InterestRecord>(
    await db.execute(sql`${SELECT_WITH_USAGE} order by i.retired_at is not null, lower(i.label), i.id`),
  );
  return rows.map(toView);
}

export async function getAdminInterest(db: Executor, id: string): Promise<AdminInterest> {
  const [row] = rowsOf<InterestRecord>(await db.execute(sql`${SELECT_WITH_USAGE} where i.id = ${id}`));
  if (!row) throw new AppError('NOT_FOUND', INTEREST_MESSAGES.notFound);
  return toView(row);
}

/** The live vocabulary, what forms may offer; with `includeRetired`, every interest, so held ones can be named. */
export async function listInterests(db: Executor, { includeRetired = false } = {}): Promise<Interest[]> {
  const where = includeRetired ? sql`` : sql`where retired_at is null`;
  return rowsOf<Interest>(
    await db.execute(sql`select id, label, retired_at is not null as retired from interests ${where} order by lower(label), id`),
  );
}

/** Writers queue on the table (readers do not), so the duplicate checks below cannot race. */
async function lockVocabulary(tx: Transaction): Promise<void> {
  await tx.execute(sql`lock table interests in share row exclusive mode`);
}

async function requireInterest(tx: Transaction, id: string, message: string = INTEREST_MESSAGES.notFound) {
  const [row] = rowsOf<{ id: string; label: string; retired_at: Date | string | null; merged_into: string | null }>(
    await tx.execute(sql`select id, label, retired_at, merged_into from interests where id = ${id}`),
  );
  if (!row) throw new AppError('NOT_FOUND', message);
  return row;
}

async function refuseDuplicate(tx: Transaction, label: string, except: SQL = sql`true`): Promise<void> {
  const [taken] = rowsOf(
    await tx.execute(sql`select 1 from interests where lower(label) = lower(${label}) and ${except} limit 1`),
  );
  if (taken) throw new AppError('CONFLICT', INTEREST_MESSAGES.duplicate, { fields: { label: [INTEREST_MESSAGES.duplicate] } });
}

export async function create(tx: Transaction, input: CreateInterestInput) {
  await lockVocabulary(tx);
  const id = interestIdOf(input.label);
  const [taken] = rowsOf(await tx.execute(sql`select 1 from interests where id = ${id}`));
  if (taken) throw new AppError('CONFLICT', INTEREST_MESSAGES.duplicate, { fields: { label: [INTEREST_MESSAGES.duplicate] } });
  await refuseDuplicate(tx, input.label);
  await tx.execute(sql`insert into interests (id, label) values (${id}, ${input.label})`);
  return { id, label: input.label, before: null, after: { id, label: input.label } };
}

export async function rename(tx: Transaction, id: string, label: string) {
  await lockVocabulary(tx);
  const current = await requireInterest(tx, id);
  if (current.label !== label) {
    await refuseDuplicate(tx, label, sql`id <> ${id}`);
    await tx.execute(sql`update interests set label = ${label}, updated_at = now() where id = ${id}`);
  }
  return { label, before: { label: current.label }, after: { label } };
}

/**
 * Moves every reference of `id` to `into` and retires `id`, in the caller's
 * transaction: a profile that chose both keeps `into` once (in its place), one
 * that chose only `id` gets `into` where `id` was; every topic filed under `id`
 * (in any stored form) is filed under `into`.
 */
export async function merge(tx: Transaction, id: string, into: string) {
  if (id === into) throw new AppError('CONFLICT', INTEREST_MESSAGES.mergeIntoItself);
  await lockVocabulary(tx);
  const source = await requireInterest(tx, id);
  const target = await requireInterest(tx, into, INTEREST_MESSAGES.mergeTargetNotFound);
  if (target.retired_at !== null) throw new AppError('CONFLICT', INTEREST_MESSAGES.mergeIntoRetired);
  const profiles = rowsOf(
    await tx.execute(sql`update profiles set
        preferred_topics = case when ${into} = any(preferred_topics) then array_remove(preferred_topics, ${id})
                                else array_replace(preferred_topics, ${id}, ${into}) end,
        updated_at = now()
      where ${id} = any(preferred_topics) returning id`),
  ).length;
  const topics = rowsOf(
    await tx.execute(sql`update topics t set category = ${into}, updated_at = now() where ${TOPIC_AREA} = ${id} returning t.id`),
  ).length;
  await tx.execute(sql`update interests set retired_at = coalesce(retired_at, now()), merged_into = ${into}, updated_at = now()
    where id = ${id}`);
  // Anything merged into the source before now points at the target.
  await tx.execute(sql`update interests set merged_into = ${into}, updated_at = now() where merged_into = ${id}`);
  return {
    label: source.label,
    before: { label: source.label, retired: source.retired_at !== null },
    after: { mergedInto: into, mergedIntoLabel: target.label, profilesMoved: profiles, topicsMoved: topics, retired: true },
  };
}

export async function retire(tx: Transaction, id: string) {
  await lockVocabulary(tx);
  const current = await requireInterest(tx, id);
  if (current.retired_at !== null) throw new AppError('CONFLICT', INTEREST_MESSAGES.alreadyRetired);
  await tx.execute(sql`update interests set retired_at = now(), updated_at = now() where id = ${id}`);
  return { label: current.label, before: { retired: false }, after: { retired: true } };
}

export async function restore(tx: Transaction, id: string) {
  await lockVocabulary(tx);
  const current = await requireInterest(tx, id);
  if (current.retired_at === null) throw new AppError('CONFLICT', INTEREST_MESSAGES.notRetired);
  if (current.merged_into !== null) throw new AppError('CONFLICT', INTEREST_MESSAGES.merged);
  await tx.execute(sql`update interests set retired_at = null, updated_at = now() where id = ${id}`);
  return { label: current.label, before: { retired: true }, after: { retired: false } };
}
