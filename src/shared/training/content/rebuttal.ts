// Rebuttal bank: an argument is shown and the member names the kind of each
// response — deny (it is not true), mitigate (it is smaller than claimed),
// turn (it helps the other side), outweigh (true, but something else matters
// more) or not unique (it happens either way). The rebuttal drill is timed.
import type { TrainingItem } from '../contract.ts';
import { multiple, RESPONSE_TAGS, single, tag, trueFalse } from './build.ts';
import { MOTIONS } from './motions.ts';

const areas = ['rebuttal' as const];

const TAG_EXPLAINED =
  'Deny says the argument is false; mitigate says it is smaller than claimed; turn says it helps the other side; outweigh concedes it but shows something bigger; not unique says it happens anyway, so the motion does not cause it.';

/** One argument with responses of different kinds, each to tag. */
function drill(
  id: string,
  difficulty: 1 | 2 | 3,
  motion: string,
  argument: string,
  responses: readonly (readonly [string, (typeof RESPONSE_TAGS)[number]['id']])[],
  why: string,
): TrainingItem {
  return tag(
    {
      id,
      areas,
      skill: 'rebuttal',
      difficulty,
      motion,
      prompt: `The other side argues: "${argument}" Tag each response.`,
      explanation: `${why} ${TAG_EXPLAINED}`,
    },
    RESPONSE_TAGS,
    responses,
  );
}

