// Demo content for a first start, so a newcomer sees a living site: debaters,
// judges, an organizer and an admin; clubs, events, topics and debates in several
// formats and states. Runs only on an empty database (no users) and never when
// SEED_DEMO=false. The shared password is for local use only (README).
//
// It must look like a real community whatever the hour of the first start:
// debates and events sit on sensible hours of their own time zone, the live
// debate is one where it is daytime now and sits paused with its reason (nobody
// is there to run it), and every finished debate went through the live room's
// own services, speech by speech, at the times it happened
// (demo-content.integration.test.ts checks this at start times round the clock).
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { TimerCommand } from '#shared/debates/timer.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { instantOfWallTime, wallTimeAt } from '#shared/time-zone.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import type { SessionUser } from '../lib/context.ts';
import {
  clubAnnouncements,
  clubMembers,
  clubs,
  debateJudges,
  debateParticipants,
  debates,
  events,
  profiles,
  emailQueue,
  eventActivities,
  eventAttendees,
  judgeApplications,
  judges,
  topics,
  users,
} from '../db/schema/index.ts';
import { type RoomPublisher, runTimerCommand, startDebate } from '../modules/debates/debate-room.service.ts';
import { newCheckInCode } from '../modules/events/event-attendance.service.ts';
import { acceptJudging } from '../modules/judging/judge-commitments.service.ts';
import { confirmResult, submitBallot } from '../modules/judging/results.service.ts';

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_ADMIN_EMAIL = 'admin@sdc.local';

interface DemoUser {
  key: string;
  email: string;
  name: string;
  primaryRole: 'debater' | 'judge' | 'organizer';
  bio: string;
  location: string;
  experience: string;
  admin?: boolean;
}

const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    email: DEMO_ADMIN_EMAIL,
    name: 'Sam Admin',
    primaryRole: 'organizer',
    bio: 'Keeps the platform healthy.',
    location: 'Remote',
    experience: 'advanced',
    admin: true,
  },
  {
    key: 'maya',
    email: 'maya.okafor@sdc.local',
    name: 'Maya Okafor',
    primaryRole: 'organizer',
    bio: 'Runs the Riverside Debate Society and the spring civic forum.',
    location: 'Leeds',
    experience: 'advanced',
  },
  {
    key: 'jon',
    email: 'jon.reyes@sdc.local',
    name: 'Jon Reyes',
    primaryRole: 'judge',
    bio: 'Judged BP at regional opens for six years; likes clear weighing.',
    location: 'Manchester',
    experience: 'advanced',
  },
  {
    key: 'ana',
    email: 'ana.lindqvist@sdc.local',
    name: 'Ana Lindqvist',
    primaryRole: 'judge',
    bio: 'Former Lincoln-Douglas coach. Values clash over speed.',
    location: 'Bristol',
    experience: 'advanced',
  },
  {
    key: 'priya',
    email: 'priya.shah@sdc.local',
    name: 'Priya Shah',
    primaryRole: 'debater',
    bio: 'Second-year law student, opening government by preference.',
    location: 'London',
    experience: 'intermediate',
  },
  {
    key: 'tom',
    email: 'tom.becker@sdc.local',
    name: 'Tom Becker',
    primaryRole: 'debater',
    bio: 'Policy nerd. Loves a good extension.',
    location: 'Leeds',
    experience: 'intermediate',
  },
  {
    key: 'lena',
    email: 'lena.moreau@sdc.local',
    name: 'Lena Moreau',
    primaryRole: 'debater',
    bio: 'New to debating, here for the practice rounds.',
    location: 'Glasgow',
    experience: 'beginner',
  },
  {
    key: 'kofi',
    email: 'kofi.mensah@sdc.local',
    name: 'Kofi Mensah',
    primaryRole: 'debater',
    bio: 'Whip speaker; summaries are an art.',
    location: 'Birmingham',
    experience: 'advanced',
  },
  {
    key: 'sara',
    email: 'sara.nilsen@sdc.local',
    name: 'Sara Nilsen',
    primaryRole: 'debater',
    bio: 'Climate policy researcher who debates on weekends.',
    location: 'Edinburgh',
    experience: 'intermediate',
  },
  {
    key: 'diego',
    email: 'diego.alvarez@sdc.local',
    name: 'Diego Alvarez',
    primaryRole: 'debater',
    bio: 'High-school teacher bringing students to quick debates.',
    location: 'Cardiff',
    experience: 'beginner',
  },
];

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The Spring Civic Forum (and its BP round) and the Online Novice Weekend, in days from today. */
const FORUM_IN_DAYS = 12;
const NOVICE_IN_DAYS = 26;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The community's home zone: its clubs and venues are in Britain. */
const HOME_ZONE = 'Europe/London';

