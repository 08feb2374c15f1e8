// The database schema: Better Auth's tables (users, sessions, accounts,
// verifications) and the domain tables of spec section 3. Each table is written
// by one module only (STYLE.md); anyone may read it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------- auth (Better Auth)

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** 'user' or 'admin'; set only on the server (never from sign-up input). */
  role: text('role').notNull().default('user'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    // Accounts link by provider + subject, never by e-mail alone.
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** TOTP secrets (encrypted) and backup codes (HMAC-hashed) of Better Auth's two-factor plugin. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factors_user_id_idx').on(t.userId)],
);

/**
 * TOTP codes already accepted, so a code cannot be used twice while it is still
 * valid (auth/totp-replay.ts). Rows older than the code's lifetime are reused.
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Signing keys of Better Auth's JWT plugin, published at /.well-known/jwks.json. */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

// ---------------------------------------------------------------- accounts

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username'),
    fullName: text('full_name'),
    bio: text('bio'),
    debateExperience: text('debate_experience'),
    preferredTopics: text('preferred_topics').array(),
    location: text('location'),
    primaryRole: text('primary_role'),
    allRoles: text('all_roles').array(),
    avatarUrl: text('avatar_url'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profiles_username_idx').on(sql`lower(${t.username})`)],
);

/** Uploaded profile pictures, kept in the database so every server process can serve them. */
export const avatars = pgTable('avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- clubs

export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    meetingFrequency: text('meeting_frequency'),
    /** true: anyone joins at once; false: join by approval of an owner or officer. */
    isPublic: boolean('is_public').notNull().default(true),
    /** Active members; kept in the joining transaction. */
    memberCount: integer('member_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clubs_created_at_idx').on(t.createdAt),
    // The list's default order (newest, then id as tie-break) read straight from an index.
    index('clubs_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('clubs_member_count_idx').on(t.memberCount, t.createdAt),
    index('clubs_name_idx').on(t.name),
  ],
);

export const clubMembers = pgTable(
  'club_members',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner, officer or member */
    role: text('role').notNull().default('member'),
    /** active, or pending (asked to join a club that approves its members) */
    status: text('status').notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_members_user_id_idx').on(t.userId),
    index('club_members_club_status_idx').on(t.clubId, t.status),
    check('club_members_role_known', sql`${t.role} in ('owner', 'officer', 'member')`),
    check('club_members_status_known', sql`${t.status} in ('active', 'pending')`),
  ],
);

/** A club's logo, kept in the database so every server process can serve it. */
export const clubLogos = pgTable('club_logos', {
  clubId: uuid('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/** Announcements mailed to a club's members (club_announcement). */
export const clubAnnouncements = pgTable(
  'club_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** urgent, high or normal (spec section 9's priorities 10, 8, 5) */
    priority: text('priority').notNull().default('normal'),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('club_announcements_club_idx').on(t.clubId, t.createdAt)],
);

// ---------------------------------------------------------------- topics

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    /** pending (a suggestion waiting for an admin), approved (public) or declined */
    status: text('status').notNull().default('approved'),
    /** Up votes minus down votes; kept in the voting transaction. */
    score: integer('score').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('topics_category_idx').on(t.category),
    index('topics_status_score_idx').on(t.status, t.score, t.createdAt),
    index('topics_status_created_idx').on(t.status, t.createdAt),
    check('topics_status_known', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** One vote per member and topic, up (1) or down (-1), changeable. */
export const topicVotes = pgTable(
  'topic_votes',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: integer('vote').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] }), check('topic_votes_vote_known', sql`${t.vote} in (-1, 1)`)],
);

