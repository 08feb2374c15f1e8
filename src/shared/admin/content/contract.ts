// The admin area's debates, events and clubs (issue #19, "debates, clubs, events"): the public
// list's rules (search, filters, sort, pagination — cancelled ones included) plus
// the admin filters (featured, with open reports), featuring on the landing page,
// cancelling with a reason and deleting with the title typed. Every change is
// audited (../audit.ts).
import { z } from 'zod';
import { DebateListQuerySchema, DebateSummaryViewSchema } from '../../debates/contract.ts';
import { EVENT_STATUSES, EVENT_VENUE_TYPES, EventSummaryViewSchema } from '../../events/contract.ts';
import { text } from '../../text.ts';
import { ListQuerySchema, paginatedSchema } from '../../validation.ts';
import { AdminReasonSchema } from '../audit.ts';

/**
 * The admin filters every content table offers besides the public list's:
 * featured on the landing page, or with open comment reports (comments attach
 * to debates, events and clubs alike, so all three tables offer both).
 */
export const ADMIN_CONTENT_ONLY = ['featured', 'reported'] as const;
export type AdminContentOnly = (typeof ADMIN_CONTENT_ONLY)[number];
const adminFilters = { only: z.enum(ADMIN_CONTENT_ONLY).optional() };

/** What the admin tables add to each row: featured since when, and how many open reports its comments have. */
const adminRowFields = {
  /** When it was featured on the landing page; null: not featured. */
  featuredAt: z.string().nullable(),
  /** Open reports of comments posted on it (the moderation queue's). */
  openReports: z.number().int(),
};

/** Debates: the public list's query as it is, plus the admin filters. */
export const AdminDebateQuerySchema = DebateListQuerySchema.extend(adminFilters);
export type AdminDebateQuery = z.infer<typeof AdminDebateQuerySchema>;

export const AdminDebateRowSchema = DebateSummaryViewSchema.extend(adminRowFields);
export type AdminDebateRow = z.infer<typeof AdminDebateRowSchema>;

export const AdminDebatePageSchema = paginatedSchema(AdminDebateRowSchema);

export const AdminDebateIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid debate' }) });

export const CancelDebateAdminInputSchema = z.strictObject({ reason: AdminReasonSchema });
export type CancelDebateAdminInput = z.infer<typeof CancelDebateAdminInputSchema>;

/** Deleting asks for the debate's title, typed as shown, and a reason. */
export const DeleteDebateAdminInputSchema = z.strictObject({
  confirmTitle: text().trim().min(1, 'Type the debate’s title to confirm').max(200),
  reason: AdminReasonSchema,
});
export type DeleteDebateAdminInput = z.infer<typeof DeleteDebateAdminInputSchema>;

export const ADMIN_CONTENT_MESSAGES = {
  titleMismatch: 'The title does not match. Type it exactly as shown.',
  hasResult:
    'This debate has a confirmed result: deleting it would remove ballots and change speakers’ records. Cancel it instead, or correct the result.',
} as const;

// Events: every event, past and cancelled ones included (the public list shows
// only those still ahead), with the public list's search.
export const ADMIN_EVENT_SORTS = ['soonest', 'newest', 'oldest', 'popular', 'alphabetical'] as const;
/** Whether the event's end is still ahead or behind. */
export const ADMIN_EVENT_WHEN = ['upcoming', 'past'] as const;

export const AdminEventQuerySchema = ListQuerySchema.extend({
  sort: z.enum(ADMIN_EVENT_SORTS).default('soonest'),
  status: z.enum(EVENT_STATUSES).optional(),
  when: z.enum(ADMIN_EVENT_WHEN).optional(),
  venue: z.enum(EVENT_VENUE_TYPES).optional(),
  ...adminFilters,
});
export type AdminEventQuery = z.infer<typeof AdminEventQuerySchema>;

export const AdminEventRowSchema = EventSummaryViewSchema.extend(adminRowFields);
export type AdminEventRow = z.infer<typeof AdminEventRowSchema>;

export const AdminEventPageSchema = paginatedSchema(AdminEventRowSchema);

export const AdminEventIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid event' }) });

export const CancelEventAdminInputSchema = CancelDebateAdminInputSchema;
export type CancelEventAdminInput = CancelDebateAdminInput;

export const DeleteEventAdminInputSchema = z.strictObject({
  confirmTitle: text().trim().min(1, 'Type the event’s title to confirm').max(200),
  reason: AdminReasonSchema,
});
export type DeleteEventAdminInput = z.infer<typeof DeleteEventAdminInputSchema>;

export const ADMIN_EVENT_MESSAGES = {
  titleMismatch: ADMIN_CONTENT_MESSAGES.titleMismatch,
  cancelFirst:
    'People are going to this event and it has not ended: cancel it first, so they get the cancellation mail, then delete it.',
} as const;

// Clubs: public and private ones, with their member counts; the clubs module
// has no hidden state, so an admin deletes a club that breaks the terms.
export const ADMIN_CLUB_SORTS = ['newest', 'oldest', 'popular', 'alphabetical'] as const;
export const ADMIN_CLUB_VISIBILITY = ['public', 'private'] as const;

export const AdminClubQuerySchema = ListQuerySchema.extend({
  sort: z.enum(ADMIN_CLUB_SORTS).default('newest'),
  visibility: z.enum(ADMIN_CLUB_VISIBILITY).optional(),
  ...adminFilters,
});
export type AdminClubQuery = z.infer<typeof AdminClubQuerySchema>;

export const AdminClubRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  isPublic: z.boolean(),
  /** Active members. */
  memberCount: z.number().int(),
  /** Requests to join waiting for an owner or officer. */
  pendingCount: z.number().int(),
  /** The active owners' names. */
  owners: z.array(z.string()),
  createdAt: z.string(),
  ...adminRowFields,
});
export type AdminClubRow = z.infer<typeof AdminClubRowSchema>;

export const AdminClubPageSchema = paginatedSchema(AdminClubRowSchema);

export const AdminClubIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid club' }) });

export const DeleteClubAdminInputSchema = z.strictObject({
  confirmName: text().trim().min(1, 'Type the club’s name to confirm').max(200),
  reason: AdminReasonSchema,
});
export type DeleteClubAdminInput = z.infer<typeof DeleteClubAdminInputSchema>;

export const ADMIN_CLUB_MESSAGES = {
  nameMismatch: 'The name does not match. Type it exactly as shown.',
} as const;
