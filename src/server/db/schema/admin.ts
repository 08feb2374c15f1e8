// The admin module's tables: the audit log of every admin action and the
// installation's settings (one row), and what the landing page features. Written only by src/server/modules/admin.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { createdAt } from './columns.ts';
import { debates } from './debates.ts';
import { events } from './events.ts';

/**
 * Every admin action, succeeded or failed: who, what, on what, before → after,
 * why, when and from where. Append-only: a trigger refuses UPDATE and DELETE
 * (migration 0013). The actor and target are plain text, not foreign keys, so
 * deleting a user changes no row here; `actor_name` and `target_label` keep
 * what they were called at the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    /** A verb-noun of AUDIT_ACTIONS (src/shared/admin/audit.ts), e.g. user.ban. */
    action: text('action').notNull(),
    /** user, debate, club, event, comment, settings… */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    /** succeeded or failed */
    outcome: text('outcome').notNull(),
    /** The refusal or error a failed action ended with (its message only, never a stack). */
    error: text('error'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    check('audit_log_outcome_known', sql`${t.outcome} in ('succeeded', 'failed')`),
  ],
);

/**
 * The installation's settings: exactly one row (id = true), read on every
 * process when needed, so a change applies everywhere without a restart.
 * A null text means the built-in default (SITE_NAME, the spec's description).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    siteName: text('site_name'),
    siteDescription: text('site_description'),
    registrationOpen: boolean('registration_open').notNull().default(true),
    judgeApplicationsOpen: boolean('judge_applications_open').notNull().default(true),
    /** Shown at the top of every page while set. */
    maintenanceBanner: text('maintenance_banner'),
    emailSenderName: text('email_sender_name'),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id}`)],
);

/**
 * What the landing page features (docs/admin.md, "Featured on the landing
 * page"): one row per featured debate, event or club, exactly one of the three
 * set. The admin module's own table rather than a column on each of the three
 * (which their modules write); a deleted item takes its row with it (ON DELETE
 * CASCADE). Whether an item still may show (not cancelled, not private, not
 * over) is decided on every read, never stored here.
 */
export const featuredItems = pgTable(
  'featured_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    debateId: uuid('debate_id').references(() => debates.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    featuredBy: text('featured_by'),
    featuredAt: timestamp('featured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('featured_items_debate_idx').on(t.debateId),
    uniqueIndex('featured_items_event_idx').on(t.eventId),
    uniqueIndex('featured_items_club_idx').on(t.clubId),
    index('featured_items_featured_at_idx').on(t.featuredAt.desc()),
    check('featured_items_one_target', sql`num_nonnulls(${t.debateId}, ${t.eventId}, ${t.clubId}) = 1`),
  ],
);
