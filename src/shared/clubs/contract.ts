// The clubs contract: the club form, joining and approval, roles, announcements,
// and the shapes the API answers with (docs/clubs.md). Plain-text fields refuse
// markup outright; the description keeps a small allowlist of tags, enforced
// again on the server whatever the client sent.
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../accounts/contract.ts';
import { ANNOUNCEMENT_PRIORITIES } from '../email/contract.ts';
import { ListQuerySchema } from '../validation.ts';
import { text } from '../text.ts';

export const CLUB_ROLES = ['owner', 'officer', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];
export const CLUB_MEMBER_STATUSES = ['active', 'pending'] as const;
export type ClubMemberStatus = (typeof CLUB_MEMBER_STATUSES)[number];
export const MEETING_FREQUENCIES = ['weekly', 'monthly'] as const;
export type MeetingFrequency = (typeof MEETING_FREQUENCIES)[number];
export { ANNOUNCEMENT_PRIORITIES };
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

export const CLUB_NAME_MIN = 3;
export const CLUB_NAME_MAX = 100;
export const CLUB_DESCRIPTION_MAX = 2000;
export const CLUB_LOCATION_MIN = 2;
export const CLUB_LOCATION_MAX = 100;
export const ANNOUNCEMENT_TITLE_MIN = 3;
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_CONTENT_MIN = 10;
export const ANNOUNCEMENT_CONTENT_MAX = 5000;
/** Logos follow the profile-picture rules: PNG, JPEG, WebP or GIF by their bytes, never SVG. */
export const CLUB_LOGO_MAX_BYTES = AVATAR_MAX_BYTES;
/** The browser scales a chosen logo to fit this many pixels on a side before upload, so a photo fits the byte limit. */
export const CLUB_LOGO_MAX_SIDE_PX = 512;
/** Tags kept in a club description; everything else is stripped on the server. */
export const CLUB_DESCRIPTION_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'] as const;

export const CLUB_MESSAGES = {
  noMarkup: 'Use plain text: angle brackets are not allowed',
  alreadyMember: 'You are already a member of this club',
  alreadyRequested: 'You have already asked to join this club',
  notMember: 'You are not a member of this club',
  alreadyActive: 'This member has already been approved',
  noRequest: 'There is no request to join from this person',
  memberNotFound: 'This person is not a member of this club',
  lastOwner: 'A club needs an owner: make someone else an owner before you leave',
  lastOwnerDemote: 'A club needs an owner: make someone else an owner first',
  cannotRemoveSelf: 'To leave the club, use Leave instead',
  notManager: 'Only the club’s owners and officers can do that',
  notOwner: 'Only the club’s owners can do that',
  descriptionEmpty: 'Description has no text left once unsafe markup is removed',
  logoTooLarge: 'The logo must be at most 1 MB',
  logoType: 'Upload a PNG, JPEG, WebP or GIF image',
  logoTypeMismatch: 'The logo’s declared type does not match its contents',
  logoTooManyPixels: 'The logo must be at most 4096 pixels wide and high',
  // The browser's own checks before upload (web/lib/image-scale.ts); the two above are the server's.
  logoUnreadable: 'That file could not be read as a picture. Choose a PNG, JPEG, WebP or GIF image',
  logoTooLargeScaled: 'Even scaled down, this logo is over 1 MB. Try a simpler picture',
} as const;

/** Plain text: trimmed, within bounds, and without angle brackets (so no tags or scripts). */
const plainText = (label: string, min: number, max: number) =>
  text({ error: `Enter a ${label.toLowerCase()}` })
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[<>]/.test(value), CLUB_MESSAGES.noMarkup);

export const ClubFieldsSchema = z.strictObject({
  name: plainText('Name', CLUB_NAME_MIN, CLUB_NAME_MAX),
  description: text()
    .trim()
    .max(CLUB_DESCRIPTION_MAX, `Description must be at most ${CLUB_DESCRIPTION_MAX} characters`)
    .default(''),
  location: plainText('Location', CLUB_LOCATION_MIN, CLUB_LOCATION_MAX),
  meetingFrequency: z.enum(MEETING_FREQUENCIES, { error: 'Choose weekly or monthly' }),
  /** true: anyone joins at once; false: an owner or officer approves each request. */
  isPublic: z.boolean({ error: 'Choose open or by approval' }),
});
export const CreateClubInputSchema = ClubFieldsSchema;
export type CreateClubInput = z.input<typeof CreateClubInputSchema>;
export const UpdateClubInputSchema = ClubFieldsSchema.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'Nothing to change',
});
export type UpdateClubInput = z.input<typeof UpdateClubInputSchema>;

