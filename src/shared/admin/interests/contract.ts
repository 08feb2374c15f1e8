// The interests vocabulary (ADR 0032; issue #19, "Interests"): the civic areas
// onboarding's preferred topics and topic categories name. Admins list them with
// their usage, add, rename, merge and retire them; everyone reads the live ones.
import { z } from 'zod';
import { text } from '../../text.ts';
import { AdminReasonSchema } from '../audit.ts';

/** The longest label an interest may have. */
export const INTEREST_LABEL_MAX = 60;

/** An interest's id as stored in references: lower case, trimmed (older values may hold spaces). */
export const InterestIdParamSchema = z.object({ id: text().min(1).max(INTEREST_LABEL_MAX) });

/** The most interests a profile may hold among its preferred topics. */
export const PREFERRED_TOPICS_MAX = 20;

export const INTEREST_CHOICE_MESSAGES = {
  choose: 'Choose from the listed interests',
  tooMany: `Choose at most ${PREFERRED_TOPICS_MAX} interests`,
} as const;

/**
 * An interest chosen in a form (a preferred topic, a topic's category): an id in the
 * form the table stores, lower case and trimmed, as `interestIdOf` makes them (the
 * interests seeded from older values may also hold spaces or punctuation). Whether it
 * names an interest that may be chosen is the server's check against the table
 * (ADR 0032): a new choice must be live.
 */
export const InterestIdSchema = text({ error: INTEREST_CHOICE_MESSAGES.choose })
  .min(1, INTEREST_CHOICE_MESSAGES.choose)
  .max(INTEREST_LABEL_MAX, INTEREST_CHOICE_MESSAGES.choose)
  .refine((id) => id === id.trim().toLowerCase(), INTEREST_CHOICE_MESSAGES.choose);

export const InterestLabelSchema = text()
  .trim()
  .min(2, 'At least 2 characters')
  .max(INTEREST_LABEL_MAX, `At most ${INTEREST_LABEL_MAX} characters`);

/** The id a new interest gets from its label: lower case, words joined by hyphens ("Space and science" → space-and-science). */
export function interestIdOf(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, INTEREST_LABEL_MAX);
}

export const CreateInterestInputSchema = z.strictObject({
  label: InterestLabelSchema.refine((label) => interestIdOf(label).length > 0, 'Use at least one letter or digit'),
});
export type CreateInterestInput = z.infer<typeof CreateInterestInputSchema>;

export const RenameInterestInputSchema = z.strictObject({ label: InterestLabelSchema, reason: AdminReasonSchema.optional() });
export type RenameInterestInput = z.infer<typeof RenameInterestInputSchema>;

export const MergeInterestInputSchema = z.strictObject({
  /** The interest every reference moves to. */
  into: text().trim().min(1, 'Choose the interest to merge into').max(INTEREST_LABEL_MAX),
  reason: AdminReasonSchema.optional(),
});
export type MergeInterestInput = z.infer<typeof MergeInterestInputSchema>;

/** Retiring and restoring take only a reason for the audit log. */
export const InterestNoteInputSchema = z.strictObject({ reason: AdminReasonSchema.optional() });

export const AdminInterestSchema = z.object({
  id: z.string(),
  label: z.string(),
  retiredAt: z.string().nullable(),
  /** The interest it was merged into, if it was. */
  mergedInto: z.string().nullable(),
  /** Profiles that chose it among their preferred topics. */
  profiles: z.number().int(),
  /** Topics filed under it, whatever their status. */
  topics: z.number().int(),
  createdAt: z.string(),
});
export type AdminInterest = z.infer<typeof AdminInterestSchema>;

export const AdminInterestListSchema = z.object({ items: z.array(AdminInterestSchema) });
export type AdminInterestList = z.infer<typeof AdminInterestListSchema>;

/**
 * The public vocabulary: the live interests, what forms may offer, in label order;
 * with `retired=include` the retired and merged ones as well (`retired: true`), so a
 * page can name an interest a profile or topic still holds.
 */
export const InterestSchema = z.object({ id: z.string(), label: z.string(), retired: z.boolean() });
export type Interest = z.infer<typeof InterestSchema>;
export const InterestListSchema = z.object({ items: z.array(InterestSchema) });
export type InterestList = z.infer<typeof InterestListSchema>;
export const InterestListQuerySchema = z.strictObject({
  retired: z.enum(['include'], { error: 'retired is "include" or left out' }).optional(),
});

export const INTEREST_MESSAGES = {
  notFound: 'Interest not found',
  duplicate: 'An interest with this name exists already.',
  alreadyRetired: 'This interest is retired already.',
  notRetired: 'This interest is not retired.',
  merged: 'A merged interest cannot be offered again: its references moved to the other one.',
  mergeIntoItself: 'Choose another interest to merge into.',
  mergeIntoRetired: 'An interest cannot be merged into a retired one.',
  mergeTargetNotFound: 'The interest to merge into does not exist.',
} as const;