// ---------------------------------------------------------------- events

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    venueType: text('venue_type').notNull().default('in-person'),
    dateStart: timestamp('date_start', { withTimezone: true }).notNull(),
    dateEnd: timestamp('date_end', { withTimezone: true }).notNull(),
    /** The IANA zone the organiser scheduled in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The video room of a virtual or hybrid event (https). */
    onlineUrl: text('online_url'),
    /** Places; null = no limit. Beyond it, RSVPs join the waitlist. */
    capacity: integer('capacity'),
    /** Attendees going (not waitlisted); kept in the RSVP transaction. */
    attendeeCount: integer('attendee_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    /** scheduled or cancelled */
    status: text('status').notNull().default('scheduled'),
    /** The template it was made from (src/shared), if any. */
    templateId: text('template_id'),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // date_start too: the upcoming list's count then reads only this index, from now on.
    index('events_date_end_idx').on(t.dateEnd, t.dateStart),
    index('events_date_start_idx').on(t.dateStart),
    index('events_status_date_end_idx').on(t.status, t.dateEnd, t.dateStart),
    // The list's default order (soonest start, then id) read straight from an index.
    index('events_upcoming_idx').on(t.dateStart, t.id),
    check('events_dates_ordered', sql`${t.dateEnd} >= ${t.dateStart}`),
    // EVENT_MAX_DURATION_MS, held by the database too: the upcoming list relies on it
    // to start its index scan three days back instead of at the first event ever.
    check('events_duration_within_limit', sql`${t.dateEnd} <= ${t.dateStart} + interval '3 days'`),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_attendees_within_capacity', sql`${t.capacity} is null or ${t.attendeeCount} <= ${t.capacity}`),
    check('events_status_known', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

/** An event's schedule: activities in order, some of them debates. */
export const eventActivities = pgTable(
  'event_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** debate, workshop, social, practice, break or other */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set for a debate in the schedule (debates.event_id points back). */
    debateId: uuid('debate_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('event_activities_event_idx').on(t.eventId, t.startsAt),
    check('event_activities_ordered', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/** RSVPs: going or waitlisted (in RSVP order), with a check-in code for the QR ticket. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** going or waitlisted */
    status: text('status').notNull(),
    /** A random secret shown as the attendee's QR code; the organiser's scanner checks it in. */
    checkInCode: text('check_in_code').notNull().unique(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_attendees_event_status_idx').on(t.eventId, t.status, t.createdAt),
    index('event_attendees_user_idx').on(t.userId),
    check('event_attendees_status_known', sql`${t.status} in ('going', 'waitlisted')`),
  ],
);

/** Invitations sent by mail (event_invitation), one per event and address. */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.email] })],
);

/** The secret of a member's personal calendar feed (webcal), replaceable. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- debates

/** A generated full-text search vector (PostgreSQL tsvector). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const debates = pgTable(
  'debates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitized HTML (b, i, em, strong, p, br, ul, ol, li). */
    description: text('description').notNull().default(''),
    /** The motion, as text. */
    topic: text('topic').notNull(),
    /** The topic the motion was taken from, if any. */
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** A format id from src/shared/formats (standard, oxford, parliamentary, lincoln-douglas, …). */
    format: text('format').notNull(),
    /** quick, competitive or practice (spec section 1). */
    debateType: text('debate_type').notNull().default('practice'),
    /** in-person, virtual or hybrid (spec section 3's "type"). */
    venueType: text('venue_type').notNull().default('in-person'),
    location: text('location'),
    /** The video room of a virtual or hybrid debate (https). */
    onlineUrl: text('online_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The IANA zone the organiser scheduled in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Speakers allowed (positions taken); the audience is not counted. */
    maxParticipants: integer('max_participants').notNull(),
    /** Everyone who joined, and those holding a position; kept in the joining transaction. */
    participantCount: integer('participant_count').notNull().default(0),
    speakerCount: integer('speaker_count').notNull().default(0),
    /** scheduled, live, finished or cancelled; only ever moves forward. */
    status: text('status').notNull().default('scheduled'),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(topic, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('debates_starts_at_idx').on(t.startsAt),
    index('debates_status_starts_at_idx').on(t.status, t.startsAt),
    index('debates_format_idx').on(t.format),
    index('debates_debate_type_idx').on(t.debateType),
    index('debates_venue_type_idx').on(t.venueType),
    index('debates_topic_id_idx').on(t.topicId),
    index('debates_participant_count_idx').on(t.participantCount, t.startsAt),
    index('debates_title_idx').on(t.title),
    index('debates_search_idx').using('gin', t.searchVector),
    check('debates_max_participants_range', sql`${t.maxParticipants} between 2 and 10`),
    check('debates_speakers_within_max', sql`${t.speakerCount} <= ${t.maxParticipants}`),
    check('debates_status_known', sql`${t.status} in ('scheduled', 'live', 'finished', 'cancelled')`),
  ],
);

