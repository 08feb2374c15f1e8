// The admin area's people (spec section 2, admin users; section 6, admins):
// find members, look at an account, change its role, verify its address, ban
// and unban it, end its sessions. Every change is audited (../audit.ts).
import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN } from '../../constants.ts';
import { text } from '../../text.ts';
import { paginatedSchema, SearchTextSchema } from '../../validation.ts';
import { AdminReasonSchema, AuditEntryViewSchema } from '../audit.ts';

export const PLATFORM_ROLES = ['user', 'admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const ADMIN_USER_SORTS = ['newest', 'oldest', 'name', 'last-active'] as const;

/** Whether a member judges: approved, waiting for review, or neither. */
export const JUDGE_STATUSES = ['judge', 'pending', 'none'] as const;

const flag = z.enum(['yes', 'no']);

export const AdminUserQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(LIST_PAGE_MIN).default(LIST_PAGE_MIN),
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  sort: z.enum(ADMIN_USER_SORTS).default('newest'),
  /** Any part of the name, username or e-mail address. */
  q: SearchTextSchema.optional(),
  role: z.enum(PLATFORM_ROLES).optional(),
  judge: z.enum(JUDGE_STATUSES).optional(),
  verified: flag.optional(),
  banned: flag.optional(),
  /** Deleted accounts are left out unless asked for. */
  deleted: flag.default('no'),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

export const AdminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(PLATFORM_ROLES),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  banExpires: z.string().nullable(),
  judge: z.enum(JUDGE_STATUSES),
  /** When an admin deleted the account (its personal data is gone); null otherwise. */
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The last time a session of theirs began or was extended (at most daily); null if they never signed in. */
  lastActiveAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserPageSchema = paginatedSchema(AdminUserRowSchema);

export const AdminSessionViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AdminSessionView = z.infer<typeof AdminSessionViewSchema>;

export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  banReason: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  primaryRole: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** credential (password) and the providers linked (google). */
  signInMethods: z.array(z.string()),
  sessions: z.array(AdminSessionViewSchema),
  activity: z.object({
    debatesJoined: z.number().int(),
    debatesCreated: z.number().int(),
    ballotsSubmitted: z.number().int(),
    comments: z.number().int(),
    clubs: z.number().int(),
    eventsAttending: z.number().int(),
  }),
  /** The latest audit entries about this member, newest first. */
  audit: z.array(AuditEntryViewSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserIdParamSchema = z.object({ id: text().min(1).max(64) });
export const AdminSessionParamSchema = z.object({ id: text().min(1).max(64), sessionId: text().min(1).max(64) });

export const SetUserRoleInputSchema = z.strictObject({
  role: z.enum(PLATFORM_ROLES, { error: 'Choose user or admin' }),
  reason: AdminReasonSchema.optional(),
});

export const BanUserInputSchema = z.strictObject({
  reason: AdminReasonSchema,
  /** When the ban ends by itself; absent for a ban until lifted. Must be in the future. */
  until: z.iso
    .datetime({ offset: true, error: 'A date and time like 2026-12-31T18:00:00Z' })
    .refine((value) => Date.parse(value) > Date.now(), 'The end of a ban must be in the future')
    .optional(),
});
export type BanUserInput = z.infer<typeof BanUserInputSchema>;

export const AdminNoteInputSchema = z.strictObject({ reason: AdminReasonSchema.optional() });

/** Deleting asks for the member's name, typed as shown, and a reason. */
export const DeleteUserInputSchema = z.strictObject({
  confirmName: text().trim().min(1, 'Type the member’s name to confirm').max(200),
  reason: AdminReasonSchema,
});
export type DeleteUserInput = z.infer<typeof DeleteUserInputSchema>;

export const ADMIN_USER_MESSAGES = {
  lastAdmin: 'The last admin cannot be demoted or banned. Make someone else an admin first.',
  notYourself: 'You cannot ban yourself.',
  alreadyBanned: 'This member is already banned.',
  notBanned: 'This member is not banned.',
  alreadyVerified: 'This address is verified already.',
  sessionNotFound: 'This session has ended already.',
  confirmNameMismatch: 'The name does not match. Type it exactly as shown.',
  /** What a banned member is told when they try to sign in. */
  bannedSignIn: 'This account is suspended. Contact the site’s admins if you think this is a mistake.',
} as const;
