// The admin area's logs (spec section 2, "logs"): error reports from browsers
// and from the server, grouped by fingerprint, and the audit log of every admin
// action (its own contract in ../audit.ts). Error reports are kept for
// ERROR_REPORT_RETENTION_DAYS (server configuration), then deleted.
import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN } from '../../constants.ts';
import { BreadcrumbSchema } from '../../analytics/client-errors.ts';
import { paginatedSchema } from '../../validation.ts';

export const ERROR_SOURCES = ['client', 'server'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** How far back the error groups look: the last day, week, month, or everything kept. */
export const ERROR_PERIODS = ['24h', '7d', '30d', 'all'] as const;
export type ErrorPeriod = (typeof ERROR_PERIODS)[number];
export const ERROR_PERIOD_LABELS: Record<ErrorPeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'Everything kept',
};

/** The most recent occurrences a group's page shows. */
export const ERROR_OCCURRENCES_SHOWN = 50;

export const ErrorGroupQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(LIST_PAGE_MIN).default(LIST_PAGE_MIN),
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(25),
  source: z.enum(ERROR_SOURCES).optional(),
  period: z.enum(ERROR_PERIODS).default('7d'),
});
export type ErrorGroupQuery = z.infer<typeof ErrorGroupQuerySchema>;

/** A fingerprint: the hex hash of an error's source, name, normalised message and top frame. */
export const ErrorFingerprintParamSchema = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]{32}$/, 'Invalid fingerprint'),
});

/** One error, however often it happened in the period: its latest name, message, source and path. */
export const ErrorGroupViewSchema = z.object({
  fingerprint: z.string(),
  source: z.enum(ERROR_SOURCES),
  name: z.string(),
  message: z.string(),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** Distinct signed-in users it happened to. */
  affectedUsers: z.number().int(),
  /** Distinct browsers ("Firefox 133 on Linux"), most frequent first. */
  browsers: z.array(z.string()),
  lastPath: z.string().nullable(),
});
export type ErrorGroupView = z.infer<typeof ErrorGroupViewSchema>;

export const ErrorGroupPageSchema = paginatedSchema(ErrorGroupViewSchema);

export const ErrorOccurrenceViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  source: z.enum(ERROR_SOURCES),
  requestId: z.string().nullable(),
  path: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  browser: z.string().nullable(),
  /** What the web app was doing ("route error", "sign-out failed"); server errors have none. */
  context: z.string().nullable(),
});
export type ErrorOccurrenceView = z.infer<typeof ErrorOccurrenceViewSchema>;

/** A group over everything kept, its latest occurrences, and the latest one's stack and breadcrumbs. */
export const ErrorGroupDetailSchema = z.object({
  group: ErrorGroupViewSchema,
  occurrences: z.array(ErrorOccurrenceViewSchema),
  latest: z.object({
    id: z.string(),
    stack: z.string().nullable(),
    userAgent: z.string().nullable(),
    context: z.string().nullable(),
    /** Oldest first. */
    breadcrumbs: z.array(BreadcrumbSchema),
  }),
});
export type ErrorGroupDetail = z.infer<typeof ErrorGroupDetailSchema>;

export const DeletedErrorGroupSchema = z.object({ deleted: z.number().int() });

/** What the audit log's filters offer: the admins who acted and the actions they took. */
export const AuditFacetsSchema = z.object({
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
  actions: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof AuditFacetsSchema>;
