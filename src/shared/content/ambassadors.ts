// The ambassadors programme's contract: applying (signed-in members), the
// public directory of approved ambassadors by region, the badge on a profile,
// stepping down, and the admins' review (approve, or decline with a reason).
import { z } from 'zod';
import { text } from '../text.ts';

export const AMBASSADOR_REGIONS = [
  'africa',
  'asia',
  'europe',
  'latin-america',
  'middle-east',
  'north-america',
  'oceania',
] as const;
export type AmbassadorRegion = (typeof AMBASSADOR_REGIONS)[number];
export const AMBASSADOR_REGION_LABELS: Record<AmbassadorRegion, string> = {
  africa: 'Africa',
  asia: 'Asia',
  europe: 'Europe',
  'latin-america': 'Latin America and the Caribbean',
  'middle-east': 'Middle East',
  'north-america': 'North America',
  oceania: 'Oceania',
};

export const AMBASSADOR_MOTIVATION_MAX = 2000;
export const AMBASSADOR_LINKS_MAX = 3;

export const AMBASSADOR_MESSAGES = {
  regionRequired: 'Choose your region',
  motivationRequired: 'Tell us why you want to be an ambassador',
  availabilityRequired: 'Tell us how much time you can give',
  linkInvalid: 'Enter a full link starting with https://',
  alreadyApplied: 'You already have an application or an ambassador role',
  notPending: 'This application was decided already',
  reasonRequired: 'Give a reason for declining',
  nothingToEnd: 'You have no application or ambassador role to end',
} as const;

const link = z
  .string()
  .trim()
  .max(300)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), { error: AMBASSADOR_MESSAGES.linkInvalid });

export const AmbassadorApplicationInputSchema = z.strictObject({
  region: z.enum(AMBASSADOR_REGIONS, { error: AMBASSADOR_MESSAGES.regionRequired }),
  club: text().trim().max(120, 'At most 120 characters').optional(),
  motivation: text()
    .trim()
    .min(1, AMBASSADOR_MESSAGES.motivationRequired)
    .max(AMBASSADOR_MOTIVATION_MAX, `At most ${AMBASSADOR_MOTIVATION_MAX} characters`),
  links: z.array(link).max(AMBASSADOR_LINKS_MAX, `At most ${AMBASSADOR_LINKS_MAX} links`).default([]),
  availability: text().trim().min(1, AMBASSADOR_MESSAGES.availabilityRequired).max(200, 'At most 200 characters'),
});
export type AmbassadorApplicationInput = z.input<typeof AmbassadorApplicationInputSchema>;

export const AMBASSADOR_STATUSES = ['pending', 'approved', 'declined', 'withdrawn', 'stepped_down'] as const;
export type AmbassadorStatus = (typeof AMBASSADOR_STATUSES)[number];

export const AmbassadorApplicationViewSchema = z.object({
  id: z.string(),
  region: z.enum(AMBASSADOR_REGIONS),
  club: z.string().nullable(),
  motivation: z.string(),
  links: z.array(z.string()),
  availability: z.string(),
  status: z.enum(AMBASSADOR_STATUSES),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AmbassadorApplicationView = z.infer<typeof AmbassadorApplicationViewSchema>;

export const MyAmbassadorApplicationSchema = z.object({ application: AmbassadorApplicationViewSchema.nullable() });

export const AmbassadorDirectorySchema = z.object({
  regions: z.array(
    z.object({
      region: z.enum(AMBASSADOR_REGIONS),
      ambassadors: z.array(z.object({ userId: z.string(), name: z.string(), club: z.string().nullable(), since: z.string() })),
    }),
  ),
});
export type AmbassadorDirectory = z.infer<typeof AmbassadorDirectorySchema>;

export const AmbassadorUserParamSchema = z.object({ userId: z.string().min(1).max(100) });
export const AmbassadorBadgeSchema = z.object({ region: z.enum(AMBASSADOR_REGIONS).nullable() });

export const AmbassadorReviewQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'declined', 'all']).default('pending'),
});
export const AmbassadorApplicationIdParamSchema = z.object({ id: z.uuid() });

export const AmbassadorReviewItemSchema = AmbassadorApplicationViewSchema.extend({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AmbassadorReviewItem = z.infer<typeof AmbassadorReviewItemSchema>;
export const AmbassadorReviewListSchema = z.object({ items: z.array(AmbassadorReviewItemSchema) });

export const AmbassadorDecisionInputSchema = z
  .strictObject({
    decision: z.enum(['approved', 'declined']),
    reason: text().trim().max(500, 'At most 500 characters').optional(),
  })
  .refine((input) => input.decision === 'approved' || (input.reason ?? '') !== '', {
    path: ['reason'],
    error: AMBASSADOR_MESSAGES.reasonRequired,
  });
export type AmbassadorDecisionInput = z.input<typeof AmbassadorDecisionInputSchema>;