/**
 * Day `days` after today on the clocks of `timeZone`, at `hour`:`minute` there.
 * Upcoming debates and events land on evenings and weekend mornings, as a club's do.
 */
export function onLocalClock(now: Date, days: number, hour: number, minute = 0, timeZone = HOME_ZONE): Date {
  const today = wallTimeAt(now.getTime(), timeZone);
  return new Date(instantOfWallTime({ year: today.year, month: today.month, day: today.day + days, hour, minute }, timeZone));
}

/**
 * Online rounds run where it is daytime: the first of these zones whose clocks
 * show between 10:00 and 20:59 at `at` (every hour of the day has one).
 */
export const ONLINE_ZONES = [
  HOME_ZONE,
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Auckland',
  'Australia/Sydney',
  'Asia/Tokyo',
  'Asia/Kolkata',
] as const;
export const DAYTIME_HOURS = { from: 10, to: 20 } as const;

export function daytimeZoneAt(at: number): string {
  const zone = ONLINE_ZONES.find((z) => {
    const hour = wallTimeAt(at, z).hour;
    return hour >= DAYTIME_HOURS.from && hour <= DAYTIME_HOURS.to;
  });
  return zone ?? HOME_ZONE;
}

/**
 * Verified accounts with the shared password, made the way `npm run admin:create`
 * makes one: through Better Auth's adapter, so its hooks create the profile, but
 * not through sign-up, which would mail each demo address a confirmation link.
 */
async function createDemoAccounts(db: Database, auth: Auth): Promise<Record<string, string>> {
  const ctx = await auth.$context;
  // One hash for the one shared password: a first start should not spend seconds on ten.
  const passwordHash = await ctx.password.hash(DEMO_PASSWORD);
  const ids: Record<string, string> = {};
  for (const u of DEMO_USERS) {
    const user = await ctx.internalAdapter.createUser({ email: u.email, name: u.name, emailVerified: true }, { method: 'seed' });
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: passwordHash,
    });
    ids[u.key] = user.id;
    if (u.admin) await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await db
      .update(profiles)
      .set({
        fullName: u.name,
        bio: u.bio,
        location: u.location,
        debateExperience: u.experience,
        primaryRole: u.primaryRole,
        allRoles: [u.primaryRole],
        onboardingCompleted: true,
      })
      .where(eq(profiles.id, user.id));
  }
  return ids;
}

