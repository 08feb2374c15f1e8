// Every text field of the contracts refuses NUL and lone surrogates with the
// same message, on the field, whatever its other rules; the walker finds them
// anywhere in a request.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CompleteOnboardingInputSchema, UpdateProfileInputSchema } from './accounts/contract.ts';
import { ClubAnnouncementInputSchema, CreateClubInputSchema, UpdateClubInputSchema } from './clubs/contract.ts';
import { CreateCommentInputSchema, ReportCommentInputSchema, UpdateCommentInputSchema } from './comments/contract.ts';
import {
  CreateDebateInputSchema,
  DebateListQuerySchema,
  JoinDebateInputSchema,
  UpdateDebateInputSchema,
} from './debates/contract.ts';
import { CheckInInputSchema, CreateEventInputSchema, EventListQuerySchema, UpdateEventInputSchema } from './events/contract.ts';
import { ApplicationReviewInputSchema, JudgeApplicationInputSchema, JudgeFeedbackInputSchema } from './judging/contract.ts';
import { findDisallowedText, hasDisallowedCharacters, TEXT_MESSAGES, toStorableText } from './text.ts';
import { SuggestTopicInputSchema, TopicReviewInputSchema } from './topics/contract.ts';

const DAY = 24 * 60 * 60 * 1000;
const soon = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const UUID = '00000000-0000-4000-8000-000000000000';

const debate = {
  title: 'Free public transit',
  description: 'Should cities make buses free for everyone?',
  topic: 'This house would make public transit free',
  format: 'oxford',
  debateType: 'practice',
  startsAt: soon(3),
  timeZone: 'Europe/Berlin',
  venueType: 'hybrid',
  location: 'City Library',
  onlineUrl: 'https://meet.example.org/transit',
  maxParticipants: 4,
};
const club = {
  name: 'Riverside Debaters',
  description: 'We meet weekly.',
  location: 'Riverside',
  meetingFrequency: 'weekly',
  isPublic: true,
};
const event = {
  title: 'Spring tournament',
  description: 'A day of debates and workshops.',
  venueType: 'hybrid',
  location: 'Town hall',
  onlineUrl: 'https://meet.example.org/spring',
  dateStart: soon(3),
  dateEnd: soon(3.2),
  activities: [{ title: 'Round one', kind: 'debate', startsAt: soon(3), endsAt: soon(3.1) }],
};
const application = {
  experience: 'Five years of judging school debates.',
  formats: ['oxford'],
  paradigm: 'I judge the clash: the side that engages the other side best wins the debate in my book.',
};

