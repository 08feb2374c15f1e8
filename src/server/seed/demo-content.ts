// Demo content for a first start, so a newcomer sees a living site: debaters,
// judges, an organizer and an admin; clubs, events, topics and debates in several
// formats and states. Runs only on an empty database (no users) and never when
// SEED_DEMO=false. The shared password is for local use only (README).
import { count, eq, inArray, sql } from 'drizzle-orm';
import { initialTimerState } from '#shared/debates/timer.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import {
  clubAnnouncements,
  clubMembers,
  clubs,
  debateJudges,
  debateParticipants,
  debateRoomEvents,
  debateRooms,
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

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function seedDemoContent(db: Database, auth: Auth, now = new Date()): Promise<void> {
  const ids: Record<string, string> = {};
  for (const u of DEMO_USERS) {
    const result = await auth.api.signUpEmail({ body: { email: u.email, password: DEMO_PASSWORD, name: u.name } });
    ids[u.key] = result.user.id;
    await db
      .update(users)
      .set({ emailVerified: true, role: u.admin ? 'admin' : 'user' })
      .where(eq(users.id, result.user.id));
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
      .where(eq(profiles.id, result.user.id));
  }
  const id = (key: string) => ids[key] as string;

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
      category: 'Economy',
      description: 'Productivity, wellbeing and who pays for it.',
      createdBy: id('tom'),
    },
    {
      title: 'This house would lower the voting age to 16',
      category: 'Democracy',
      description: 'Participation, maturity and civic education.',
      createdBy: id('priya'),
    },
    {
      title: 'This house would ban private cars from city centres',
      category: 'Environment',
      description: 'Clean air against access and local business.',
      createdBy: id('sara'),
    },
    {
      title: 'This house believes social media has harmed democracy',
      category: 'Technology',
      description: 'Polarisation, mobilisation and the public square.',
      createdBy: id('kofi'),
    },
    {
      title: 'This house would make voting compulsory',
      category: 'Democracy',
      description: 'Legitimacy versus liberty.',
      createdBy: id('maya'),
    },
    {
      title: 'This house would replace exams with continuous assessment',
      category: 'Education',
      description: 'Fairness, pressure and measuring learning.',
      createdBy: id('diego'),
    },
    {
      title: 'This house would tax sugary foods',
      category: 'Health',
      description: 'Public health and personal choice.',
      createdBy: id('lena'),
    },
    {
      title: 'This house would fund universal basic income',
      category: 'Economy',
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
        dateStart: new Date(now.getTime() + 12 * DAY),
        dateEnd: new Date(now.getTime() + 12 * DAY + 8 * HOUR),
        clubId: riverside,
        createdBy: id('maya'),
      },
      {
        title: 'Online Novice Weekend',
        description: 'Two days of practice debates and coaching for first-year debaters.',
        location: 'Online',
        venueType: 'virtual',
        dateStart: new Date(now.getTime() + 26 * DAY),
        dateEnd: new Date(now.getTime() + 27 * DAY + 6 * HOUR),
        clubId: civic,
        createdBy: id('sara'),
      },
      {
        title: 'Values Debate Evening',
        description: 'Lincoln-Douglas showcase rounds followed by open feedback.',
        location: 'Bristol Old Vic Studio',
        venueType: 'hybrid',
        dateStart: new Date(now.getTime() + 40 * DAY),
        dateEnd: new Date(now.getTime() + 40 * DAY + 4 * HOUR),
        clubId: ldCircle,
        createdBy: id('ana'),
      },
      {
        title: 'Autumn Open (finished)',
        description: 'Last season’s open tournament.',
        location: 'Manchester',
        venueType: 'in-person',
        dateStart: new Date(now.getTime() - 30 * DAY),
        dateEnd: new Date(now.getTime() - 29 * DAY),
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

  const debateRows = await db
    .insert(debates)
    .values([
      {
        title: 'Four-day week: boon or burden?',
        topic: 'This house would introduce a four-day working week',
        description:
          '<p>A <strong>British Parliamentary</strong> round for intermediate debaters. Full judging with feedback.</p>',
        format: 'parliamentary',
        debateType: 'competitive',
        venueType: 'in-person',
        location: 'Leeds Central Library, Room 2',
        startsAt: new Date(now.getTime() + 3 * DAY),
        timeZone: 'Europe/London',
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
        startsAt: new Date(now.getTime() + 1 * DAY),
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
        startsAt: new Date(now.getTime() + 7 * DAY),
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
        startsAt: new Date(now.getTime() + 10 * DAY),
        maxParticipants: 4,
        clubId: classroom,
        createdBy: id('diego'),
      },
      {
        title: 'Social media and democracy',
        topic: 'This house believes social media has harmed democracy',
        description: '<p>Live now: a BP round streamed for the club.</p>',
        format: 'parliamentary',
        debateType: 'competitive',
        venueType: 'virtual',
        location: 'Online',
        startsAt: new Date(now.getTime() - 20 * 60 * 1000),
        status: 'live',
        maxParticipants: 8,
        clubId: riverside,
        createdBy: id('maya'),
      },
      {
        title: 'Exams or coursework?',
        topic: 'This house would replace exams with continuous assessment',
        description: '<p>Finished practice debate; results are with the judge.</p>',
        format: 'standard',
        debateType: 'practice',
        venueType: 'in-person',
        location: 'Cardiff High School Hall',
        startsAt: new Date(now.getTime() - 4 * DAY),
        status: 'finished',
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
        startsAt: new Date(now.getTime() + 5 * DAY),
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
        startsAt: new Date(now.getTime() - 8 * DAY),
        status: 'finished',
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
    { debateId: at(4), userId: id('priya'), role: 'pm' },
    { debateId: at(4), userId: id('kofi'), role: 'lo' },
    { debateId: at(4), userId: id('tom'), role: 'dpm' },
    { debateId: at(4), userId: id('sara'), role: 'dlo' },
    { debateId: at(5), userId: id('diego'), role: 'prop-1' },
    { debateId: at(5), userId: id('lena'), role: 'opp-1' },
    { debateId: at(7), userId: id('kofi'), role: 'aff' },
    { debateId: at(7), userId: id('priya'), role: 'neg' },
  ]);
  // The counts the joining transaction keeps, for rows inserted directly here.
  await db.execute(sql`
    update debates d set
      participant_count = (select count(*) from debate_participants p where p.debate_id = d.id),
      speaker_count = (select count(*) from debate_participants p where p.debate_id = d.id and p.role <> 'audience')`);
  // The live debate is in its second speech, started three minutes ago.
  const liveSince = now.getTime() - 3 * 60 * 1000;
  const liveTimer = {
    ...initialTimerState(),
    version: 3,
    phase: 'speech' as const,
    speechIndex: 1,
    running: true,
    runningSince: liveSince,
    spoken: [{ speechId: 'pm', elapsedMs: 7 * 60 * 1000 + 4000 }],
  };
  await db.insert(debateRooms).values({ debateId: at(4), version: liveTimer.version, state: liveTimer });
  await db.insert(debateRoomEvents).values([
    {
      debateId: at(4),
      version: 0,
      type: 'debate-started',
      payload: {},
      actorId: id('maya'),
      createdAt: new Date(liveSince - 8 * 60 * 1000),
    },
    {
      debateId: at(4),
      version: 1,
      type: 'start-speech',
      payload: { speechId: 'pm', speechLabel: 'Prime Minister' },
      actorId: id('maya'),
      createdAt: new Date(liveSince - 7 * 60 * 1000 - 4000),
    },
    {
      debateId: at(4),
      version: 2,
      type: 'end-speech',
      payload: { speechId: 'pm', speechLabel: 'Prime Minister', elapsedMs: 7 * 60 * 1000 + 4000 },
      actorId: id('maya'),
      createdAt: new Date(liveSince),
    },
    {
      debateId: at(4),
      version: 3,
      type: 'start-speech',
      payload: { speechId: 'lo', speechLabel: 'Leader of the Opposition' },
      actorId: id('maya'),
      createdAt: new Date(liveSince),
    },
  ]);

  await seedJudging(db, id, { upcomingBp: at(0), finishedLd: at(7) }, now);
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
  const mail = { siteUrl: 'http://localhost', secret: 'demo-seed' };
  const person = (key: string) => ({ id: id(key), email: '', name: '', role: 'user' as const });
  await acceptJudging(db, mail, person('jon'), debateIds.upcomingBp, { position: 'chair' });
  // The LD round is already over: Ana was its chair (accepting is for debates still to come).
  await db.insert(debateJudges).values({
    debateId: debateIds.finishedLd,
    userId: id('ana'),
    position: 'chair',
    acceptedAt: new Date(now.getTime() - 10 * DAY),
  });
  await submitBallot(db, person('ana'), debateIds.finishedLd, {
    kind: 'sides',
    winner: 'affirmative',
    speakerScores: { aff: 28.5, neg: 27.8 },
    reason:
      'The affirmative won the framework debate on well-being and extended the poverty-trap argument the negative never answered.',
    feedback: { aff: 'Strong framework; slow down in the 1AR.', neg: 'Answer the poverty trap directly in the NR.' },
  });
  await confirmResult(db, mail, person('ana'), debateIds.finishedLd, now);
  await db.delete(emailQueue).where(inArray(emailQueue.templateId, ['judge_assignment', 'score_notification']));
}

/**
 * Schedules and places for the demo events: the Spring Civic Forum has a day's
 * activities and 4 places, all taken, with one person on the waitlist; the
 * Online Novice Weekend has open places and its organiser going.
 */
async function seedEventDetails(db: Database, id: (key: string) => string, eventIds: string[], now: Date) {
  const [forum, novice] = eventIds as [string, string];
  const forumStart = now.getTime() + 12 * DAY;
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
  const noviceStart = now.getTime() + 26 * DAY;
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
