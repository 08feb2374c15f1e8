// Points of information, cross-examination and delivery: what happens while a
// speech runs. POI rules follow the formats' windows (docs/formats.md) and the
// WUDC Debating & Judging Manual's guidance on offering and taking points.
import type { TrainingItem } from '../contract.ts';
import { multiple, ordering, single, trueFalse } from './build.ts';
import { formatSource } from './format-rules.ts';
import { MOTIONS } from './motions.ts';

const poi = { skill: 'points-of-information' as const, areas: ['speech' as const, 'mock-debate' as const] };
const cx = { skill: 'cross-examination' as const, areas: ['speech' as const, 'mock-debate' as const] };
const delivery = { skill: 'delivery' as const, areas: ['speech' as const, 'quick-start' as const] };
const BP = formatSource('parliamentary');

export const SPEAKING_ITEMS: TrainingItem[] = [
  // ---------------------------------------------------------------- points of information
  single(
    {
      id: 'poi-what-is',
      ...poi,
      difficulty: 1,
      source: BP,
      prompt: 'What is a point of information?',
      explanation:
        'A short interjection by a member of the other side during a speech’s unprotected time. The speaker may accept or decline it; if accepted, the offerer makes a brief point or question and sits down.',
    },
    'A short point or question from the other side, which the speaker may accept or decline',
    ['A question from the judge after the speech', 'A complaint to the chair about a rule', 'A speech given by the audience'],
  ),
  single(
    {
      id: 'poi-protected',
      ...poi,
      difficulty: 1,
      source: 'docs/formats.md (every format with POIs protects its first and last minute)',
      prompt: 'Why can no POI be offered in the first and last minute of a speech?',
      explanation:
        'That time is protected so the speaker can set up and close the speech without interruption. The timer signals when the window opens and closes.',
    },
    'The time is protected so the speaker can open and close uninterrupted',
    ['The judges are writing their notes', 'The microphone is off', 'POIs are only allowed in reply speeches'],
  ),
  single(
    {
      id: 'poi-how-long',
      ...poi,
      difficulty: 2,
      source: BP,
      prompt: 'How long should a point of information be?',
      explanation:
        'About 15 seconds at most. A POI is a sharp question or point, not a speech; the speaker may cut off a POI that runs on.',
    },
    'About 15 seconds at most',
    ['Up to one minute', 'As long as the offerer likes', 'Exactly 30 seconds'],
  ),
  single(
    {
      id: 'poi-how-many-accept',
      ...poi,
      difficulty: 2,
      source: BP,
      prompt: 'How many POIs should a speaker usually accept in a 7-minute speech?',
      explanation:
        'One or two. Taking none looks as if you fear engagement and judges may mark you down; taking many gives your time away.',
    },
    'One or two',
    ['None: accepting shows weakness', 'Every one offered', 'Exactly five'],
  ),
  trueFalse(
    {
      id: 'poi-tf-reply',
      ...poi,
      difficulty: 2,
      source: formatSource('world-schools'),
      prompt: 'True or false: points of information may be offered during reply speeches.',
      explanation:
        'False. No reply speech has a POI window in any format here; in Standard, Oxford, British Parliamentary and World Schools the other speeches have one in their unprotected middle.',
    },
    false,
  ),
  trueFalse(
    {
      id: 'poi-tf-decline',
      ...poi,
      difficulty: 1,
      source: BP,
      prompt: 'True or false: a speaker may decline a point of information.',
      explanation:
        'True. The speaker decides whether to take a POI ("No thank you" or a wave to sit down). Declining every single one, though, can cost credit for engagement.',
    },
    true,
  ),
  ordering(
    {
      id: 'poi-answer-order',
      ...poi,
      difficulty: 2,
      prompt: 'Put the steps of handling an accepted POI in order.',
      explanation:
        'Accept it, hear it out while the offerer stands, answer it briefly and directly, then return to where you were. A good answer ties back to your speech.',
    },
    [
      'Accept the point',
      'Listen to the whole point',
      'Answer it briefly and directly',
      'Return to your speech where you left it',
    ],
  ),
  multiple(
    {
      id: 'poi-good-offer',
      ...poi,
      difficulty: 2,
      prompt: 'Which make a good point of information? Choose all that apply.',
      explanation:
        'A good POI is short, targets the speaker’s current point or a weakness in their case, and is hard to answer in a line. Long preambles get cut off; insults are out of order.',
    },
    ['It is short and to the point', 'It targets a weakness in the speaker’s case', 'It is hard to answer in one line'],
    ['It starts with a long background explanation', 'It mocks the speaker'],
  ),
  single(
    {
      id: 'poi-timing',
      ...poi,
      difficulty: 3,
      motion: MOTIONS.fourDayWeek,
      prompt:
        'The proposition speaker is about to explain how hospitals would staff a four-day week. When is your POI about care workers most useful?',
      explanation:
        'Just before they reach the point — or as they assert it — so they must deal with it on the spot. After they have fully answered it, the POI repeats what they have already handled.',
    },
    'As they start on staffing, so they must answer it on the spot',
    ['After they have finished answering it', 'In the protected last minute', 'Never: POIs should not target the current point'],
  ),
  // ---------------------------------------------------------------- cross-examination
  single(
    {
      id: 'cx-purpose',
      ...cx,
      difficulty: 1,
      source: formatSource('policy'),
      prompt: 'What is cross-examination mainly for?',
      explanation:
        'To clarify the opponent’s case and expose its weaknesses, setting up your next speech. Arguments made only in cross-examination must be brought into a speech to count.',
    },
    'To clarify the opponent’s case and set up your own arguments',
    ['To give a second constructive speech', 'To ask the judge for a decision', 'To let the speaker rest'],
  ),
  multiple(
    {
      id: 'cx-good-questions',
      ...cx,
      difficulty: 2,
      prompt: 'Which make effective cross-examination questions? Choose all that apply.',
      explanation:
        'Short, closed questions that build towards a point you will use in your speech keep control. Open "why" questions let the opponent give a second speech, and arguing in cross-examination wastes it.',
    },
    [
      'Short questions with a yes or no answer',
      'A series that leads to a point you will use',
      'Asking them to confirm what their evidence says',
    ],
    ['Open "why" questions that invite a long answer', 'Making your own argument at length'],
  ),
  trueFalse(
    {
      id: 'cx-tf-counts',
      ...cx,
      difficulty: 2,
      source: formatSource('lincoln-douglas'),
      prompt: 'True or false: an admission won in cross-examination helps you only if you use it in a later speech.',
      explanation:
        'True. Judges decide on the speeches; cross-examination is binding, but an admission has to be brought into a speech and explained to change the outcome.',
    },
    true,
  ),
  single(
    {
      id: 'cx-crossfire-difference',
      ...cx,
      difficulty: 2,
      source: formatSource('public-forum'),
      prompt: 'How does a Public Forum crossfire differ from Policy cross-examination?',
      explanation:
        'In crossfire both debaters may ask and answer; in Policy and Lincoln-Douglas cross-examination one side asks and the other answers.',
    },
    'Both debaters may ask and answer questions',
    ['Only the judge asks questions', 'It takes place after the final focus', 'Nobody may ask questions'],
  ),
  // ---------------------------------------------------------------- delivery
  multiple(
    {
      id: 'dl-clarity',
      ...delivery,
      difficulty: 1,
      prompt: 'Which help a judge follow your speech? Choose all that apply.',
      explanation:
        'Signposting ("my second argument…"), a pace the judge can write to, and eye contact keep a judge with you. Reading a full script word for word usually flattens delivery and breaks contact.',
    },
    ['Signposting each argument', 'A pace the judge can write down', 'Looking up at the judge and the room'],
    ['Reading a full script word for word', 'Speaking as fast as possible to fit more in'],
  ),
  single(
    {
      id: 'dl-pause',
      ...delivery,
      difficulty: 2,
      prompt: 'When is a deliberate pause most useful?',
      explanation:
        'Just after a key line — an impact, a turn — so it lands and the judge can write it down. Pauses in the middle of a sentence sound like lost notes.',
    },
    'Right after your most important line, so it lands',
    ['In the middle of a sentence', 'Never: pauses waste time', 'While a POI is being offered'],
  ),
  single(
    {
      id: 'dl-running-out',
      ...delivery,
      difficulty: 1,
      prompt: 'The 30-second signal sounds and you have one argument left. What should you do?',
      explanation:
        'Give the argument in a sentence and summarise. Judges stop crediting material after the grace period, and a clear ending is worth more than a rushed half-argument.',
    },
    'Give the argument in one line, then conclude',
    ['Speed up to fit the whole argument in', 'Keep going well past time; judges always listen', 'Stop mid-sentence'],
  ),
  trueFalse(
    {
      id: 'dl-tf-overtime',
      ...delivery,
      difficulty: 1,
      prompt: 'True or false: judges keep crediting new material however long a speaker runs over time.',
      explanation:
        'False. After a short grace period (15 seconds in the room’s timer display) judges stop crediting what is said, and running far over can cost speaker points.',
    },
    false,
  ),
  single(
    {
      id: 'dl-notes',
      ...delivery,
      difficulty: 2,
      prompt: 'What is the best form of speaking notes for most debaters?',
      explanation:
        'Keywords and short phrases in speaking order, with the argument labels large enough to see at a glance. Full sentences tempt you to read; no notes risks losing the structure.',
    },
    'Keywords in speaking order, with each argument clearly labelled',
    ['A full script', 'No notes at all', 'Every piece of evidence you found'],
  ),
  single(
    {
      id: 'dl-audience',
      ...delivery,
      difficulty: 3,
      source: formatSource('public-forum'),
      prompt: 'Public Forum is designed for which kind of judge?',
      explanation:
        'Public Forum was created to be accessible to a lay judge — a member of the public — so clear, jargon-free explanation is part of winning it.',
    },
    'A lay judge: a member of the public with no debate training',
    ['Only former national champions', 'A panel of economists', 'A computer that counts arguments'],
  ),
];