export const REBUTTAL_ITEMS: TrainingItem[] = [
  drill(
    'rb-four-day-productivity',
    1,
    MOTIONS.fourDayWeek,
    'A four-day week will make workers more productive.',
    [
      [
        'The trials were run by firms that volunteered because they expected it to work; most firms would not see the same gains.',
        'mitigate',
      ],
      [
        'The rest never comes: people fill the fifth day with a second job or childcare, so they are no more rested at work.',
        'deny',
      ],
      [
        'Even if output per hour rises a little, the shortage of care workers and teachers it creates matters far more.',
        'outweigh',
      ],
    ],
    'The first accepts some gain but shrinks it; the second attacks the mechanism; the third concedes and compares.',
  ),
  drill(
    'rb-voting-age-habit',
    1,
    MOTIONS.votingAge,
    'Votes at 16 will build a habit of voting for life.',
    [
      [
        'A first vote at 16 is often missed amid exams; a missed first election builds a habit of not voting, so this lowers turnout.',
        'turn',
      ],
      [
        'Citizenship lessons already teach young people about voting, so schools build the habit with or without votes at 16.',
        'not-unique',
      ],
    ],
    'The first response makes the proposition’s mechanism work for the opposition; the second shows the benefit arises anyway.',
  ),
  drill(
    'rb-car-free-air',
    1,
    MOTIONS.carFree,
    'Banning cars from the centre will clean the air.',
    [
      ['Traffic will simply move to the ring roads, where more people live, so exposure to pollution rises.', 'turn'],
      ['Cities are already phasing out petrol and diesel cars, so centre air will get cleaner anyway.', 'not-unique'],
      ['Buses and delivery vans, which stay, produce a large share of the pollution, so the gain is small.', 'mitigate'],
    ],
    'Displacement turns the harm; existing phase-outs make it not unique; the remaining vehicles shrink it.',
  ),
  drill(
    'rb-sugar-tax-regressive',
    2,
    MOTIONS.sugarTax,
    'A sugar tax hits the poorest hardest, because they spend more of their income on food.',
    [
      ['Manufacturers cut the sugar to avoid the tax, so shoppers mostly pay no more at all.', 'deny'],
      ['The poorest also suffer most from diabetes, so they gain the most from eating less sugar.', 'turn'],
      ['The cost is a few pence a week; the health gains are years of life.', 'outweigh'],
    ],
    'Reformulation denies that prices rise; the health gradient turns who benefits; the comparison of pennies with years outweighs.',
  ),
  drill(
    'rb-basic-income-work',
    2,
    MOTIONS.basicIncome,
    'A basic income will make people stop working.',
    [
      ['Trials found people mostly kept working; some cut hours to study or care for family.', 'deny'],
      ['The payment is set below a living wage, so few could afford to stop work even if they wished.', 'mitigate'],
      ['People already stop working when benefits are withdrawn as they earn more; that trap exists today.', 'not-unique'],
      ['Even if a few work less, ending destitution for millions matters more.', 'outweigh'],
    ],
    'A trial result denies the claim; the level of payment shrinks it; today’s benefit trap makes the harm not unique to the proposal; destitution outweighs.',
  ),
  drill(
    'rb-compulsory-informed',
    2,
    MOTIONS.compulsoryVoting,
    'Compulsory voting adds uninformed votes.',
    [
      ['Knowing they must vote, people pay more attention to campaigns, so compulsion makes voters better informed.', 'turn'],
      ['Many voluntary voters are poorly informed too; information is low either way.', 'not-unique'],
      ['Uninformed votes split roughly evenly and so rarely change results.', 'mitigate'],
    ],
    'Compulsion creating attention turns the argument; low information everywhere makes it not unique; random votes cancelling out mitigates.',
  ),
  drill(
    'rb-exams-cheating',
    2,
    MOTIONS.exams,
    'Continuous assessment makes cheating easy.',
    [
      ['Most coursework can be done under supervision in class, so there is little room to cheat.', 'deny'],
      ['Exams are cheated on too, with leaked papers and hidden phones.', 'not-unique'],
      [
        'Teachers who see a student’s work all year catch copied work an exam marker never could, so there would be less cheating, not more.',
        'turn',
      ],
    ],
    'Supervised coursework denies the mechanism; cheating in exams shows it is not unique; knowing the student turns detection in the proposition’s favour.',
  ),
  drill(
    'rb-social-media-voice',
    3,
    MOTIONS.socialMedia,
    'Social media gave ordinary people a voice in politics.',
    [
      [
        'The voices that spread are those the algorithm rewards — the loudest and angriest — so most people are heard less, not more.',
        'turn',
      ],
      ['A voice only matters if someone listens; most posts reach a few dozen friends.', 'mitigate'],
      ['Even granting a louder voice for some, the spread of false information that misleads millions matters more.', 'outweigh'],
    ],
    'Algorithmic amplification turns who gets heard; reach shrinks the benefit; misinformation is weighed against it.',
  ),
  drill(
    'rb-car-free-business',
    3,
    MOTIONS.carFree,
    'A car ban will ruin shops in the city centre.',
    [
      [
        'Shops in centres are already closing because people buy online; that decline happens with or without a ban.',
        'not-unique',
      ],
      ['Pedestrian streets bring more people past shop windows, so footfall rises.', 'turn'],
      ['Most centre shoppers already arrive by foot, bike or public transport, so few customers are lost.', 'mitigate'],
    ],
    'Online shopping makes the harm not unique; footfall turns it; how shoppers arrive shrinks it.',
  ),
  drill(
    'rb-voting-age-maturity',
    3,
    MOTIONS.votingAge,
    '16-year-olds are not mature enough to vote.',
    [
      ['Research on reasoning finds that by 16 people reason about considered decisions much as adults do.', 'deny'],
      ['Maturity varies at every age; we do not test 40-year-olds before they vote.', 'not-unique'],
      [
        'Any harm from a few immature votes is smaller than shutting a whole age group out of decisions about their future.',
        'outweigh',
      ],
    ],
    'Evidence on reasoning denies; variation at all ages makes it not unique; exclusion is weighed against it.',
  ),
  drill(
    'rb-sugar-tax-freedom',
    2,
    MOTIONS.sugarTax,
    'A sugar tax takes away people’s freedom to choose what they eat.',
    [
      ['Nothing is banned: people can still buy any food they like, at a slightly higher price.', 'deny'],
      ['Prices already include many taxes, like VAT, that nobody calls an attack on freedom.', 'not-unique'],
      ['Marketing aimed at children shapes those choices today; cutting sugar by default gives people a freer choice.', 'turn'],
    ],
    'No ban denies the loss of choice; existing taxes make it not unique; the role of marketing turns "freedom" to the proposition.',
  ),
  drill(
    'rb-basic-income-cost',
    3,
    MOTIONS.basicIncome,
    'A universal basic income is unaffordable.',
    [
      [
        'Much of the cost is clawed back in tax from higher earners, so the net cost is a fraction of the headline figure.',
        'mitigate',
      ],
      ['It is affordable by design: the model funds the whole cost from the benefits it replaces and a new land tax.', 'deny'],
      ['The cost in money is smaller than the cost of poverty: ill health, crime and lost work.', 'outweigh'],
    ],
    'Claw-back mitigates; a fully funded model denies that it is unaffordable; the cost of poverty outweighs.',
  ),
  single(
    {
      id: 'rb-which-turn',
      areas,
      skill: 'rebuttal',
      difficulty: 1,
      motion: MOTIONS.fourDayWeek,
      prompt: 'The opposition says a four-day week will hurt small businesses. Which response is a turn?',
      explanation:
        'A turn shows the argument helps your side: if the shorter week helps small firms recruit against bigger employers, the harm becomes a benefit. The others deny, mitigate or outweigh it.',
    },
    'Small firms that cannot pay top wages can attract staff with a shorter week, so it helps them compete',
    [
      'Small businesses can opt out, so few will be affected',
      'There is no evidence that small businesses would suffer',
      'Worker wellbeing matters more than business profit',
    ],
  ),
  single(
    {
      id: 'rb-which-not-unique',
      areas,
      skill: 'rebuttal',
      difficulty: 1,
      motion: MOTIONS.socialMedia,
      prompt: 'The proposition says social media spreads false news. Which response shows it is not unique?',
      explanation:
        'Not unique: false news spread through newspapers, pamphlets and rumour long before social media, so the harm is not caused by it. The others shrink, deny or outweigh it.',
    },
    'False stories spread through tabloids, pamphlets and word of mouth long before social media',
    [
      'Most users never share false news',
      'Fact-checking tools now remove most false posts',
      'Access to real news matters more than the spread of false news',
    ],
  ),
  single(
    {
      id: 'rb-which-outweigh',
      areas,
      skill: 'rebuttal',
      difficulty: 1,
      motion: MOTIONS.compulsoryVoting,
      prompt: 'The opposition says compulsory voting restricts liberty. Which response outweighs?',
      explanation:
        'Outweighing concedes the point and compares: a small duty (one trip every few years) against a large benefit (a government that answers to everyone). The others deny or turn it.',
    },
    'Even granting a small loss of liberty, a government chosen by everyone protects far more liberty than one trip to a polling station costs',
    [
      'Voting is not a restriction: you may spoil your ballot',
      'Compulsory voting makes people freer because they learn about politics',
      'No one is forced; the fine is tiny',
    ],
  ),
  single(
    {
      id: 'rb-best-first-response',
      areas,
      skill: 'rebuttal',
      difficulty: 3,
      prompt:
        'You have one minute for rebuttal and three responses to an argument: a weak deny, a strong mitigation and a strong outweigh. What is the best use of the minute?',
      explanation:
        'Lead with your strongest responses and layer them: "even if… then…". A strong mitigation followed by an outweigh covers the judge who believes part of the argument. A weak deny spends time and credibility.',
    },
    'Give the mitigation, then say that even if the argument stands in full, it is outweighed',
    [
      'Give all three equally, starting with the deny',
      'Give only the deny, because denying is always strongest',
      'Skip rebuttal and use the time for a new argument',
    ],
  ),
  single(
    {
      id: 'rb-even-if',
      areas,
      skill: 'rebuttal',
      difficulty: 2,
      prompt: 'What does an "even if" response do?',
      explanation:
        '"Even if" layers responses: it answers the argument and then shows that, were that answer to fail, the argument would still lose (for example by being outweighed). It protects you from a judge who disagrees with your first response.',
    },
    'It grants the opponent’s point for the sake of argument and shows your side still wins',
    [
      'It admits that your opponent has won the point',
      'It denies every part of the opponent’s argument',
      'It asks the opponent a question',
    ],
  ),
  single(
    {
      id: 'rb-target-the-link',
      areas,
      skill: 'rebuttal',
      difficulty: 2,
      motion: MOTIONS.socialMedia,
      prompt:
        'An argument runs: algorithms reward outrage → users see extremes → trust falls → compromise fails. Where does a single deny hurt it most?',
      explanation:
        'Break the earliest link you can win: if algorithms do not mainly reward outrage, every later step loses its cause. Attacking only the last link leaves the earlier harms standing.',
    },
    'At the first link, because every later step depends on it',
    ['At the last link only', 'Nowhere: chains cannot be answered', 'By agreeing with it and moving on'],
  ),
  multiple(
    {
      id: 'rb-good-rebuttal',
      areas,
      skill: 'rebuttal',
      difficulty: 1,
      prompt: 'Which make a rebuttal clear for a judge? Choose all that apply.',
      explanation:
        'Name the argument you answer, say what kind of response it is, and explain why it wins the point. Repeating your own case is not rebuttal, and attacking the speaker is a fallacy.',
    },
    [
      'Naming the argument you are answering',
      'Explaining why your response beats it',
      'Saying what the point now means for the debate',
    ],
    ['Repeating your own case louder', 'Pointing out the speaker’s nervousness'],
  ),
  trueFalse(
    {
      id: 'rb-tf-turn-and-deny',
      areas,
      skill: 'rebuttal',
      difficulty: 3,
      prompt:
        'True or false: if you say an argument’s harm will not happen and also that the same harm helps your side, the two responses work well together.',
      explanation:
        'False. A turn needs the harm to happen; a deny says it does not. Running both contradicts you, and a sharp opponent will point it out. Choose one, or make the turn conditional ("and if it did happen, it would help us").',
    },
    false,
  ),
  trueFalse(
    {
      id: 'rb-tf-not-unique-status-quo',
      areas,
      skill: 'rebuttal',
      difficulty: 2,
      prompt: 'True or false: "not unique" means the benefit or harm already happens, or would happen, without the motion.',
      explanation:
        'True. If the outcome happens in both worlds, it cannot be a reason to choose one of them. Show why it happens anyway — a trend, an existing policy, another cause.',
    },
    true,
  ),
  trueFalse(
    {
      id: 'rb-tf-dropped',
      areas,
      skill: 'rebuttal',
      difficulty: 2,
      prompt: 'True or false: an argument the other side never answers should usually be treated by the judge as standing.',
      explanation:
        'True. Judges generally accept unanswered (dropped) arguments to the extent they were explained; they will not make the response for you. Still explain why a dropped point matters: it only weighs what it was shown to weigh.',
    },
    true,
  ),
  single(
    {
      id: 'rb-mitigate-example',
      areas,
      skill: 'rebuttal',
      difficulty: 1,
      motion: MOTIONS.exams,
      prompt: 'The proposition says exams cause serious stress. Which response mitigates?',
      explanation:
        'Mitigation accepts the harm but makes it smaller: stress is short and most students recover. The other options deny, turn or show the harm is not unique.',
    },
    'Exam stress lasts a few weeks and most students recover quickly after',
    [
      'Exams do not cause stress',
      'Continuous assessment would make students stressed all year, which is worse',
      'Students are stressed by many things; exams are just one of them',
    ],
  ),
];