export async function seedDemoContent(db: Database, auth: Auth, now = new Date()): Promise<void> {
  const ids = await createDemoAccounts(db, auth);
  const id = (key: string) => ids[key] as string;
  const person = (key: string): SessionUser => {
    const user = DEMO_USERS.find((u) => u.key === key) as DemoUser;
    return { id: id(key), email: user.email, name: user.name, role: user.admin ? 'admin' : 'user' };
  };

  const clubRows = await db
    .insert(clubs)
    .values([
      {
        name: 'Riverside Debate Society',
        description: 'A friendly weekly club for British Parliamentary practice and coaching. All levels welcome.',
        location: 'Leeds',
        meetingFrequency: 'weekly',
        createdBy: id('maya'),
        createdAt: new Date(now.getTime() - 90 * DAY),
      },
      {
        name: 'Civic Voices Online',
        description: 'Virtual debates on local and national policy, every other Thursday evening.',
        location: 'Online',
        meetingFrequency: 'fortnightly',
        createdBy: id('sara'),
        createdAt: new Date(now.getTime() - 45 * DAY),
      },
      {
        name: 'Lincoln-Douglas Circle',
        description: 'One-on-one value debate, with detailed feedback from experienced judges.',
        location: 'Bristol',
        meetingFrequency: 'monthly',
        createdBy: id('ana'),
        createdAt: new Date(now.getTime() - 20 * DAY),
      },
      {
        name: 'Classroom Debaters',
        description: 'Quick debates for teachers and students getting started with structured argument.',
        location: 'Cardiff',
        meetingFrequency: 'weekly',
        createdBy: id('diego'),
        createdAt: new Date(now.getTime() - 5 * DAY),
      },
    ])
    .returning({ id: clubs.id });
  const [riverside, civic, ldCircle, classroom] = clubRows.map((c) => c.id) as [string, string, string, string];
  await db.insert(clubMembers).values([
    { clubId: riverside, userId: id('maya'), role: 'owner' },
    { clubId: riverside, userId: id('priya'), role: 'officer' },
    { clubId: riverside, userId: id('tom') },
    { clubId: riverside, userId: id('kofi') },
    { clubId: riverside, userId: id('jon') },
    { clubId: civic, userId: id('sara'), role: 'owner' },
    { clubId: civic, userId: id('lena') },
    { clubId: civic, userId: id('priya') },
    { clubId: ldCircle, userId: id('ana'), role: 'owner' },
    { clubId: ldCircle, userId: id('tom') },
    { clubId: classroom, userId: id('diego'), role: 'owner' },
    { clubId: classroom, userId: id('lena') },
    // Classroom Debaters approves its members: Kofi's request waits for Diego.
    { clubId: classroom, userId: id('kofi'), status: 'pending' },
  ]);
  await db.update(clubs).set({ isPublic: false }).where(eq(clubs.id, classroom));
  await db.insert(clubAnnouncements).values({
    clubId: riverside,
    authorId: id('maya'),
    title: 'Spring Civic Forum: places are full',
    content:
      'All four places for the forum are taken; join the waitlist on the event page and you will move up if someone cancels.',
    priority: 'normal',
    recipients: 4,
    createdAt: new Date(now.getTime() - 2 * HOUR),
  });
  // The count the joining transaction keeps, for rows inserted directly here.
  await db.execute(
    sql`update clubs c set member_count = (select count(*) from club_members m where m.club_id = c.id and m.status = 'active')`,
  );

  await db.insert(topics).values([
    {
      title: 'This house would introduce a four-day working week',
      category: 'economy',
      description: 'Productivity, wellbeing and who pays for it.',
      createdBy: id('tom'),
    },
    {
      title: 'This house would lower the voting age to 16',
      category: 'democracy',
      description: 'Participation, maturity and civic education.',
      createdBy: id('priya'),
    },
    {
      title: 'This house would ban private cars from city centres',
      category: 'environment',
      description: 'Clean air against access and local business.',
      createdBy: id('sara'),
    },
    {
      title: 'This house believes social media has harmed democracy',
      category: 'technology',
      description: 'Polarisation, mobilisation and the public square.',
      createdBy: id('kofi'),
    },
    {
      title: 'This house would make voting compulsory',
      category: 'democracy',
      description: 'Legitimacy versus liberty.',
      createdBy: id('maya'),
    },
    {
      title: 'This house would replace exams with continuous assessment',
      category: 'education',
      description: 'Fairness, pressure and measuring learning.',
      createdBy: id('diego'),
    },
    {
      title: 'This house would tax sugary foods',
      category: 'health',
      description: 'Public health and personal choice.',
      createdBy: id('lena'),
    },
    {
      title: 'This house would fund universal basic income',
      category: 'economy',
      description: 'Work, welfare and automation.',
      createdBy: id('jon'),
    },
  ]);

  const eventRows = await db
    .insert(events)
    .values([
      {
        title: 'Spring Civic Forum',
        description: 'A day of BP rounds on city policy, with a judging workshop and an open panel.',
        location: 'Leeds Central Library',
        venueType: 'in-person',
        dateStart: onLocalClock(now, FORUM_IN_DAYS, 10),
        dateEnd: onLocalClock(now, FORUM_IN_DAYS, 18),
        timeZone: HOME_ZONE,
        clubId: riverside,
        createdBy: id('maya'),
      },
      {
        title: 'Online Novice Weekend',
        description: 'Two days of practice debates and coaching for first-year debaters.',
        location: 'Online',
        venueType: 'virtual',
        dateStart: onLocalClock(now, NOVICE_IN_DAYS, 10),
        dateEnd: onLocalClock(now, NOVICE_IN_DAYS + 1, 16),
        timeZone: HOME_ZONE,
        clubId: civic,
        createdBy: id('sara'),
      },
      {
        title: 'Values Debate Evening',
        description: 'Lincoln-Douglas showcase rounds followed by open feedback.',
        location: 'Bristol Old Vic Studio',
        venueType: 'hybrid',
        dateStart: onLocalClock(now, 40, 18, 30),
        dateEnd: onLocalClock(now, 40, 22),
        timeZone: HOME_ZONE,
        clubId: ldCircle,
        createdBy: id('ana'),
      },
      {
        title: 'Autumn Open (finished)',
        description: 'Last season’s open tournament.',
        location: 'Manchester',
        venueType: 'in-person',
        dateStart: onLocalClock(now, -30, 9),
        dateEnd: onLocalClock(now, -29, 18),
        timeZone: HOME_ZONE,
        createdBy: id('maya'),
      },
    ])
    .returning({ id: events.id });
  const forumEvent = eventRows[0]?.id;
  await seedEventDetails(
    db,
    id,
    eventRows.map((r) => r.id),
    now,
  );

  // The live round: online, where it is daytime now, begun on the half hour before the last 25 minutes.
  const liveStartsAt = Math.floor((now.getTime() - 25 * MINUTE) / (30 * MINUTE)) * 30 * MINUTE;
  const liveZone = daytimeZoneAt(liveStartsAt);
  const debateRows = await db
    .insert(debates)
    .values([
      {
        title: 'Four-day week: boon or burden?',
        topic: 'This house would introduce a four-day working week',
        description:
          '<p>A <strong>British Parliamentary</strong> round for intermediate debaters at the Spring Civic Forum. Full judging with feedback.</p>',
        format: 'parliamentary',
        debateType: 'competitive',
        venueType: 'in-person',
        location: 'Leeds Central Library, Room 2',
        // Round 1 of the forum's day (seedEventDetails).
        startsAt: onLocalClock(now, FORUM_IN_DAYS, 10, 30),
        timeZone: HOME_ZONE,
        maxParticipants: 8,
        clubId: riverside,
        eventId: forumEvent,
        createdBy: id('maya'),
      },
      {
        title: 'Votes at sixteen',
        topic: 'This house would lower the voting age to 16',
        description: '<p>A quick, informal Oxford-style debate. Shorter speeches, friendly audience.</p>',
        format: 'oxford',
        debateType: 'quick',
        venueType: 'virtual',
        location: 'Online',
        onlineUrl: 'https://meet.jit.si/sdc-votes-at-sixteen',
        startsAt: onLocalClock(now, 1, 19),
        timeZone: HOME_ZONE,
        maxParticipants: 4,
        clubId: civic,
        createdBy: id('sara'),
      },
      {
        title: 'Is compulsory voting just?',
        topic: 'This house would make voting compulsory',
        description: '<p>Lincoln-Douglas value debate with coaching afterwards.</p>',
        format: 'lincoln-douglas',
        debateType: 'practice',
        venueType: 'hybrid',
        location: 'Bristol Old Vic Studio',
        startsAt: onLocalClock(now, 7, 19),
        timeZone: HOME_ZONE,
        maxParticipants: 2,
        clubId: ldCircle,
        createdBy: id('ana'),
      },
      {
        title: 'Car-free city centres',
        topic: 'This house would ban private cars from city centres',
        description: '<p>A standard two-side practice debate for beginners.</p>',
        format: 'standard',
        debateType: 'practice',
        venueType: 'in-person',
        location: 'Cardiff High School Hall',
        startsAt: onLocalClock(now, 14, 15, 30),
        timeZone: HOME_ZONE,
        maxParticipants: 4,
        clubId: classroom,
        createdBy: id('diego'),
      },
      {
        title: 'Social media and democracy',
        topic: 'This house believes social media has harmed democracy',
        description: '<p>Live now: an online round for the club, open to an audience.</p>',
        format: 'standard',
        debateType: 'practice',
        venueType: 'virtual',
        location: 'Online',
        onlineUrl: 'https://meet.jit.si/sdc-social-media-democracy',
        startsAt: new Date(liveStartsAt),
        timeZone: liveZone,
        maxParticipants: 4,
        clubId: civic,
        createdBy: id('sara'),
      },
      {
        title: 'Exams or coursework?',
        topic: 'This house would replace exams with continuous assessment',
        description: '<p>A first practice debate for the class; the result is with the judge.</p>',
        format: 'standard',
        debateType: 'practice',
        venueType: 'in-person',
        location: 'Cardiff High School Hall',
        startsAt: onLocalClock(now, -4, 15, 30),
        timeZone: HOME_ZONE,
        maxParticipants: 4,
        clubId: classroom,
        createdBy: id('diego'),
      },
      {
        title: 'Taxing sugar',
        topic: 'This house would tax sugary foods',
        description: '<p>Oxford-style debate, cancelled for a venue clash.</p>',
        format: 'oxford',
        debateType: 'quick',
        venueType: 'in-person',
        location: 'Glasgow Community Hub',
        startsAt: onLocalClock(now, 5, 18, 30),
        timeZone: HOME_ZONE,
        status: 'cancelled',
        maxParticipants: 4,
        createdBy: id('lena'),
      },
      {
        title: 'Universal basic income',
        topic: 'This house would fund universal basic income',
        description: '<p>Competitive Lincoln-Douglas round, finished last week.</p>',
        format: 'lincoln-douglas',
        debateType: 'competitive',
        venueType: 'virtual',
        location: 'Online',
        startsAt: onLocalClock(now, -8, 19),
        timeZone: HOME_ZONE,
        maxParticipants: 2,
        createdBy: id('ana'),
      },
    ])
    .returning({ id: debates.id });
  const d = debateRows.map((r) => r.id) as string[];
  const at = (i: number) => d[i] as string;
  await db.insert(debateParticipants).values([
    { debateId: at(0), userId: id('priya'), role: 'pm' },
    { debateId: at(0), userId: id('tom'), role: 'lo' },
    { debateId: at(0), userId: id('kofi'), role: 'dpm' },
    { debateId: at(1), userId: id('sara'), role: 'prop-1' },
    { debateId: at(1), userId: id('lena'), role: 'audience' },
    { debateId: at(2), userId: id('tom'), role: 'aff' },
    { debateId: at(3), userId: id('diego'), role: 'prop-1' },
    { debateId: at(3), userId: id('lena'), role: 'opp-1' },
    { debateId: at(4), userId: id('priya'), role: 'prop-1' },
    { debateId: at(4), userId: id('kofi'), role: 'opp-1' },
    { debateId: at(4), userId: id('tom'), role: 'prop-2' },
    { debateId: at(4), userId: id('lena'), role: 'opp-2' },
    { debateId: at(4), userId: id('maya'), role: 'audience' },
    { debateId: at(5), userId: id('diego'), role: 'prop-1' },
    { debateId: at(5), userId: id('lena'), role: 'opp-1' },
    { debateId: at(5), userId: id('sara'), role: 'prop-2' },
    { debateId: at(5), userId: id('tom'), role: 'opp-2' },
    { debateId: at(7), userId: id('kofi'), role: 'aff' },
    { debateId: at(7), userId: id('priya'), role: 'neg' },
  ]);
  // The counts the joining transaction keeps, for rows inserted directly here.
  await db.execute(sql`
    update debates d set
      participant_count = (select count(*) from debate_participants p where p.debate_id = d.id),
      speaker_count = (select count(*) from debate_participants p where p.debate_id = d.id and p.role <> 'audience')`);

  // The rounds that happened, run through the live room by their chair judges (accepting is
  // for debates still to come, so their places are written as they were then). Jon's ballot
  // for the class's round is still to come; Ana's for the LD round is in (seedJudging).
  await db.insert(debateJudges).values([
    { debateId: at(5), userId: id('jon'), position: 'chair', acceptedAt: new Date(now.getTime() - 6 * DAY) },
    { debateId: at(7), userId: id('ana'), position: 'chair', acceptedAt: new Date(now.getTime() - 10 * DAY) },
  ]);
  await runRound(db, person('jon'), at(5), onLocalClock(now, -4, 15, 33).getTime(), { speeches: 'all' });
  await runRound(db, person('ana'), at(7), onLocalClock(now, -8, 19, 2).getTime(), { speeches: 'all' });
  // The live one is in its third speech, paused by the chair with the reason everyone sees.
  await runRound(db, person('sara'), at(4), liveStartsAt + 2 * MINUTE, {
    speeches: 3,
    pauseAfterMs: 2 * MINUTE + 10_000,
    pauseReason: 'Short break: the Second Proposition speaker lost their connection and is rejoining.',
  });

  await seedJudging(db, id, person, { upcomingBp: at(0), finishedLd: at(7) }, now);
}

