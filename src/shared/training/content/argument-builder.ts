// Argument builder bank: the parts of an argument (claim → warrant → evidence →
// impact), in order, by name, and what an argument is missing. Each passage is
// original and set on a civic motion.
import type { TrainingItem } from '../contract.ts';
import { ARGUMENT_PART_TAGS, identify, multiple, ordering, single, tag, trueFalse } from './build.ts';
import { MOTIONS } from './motions.ts';

const AB = ['argument-builder'] as const;
const areas = [...AB];

export const ARGUMENT_BUILDER_ITEMS: TrainingItem[] = [
  ordering(
    {
      id: 'ab-order-four-day-week',
      areas,
      skill: 'structure',
      difficulty: 1,
      motion: MOTIONS.fourDayWeek,
      prompt: 'Put the parts of this proposition argument in the order a speaker should give them.',
      explanation:
        'A claim says what you will prove; the warrant says why it is true; the evidence shows it is true in the world; the impact says why it matters. Giving them in this order lets the judge follow the logic before weighing it.',
    },
    [
      'A four-day week would make workers more productive per hour.',
      'Tired people make more mistakes; a longer weekend lets them rest, so the hours they do work are sharper.',
      'In a widely reported 2022 UK pilot, most of the 61 participating companies chose to keep the shorter week afterwards.',
      'More output per hour means firms can keep wages the same while people get back a day of their lives.',
    ],
  ),
  ordering(
    {
      id: 'ab-order-voting-age',
      areas,
      skill: 'structure',
      difficulty: 1,
      motion: MOTIONS.votingAge,
      prompt: 'Order this argument for votes at 16: claim, warrant, evidence, impact.',
      explanation:
        'The claim (first votes build habits) comes first; the warrant explains the mechanism (at 16 most people still live at home and are in school); the evidence points to what was observed; the impact explains why lifelong turnout matters.',
    },
    [
      'Votes at 16 would create lifelong voters.',
      'At 16 most people still live at home and are in school, where family and teachers can help them cast a first vote; habits formed in a first election tend to last.',
      'Studies of local elections where 16- and 17-year-olds could vote have reported higher turnout among them than among 18–20-year-olds.',
      'A generation that votes from the start keeps politicians answerable to young people for decades.',
    ],
  ),
  ordering(
    {
      id: 'ab-order-car-free',
      areas,
      skill: 'structure',
      difficulty: 1,
      motion: MOTIONS.carFree,
      prompt: 'Order this opposition argument from claim to impact.',
      explanation:
        'The claim is that a ban hurts those who depend on cars; the warrant gives the reason (not everyone can walk, cycle or use transit); the evidence makes it concrete; the impact names the harm and who bears it.',
    },
    [
      'A ban on private cars would shut some people out of the city centre.',
      'Not everyone can walk, cycle or take a bus: people with some disabilities, carers with equipment, night-shift workers when transit stops.',
      'In many cities buses run only every half hour or not at all after midnight.',
      'The people least able to adapt would lose access to jobs, shops and services that everyone else keeps.',
    ],
  ),
  ordering(
    {
      id: 'ab-order-sugar-tax',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.sugarTax,
      prompt: 'Put this argument for a sugar tax in order.',
      explanation:
        'Claim, then mechanism (price changes what producers make and what people buy), then evidence of that mechanism working, then the impact in health terms. Evidence without a mechanism before it only shows a correlation.',
    },
    [
      'A tax on sugary foods would cut the sugar people eat.',
      'A tax raises the price of high-sugar products, so buyers switch and producers reformulate to avoid it.',
      'After the UK’s soft drinks levy was announced in 2016, many manufacturers cut the sugar in their drinks before it took effect.',
      'Less sugar means fewer cases of tooth decay and type 2 diabetes, which cost people years of health and the health service money.',
    ],
  ),
  ordering(
    {
      id: 'ab-order-exams',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.exams,
      prompt: 'Order the parts of this opposition argument.',
      explanation:
        'The claim says coursework is less fair; the warrant explains why (help at home differs); the evidence is an example; the impact says who is harmed and how. The impact always comes last: it is what the judge weighs.',
    },
    [
      'Continuous assessment would be less fair than exams.',
      'Work done at home can be helped by parents, tutors or tools that some students have and others do not.',
      'A student with a tutor can have every draft of an essay checked; a student who works after school may have no one.',
      'Grades would reward family resources rather than ability, widening the gap that schools are meant to narrow.',
    ],
  ),
  ordering(
    {
      id: 'ab-order-speech-structure',
      areas,
      skill: 'structure',
      difficulty: 1,
      prompt: 'Put the parts of a first proposition speech in a sensible order.',
      explanation:
        'Open with what the debate is about (definitions and the model), then your team’s case in signposted arguments, then a summary. Rebuttal is thin in a first proposition speech because nothing has been said yet; the rest follows the flow a judge expects.',
    },
    [
      'Define the motion and set out the model (what the proposition would do)',
      'Give the team split (what each speaker will cover)',
      'Present the first argument',
      'Present the second argument',
      'Summarise why the proposition should win',
    ],
  ),
  ordering(
    {
      id: 'ab-order-signposting',
      areas,
      skill: 'structure',
      difficulty: 2,
      prompt: 'Order the steps of answering an opponent’s argument clearly.',
      explanation:
        'Name the argument you are answering (so the judge can find it on their flow), respond to it, explain why your response wins that point, then link back to your own case. This is the "they say, we say, therefore" pattern.',
    },
    [
      'Name the opponent’s argument you are answering',
      'Give your response',
      'Explain why the response beats their point',
      'Link the point back to your side’s case',
    ],
  ),
  ordering(
    {
      id: 'ab-order-impact-chain',
      areas,
      skill: 'structure',
      difficulty: 3,
      motion: MOTIONS.socialMedia,
      prompt: 'Order this impact chain from the first link to the final impact.',
      explanation:
        'An impact chain works only when every link follows from the one before. Engagement rewards outrage; outrage spreads further; people see opponents at their worst; trust falls; compromise becomes harder. A judge can attack any missing link, so state each one.',
    },
    [
      'Platforms rank posts by engagement',
      'Angry and divisive posts get more engagement, so they spread further',
      'Users see the other side mostly at its most extreme',
      'Trust between political groups falls',
      'Lawmakers find compromise harder to sell to their voters',
    ],
  ),
  identify(
    {
      id: 'ab-warrant-compulsory-voting',
      areas,
      skill: 'structure',
      difficulty: 1,
      motion: MOTIONS.compulsoryVoting,
      prompt: 'Which sentence is the warrant?',
      explanation:
        'The warrant is the reason the claim is true: when everyone must vote, parties cannot win by mobilising only their most reliable voters. The first sentence is the claim, the third is evidence and the last is the impact.',
    },
    [
      'Compulsory voting makes governments represent everyone.',
      'When everyone must vote, parties cannot win by turning out only their most reliable supporters; they must appeal to the whole electorate.',
      'Australia, which has compulsory voting, regularly has turnout of around 90 per cent.',
      'Policies then reflect the needs of groups that usually stay home, such as the young and the poor.',
    ],
    1,
  ),
  identify(
    {
      id: 'ab-evidence-basic-income',
      areas,
      skill: 'structure',
      difficulty: 1,
      motion: MOTIONS.basicIncome,
      prompt: 'Which sentence is the evidence?',
      explanation:
        'Evidence is the observation that shows the warrant is true in the world: a trial and what it found. The others are the claim, the warrant (the mechanism) and the impact.',
    },
    [
      'A basic income would let people take better jobs, not just any job.',
      'With a floor under them, people can afford to search longer, retrain or refuse exploitative work.',
      'In Finland’s 2017–2018 basic income experiment, recipients reported better wellbeing and less financial stress than the comparison group.',
      'Better matches between people and jobs raise wages and productivity over time.',
    ],
    2,
  ),
  identify(
    {
      id: 'ab-impact-car-free',
      areas,
      skill: 'structure',
      difficulty: 1,
      motion: MOTIONS.carFree,
      prompt: 'Which sentence is the impact?',
      explanation:
        'The impact is why the argument matters: cleaner air means fewer people harmed. The other sentences are the claim, the warrant and the evidence.',
    },
    [
      'Car-free centres would make city air cleaner.',
      'Most nitrogen dioxide in city streets comes from road traffic, so removing cars removes the main source.',
      'Cities that closed central streets to traffic have measured large falls in nitrogen dioxide on those streets.',
      'Fewer children would develop asthma and fewer older people would be admitted to hospital with lung disease.',
    ],
    3,
  ),
  identify(
    {
      id: 'ab-claim-social-media',
      areas,
      skill: 'structure',
      difficulty: 1,
      motion: MOTIONS.socialMedia,
      prompt: 'Which sentence is the claim?',
      explanation:
        'The claim is the statement the rest supports: that social media gave a voice to people ignored by traditional media. A claim should be short enough to write on a judge’s flow.',
    },
    [
      'Before social media, a few editors decided which causes reached the public.',
      'Social media has given a voice to groups that traditional media ignored.',
      'Campaigns that began with a hashtag have changed laws in several countries.',
      'A democracy hears from more of its people, so its decisions rest on wider consent.',
    ],
    1,
  ),
  identify(
    {
      id: 'ab-warrant-exams',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.exams,
      prompt: 'Which sentence gives the warrant for continuous assessment?',
      explanation:
        'The warrant is the mechanism: assessment spread over the year measures more than one day’s performance. The sentence about illness is evidence of the problem, not the reason the proposal fixes it.',
    },
    [
      'Continuous assessment measures learning more accurately than final exams.',
      'Marks spread over a year average out a bad day, so one illness or one panic cannot decide a grade.',
      'Every year some students sit exams while ill or bereaved and get grades far below their coursework.',
      'Universities and employers would select on real ability, which is fairer and more efficient.',
    ],
    1,
  ),
  identify(
    {
      id: 'ab-missing-warrant-sugar',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.sugarTax,
      prompt:
        'Which part is missing from this argument? "A sugar tax will make people healthier. Countries with sugar taxes have seen soft drink sales fall. That means fewer people will suffer from diabetes."',
      explanation:
        'There is a claim (healthier), evidence (sales fell) and an impact (less diabetes), but no warrant: nothing explains why a tax changes behaviour (price and reformulation), so an opponent can say the fall had other causes.',
    },
    ['Claim', 'Warrant', 'Evidence', 'Impact'],
    1,
  ),
  identify(
    {
      id: 'ab-missing-impact-voting-age',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.votingAge,
      prompt:
        'Which part is missing? "Sixteen-year-olds should vote because they already pay tax on their wages. People who fund the state should choose who runs it. In many countries 16-year-olds can work and pay income tax."',
      explanation:
        'Claim, warrant (people who fund the state should choose) and evidence (they pay tax) are there; nothing says why it matters — for example that taxation without a vote leaves their interests unheard in budgets that spend their money.',
    },
    ['Claim', 'Warrant', 'Evidence', 'Impact'],
    3,
  ),
  identify(
    {
      id: 'ab-missing-evidence-four-day',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.fourDayWeek,
      prompt:
        'Which part is missing? "A four-day week would cut burnout. Burnout comes from too little time to recover; a third day off gives people that time. Less burnout means fewer people leaving their jobs and less sick leave."',
      explanation:
        'It has a claim, a warrant (recovery time) and an impact (fewer resignations and less sick leave), but no evidence that it happens: a trial, a survey or an example would show the mechanism works.',
    },
    ['Claim', 'Warrant', 'Evidence', 'Impact'],
    2,
  ),
  identify(
    {
      id: 'ab-missing-claim-basic-income',
      areas,
      skill: 'structure',
      difficulty: 3,
      motion: MOTIONS.basicIncome,
      prompt:
        'Which part is missing? "Means-tested benefits are withdrawn as earnings rise, so taking extra hours can leave people barely better off. Some claimants face effective tax rates above 70 per cent on extra earnings. People stay trapped in low hours and low pay."',
      explanation:
        'The reasoning, evidence and harm are all there, but the speaker never says what they prove: that a universal basic income, which is not withdrawn, would make work pay. Without the claim the judge cannot tell which side the point supports.',
    },
    ['Claim', 'Warrant', 'Evidence', 'Impact'],
    0,
  ),
  tag(
    {
      id: 'ab-tag-compulsory-voting-opp',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.compulsoryVoting,
      prompt: 'Tag each sentence of this opposition argument.',
      explanation:
        'Claim: forced votes are less informed. Warrant: people who would not choose to vote have had less reason to follow politics. Evidence: the rise in spoiled or random ballots. Impact: outcomes decided by noise rather than considered choices.',
    },
    ARGUMENT_PART_TAGS,
    [
      ['Compulsory voting would add many uninformed votes.', 'claim'],
      ['People who would not vote by choice have usually had less reason to follow the issues.', 'warrant'],
      [
        'Where voting is compulsory, a share of ballots are left blank, spoiled or filled in for the first name on the list.',
        'evidence',
      ],
      ['Close results could then turn on random choices rather than considered ones.', 'impact'],
    ],
  ),
  tag(
    {
      id: 'ab-tag-four-day-opp',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.fourDayWeek,
      prompt: 'Tag each sentence of this opposition argument.',
      explanation:
        'The claim is that some services cannot shorten; the warrant is that care is needed every hour; the evidence is the rota arithmetic; the impact is worse care or higher cost. Evidence can be reasoning with numbers, not only a study.',
    },
    ARGUMENT_PART_TAGS,
    [
      ['Care services cannot move to a four-day week without harm.', 'claim'],
      [
        'Patients and residents need care every hour of every day, so a shorter week for staff means more staff, not less work.',
        'warrant',
      ],
      ['Cutting each nurse from five shifts to four needs a quarter more nurses to cover the same rota.', 'evidence'],
      ['Either wards run short-staffed or taxes rise to pay for staff who do not yet exist.', 'impact'],
    ],
  ),
  tag(
    {
      id: 'ab-tag-mixed-order',
      areas,
      skill: 'structure',
      difficulty: 3,
      motion: MOTIONS.carFree,
      prompt: 'This speaker gave the parts out of order. Tag each sentence.',
      explanation:
        'Speakers often lead with a striking example. Here the first sentence is evidence, the second the impact, the third the claim and the fourth the warrant. Tagging by function, not position, is how you find what to answer.',
    },
    ARGUMENT_PART_TAGS,
    [
      ['After one city closed its main shopping street to cars, footfall there rose the next year.', 'evidence'],
      ['Local shops, cafés and the jobs they hold would do better.', 'impact'],
      ['Car-free centres are good for city-centre business.', 'claim'],
      ['People on foot linger, browse and stop for coffee; drivers go straight to their destination and leave.', 'warrant'],
    ],
  ),
  single(
    {
      id: 'ab-what-is-warrant',
      areas,
      skill: 'structure',
      difficulty: 1,
      prompt: 'What does a warrant do in an argument?',
      explanation:
        'The warrant is the "because": the reasoning that links the claim to the world. Evidence supports the warrant, and the impact says why the claim matters. Judges reward arguments whose warrant is explained, not just asserted.',
    },
    'It explains why the claim is true',
    ['It shows how much the argument matters', 'It names the source of a statistic', 'It restates the claim in other words'],
  ),
  single(
    {
      id: 'ab-best-impact',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.exams,
      prompt: 'Which is the strongest impact for "Exams measure performance under pressure, not learning"?',
      explanation:
        'A strong impact says who is harmed, how, and how much: students mis-sorted into courses and jobs, for life. Restating the claim or saying "this is bad" gives the judge nothing to weigh.',
    },
    'Able students are turned away from courses and careers they could do well in, and that follows them for life',
    ['This is a problem with exams', 'Exams are stressful', 'Many experts disagree with exams'],
  ),
  single(
    {
      id: 'ab-strongest-warrant',
      areas,
      skill: 'structure',
      difficulty: 2,
      motion: MOTIONS.votingAge,
      prompt: 'Which is the strongest warrant for "16-year-olds are mature enough to vote"?',
      explanation:
        'The strongest warrant gives a reason that applies to voting: the law already trusts 16-year-olds with comparable decisions. Popularity or a single example are not reasons; "young people are smart" is an assertion.',
    },
    'The law already trusts 16-year-olds with decisions of similar weight, such as consenting to medical treatment in many places',
    [
      'Lots of 16-year-olds want the vote',
      'Young people are very smart nowadays',
      'One 16-year-old started a famous climate campaign',
    ],
  ),
  multiple(
    {
      id: 'ab-good-evidence',
      areas,
      skill: 'structure',
      difficulty: 2,
      prompt: 'Which make evidence more persuasive to a judge? Choose all that apply.',
      explanation:
        'Judges trust evidence whose source, date and scale they know, and which shows the mechanism you argue. A vivid anecdote and a long quotation do not prove a general claim; evidence also needs explaining, not just reading out.',
    },
    [
      'Saying who found it and when',
      'Explaining how it shows your warrant is true',
      'Evidence that matches the context of the motion',
    ],
    ['Reading a long quotation word for word', 'Using one vivid story to prove a general trend'],
  ),
  multiple(
    {
      id: 'ab-claim-qualities',
      areas,
      skill: 'structure',
      difficulty: 1,
      prompt: 'Which make a good claim? Choose all that apply.',
      explanation:
        'A claim should be one clear sentence a judge can write down, and should support your side of the motion. Details belong in the warrant and evidence; a question is not a claim.',
    },
    ['One sentence a judge can write down', 'Clearly supports your side of the motion'],
    ['Contains every statistic you have', 'Phrased as a question to the audience'],
  ),
  trueFalse(
    {
      id: 'ab-tf-evidence-alone',
      areas,
      skill: 'structure',
      difficulty: 1,
      prompt: 'True or false: a strong statistic can stand on its own without a warrant.',
      explanation:
        'False. A statistic shows that something is so, not why. Without a warrant the opponent can say the numbers have another cause, and the judge has no reason to prefer your reading.',
    },
    false,
  ),
  trueFalse(
    {
      id: 'ab-tf-impact-comparative',
      areas,
      skill: 'weighing',
      difficulty: 2,
      prompt: 'True or false: an impact is stronger when it is compared with what happens under the other side.',
      explanation:
        'True. Judges decide between two worlds. An impact that says "this is better than the status quo (or their model) because…" does the comparison for the judge instead of leaving it to chance.',
    },
    true,
  ),
  trueFalse(
    {
      id: 'ab-tf-one-argument-many-claims',
      areas,
      skill: 'structure',
      difficulty: 2,
      prompt: 'True or false: it is better to make six quick claims than two well-explained arguments.',
      explanation:
        'False. Judges credit arguments they understand and that survive rebuttal. Six under-explained claims are easy to answer in one line each; two with warrants, evidence and impacts need real answers.',
    },
    false,
  ),
  single(
    {
      id: 'ab-model-needed',
      areas,
      skill: 'motion-analysis',
      difficulty: 2,
      motion: MOTIONS.basicIncome,
      prompt: 'Why should the first proposition speaker set out a model for this motion?',
      explanation:
        'A policy motion ("would fund") needs the proposition to say what they would do — how much, for whom, paid how — so the debate is about a real policy and the opposition can engage with it instead of guessing.',
    },
    'So both sides debate the same policy: how much is paid, to whom and how it is funded',
    [
      'Because the rules forbid the opposition from speaking about funding',
      'To avoid having to give any arguments',
      'Because a model is only needed in value debates',
    ],
  ),
  single(
    {
      id: 'ab-motion-type-value',
      areas,
      skill: 'motion-analysis',
      difficulty: 1,
      prompt: 'Which of these motions is a value motion (about a judgement) rather than a policy motion (about an action)?',
      explanation:
        '"This house believes social media has harmed democracy" asks for a judgement about the world; the others ask whether to do something. Value motions are won by criteria and comparison, policy motions by a model and its outcomes.',
    },
    MOTIONS.socialMedia,
    [MOTIONS.sugarTax, MOTIONS.carFree, MOTIONS.compulsoryVoting],
  ),
  multiple(
    {
      id: 'ab-stakeholders-car-free',
      areas: ['argument-builder', 'research'],
      skill: 'motion-analysis',
      difficulty: 1,
      motion: MOTIONS.carFree,
      prompt: 'Which groups are directly affected by this motion? Choose all that apply.',
      explanation:
        'Residents, businesses, disabled people and delivery firms all feel a car ban directly. A stakeholder map helps find arguments for both sides; farmers and overseas tourists are at most distant stakeholders.',
    },
    ['City-centre residents', 'Shops and cafés in the centre', 'People with limited mobility', 'Delivery firms'],
    ['Farmers in rural areas', 'People who never visit the city'],
  ),
  single(
    {
      id: 'ab-burden-believes',
      areas,
      skill: 'motion-analysis',
      difficulty: 3,
      motion: MOTIONS.socialMedia,
      prompt: 'What must the proposition show to win "This house believes social media has harmed democracy"?',
      explanation:
        'The burden is comparative and on balance: democracy is worse off with social media than it would have been without it. Proving one harm is not enough if the opposition shows greater benefits, and proving every user was harmed is not required.',
    },
    'That, on balance, democracy is worse off with social media than it would be without it',
    [
      'That every social media user has been harmed',
      'That social media should be banned',
      'That at least one election has been influenced online',
    ],
  ),
];
