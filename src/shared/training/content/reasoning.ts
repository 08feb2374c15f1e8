// Fallacies and weighing: naming flawed reasoning precisely, and comparing
// impacts so the judge need not do it. Fallacy names follow the standard
// catalogue (Stanford Encyclopedia of Philosophy, "Fallacies"; the informal
// fallacies treated since Aristotle's Sophistical Refutations).
import type { TrainingItem } from '../contract.ts';
import { multiple, ordering, single, tag, trueFalse } from './build.ts';
import { MOTIONS } from './motions.ts';

const FALLACY_SOURCE = 'Stanford Encyclopedia of Philosophy, "Fallacies" (the standard catalogue of informal fallacies)';
const fallacy = {
  skill: 'fallacies' as const,
  areas: ['rebuttal' as const, 'argument-builder' as const],
  source: FALLACY_SOURCE,
};
const weigh = { skill: 'weighing' as const, areas: ['rebuttal' as const, 'argument-builder' as const] };

const FALLACY_NAMES = [
  'Straw man',
  'Ad hominem',
  'Slippery slope',
  'False dilemma',
  'Hasty generalisation',
  'Post hoc (false cause)',
  'Appeal to popularity',
  'Circular reasoning',
] as const;

/** A passage to name: the right fallacy and three others from the list. */
function nameIt(
  id: string,
  difficulty: 1 | 2 | 3,
  passage: string,
  right: (typeof FALLACY_NAMES)[number],
  why: string,
  motion?: string,
): TrainingItem {
  const others = FALLACY_NAMES.filter((name) => name !== right);
  // Three distractors fixed by the id's length, so each item keeps its options.
  const start = id.length % others.length;
  const wrong = [0, 1, 2].map((k) => others[(start + k * 2) % others.length] as string);
  return single(
    {
      id,
      ...fallacy,
      difficulty,
      ...(motion ? { motion } : {}),
      prompt: `Which fallacy is this? "${passage}"`,
      explanation: why,
    },
    right,
    wrong,
  );
}