// Nobody is connected while the demo is seeded, before the server listens.
const NO_LISTENERS: RoomPublisher = { publishInTransaction: async () => {} };

/**
 * One round through the live room's services (debate-room.service.ts), at the
 * times it happened: opened at `openedAt`, then each speech in the format's
 * order, 40 s apart, each within a few seconds of its length. `speeches: 'all'`
 * runs it to the end, which finishes the debate as the room does; a number
 * stops in that speech, paused after `pauseAfterMs` with `pauseReason`.
 */
async function runRound(
  db: Database,
  chair: SessionUser,
  debateId: string,
  openedAt: number,
  plan: { speeches: 'all' } | { speeches: number; pauseAfterMs: number; pauseReason: string },
): Promise<void> {
  let t = openedAt;
  let { timer } = await startDebate(db, NO_LISTENERS, chair, debateId, t);
  const command = async (c: TimerCommand) => {
    ({ timer } = await runTimerCommand(db, NO_LISTENERS, chair, debateId, { expectedVersion: timer.version, command: c }, t));
  };
  const [row] = await db.select({ format: debates.format }).from(debates).where(eq(debates.id, debateId));
  const format = getFormat(row?.format ?? '');
  for (let given = 0; timer.phase !== 'finished'; given++) {
    t += 40_000;
    await command({ type: 'start-speech' });
    if (plan.speeches !== 'all' && given === plan.speeches - 1) {
      t += plan.pauseAfterMs;
      await command({ type: 'pause', reason: plan.pauseReason });
      return;
    }
    // Within a few seconds of the speech's length, some under and some over, as real speakers are.
    const lengthMs = (format?.speeches[timer.speechIndex]?.seconds ?? 300) * 1000 + (((given * 7) % 11) - 5) * 1000;
    t += lengthMs;
    await command({ type: 'end-speech' });
  }
}

