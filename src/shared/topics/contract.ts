// The topics contract (docs/topics-and-comments.md): suggesting a topic under one
// of the interests (ADR 0032), voting up or down (one changeable vote per member), and
// the admins' review. A suggestion is public only once an admin approves it;
// until then only its author and the admins see it.
import { z } from 'zod';
import { InterestIdSchema } from '../admin/interests/contract.ts';
import { ListQuerySchema } from '../validation.ts';
import { text } from '../text.ts';

export const TOPIC_TITLE_MIN = 10;
export const TOPIC_TITLE_MAX = 200;
export const TOPIC_DESCRIPTION_MAX = 2000;
export const TOPIC_DECLINE_REASON_MIN = 10;
export const TOPIC_DECLINE_REASON_MAX = 500;
/** Suggestions a member may send per hour. */
export const TOPIC_SUGGESTIONS_PER_HOUR = 5;
/** Votes (and changes of vote) a member may cast per minute. */
export const TOPIC_VOTES_PER_MINUTE = 60;

export const TOPIC_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TopicStatus = (typeof TOPIC_STATUSES)[number];

export const SuggestTopicInputSchema = z.strictObject({
  title: text({ error: 'Enter the motion' })
    .trim()
    .min(TOPIC_TITLE_MIN, `The motion must be at least ${TOPIC_TITLE_MIN} characters`)
    .max(TOPIC_TITLE_MAX, `The motion must be at most ${TOPIC_TITLE_MAX} characters`),
  /** A live interest's id (ADR 0032), checked by the server against the table. */
  category: text({ error: 'Choose a category' }).min(1, 'Choose a category').pipe(InterestIdSchema),
  description: text()
    .trim()
    .max(TOPIC_DESCRIPTION_MAX, `The description must be at most ${TOPIC_DESCRIPTION_MAX} characters`)
    .default(''),
});
export type SuggestTopicInput = z.input<typeof SuggestTopicInputSchema>;

export const TopicVoteInputSchema = z.strictObject({
  vote: z.union([z.literal(1), z.literal(-1)], { error: 'A vote is 1 (up) or -1 (down)' }),
});
export type TopicVoteInput = z.infer<typeof TopicVoteInputSchema>;

export const TopicReviewInputSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve') }),
    z.strictObject({
      decision: z.literal('decline'),
      reason: text({ error: 'Give a reason' })
        .trim()
        .min(TOPIC_DECLINE_REASON_MIN, `The reason must be at least ${TOPIC_DECLINE_REASON_MIN} characters`)
        .max(TOPIC_DECLINE_REASON_MAX, `The reason must be at most ${TOPIC_DECLINE_REASON_MAX} characters`),
    }),
  ],
  { error: 'The decision is approve or decline' },
);
export type TopicReviewInput = z.infer<typeof TopicReviewInputSchema>;

export const TopicReviewQuerySchema = z.strictObject({ status: z.enum(TOPIC_STATUSES).default('pending') });

/** The public list: newest, or by votes ("popular"), search and pages. */
export const TopicListQuerySchema = ListQuerySchema;

// ------------------------------------------------------------ answers

/** A vote as the API reports it: 1 (up), -1 (down) or 0 (none). */
const TopicVoteValueSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const TopicAuthorViewSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type TopicAuthorView = z.infer<typeof TopicAuthorViewSchema>;

export const TopicViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitized HTML limited to b, i, em, strong, p, br, ul, ol, li, or plain text. */
  description: z.string(),
  /** The interest's current label ("Democracy and elections", ADR 0032); the stored text trimmed when it names no interest. */
  category: z.string(),
  status: z.enum(TOPIC_STATUSES),
  score: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The viewer's vote; always 0 for visitors. */
  myVote: TopicVoteValueSchema,
  /** Sent to the author and admins only. */
  suggestedBy: TopicAuthorViewSchema.nullable(),
  /** Sent to the author and admins only. */
  declineReason: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type TopicView = z.infer<typeof TopicViewSchema>;

export const TopicVoteResultSchema = z.object({
  topicId: z.string(),
  myVote: TopicVoteValueSchema,
  score: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
});
export type TopicVoteResult = z.infer<typeof TopicVoteResultSchema>;

export const TOPIC_MESSAGES = {
  notApproved: 'Only approved topics can be voted on',
  alreadyReviewed: 'This suggestion has already been reviewed',
} as const;