export const REASONING_ITEMS: TrainingItem[] = [
  // ---------------------------------------------------------------- fallacies
  nameIt(
    'fl-straw-man-car-free',
    1,
    'My opponent wants to ban cars from the centre — so they want to ban everyone from driving anywhere. That is absurd.',
    'Straw man',
    'A straw man replaces the opponent’s claim with a weaker or more extreme one and attacks that. The motion covers city centres, not all driving.',
    MOTIONS.carFree,
  ),
  nameIt(
    'fl-ad-hominem-sugar',
    1,
    'Of course the proposition supports a sugar tax — their first speaker is a health-food fanatic.',
    'Ad hominem',
    'Ad hominem attacks the person rather than the argument. Who makes an argument does not decide whether it is true.',
    MOTIONS.sugarTax,
  ),
  nameIt(
    'fl-slippery-slope-voting',
    2,
    'If we let 16-year-olds vote, next it will be 14-year-olds, then 12-year-olds, and soon children will be running the country.',
    'Slippery slope',
    'A slippery slope claims one step leads inevitably to extreme ones without showing why each step would follow. A slope argument can be valid, but only with warrants for each link.',
    MOTIONS.votingAge,
  ),
  nameIt(
    'fl-false-dilemma-exams',
    2,
    'Either we keep exams exactly as they are, or we give up on measuring learning altogether.',
    'False dilemma',
    'A false dilemma presents two options as the only ones when others exist — here, reformed exams or mixed assessment.',
    MOTIONS.exams,
  ),
  nameIt(
    'fl-hasty-generalisation-ubi',
    1,
    'My cousin got a grant and stopped looking for work, so a basic income will make everyone lazy.',
    'Hasty generalisation',
    'One case does not establish a trend. A hasty generalisation draws a general conclusion from too few or unrepresentative examples.',
    MOTIONS.basicIncome,
  ),
  nameIt(
    'fl-post-hoc-social',
    2,
    'Turnout fell after the platform launched, so the platform caused the fall.',
    'Post hoc (false cause)',
    'Post hoc assumes that because one thing followed another it was caused by it. Other causes of falling turnout must be ruled out.',
    MOTIONS.socialMedia,
  ),
  nameIt(
    'fl-popularity-four-day',
    1,
    'Most workers in our poll want a four-day week, so it must be good for the economy.',
    'Appeal to popularity',
    'That many people want something does not show it has the claimed effect. An appeal to popularity confuses support with truth.',
    MOTIONS.fourDayWeek,
  ),
  nameIt(
    'fl-circular-compulsory',
    3,
    'Compulsory voting is right because everyone ought to be required to vote.',
    'Circular reasoning',
    'The premise restates the conclusion. Circular reasoning gives no independent reason: why should everyone be required to vote?',
    MOTIONS.compulsoryVoting,
  ),
  nameIt(
    'fl-straw-man-ubi',
    2,
    'The proposition says we should give money to people who refuse to work. We should not reward laziness.',
    'Straw man',
    'A universal basic income goes to everyone, working or not; recasting it as paying only people who refuse to work is a straw man.',
    MOTIONS.basicIncome,
  ),
  nameIt(
    'fl-post-hoc-sugar',
    3,
    'Obesity rose in the years after the country cut its food taxes, so cutting food taxes caused it.',
    'Post hoc (false cause)',
    'Sequence is not cause. Diets, work and prices all changed over those years; the argument needs a mechanism and a comparison.',
    MOTIONS.sugarTax,
  ),
  single(
    {
      id: 'fl-answer-straw-man',
      ...fallacy,
      difficulty: 2,
      prompt: 'Your opponent attacked a straw man of your argument. What is the best response?',
      explanation:
        'Restate your real argument briefly, show the difference, and point out that your actual point was left unanswered — which turns the straw man into a dropped argument.',
    },
    'Restate what you actually argued and show that it was left unanswered',
    ['Defend the extreme version they attacked', 'Accuse them of lying', 'Ignore it; judges always notice'],
  ),
  trueFalse(
    {
      id: 'fl-tf-slope-valid',
      ...fallacy,
      difficulty: 3,
      prompt: 'True or false: every argument that one policy will lead to another is a slippery slope fallacy.',
      explanation:
        'False. A chain of consequences is fine when each step is warranted — for example by showing a precedent that courts or lawmakers will follow. It is a fallacy only when the steps are assumed.',
    },
    false,
  ),
  trueFalse(
    {
      id: 'fl-tf-naming-enough',
      ...fallacy,
      difficulty: 2,
      prompt: 'True or false: saying "that is a fallacy" is enough to win the point.',
      explanation:
        'False. Judges credit explanation: say what the flaw is and why the conclusion does not follow. Shouting a fallacy’s name without explaining it rarely wins a point.',
    },
    false,
  ),
  tag(
    {
      id: 'fl-tag-three',
      ...fallacy,
      difficulty: 3,
      prompt: 'Tag each line with the fallacy it commits.',
      explanation:
        'The first dismisses the argument because of who made it (ad hominem); the second offers two options as the only ones (false dilemma); the third infers a trend from one case (hasty generalisation).',
    },
    [
      { id: 'ad-hominem', text: 'Ad hominem' },
      { id: 'false-dilemma', text: 'False dilemma' },
      { id: 'hasty-generalisation', text: 'Hasty generalisation' },
      { id: 'straw-man', text: 'Straw man' },
    ],
    [
      ['We cannot trust their case on taxation: they have never run a business.', 'ad-hominem'],
      ['Either cars are banned from the centre or the air stays filthy forever.', 'false-dilemma'],
      ['One pedestrian street lost shops last year, so every car-free street will fail.', 'hasty-generalisation'],
    ],
  ),
  // ---------------------------------------------------------------- weighing
  single(
    {
      id: 'wg-what-is',
      ...weigh,
      difficulty: 1,
      prompt: 'What is weighing?',
      explanation:
        'Weighing compares impacts and tells the judge why yours matter more — by size, likelihood, time frame, reversibility or who is affected. Without it the judge must guess which argument decides the debate.',
    },
    'Comparing your impacts with the other side’s and saying why yours matter more',
    ['Counting how many arguments each side made', 'Measuring how long each speech was', 'Repeating your strongest argument'],
  ),
  tag(
    {
      id: 'wg-tag-mechanisms',
      ...weigh,
      difficulty: 2,
      prompt: 'Tag each weighing line with the measure it uses.',
      explanation:
        'Magnitude is how big; probability is how likely; time frame is how soon; reversibility is whether the harm can be undone. Naming the measure makes the comparison explicit.',
    },
    [
      { id: 'magnitude', text: 'Magnitude' },
      { id: 'probability', text: 'Probability' },
      { id: 'time-frame', text: 'Time frame' },
      { id: 'reversibility', text: 'Reversibility' },
    ],
    [
      ['Their harm affects a few hundred shops; ours affects every child breathing the air.', 'magnitude'],
      ['Their harm needs four things to go wrong; ours happens the day the policy starts.', 'probability'],
      ['Cleaner air helps from the first week; their economic gains come in a decade, if at all.', 'time-frame'],
      ['A shop can reopen; lungs damaged in childhood cannot be repaired.', 'reversibility'],
    ],
  ),
  single(
    {
      id: 'wg-probability-vs-magnitude',
      ...weigh,
      difficulty: 3,
      motion: MOTIONS.basicIncome,
      prompt:
        'The opposition claims a basic income could cause runaway inflation (huge harm, unlikely). You show it would lift a million people out of poverty (large harm avoided, very likely). What is the best weighing?',
      explanation:
        'Compare probability and magnitude together: a near-certain large benefit beats a speculative catastrophe unless the catastrophe is shown to be likely. Ask the judge to discount the harm by how unlikely it is.',
    },
    'A near-certain large benefit outweighs a harm that is huge but unlikely, unless they prove it is likely',
    [
      'Any risk of a catastrophe outweighs every benefit',
      'Impacts cannot be compared, so the judge should flip a coin',
      'The side with more arguments wins',
    ],
  ),
  ordering(
    {
      id: 'wg-order-steps',
      ...weigh,
      difficulty: 2,
      prompt: 'Order the steps of a weighing passage.',
      explanation:
        'Name the clash, state both impacts fairly, choose the measure, show why yours wins on it, and tell the judge what that means for the debate. Fair statement of their impact makes your comparison credible.',
    },
    [
      'Name the clash being weighed',
      'State both sides’ impacts fairly',
      'Choose the measure (size, likelihood, time, reversibility)',
      'Show why your impact wins on that measure',
      'Tell the judge what this means for the debate',
    ],
  ),
  single(
    {
      id: 'wg-who-affected',
      ...weigh,
      difficulty: 2,
      motion: MOTIONS.sugarTax,
      prompt: 'Which line weighs by who is affected?',
      explanation:
        'Weighing by who is affected argues some harms matter more because they fall on people less able to bear or avoid them — here children, who do not choose their diets.',
    },
    'The harm falls on children, who do not choose what they are fed, so it matters more than adults’ lost choice',
    ['More people drink soda than eat cake', 'The tax starts next year', 'We have more evidence than they do'],
  ),
  trueFalse(
    {
      id: 'wg-tf-late',
      ...weigh,
      difficulty: 2,
      prompt: 'True or false: weighing belongs only in the last speech of the debate.',
      explanation:
        'False. Weigh as early as the clash appears: a first speaker can say why their impacts matter most. Late speeches should extend and sharpen that weighing, not start it.',
    },
    false,
  ),
  multiple(
    {
      id: 'wg-good-weighing',
      ...weigh,
      difficulty: 3,
      prompt: 'Which are good weighing? Choose all that apply.',
      explanation:
        'Good weighing is comparative and explained: it names both impacts and a reason to prefer one. "Our argument is important" and "we had more arguments" compare nothing.',
    },
    [
      'Even if their job losses happen, they are temporary, while the health harm we stop is permanent',
      'Their benefit depends on every firm cooperating; ours happens by law',
    ],
    ['Our argument is really important', 'We made five arguments and they made three'],
  ),
  single(
    {
      id: 'wg-principle-vs-practical',
      ...weigh,
      difficulty: 3,
      motion: MOTIONS.compulsoryVoting,
      prompt: 'Your side argues a principle (liberty); theirs argues outcomes (better representation). How do you weigh?',
      explanation:
        'Explain why the principle should come first — for example that rights are not traded for convenience — and also engage the outcomes: show they are smaller or uncertain. Weighing principle against practice needs both steps.',
    },
    'Say why the principle takes priority, and also show their outcomes are smaller or uncertain',
    [
      'Principles always beat practical arguments, so no explanation is needed',
      'Drop the principle and argue outcomes only',
      'Tell the judge the two cannot be compared',
    ],
  ),
];