export const ClubListQuerySchema = ListQuerySchema;

export const ChangeClubRoleInputSchema = z.strictObject({
  role: z.enum(CLUB_ROLES, { error: 'Choose owner, officer or member' }),
});
export type ChangeClubRoleInput = z.infer<typeof ChangeClubRoleInputSchema>;

export const ClubAnnouncementInputSchema = z.strictObject({
  title: plainText('Title', ANNOUNCEMENT_TITLE_MIN, ANNOUNCEMENT_TITLE_MAX),
  content: text({ error: 'Enter the announcement' })
    .trim()
    .min(ANNOUNCEMENT_CONTENT_MIN, `Announcement must be at least ${ANNOUNCEMENT_CONTENT_MIN} characters`)
    .max(ANNOUNCEMENT_CONTENT_MAX, `Announcement must be at most ${ANNOUNCEMENT_CONTENT_MAX} characters`),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { error: 'Choose urgent, high or normal' }).default('normal'),
});
export type ClubAnnouncementInput = z.input<typeof ClubAnnouncementInputSchema>;

export const ClubMemberParamSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  userId: text().trim().min(1).max(100),
});

// ------------------------------------------------------------ answers

/** The signed-in viewer's place in a club. */
export const ClubMembershipViewSchema = z.object({
  role: z.enum(CLUB_ROLES),
  status: z.enum(CLUB_MEMBER_STATUSES),
});
export type ClubMembershipView = z.infer<typeof ClubMembershipViewSchema>;

export const ClubViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Sanitized HTML limited to CLUB_DESCRIPTION_TAGS, or plain text. */
  description: z.string(),
  location: z.string().nullable(),
  meetingFrequency: z.string().nullable(),
  isPublic: z.boolean(),
  memberCount: z.number().int(),
  logoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ClubView = z.infer<typeof ClubViewSchema>;

export const ClubDetailViewSchema = ClubViewSchema.extend({
  /** null for anonymous viewers and people outside the club. */
  membership: ClubMembershipViewSchema.nullable(),
  /** Owners, officers and admins: edit, announce, approve requests. */
  canManage: z.boolean(),
  /** Owners and admins: change roles, remove members. */
  canChangeRoles: z.boolean(),
  /** Open requests to join, for those who can approve them (canManage); null for everyone else. */
  pendingRequestCount: z.number().int().nullable(),
});
export type ClubDetailView = z.infer<typeof ClubDetailViewSchema>;

export const ClubMemberViewSchema = z.object({
  userId: z.string(),
  role: z.enum(CLUB_ROLES),
  status: z.enum(CLUB_MEMBER_STATUSES),
  joinedAt: z.iso.datetime(),
  /** The member's name by the one rule (src/shared/accounts/display-name.ts); show this, not fullName/username. */
  name: z.string(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type ClubMemberView = z.infer<typeof ClubMemberViewSchema>;

export const MyClubViewSchema = ClubViewSchema.extend({
  membership: ClubMembershipViewSchema,
  /** Open requests to join, in the clubs the member runs (active owner or officer); null in the others. */
  pendingRequestCount: z.number().int().nullable(),
});
export type MyClubView = z.infer<typeof MyClubViewSchema>;

export const ClubAnnouncementViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  recipients: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ClubAnnouncementView = z.infer<typeof ClubAnnouncementViewSchema>;

/** Who may manage a club: its owners and officers, and admins. */
export function canManageClub(membership: ClubMembershipView | null, isAdmin: boolean): boolean {
  if (isAdmin) return true;
  return membership?.status === 'active' && (membership.role === 'owner' || membership.role === 'officer');
}

/** Who may change roles and remove members: owners, and admins. */
export function canChangeClubRoles(membership: ClubMembershipView | null, isAdmin: boolean): boolean {
  if (isAdmin) return true;
  return membership?.status === 'active' && membership.role === 'owner';
}