/** [name, schema, a valid input, the path of a text field in it] */
type Case = [string, z.ZodType, Record<string, unknown>, (string | number)[]];
const CASES: Case[] = [
  ...(['title', 'description', 'topic', 'location', 'onlineUrl', 'timeZone'] as const).flatMap((field): Case[] => [
    ['create debate', CreateDebateInputSchema, debate, [field]],
    ['update debate', UpdateDebateInputSchema, { [field]: debate[field] }, [field]],
  ]),
  ['join debate', JoinDebateInputSchema, { role: 'audience' }, ['role']],
  ['list debates', DebateListQuerySchema, { q: 'transit' }, ['q']],
  ...(['name', 'description', 'location'] as const).flatMap((field): Case[] => [
    ['create club', CreateClubInputSchema, club, [field]],
    ['update club', UpdateClubInputSchema, { [field]: club[field] }, [field]],
  ]),
  ['announcement title', ClubAnnouncementInputSchema, { title: 'Meeting moved', content: 'We meet on Friday now.' }, ['title']],
  [
    'announcement content',
    ClubAnnouncementInputSchema,
    { title: 'Meeting moved', content: 'We meet on Friday now.' },
    ['content'],
  ],
  ...(['title', 'description', 'location', 'onlineUrl'] as const).flatMap((field): Case[] => [
    ['create event', CreateEventInputSchema, event, [field]],
    ['update event', UpdateEventInputSchema, event, [field]],
  ]),
  ['event activity', CreateEventInputSchema, event, ['activities', 0, 'title']],
  ['list events', EventListQuerySchema, { q: 'spring' }, ['q']],
  ['check in', CheckInInputSchema, { code: 'ABCDE-12345' }, ['code']],
  ['comment', CreateCommentInputSchema, { targetType: 'debate', targetId: UUID, body: 'Good point.' }, ['body']],
  ['edit comment', UpdateCommentInputSchema, { body: 'Good point.' }, ['body']],
  ['report comment', ReportCommentInputSchema, { reason: 'Rude and off topic' }, ['reason']],
  [
    'topic title',
    SuggestTopicInputSchema,
    { title: 'Cities should ban cars', category: 'housing', description: 'Why' },
    ['title'],
  ],
  [
    'topic description',
    SuggestTopicInputSchema,
    { title: 'Cities should ban cars', category: 'housing', description: 'Why' },
    ['description'],
  ],
  ['topic review', TopicReviewInputSchema, { decision: 'decline', reason: 'Already suggested last week' }, ['reason']],
  ['judge experience', JudgeApplicationInputSchema, application, ['experience']],
  ['judge paradigm', JudgeApplicationInputSchema, application, ['paradigm']],
  ['application review', ApplicationReviewInputSchema, { decision: 'decline', reason: 'Not enough experience yet' }, ['reason']],
  ['judge feedback', JudgeFeedbackInputSchema, { rating: 4, comment: 'Clear reasons' }, ['comment']],
  ['profile name', UpdateProfileInputSchema, { displayName: 'Ada Lovelace', bio: 'Hi' }, ['displayName']],
  ['profile bio', UpdateProfileInputSchema, { displayName: 'Ada Lovelace', bio: 'Hi' }, ['bio']],
  ['onboarding location', CompleteOnboardingInputSchema, { location: 'Berlin' }, ['location']],
];

function withValueAt(input: Record<string, unknown>, path: (string | number)[], value: (old: string) => string) {
  const copy = structuredClone(input);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  node[last] = value(String(node[last]));
  return copy;
}

describe('every text field refuses NUL and lone surrogates', () => {
  it.each(CASES)('%s accepts its valid input', (_name, schema, input) => {
    expect(schema.safeParse(input).error?.issues).toBeUndefined();
  });

  it.each(
    CASES.flatMap(
      ([name, schema, input, path]) =>
        [
          [`${name} ${path.join('.')} with NUL`, schema, withValueAt(input, path, (v) => `${v}\u0000`), path],
          [`${name} ${path.join('.')} with half an emoji`, schema, withValueAt(input, path, (v) => `${v}\ud83d`), path],
          [`${name} ${path.join('.')} with a lone low surrogate`, schema, withValueAt(input, path, (v) => `\ude00${v}`), path],
        ] satisfies Case[],
    ),
  )('%s', (_name, schema, input, path) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    expect(issues.filter((issue) => issue.path.join('.') === path.join('.')).map((issue) => issue.message)).toContain(
      TEXT_MESSAGES.disallowedCharacters,
    );
  });
});

describe('text checks', () => {
  it('tells whole emoji from halves', () => {
    expect(hasDisallowedCharacters('Debate 😀 club')).toBe(false);
    expect(hasDisallowedCharacters('Debate \ud83d club')).toBe(true);
    expect(hasDisallowedCharacters('Debate \ude00 club')).toBe(true);
    expect(hasDisallowedCharacters('a\u0000b')).toBe(true);
    expect(hasDisallowedCharacters('tab\tnew\nline')).toBe(false);
  });

  it('finds every bad string and key, by path', () => {
    expect(findDisallowedText({ a: ['ok', 'x\u0000'], b: { c: '\ud800' }, 'k\u0000': 'v', n: 1, d: null })).toEqual([
      ['a', 1],
      ['b', 'c'],
      [],
    ]);
    expect(findDisallowedText('fine')).toEqual([]);
  });

  it('makes any text storable', () => {
    expect(toStorableText('a\u0000b\ud83dc😀')).toBe('ab\ufffdc😀');
  });
});