const JON_PARADIGM =
  'I judge the debate in front of me: clash, weighing and answers to the other side decide rounds, not style alone. ' +
  'Tell me why your arguments matter more, and I will vote on it.';

/**
 * Judges and a judged round: Jon and Ana are approved judges, Lena's application
 * waits for review, Jon chairs the upcoming BP round, and the finished
 * competitive Lincoln-Douglas round has Ana's confirmed ballot, so ratings and
 * leaderboards are not empty. Goes through the judging services, as a real
 * round would; the score mails that queues are for people who never asked.
 */
async function seedJudging(
  db: Database,
  id: (key: string) => string,
  person: (key: string) => SessionUser,
  debateIds: { upcomingBp: string; finishedLd: string },
  now: Date,
) {
  const paradigm = {
    jon: JON_PARADIGM,
    ana: 'Value debate first: I weigh the framework, then the contentions under it. Be clear about your criterion.',
  };
  for (const key of ['jon', 'ana'] as const) {
    const application = {
      userId: id(key),
      experience:
        key === 'jon'
          ? 'Ten years judging British Parliamentary at university and club level.'
          : 'Coach of a Lincoln-Douglas club.',
      formats: key === 'jon' ? ['parliamentary', 'oxford', 'standard'] : ['lincoln-douglas', 'policy'],
      paradigm: paradigm[key],
    };
    await db.insert(judgeApplications).values({ ...application, status: 'approved', reviewedBy: id('admin'), reviewedAt: now });
    await db.insert(judges).values({ ...application, approvedBy: id('admin'), approvedAt: now });
  }
  await db.insert(judgeApplications).values({
    userId: id('lena'),
    experience: 'I have debated for three years and judged practice rounds at my club.',
    formats: ['standard', 'oxford'],
    paradigm: 'I look for clear structure, direct responses and honest weighing of the strongest arguments on each side.',
  });
  await acceptJudging(db, person('jon'), debateIds.upcomingBp, { position: 'chair' });
  await submitBallot(db, person('ana'), debateIds.finishedLd, {
    kind: 'sides',
    winner: 'affirmative',
    speakerScores: { aff: 28.5, neg: 27.8 },
    reason:
      'The affirmative won the framework debate on well-being and extended the poverty-trap argument the negative never answered.',
    feedback: { aff: 'Strong framework; slow down in the 1AR.', neg: 'Answer the poverty trap directly in the NR.' },
  });
  await confirmResult(db, person('ana'), debateIds.finishedLd, now);
  await db.delete(emailQueue).where(inArray(emailQueue.templateId, ['judge_assignment', 'score_notification']));
}

