// An icon for each training area (src/shared/training/skills.ts holds the areas themselves).
import {
  BookOpenText,
  ClipboardCheck,
  History,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Mic,
  Puzzle,
  Repeat2,
  Rocket,
} from 'lucide-react';
import type { TrainingAreaId } from '#shared/training/skills.ts';

export const AREA_ICONS: Readonly<Record<TrainingAreaId, LucideIcon>> = {
  dashboard: LayoutDashboard,
  'argument-builder': Puzzle,
  rebuttal: Repeat2,
  research: BookOpenText,
  speech: Mic,
  'mock-debate': MessagesSquare,
  'quick-start': Rocket,
  history: History,
  assessment: ClipboardCheck,
};