export const debateParticipants = pgTable(
  'debate_participants',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A position id of the debate's format, or 'audience'. */
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One role per user in a debate…
    primaryKey({ columns: [t.debateId, t.userId] }),
    // …and one user per speaking position.
    uniqueIndex('debate_participants_position_idx').on(t.debateId, t.role).where(sql`${t.role} <> 'audience'`),
    index('debate_participants_user_id_idx').on(t.userId),
  ],
);

/** The live room's timer: the authoritative state (src/shared/debates/timer.ts) and its version. */
export const debateRooms = pgTable('debate_rooms', {
  debateId: uuid('debate_id')
    .primaryKey()
    .references(() => debates.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  state: jsonb('state').notNull(),
  updatedAt: updatedAt(),
});

/** Every accepted room command, in version order: the debate's log and its times summary. */
export const debateRoomEvents = pgTable(
  'debate_room_events',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.version] })],
);

// ---------------------------------------------------------------- judging

/** Applications for the judge role; an admin approves or declines each (docs/judging.md). */
export const judgeApplications = pgTable(
  'judge_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    experience: text('experience').notNull(),
    formats: text('formats').array().notNull(),
    /** Public once approved: how the judge decides debates. */
    paradigm: text('paradigm').notNull(),
    /** Private: clubs and people the applicant must not judge. */
    conflictClubIds: uuid('conflict_club_ids').array().notNull().default(sql`'{}'::uuid[]`),
    conflictUserIds: text('conflict_user_ids').array().notNull().default(sql`'{}'::text[]`),
    /** pending, approved or declined */
    status: text('status').notNull().default('pending'),
    decisionReason: text('decision_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One application waiting for review per person.
    uniqueIndex('judge_applications_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('judge_applications_status_idx').on(t.status, t.createdAt),
    check('judge_applications_status_known', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** Approved judges, with what an approved application declared (conflicts stay private). */
export const judges = pgTable('judges', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  experience: text('experience').notNull(),
  formats: text('formats').array().notNull(),
  paradigm: text('paradigm').notNull(),
  conflictClubIds: uuid('conflict_club_ids').array().notNull().default(sql`'{}'::uuid[]`),
  conflictUserIds: text('conflict_user_ids').array().notNull().default(sql`'{}'::text[]`),
  approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Judges' commitments to debates: chair, panellist or trainee. */
export const debateJudges = pgTable(
  'debate_judges',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** chair, panellist or trainee */
    position: text('position').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.userId] }),
    uniqueIndex('debate_judges_one_chair_idx').on(t.debateId).where(sql`${t.position} = 'chair'`),
    index('debate_judges_user_id_idx').on(t.userId),
    check('debate_judges_position_known', sql`${t.position} in ('chair', 'panellist', 'trainee')`),
  ],
);

/** One ballot per judge and debate (src/shared/judging/ballots.ts). */
export const ballots = pgTable(
  'ballots',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The judge's panel position when they submitted; trainee ballots are never counted. */
    position: text('position').notNull(),
    ballot: jsonb('ballot').notNull(),
    /** Agreement with the confirmed decision, 0–100; set on confirmation. */
    calibration: doublePrecision('calibration'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.judgeId] }), index('ballots_judge_id_idx').on(t.judgeId, t.submittedAt)],
);

/** A debate's confirmed result; locked once written, changed only by an admin (result_audit). */
export const debateResults = pgTable('debate_results', {
  debateId: uuid('debate_id')
    .primaryKey()
    .references(() => debates.id, { onDelete: 'cascade' }),
  decision: jsonb('decision').notNull(),
  confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  changedByAdmin: boolean('changed_by_admin').notNull().default(false),
});

export const resultAudit = pgTable(
  'result_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('result_audit_debate_id_idx').on(t.debateId, t.createdAt)],
);

/** Debaters' ratings of their judges; a judge sees only aggregates. */
export const judgeFeedback = pgTable(
  'judge_feedback',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.judgeId, t.authorId] }),
    index('judge_feedback_judge_id_idx').on(t.judgeId),
    check('judge_feedback_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A judge's private flow sheet for a debate. */
export const judgeNotes = pgTable(
  'judge_notes',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sheet: jsonb('sheet').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.judgeId] })],
);

