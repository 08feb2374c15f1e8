// The training areas of spec section 1. The dashboard is /training itself; the
// other eight are modules, each with its own path in the route table. Titles
// come from the route table so the page heading and the document title agree.
import {
  BookOpenText,
  ClipboardCheck,
  History,
  type LucideIcon,
  MessagesSquare,
  Mic,
  Puzzle,
  Repeat2,
  Rocket,
} from 'lucide-react';
import { getRouteById } from '#shared/routes.ts';

export interface TrainingArea {
  routeId: string;
  path: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  /** What the module will practise, for the module page. */
  practise: readonly string[];
}

function area(routeId: string, icon: LucideIcon, summary: string, practise: readonly string[]): TrainingArea {
  const route = getRouteById(routeId);
  return { routeId, path: route.path, title: route.title, icon, summary, practise };
}

export const TRAINING_AREAS: readonly TrainingArea[] = [
  area('training-quick-start', Rocket, 'The essentials of debating in a few minutes: sides, speeches, timing and judging.', [
    'What the proposition and the opposition each have to do',
    'How speeches, time limits and points of information work',
    'What a judge looks for, and how to read a ballot',
  ]),
  area(
    'training-assessment',
    ClipboardCheck,
    'A short set of exercises that suggests where to start and what to practise first.',
    [
      'Questions on structure, rebuttal and evidence',
      'A score for each skill, so you can see your strengths',
      'A suggested order for the other modules',
    ],
  ),
  area('training-argument-builder', Puzzle, 'Build a structured argument step by step: claim, reasoning, evidence and impact.', [
    'Turning an opinion into a clear claim',
    'Backing it with reasoning and evidence',
    'Explaining why it matters more than the other side’s case',
  ]),
  area('training-rebuttal', Repeat2, 'Practise answering arguments: find the weak link and respond to it, not to a straw man.', [
    'Restating the other side’s point fairly before answering',
    'Spotting weak evidence, false assumptions and missing links',
    'Answering under time pressure',
  ]),
  area('training-research', BookOpenText, 'Research a debate topic: find good sources and prepare both sides of a motion.', [
    'Telling reliable sources from weak ones',
    'Collecting the strongest points for each side',
    'Organizing notes you can use in the round',
  ]),
  area('training-speech', Mic, 'Practise delivering a timed speech with a clear structure and a confident delivery.', [
    'Opening, signposting and closing a speech',
    'Keeping to time without rushing',
    'Pace, pauses and emphasis',
  ]),
  area('training-mock-debate', MessagesSquare, 'A practice debate that puts the other modules together, start to finish.', [
    'Preparing a case for an assigned side',
    'Speaking, rebutting and summing up in order',
    'Reviewing the round afterwards',
  ]),
  area('training-history', History, 'Your completed training modules and scores, so you can see your progress.', [
    'Every module you completed, with its score',
    'How your scores change over time',
    'Which modules to revisit',
  ]),
];

export function findTrainingArea(routeId: string): TrainingArea | undefined {
  return TRAINING_AREAS.find((a) => a.routeId === routeId);
}
