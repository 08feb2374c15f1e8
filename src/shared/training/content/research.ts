// Topic research bank: checking and citing sources, definitions, stakeholders
// and preparing both sides — the checklist the research notes are scored by,
// asked as questions.
import type { TrainingItem } from '../contract.ts';
import { multiple, ordering, single, tag, trueFalse } from './build.ts';
import { MOTIONS } from './motions.ts';

const research = { skill: 'research' as const, areas: ['research' as const] };

export const RESEARCH_ITEMS: TrainingItem[] = [
  multiple(
    {
      id: 'rs-source-check',
      ...research,
      difficulty: 1,
      prompt: 'Before using a statistic in a debate, what should you check? Choose all that apply.',
      explanation:
        'Who produced it, when, and how it was measured decide whether it can bear your argument. Whether it is popular online says nothing about its accuracy.',
    },
    ['Who produced it', 'When it was published', 'How it was measured'],
    ['How many times it was shared online', 'Whether it supports your side'],
  ),
  single(
    {
      id: 'rs-primary',
      ...research,
      difficulty: 2,
      prompt: 'A news article reports a study’s finding. What should you do before citing it?',
      explanation:
        'Find the study itself if you can: articles often simplify or overstate findings, and opponents who read the original can catch you out.',
    },
    'Find and read the original study, or at least its summary',
    ['Cite the headline as the finding', 'Cite the article’s comments section', 'Nothing: news articles are always accurate'],
  ),
  single(
    {
      id: 'rs-citation',
      ...research,
      difficulty: 1,
      prompt: 'Which is a good way to cite evidence in a speech?',
      explanation:
        'Say who found it and when, then the finding, then why it matters. "Studies show" invites the question "which studies?" and earns little credit.',
    },
    '"A 2023 government survey of 10,000 households found…"',
    ['"Studies show…"', '"Everyone knows…"', '"I read somewhere that…"'],
  ),
  ordering(
    {
      id: 'rs-prep-order',
      ...research,
      difficulty: 2,
      prompt: 'Put these research steps for a new motion in a sensible order.',
      explanation:
        'Define the terms first (they set the debate’s scope), map who is affected, list both sides’ strongest arguments, then look for evidence for the arguments you will run and answers to the ones you will face.',
    },
    [
      'Define the key terms of the motion',
      'Map the stakeholders',
      'List both sides’ strongest arguments',
      'Find evidence for each argument',
      'Prepare answers to the other side’s best arguments',
    ],
  ),
  single(
    {
      id: 'rs-definition',
      ...research,
      skill: 'motion-analysis',
      difficulty: 2,
      motion: MOTIONS.fourDayWeek,
      prompt: 'Which is the most useful definition of "four-day working week" for this debate?',
      explanation:
        'A useful definition is precise and reasonable: it says whether pay and hours change. Compressing the same hours into four days is a different policy from cutting hours, and the debate turns on which one is meant.',
    },
    'Four days of work for the same pay, with weekly hours reduced (for example from 40 to 32)',
    [
      'Any week with fewer days',
      'Whatever the opposition thinks it means',
      'A week where people work four days and are paid for four',
    ],
  ),
  trueFalse(
    {
      id: 'rs-tf-both-sides',
      ...research,
      difficulty: 1,
      prompt: 'True or false: you should research the other side’s best arguments as carefully as your own.',
      explanation:
        'True. You will meet their best case; knowing it lets you prepare responses, and you may be given either side in a tournament.',
    },
    true,
  ),
  trueFalse(
    {
      id: 'rs-tf-wiki',
      ...research,
      difficulty: 2,
      prompt: 'True or false: an open encyclopedia entry is a good final source to cite in a debate.',
      explanation:
        'False. It is a good place to start — its references lead to primary sources — but cite the underlying source, which an opponent or judge can check.',
    },
    false,
  ),
  tag(
    {
      id: 'rs-tag-source-types',
      ...research,
      difficulty: 2,
      prompt: 'Tag each source as primary or secondary.',
      explanation:
        'A primary source is the original data or document (a statistics office release, the text of a law, a trial’s results); a secondary source reports or interprets it (a newspaper article, a blog).',
    },
    [
      { id: 'primary', text: 'Primary' },
      { id: 'secondary', text: 'Secondary' },
    ],
    [
      ['The national statistics office’s data on working hours', 'primary'],
      ['A newspaper article summarising a trial of the four-day week', 'secondary'],
      ['The text of the law that created a sugar levy', 'primary'],
      ['A blog post reviewing basic income experiments', 'secondary'],
    ],
  ),
  multiple(
    {
      id: 'rs-stakeholders-voting-age',
      ...research,
      difficulty: 1,
      motion: MOTIONS.votingAge,
      prompt: 'Which stakeholders should your notes on this motion cover? Choose all that apply.',
      explanation:
        '16- and 17-year-olds, schools, political parties and older voters are all affected. Listing stakeholders finds arguments on both sides; the others have no particular stake.',
    },
    ['16- and 17-year-olds', 'Schools and teachers', 'Political parties', 'Older voters'],
    ['Foreign tourists', 'Car manufacturers'],
  ),
  single(
    {
      id: 'rs-bias',
      ...research,
      difficulty: 2,
      motion: MOTIONS.sugarTax,
      prompt: 'A report against the sugar tax was funded by a soft drinks trade body. How should you treat it?',
      explanation:
        'Funding is a reason to check the method, not to dismiss the finding (that would be ad hominem). Check how it was measured and whether independent sources agree; say who funded it if you cite it.',
    },
    'Check its method and look for independent sources before relying on it',
    [
      'Ignore it: funded research is always false',
      'Cite it without mentioning who funded it',
      'Use it only if it supports your side',
    ],
  ),
  single(
    {
      id: 'rs-currency',
      ...research,
      difficulty: 2,
      motion: MOTIONS.socialMedia,
      prompt: 'Why does the date of a source matter especially for this motion?',
      explanation:
        'Platforms, their algorithms and their rules change quickly; evidence from a decade ago may describe a different product. Prefer recent sources, or explain why older findings still apply.',
    },
    'Platforms and their algorithms change fast, so old findings may no longer hold',
    [
      'Older sources are always more reliable',
      'Judges only accept sources from this year',
      'Dates do not matter for value motions',
    ],
  ),
  multiple(
    {
      id: 'rs-notes-contain',
      ...research,
      difficulty: 1,
      prompt: 'Which belong in research notes for a motion? Choose all that apply.',
      explanation:
        'Definitions, stakeholders, both sides’ arguments and sources with citations are what the research checklist scores. A finished speech script belongs to speech practice, not research.',
    },
    ['Definitions of the key terms', 'Stakeholders', 'Both sides’ best arguments', 'Sources with their citations'],
    ['A word-for-word speech', 'Only arguments for your side'],
  ),
  single(
    {
      id: 'rs-counter-evidence',
      ...research,
      difficulty: 3,
      motion: MOTIONS.carFree,
      prompt: 'You find strong evidence that hurts your side. What should you do?',
      explanation:
        'Note it and prepare an answer: the other side may find it too. Knowing its limits (context, method, scale) lets you mitigate it or show it is not unique in the round.',
    },
    'Note it and prepare a response, because the other side may use it',
    ['Delete it so you forget it', 'Pretend it does not exist if it comes up', 'Change your side'],
  ),
  single(
    {
      id: 'rs-context-fit',
      ...research,
      difficulty: 3,
      motion: MOTIONS.compulsoryVoting,
      prompt:
        'You cite high turnout in a country with compulsory voting. What is the opposition’s best challenge to the evidence?',
      explanation:
        'Evidence from one country applies to another only if the relevant conditions are similar — enforcement, fines, culture, how easy voting is. Asking whether it transfers is a fair challenge; the others are not.',
    },
    'That the country differs in ways that matter, such as how voting is enforced and made easy',
    ['That the country is far away', 'That the speaker pronounced its name wrongly', 'That turnout is not a number'],
  ),
];