/**
 * Schedules and places for the demo events: the Spring Civic Forum has a day's
 * activities and 4 places, all taken, with one person on the waitlist; the
 * Online Novice Weekend has open places and its organiser going.
 */
async function seedEventDetails(db: Database, id: (key: string) => string, eventIds: string[], now: Date) {
  const [forum, novice] = eventIds as [string, string];
  const forumStart = onLocalClock(now, FORUM_IN_DAYS, 10).getTime();
  const at = (start: number, hours: number) => new Date(start + hours * HOUR);
  await db.insert(eventActivities).values([
    {
      eventId: forum,
      title: 'Registration and briefing',
      kind: 'other',
      startsAt: at(forumStart, 0),
      endsAt: at(forumStart, 0.5),
      position: 0,
    },
    {
      eventId: forum,
      title: 'Round 1: British Parliamentary',
      kind: 'debate',
      startsAt: at(forumStart, 0.5),
      endsAt: at(forumStart, 2),
      position: 1,
    },
    {
      eventId: forum,
      title: 'Judging workshop',
      kind: 'workshop',
      startsAt: at(forumStart, 2),
      endsAt: at(forumStart, 3),
      position: 2,
    },
    { eventId: forum, title: 'Lunch', kind: 'break', startsAt: at(forumStart, 3), endsAt: at(forumStart, 4), position: 3 },
    {
      eventId: forum,
      title: 'Open panel on city policy',
      kind: 'other',
      startsAt: at(forumStart, 4),
      endsAt: at(forumStart, 5.5),
      position: 4,
    },
    { eventId: forum, title: 'Social', kind: 'social', startsAt: at(forumStart, 6), endsAt: at(forumStart, 8), position: 5 },
  ]);
  const noviceStart = onLocalClock(now, NOVICE_IN_DAYS, 10).getTime();
  await db.insert(eventActivities).values([
    {
      eventId: novice,
      title: 'Welcome and format basics',
      kind: 'workshop',
      startsAt: at(noviceStart, 0),
      endsAt: at(noviceStart, 1),
      position: 0,
    },
    {
      eventId: novice,
      title: 'Practice rounds',
      kind: 'practice',
      startsAt: at(noviceStart, 1),
      endsAt: at(noviceStart, 4),
      position: 1,
    },
  ]);
  const going = ['maya', 'priya', 'tom', 'kofi'];
  await db.insert(eventAttendees).values([
    ...going.map((key, i) => ({
      eventId: forum,
      userId: id(key),
      status: 'going',
      checkInCode: newCheckInCode(),
      createdAt: new Date(now.getTime() - (10 - i) * HOUR),
    })),
    {
      eventId: forum,
      userId: id('lena'),
      status: 'waitlisted',
      checkInCode: newCheckInCode(),
      createdAt: new Date(now.getTime() - HOUR),
    },
    {
      eventId: novice,
      userId: id('sara'),
      status: 'going',
      checkInCode: newCheckInCode(),
      createdAt: new Date(now.getTime() - 2 * HOUR),
    },
  ]);
  await db
    .update(events)
    .set({ capacity: 4, attendeeCount: 4, waitlistCount: 1, timeZone: 'Europe/London' })
    .where(eq(events.id, forum));
  await db
    .update(events)
    .set({ capacity: 30, attendeeCount: 1, onlineUrl: 'https://meet.example.org/novice-weekend' })
    .where(eq(events.id, novice));
}
