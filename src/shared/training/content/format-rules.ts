// Format rules bank: the speeches, times, roles, preparation and ballot of each
// format the product runs, as docs/formats.md and src/shared/formats/formats.ts
// define them. Each item cites the rule book the format follows (the format's
// own `source`), so the quiz and the live room never disagree.
import type { TrainingItem } from '../contract.ts';
import { getFormat } from '../../formats/formats.ts';
import type { FormatId } from '../../formats/format-types.ts';
import { multiple, ordering, single, trueFalse } from './build.ts';

const areas = ['mock-debate' as const, 'speech' as const];

/** The format's rule book as formats.ts names it. */
export function formatSource(id: FormatId): string {
  return getFormat(id)?.source ?? 'docs/formats.md';
}

const rules = (id: FormatId) => ({ skill: 'format-rules' as const, formatId: id, source: formatSource(id), areas });

export const FORMAT_RULES_ITEMS: TrainingItem[] = [
  // ---------------------------------------------------------------- standard
  single(
    {
      id: 'fr-standard-speech-length',
      ...rules('standard'),
      difficulty: 1,
      prompt: 'In the Standard format, how long is each of the four main speeches?',
      explanation: 'Standard uses four 5-minute speeches (1st Prop, 1st Opp, 2nd Prop, 2nd Opp), then two 3-minute replies.',
    },
    '5 minutes',
    ['3 minutes', '7 minutes', '8 minutes'],
  ),
  single(
    {
      id: 'fr-standard-reply-first',
      ...rules('standard'),
      difficulty: 2,
      prompt: 'In the Standard format, which reply speech comes first?',
      explanation:
        'As in World Schools, the opposition replies first and the proposition has the last word, balancing the proposition’s first speech.',
    },
    'Opposition Reply',
    ['Proposition Reply', 'Whichever side won the coin toss', 'The side that is behind'],
  ),
  single(
    {
      id: 'fr-standard-who-replies',
      ...rules('standard'),
      difficulty: 2,
      prompt: 'Who gives the reply speeches in the Standard format?',
      explanation:
        'The first speaker of each side gives its 3-minute reply. A reply is a biased summary of why the side won, not a new constructive speech.',
    },
    'The first speaker of each side',
    ['The second speaker of each side', 'Any member of the audience', 'The chair judge'],
  ),
  single(
    {
      id: 'fr-standard-poi-window',
      ...rules('standard'),
      difficulty: 2,
      skill: 'points-of-information',
      areas: ['speech', 'mock-debate', 'quick-start'],
      prompt: 'In a 5-minute Standard constructive, when may points of information be offered?',
      explanation: 'From the end of minute 1 to the end of minute 4: the first and last minute are protected.',
    },
    'Between minute 1 and minute 4',
    ['At any time', 'Only in the last minute', 'Never: Standard has no POIs'],
  ),
  single(
    {
      id: 'fr-standard-scores',
      ...rules('standard'),
      difficulty: 3,
      prompt: 'What range do speaker scores take on a Standard ballot?',
      explanation:
        'Standard follows World Schools marks: speeches 60–80 (whole points in Standard) and replies 30–40 in half points. The winner must have the higher total.',
    },
    '60–80 for speeches, 30–40 for replies',
    ['25–30 in tenths', '50–100', '1–10'],
  ),
  trueFalse(
    {
      id: 'fr-standard-low-point',
      ...rules('standard'),
      difficulty: 3,
      prompt: 'True or false: a Standard ballot may give the win to the side with the lower total score.',
      explanation:
        'False. Standard does not allow low-point wins: the winner’s total must be higher. Low-point wins are allowed only in Lincoln-Douglas, Policy and Public Forum.',
    },
    false,
  ),
  single(
    {
      id: 'fr-standard-prep',
      ...rules('standard'),
      difficulty: 1,
      prompt: 'How much preparation does a Standard debate give before the first speech?',
      explanation: 'A 5-minute block before the first speech, for everyone at once; there is no preparation between speeches.',
    },
    'A 5-minute block',
    ['15 minutes', 'One hour', 'None'],
  ),
  // ---------------------------------------------------------------- oxford
  single(
    {
      id: 'fr-oxford-speeches',
      ...rules('oxford'),
      difficulty: 1,
      prompt: 'What does an Oxford debate in this product consist of?',
      explanation: 'Four 7-minute speeches, alternating proposition and opposition, with no reply speeches.',
    },
    'Four 7-minute speeches, alternating sides, no replies',
    ['Six 8-minute speeches and two replies', 'Eight 7-minute speeches by four teams', 'Two 5-minute speeches and a crossfire'],
  ),
  trueFalse(
    {
      id: 'fr-oxford-prep',
      ...rules('oxford'),
      difficulty: 2,
      prompt: 'True or false: the Oxford format here has a preparation block before the first speech.',
      explanation:
        'False. The Oxford format here has no preparation time (docs/formats.md); speakers come with their case ready.',
    },
    false,
  ),
  single(
    {
      id: 'fr-oxford-poi',
      ...rules('oxford'),
      skill: 'points-of-information',
      difficulty: 2,
      prompt: 'In a 7-minute Oxford speech, when are points of information allowed?',
      explanation: 'After the first minute and before the last: between minute 1 and minute 6.',
    },
    'Between minute 1 and minute 6',
    ['Between minute 2 and minute 5', 'Only in the first minute', 'At any time'],
  ),
  single(
    {
      id: 'fr-oxford-scores',
      ...rules('oxford'),
      difficulty: 3,
      prompt: 'What range do speaker scores take on an Oxford ballot here?',
      explanation: 'Oxford ballots score each speaker 50–100 in whole points, and name a winner with the higher total.',
    },
    '50–100',
    ['60–80', '25–30', '30–40'],
  ),
  // ---------------------------------------------------------------- british parliamentary
  ordering(
    {
      id: 'fr-bp-order',
      ...rules('parliamentary'),
      difficulty: 2,
      prompt: 'Put the first four British Parliamentary speeches in order.',
      explanation:
        'The opening half alternates between Opening Government and Opening Opposition: Prime Minister, Leader of the Opposition, Deputy Prime Minister, Deputy Leader of the Opposition.',
    },
    ['Prime Minister', 'Leader of the Opposition', 'Deputy Prime Minister', 'Deputy Leader of the Opposition'],
  ),
  ordering(
    {
      id: 'fr-bp-closing-order',
      ...rules('parliamentary'),
      difficulty: 2,
      prompt: 'Put the closing half of a British Parliamentary debate in order.',
      explanation:
        'After the opening half: Member of the Government, Member of the Opposition, Government Whip, Opposition Whip. The Opposition Whip speaks last.',
    },
    ['Member of the Government', 'Member of the Opposition', 'Government Whip', 'Opposition Whip'],
  ),
  single(
    {
      id: 'fr-bp-teams',
      ...rules('parliamentary'),
      difficulty: 1,
      prompt: 'How does a British Parliamentary ballot decide the debate?',
      explanation:
        'Four teams of two compete; the judges rank them 1st to 4th, with no ties, and give each speaker a score of 50–100.',
    },
    'The four teams are ranked 1st to 4th',
    ['One side wins, the other loses', 'Each team is given pass or fail', 'The audience votes'],
  ),
  single(
    {
      id: 'fr-bp-extension',
      ...rules('parliamentary'),
      skill: 'structure',
      difficulty: 2,
      prompt: 'What is a closing team expected to bring in British Parliamentary?',
      explanation:
        'A closing team must stay consistent with its opening team but add something new — an extension: a new argument, a deeper analysis or a new area of impact — to earn a higher rank than the team in front of it.',
    },
    'An extension: new material consistent with its opening team',
    ['A repeat of its opening team’s case', 'A case that contradicts its opening team', 'Only rebuttal, never new material'],
  ),
  trueFalse(
    {
      id: 'fr-bp-whip-new-args',
      ...rules('parliamentary'),
      difficulty: 3,
      prompt: 'True or false: a whip speaker should introduce new arguments for their team.',
      explanation:
        'False. Whips summarise the debate and show why their team beat the others; they may answer new points, but new arguments come from the member speakers, who give the extension.',
    },
    false,
  ),
  single(
    {
      id: 'fr-bp-prep',
      ...rules('parliamentary'),
      difficulty: 1,
      prompt: 'How much preparation do British Parliamentary teams get?',
      explanation: 'The motion is released 15 minutes before the debate; every team prepares in that block.',
    },
    '15 minutes',
    ['5 minutes', '30 minutes', 'One hour'],
  ),
  single(
    {
      id: 'fr-bp-speech-length',
      ...rules('parliamentary'),
      difficulty: 1,
      prompt: 'How long is each British Parliamentary speech?',
      explanation: 'All eight speeches are 7 minutes, with points of information between minute 1 and minute 6.',
    },
    '7 minutes',
    ['5 minutes', '8 minutes', '4 minutes'],
  ),
  single(
    {
      id: 'fr-bp-pm-role',
      ...rules('parliamentary'),
      skill: 'motion-analysis',
      difficulty: 2,
      prompt: 'Which job belongs to the Prime Minister?',
      explanation:
        'The Prime Minister opens the debate: defines the motion, sets out the government’s model where needed and gives the first arguments. Rebuttal is left for later speakers.',
    },
    'Define the motion and set out the government’s case',
    ['Summarise the whole debate', 'Only answer the opposition', 'Bring the extension for the closing half'],
  ),
  // ---------------------------------------------------------------- lincoln-douglas
  ordering(
    {
      id: 'fr-ld-order',
      ...rules('lincoln-douglas'),
      difficulty: 2,
      prompt: 'Put the speeches of a Lincoln-Douglas debate in order (cross-examinations left out).',
      explanation:
        'Affirmative Constructive, Negative Constructive, First Affirmative Rebuttal, Negative Rebuttal, Second Affirmative Rebuttal: the affirmative speaks first and last.',
    },
    [
      'Affirmative Constructive (6 min)',
      'Negative Constructive (7 min)',
      'First Affirmative Rebuttal (4 min)',
      'Negative Rebuttal (6 min)',
      'Second Affirmative Rebuttal (3 min)',
    ],
  ),
  single(
    {
      id: 'fr-ld-value',
      ...rules('lincoln-douglas'),
      skill: 'motion-analysis',
      difficulty: 2,
      prompt: 'In a Lincoln-Douglas case, what is the value criterion for?',
      explanation:
        'A value (for example justice) says what the round should achieve; the criterion is the standard for measuring which side achieves it better. Clash over the framework often decides LD rounds.',
    },
    'It is the standard for judging which side best achieves the value',
    ['It is the evidence card read first', 'It is the time limit for the constructive', 'It names the judge’s preferred side'],
  ),
  single(
    {
      id: 'fr-ld-prep',
      ...rules('lincoln-douglas'),
      difficulty: 1,
      prompt: 'How much preparation time does each Lincoln-Douglas debater have?',
      explanation: 'A 4-minute pool each, taken between speeches as the debater chooses.',
    },
    '4 minutes, used between speeches',
    ['15 minutes before the debate', '8 minutes', 'None'],
  ),
  trueFalse(
    {
      id: 'fr-ld-equal-time',
      ...rules('lincoln-douglas'),
      difficulty: 3,
      prompt: 'True or false: in Lincoln-Douglas each debater has the same total speaking time, not counting cross-examination.',
      explanation: 'True. The affirmative speaks 6 + 4 + 3 = 13 minutes; the negative 7 + 6 = 13 minutes.',
    },
    true,
  ),
  single(
    {
      id: 'fr-ld-scores',
      ...rules('lincoln-douglas'),
      difficulty: 3,
      prompt: 'What is true of Lincoln-Douglas speaker points here?',
      explanation:
        'Speaker points run 25–30 in tenths, and the judge may give a low-point win: the winner can have fewer points.',
    },
    '25–30 in tenths, and a low-point win is allowed',
    ['60–80, and the winner must have more', '50–100 in whole points', 'There are no speaker points'],
  ),
  // ---------------------------------------------------------------- policy
  single(
    {
      id: 'fr-policy-constructive',
      ...rules('policy'),
      difficulty: 1,
      prompt: 'How long is a Policy constructive speech?',
      explanation:
        'Each of the four constructives is 8 minutes, followed by 3 minutes of cross-examination; the four rebuttals are 5 minutes.',
    },
    '8 minutes',
    ['5 minutes', '6 minutes', '4 minutes'],
  ),
  single(
    {
      id: 'fr-policy-cx-1ac',
      ...rules('policy'),
      skill: 'cross-examination',
      difficulty: 2,
      prompt: 'Who cross-examines the First Affirmative after the 1AC?',
      explanation:
        'The Second Negative. The speaker who will not speak next asks the questions, so the First Negative can prepare the 1NC.',
    },
    'The Second Negative',
    ['The First Negative', 'The Second Affirmative', 'The judge'],
  ),
  single(
    {
      id: 'fr-policy-block',
      ...rules('policy'),
      difficulty: 3,
      prompt: 'What is the "negative block"?',
      explanation:
        'The Second Negative Constructive and the First Negative Rebuttal come back to back (with only the 2NC’s cross-examination between): 13 minutes of negative speaking that the negative splits between its arguments.',
    },
    'The 2NC and 1NR, given one after the other',
    ['The 1NC alone', 'The negative’s preparation time', 'The last two speeches of the debate'],
  ),
  single(
    {
      id: 'fr-policy-prep',
      ...rules('policy'),
      difficulty: 1,
      prompt: 'How much preparation does each Policy team have here?',
      explanation: 'An 8-minute pool per side, drawn on between speeches.',
    },
    '8 minutes per side',
    ['4 minutes per side', '15 minutes before the round', 'None'],
  ),
  ordering(
    {
      id: 'fr-policy-rebuttals',
      ...rules('policy'),
      difficulty: 3,
      prompt: 'Put the Policy rebuttals in order.',
      explanation:
        'First Negative Rebuttal, First Affirmative Rebuttal, Second Negative Rebuttal, Second Affirmative Rebuttal: the affirmative, who carries the burden, speaks last.',
    },
    ['First Negative Rebuttal', 'First Affirmative Rebuttal', 'Second Negative Rebuttal', 'Second Affirmative Rebuttal'],
  ),
  multiple(
    {
      id: 'fr-policy-stock-issues',
      ...rules('policy'),
      skill: 'motion-analysis',
      difficulty: 3,
      prompt: 'Which are stock issues an affirmative plan is traditionally expected to meet? Choose all that apply.',
      explanation:
        'Harms (a problem exists), inherency (the status quo will not fix it), solvency (the plan fixes it) and topicality (the plan fits the resolution). Value criterion belongs to Lincoln-Douglas; a counterplan is a negative strategy.',
    },
    ['Harms', 'Inherency', 'Solvency', 'Topicality'],
    ['Value criterion', 'Counterplan'],
  ),
  // ---------------------------------------------------------------- world schools
  single(
    {
      id: 'fr-ws-speakers',
      ...rules('world-schools'),
      difficulty: 1,
      prompt: 'How many speakers does a World Schools team have, and how long are their speeches?',
      explanation: 'Three speakers a side give 8-minute speeches; then each side gives a 4-minute reply.',
    },
    'Three, with 8-minute speeches',
    ['Two, with 7-minute speeches', 'Four, with 5-minute speeches', 'One, with a 13-minute speech'],
  ),
  single(
    {
      id: 'fr-ws-reply-speaker',
      ...rules('world-schools'),
      difficulty: 2,
      prompt: 'In the WSDC rules, who may give a team’s reply speech?',
      explanation:
        'The first or second speaker, never the third. (The product gives the reply to the first speaker.) The reply comes after the third speeches, opposition first.',
    },
    'The first or the second speaker',
    ['Only the third speaker', 'Any speaker', 'The team’s coach'],
  ),
  single(
    {
      id: 'fr-ws-criteria',
      ...rules('world-schools'),
      difficulty: 2,
      prompt: 'Which three criteria do World Schools judges weigh?',
      explanation: 'Style, content and strategy, weighted 40 : 40 : 20 in WSDC marking.',
    },
    'Style, content and strategy',
    ['Speed, volume and length', 'Evidence, cards and cross-examination', 'Humour, confidence and dress'],
  ),
  single(
    {
      id: 'fr-ws-prep',
      ...rules('world-schools'),
      difficulty: 2,
      prompt: 'How much preparation do teams get for an impromptu World Schools motion?',
      explanation: 'One hour, as a block before the debate; prepared motions are released well in advance.',
    },
    'One hour',
    ['15 minutes', '5 minutes', 'None'],
  ),
  trueFalse(
    {
      id: 'fr-ws-reply-new',
      ...rules('world-schools'),
      difficulty: 2,
      prompt: 'True or false: a reply speech is the place for a new argument the team forgot to make.',
      explanation:
        'False. The reply is a biased overview of the debate — the main clashes and why the team won them. New arguments there are unfair because the other side cannot answer.',
    },
    false,
  ),
  // ---------------------------------------------------------------- public forum
  ordering(
    {
      id: 'fr-pf-order',
      ...rules('public-forum'),
      difficulty: 2,
      prompt: 'Put these parts of a Public Forum round in order (for the team speaking first).',
      explanation: 'Constructive, crossfire, rebuttal, crossfire, summary, grand crossfire, final focus.',
    },
    ['Constructive', 'First crossfire', 'Rebuttal', 'Summary', 'Grand crossfire', 'Final focus'],
  ),
  single(
    {
      id: 'fr-pf-coin',
      ...rules('public-forum'),
      difficulty: 2,
      prompt: 'In Public Forum, what decides which team speaks first?',
      explanation:
        'A coin toss: the winner chooses either the side or the speaking order, and the other team chooses the other. (The product lists Pro first.)',
    },
    'A coin toss',
    ['The Pro always speaks first', 'The judge chooses', 'The team with more experience'],
  ),
  single(
    {
      id: 'fr-pf-grand-crossfire',
      ...rules('public-forum'),
      skill: 'cross-examination',
      difficulty: 1,
      prompt: 'Who takes part in the grand crossfire?',
      explanation: 'All four debaters at once, for 3 minutes, after the summaries.',
    },
    'All four debaters',
    ['The two first speakers', 'The two second speakers', 'Only the judge and one debater'],
  ),
  single(
    {
      id: 'fr-pf-final-focus',
      ...rules('public-forum'),
      difficulty: 1,
      prompt: 'How long is a Public Forum final focus?',
      explanation: 'Two minutes per team, the last speeches of the round.',
    },
    '2 minutes',
    ['3 minutes', '4 minutes', '5 minutes'],
  ),
  single(
    {
      id: 'fr-pf-prep',
      ...rules('public-forum'),
      difficulty: 2,
      prompt: 'How much preparation does each Public Forum team have here?',
      explanation: 'A 3-minute pool per team, taken between speeches.',
    },
    '3 minutes',
    ['4 minutes', '8 minutes', '15 minutes'],
  ),
  // ---------------------------------------------------------------- across formats
  multiple(
    {
      id: 'fr-low-point-formats',
      skill: 'format-rules',
      areas,
      source: 'docs/formats.md, after the NSDA High School Unified Manual (2024–2025)',
      difficulty: 3,
      prompt: 'In which formats may a judge give a low-point win? Choose all that apply.',
      explanation:
        'Lincoln-Douglas, Policy and Public Forum allow it; Standard, Oxford and World Schools require the winner to have the higher total; BP ranks teams instead.',
    },
    ['Lincoln-Douglas', 'Policy', 'Public Forum'],
    ['World Schools', 'Standard', 'Oxford'],
  ),
  multiple(
    {
      id: 'fr-poi-formats',
      skill: 'points-of-information',
      areas: ['speech', 'mock-debate', 'quick-start'],
      source: 'docs/formats.md',
      difficulty: 2,
      prompt: 'Which formats use points of information? Choose all that apply.',
      explanation:
        'Standard, Oxford, British Parliamentary and World Schools have POIs in the unprotected middle of speeches. Lincoln-Douglas, Policy and Public Forum question opponents in cross-examination or crossfire instead.',
    },
    ['British Parliamentary', 'World Schools', 'Oxford', 'Standard'],
    ['Policy', 'Public Forum'],
  ),
];
