// Quick start: the format basics quiz of the ten-minute first session — what a
// debate is, sides, speeches, timing and judging, in the Standard format the
// product starts newcomers on (docs/formats.md).
import type { TrainingItem } from '../contract.ts';
import { multiple, ordering, single, trueFalse } from './build.ts';
import { formatSource } from './format-rules.ts';
import { MOTIONS } from './motions.ts';

const basics = { areas: ['quick-start' as const], skill: 'format-rules' as const };
const STANDARD = formatSource('standard');

export const QUICK_START_ITEMS: TrainingItem[] = [
  single(
    {
      id: 'qs-proposition',
      ...basics,
      difficulty: 1,
      prompt: 'In a debate on "This house would lower the voting age to 16", what does the proposition do?',
      explanation: 'The proposition argues for the motion — here, for lowering the voting age. The opposition argues against it.',
      motion: MOTIONS.votingAge,
      source: STANDARD,
    },
    'Argues for lowering the voting age',
    ['Argues against lowering the voting age', 'Judges the debate', 'Chooses the motion'],
  ),
  single(
    {
      id: 'qs-motion',
      ...basics,
      skill: 'motion-analysis',
      difficulty: 1,
      prompt: 'What is a motion?',
      explanation:
        'The statement the debate is about, such as "This house would tax sugary foods". One side supports it, the other opposes it.',
    },
    'The statement the two sides debate',
    ['A rule about speaking times', 'The judge’s decision', 'A question asked during a speech'],
  ),
  ordering(
    {
      id: 'qs-standard-order',
      ...basics,
      difficulty: 1,
      source: STANDARD,
      prompt: 'Put the speeches of a Standard debate in order.',
      explanation:
        'First Proposition, First Opposition, Second Proposition, Second Opposition, then the replies: Opposition first, Proposition last.',
    },
    ['First Proposition', 'First Opposition', 'Second Proposition', 'Second Opposition', 'Opposition Reply', 'Proposition Reply'],
  ),
  single(
    {
      id: 'qs-who-decides',
      ...basics,
      difficulty: 1,
      source: 'docs/judging.md',
      prompt: 'Who decides who wins a debate here?',
      explanation:
        'The judges, on a ballot shaped by the format: the winner, speaker scores and a reason for the decision. The chair judge confirms the result.',
    },
    'The judges, on their ballots',
    ['The audience, by clapping', 'The side that speaks longest', 'The debate’s creator'],
  ),
  trueFalse(
    {
      id: 'qs-tf-own-view',
      ...basics,
      skill: 'motion-analysis',
      difficulty: 1,
      prompt: 'True or false: you must personally agree with your side of the motion to debate it well.',
      explanation:
        'False. Debaters argue the side they are given; arguing a view you do not hold is how you learn to understand it — and to answer it.',
    },
    false,
  ),
  single(
    {
      id: 'qs-timer-bell',
      ...basics,
      skill: 'delivery',
      difficulty: 1,
      source: STANDARD,
      prompt: 'The timer rings after the first minute of a Standard speech. What does that mean?',
      explanation:
        'The POI window has opened: from the end of the first minute the other side may offer points of information, until the last minute starts.',
    },
    'Points of information may now be offered',
    ['Your time is up', 'You must sit down for a question', 'The judges have decided'],
  ),
  multiple(
    {
      id: 'qs-judges-look-for',
      ...basics,
      skill: 'structure',
      difficulty: 1,
      prompt: 'What do judges reward? Choose all that apply.',
      explanation:
        'Clear arguments with reasons, answers to the other side, and a clear delivery that keeps time. Speed and loudness alone are not rewarded, and personal attacks cost credit.',
    },
    ['Arguments backed by reasons', 'Answering the other side', 'Clear speaking within time'],
    ['Speaking as fast as possible', 'Attacking the other speakers personally'],
  ),
  single(
    {
      id: 'qs-reply-purpose',
      ...basics,
      difficulty: 2,
      source: STANDARD,
      prompt: 'What is a reply speech for?',
      explanation: 'A short, biased summary of the debate: the main clashes and why your side won them. No new arguments.',
    },
    'To summarise why your side won the main clashes',
    ['To make new arguments', 'To ask the other side questions', 'To thank the judges'],
  ),
  single(
    {
      id: 'qs-formats-for-start',
      ...basics,
      difficulty: 2,
      source: 'docs/formats.md',
      prompt: 'Which format here is our everyday format, easiest to start with?',
      explanation: 'Standard: two speakers a side, four 5-minute speeches and short replies; it fits a quick or practice debate.',
    },
    'Standard',
    ['Policy', 'British Parliamentary', 'World Schools'],
  ),
  trueFalse(
    {
      id: 'qs-tf-rebuttal',
      ...basics,
      skill: 'rebuttal',
      difficulty: 1,
      prompt: 'True or false: after the first speech, speakers should answer the other side as well as make their own points.',
      explanation:
        'True. Rebuttal — answering what the other side said — is expected from the second speech on; a debate where nobody answers anyone is two speeches, not a debate.',
    },
    true,
  ),
  single(
    {
      id: 'qs-prep-use',
      ...basics,
      skill: 'research',
      difficulty: 1,
      prompt: 'You have five minutes to prepare a Standard debate. What should you do first?',
      explanation:
        'Agree what the motion means and your side’s two or three main arguments, then split them between speakers. Writing a full script in five minutes leaves no time to agree a case.',
    },
    'Agree on what the motion means and your main arguments',
    ['Write your whole speech word for word', 'Look up the judges’ names', 'Decide what to wear'],
  ),
  single(
    {
      id: 'qs-audience-role',
      ...basics,
      difficulty: 2,
      source: 'docs/formats.md',
      prompt: 'What can a member who joins a debate as audience do?',
      explanation:
        'Audience is the non-speaking role: they watch (and may comment), but hold no speaking position and give no speech.',
    },
    'Watch the debate without giving a speech',
    ['Give a speech for either side', 'Submit a ballot', 'Run the timer'],
  ),
];
