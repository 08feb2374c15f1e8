// What the landing page features (docs/admin.md, "Featured on the landing page"):
// debates, events and clubs an admin picked, as a visitor needs them to click
// through. Admins feature and unfeature from the admin tables (operations.ts);
// anyone reads the list (GET /api/featured), which the server also writes into
// the landing page's HTML.
import { z } from 'zod';

export const FEATURED_KINDS = ['debate', 'event', 'club'] as const;
export type FeaturedKind = (typeof FEATURED_KINDS)[number];

/** The landing page shows at most this many of each kind, the latest featured first. */
export const FEATURED_PER_KIND = 3;

const FeaturedDebateSchema = z.object({
  kind: z.literal('debate'),
  id: z.string(),
  title: z.string(),
  /** The motion. */
  topic: z.string(),
  format: z.string(),
  status: z.enum(['scheduled', 'live', 'finished']),
  startsAt: z.string(),
  timeZone: z.string(),
  participantCount: z.number().int(),
});

const FeaturedEventSchema = z.object({
  kind: z.literal('event'),
  id: z.string(),
  title: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  timeZone: z.string(),
  venueType: z.string(),
  location: z.string().nullable(),
  attendeeCount: z.number().int(),
});

const FeaturedClubSchema = z.object({
  kind: z.literal('club'),
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  memberCount: z.number().int(),
});

export const FeaturedItemSchema = z.discriminatedUnion('kind', [FeaturedDebateSchema, FeaturedEventSchema, FeaturedClubSchema]);
export type FeaturedItem = z.infer<typeof FeaturedItemSchema>;

/** Debates first, then events, then clubs; within a kind the latest featured first. */
export const FeaturedListSchema = z.object({ items: z.array(FeaturedItemSchema) });
export type FeaturedList = z.infer<typeof FeaturedListSchema>;

/** Why an item cannot be featured (409), or is already (not) featured. */
export const FEATURED_MESSAGES = {
  debateCancelled: 'A cancelled debate cannot be featured on the landing page.',
  eventCancelled: 'A cancelled event cannot be featured on the landing page.',
  eventOver: 'This event is over: only events still ahead can be featured on the landing page.',
  clubPrivate: 'A private club cannot be featured on the landing page: only public clubs can.',
  alreadyFeatured: 'This is already featured on the landing page.',
  notFeatured: 'This is not featured on the landing page.',
} as const;
