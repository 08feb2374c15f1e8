// The audit log of the admin area (spec section 2, "logs"): every admin action,
// succeeded or failed, with who, what, on what, before → after, why, when and
// from where. Written by the server (modules/admin/audit.ts) in the same
// transaction as the action it records; read, filtered and exported here.
import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN } from '../constants.ts';
import { text } from '../text.ts';
import { paginatedSchema } from '../validation.ts';

/** What an admin can act on. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'session',
  'settings',
  'comment',
  'report',
  'email',
  'error-report',
  'debate',
  'interest',
  'event',
  'club',
  'topic',
  'judge-application',
  'newsletter-issue',
  'contact-message',
  'ambassador-application',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_OUTCOMES = ['succeeded', 'failed'] as const;

/** The longest reason an admin may give for an action (a ban, a cancellation, a decline). */
export const ADMIN_REASON_MAX = 500;

/** A reason an admin gives: trimmed, required where asked for. */
export const AdminReasonSchema = text()
  .trim()
  .min(1, 'Give a reason')
  .max(ADMIN_REASON_MAX, `At most ${ADMIN_REASON_MAX} characters`);

export const AuditEntryViewSchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  error: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntryViewSchema>;

export const AuditPageSchema = paginatedSchema(AuditEntryViewSchema);

/** The audit log's filters: who acted, on what, which action, which outcome, a period. */
export const AuditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(LIST_PAGE_MIN).default(LIST_PAGE_MIN),
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  actorId: text().min(1).max(64).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: text().min(1).max(64).optional(),
  action: text()
    .regex(/^[a-z-]+\.[a-z-]+$/, 'An action is written like user.ban')
    .max(64)
    .optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: z.iso.date({ error: 'A date like 2026-11-26' }).optional(),
  to: z.iso.date({ error: 'A date like 2026-11-26' }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** The audit log as CSV takes the same filters, without the paging; at most this many rows. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
export const AuditExportQuerySchema = AuditQuerySchema.omit({ page: true, limit: true });