/** Weng-Lin ratings per debater, over every format ('all') and per format. */
export const ratings = pgTable(
  'ratings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    /** mu − 3σ, the conservative estimate leaderboards rank by. */
    ordinal: doublePrecision('ordinal').notNull(),
    ratedDebates: integer('rated_debates').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.format] }), index('ratings_format_ordinal_idx').on(t.format, t.ordinal, t.userId)],
);

/** Each rated debate's effect on each debater: records, period leaderboards and replays. */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    muBefore: doublePrecision('mu_before').notNull(),
    sigmaBefore: doublePrecision('sigma_before').notNull(),
    muAfter: doublePrecision('mu_after').notNull(),
    sigmaAfter: doublePrecision('sigma_after').notNull(),
    /** 1 for the winner (or BP's first) and so on. */
    place: integer('place').notNull(),
    won: boolean('won').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.userId, t.format] }),
    index('rating_changes_format_created_idx').on(t.format, t.createdAt),
    index('rating_changes_user_id_idx').on(t.userId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- comments

/** Comments on a debate, club, event or topic; replies one level deep; soft-deleted. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** debate, club, event or topic */
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** The comment this replies to (itself never a reply). */
    parentId: uuid('parent_id'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    check('comments_target_known', sql`${t.targetType} in ('debate', 'club', 'event', 'topic')`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** Reports of comments for moderation (the admin area works through them). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** open or resolved */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_reports_once_idx').on(t.commentId, t.reporterId),
    index('comment_reports_status_idx').on(t.status, t.createdAt),
  ],
);

// ---------------------------------------------------------------- analytics

/** Product events of spec section 3 (club_joined, topic_voted…), stored for the admin area's charts. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_type_created_idx').on(t.type, t.createdAt)],
);

// ---------------------------------------------------------------- e-mail

export const emailQueue = pgTable(
  'email_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    /** The HTML part, rendered when the mail is enqueued. */
    body: text('body').notNull().default(''),
    /** The plain-text part, rendered with the HTML. */
    textBody: text('text_body').notNull().default(''),
    templateId: text('template_id'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    /** The email_preferences column that can suppress this mail; null for transactional mail. */
    category: text('category'),
    priority: integer('priority').notNull().default(5),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** pending, sending, sent, failed, suppressed (recipient opted out) or cancelled */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    errorMessage: text('error_message'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Names what the mail is about (e.g. a debate reminder) so it can be moved or cancelled. */
    referenceKey: text('reference_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_queue_due_idx').on(t.status, t.priority, t.sendAfter),
    index('email_queue_reference_idx').on(t.referenceKey),
    // One live mail per reference: enqueueing the same reminder twice is a no-op.
    uniqueIndex('email_queue_live_reference_idx')
      .on(t.referenceKey)
      .where(sql`${t.referenceKey} is not null and ${t.status} in ('pending', 'sending')`),
  ],
);

export const emailSchedule = pgTable(
  'email_schedule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    templateId: text('template_id').notNull(),
    recipients: text('recipients').array().notNull(),
    scheduleTime: timestamp('schedule_time', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** once, daily, weekly or monthly */
    frequency: text('frequency').notNull().default('once'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    lastEnqueuedAt: timestamp('last_enqueued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_schedule_due_idx').on(t.isActive, t.scheduleTime)],
);

/** A missing row, or a null value, means the category is allowed (spec section 3). */
export const emailPreferences = pgTable('email_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  debateReminders: boolean('debate_reminders'),
  judgeAssignments: boolean('judge_assignments'),
  scoreNotifications: boolean('score_notifications'),
  eventUpdates: boolean('event_updates'),
  commentReplies: boolean('comment_replies'),
  newsletter: boolean('newsletter'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- content

/** Newsletter sign-ups from the footer form; confirmed by double opt-in mail. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** pending (awaiting confirmation), confirmed or unsubscribed */
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

// ---------------------------------------------------------------- infrastructure

/** Fixed-window request counters, shared by every server process (lib/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The last TOTP time step (unix time / 30 s) accepted for a user: a code of that
 * step or an earlier one is refused, whichever route it comes through
 * (auth/account-guards.ts, ADR 0022). Written by the auth infrastructure.
 */
export const totpSteps = pgTable('totp_steps', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastStep: integer('last_step').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
