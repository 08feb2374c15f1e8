// Pure rules of the training pages, kept out of the components so they can be
// tested alone: which drawn items are answered, what a saved attempt's draft
// is, how long a timed drill's current item has left, and research notes as
// text or Markdown for the download. Scores are never computed here: the
// server scores every attempt (docs/training.md).
import type {
  AttemptDetail,
  AttemptListItem,
  FreeWork,
  ResearchNotes,
  RubricRatings,
  SubmittedAnswer,
} from '#shared/training/contract.ts';

type ItemView = AttemptDetail['items'][number];

/** What the page edits before it is saved: one answer per item, the free work and the self-assessment. */
export interface AttemptDraft {
  answers: Record<string, SubmittedAnswer>;
  work: FreeWork[];
  selfAssessment: RubricRatings;
}

export function draftOf(attempt: Pick<AttemptDetail, 'answers' | 'work' | 'selfAssessment'>): AttemptDraft {
  return {
    answers: Object.fromEntries(attempt.answers.map((a) => [a.itemId, a])),
    work: attempt.work,
    selfAssessment: attempt.selfAssessment ?? {},
  };
}

/** Answers in the items' order, leaving out answers to items no longer in the attempt. */
export function answersInOrder(items: readonly Pick<ItemView, 'id'>[], draft: AttemptDraft): SubmittedAnswer[] {
  return items.map((item) => draft.answers[item.id]).filter((a): a is SubmittedAnswer => Boolean(a));
}

/** Whether an answer says something: a choice made, every part of a tag item tagged. */
export function isAnswerComplete(item: ItemView, answer: SubmittedAnswer | undefined): boolean {
  if (!answer || answer.type !== item.type) return false;
  switch (answer.type) {
    case 'single-choice':
    case 'identify-part':
      return Boolean(answer.optionId);
    case 'multiple-choice':
      return answer.optionIds.length > 0;
    case 'true-false':
      return true;
    case 'ordering':
      return answer.order.length === (item.options?.length ?? 0);
    case 'tag':
      return (item.options ?? []).every((part) => Boolean(answer.tags[part.id]));
  }
}

export function countAnswered(items: readonly ItemView[], draft: AttemptDraft): number {
  return items.filter((item) => isAnswerComplete(item, draft.answers[item.id])).length;
}

/**
 * Milliseconds left on a timed drill's current item: the item's own limit
 * from when it was shown, and never past the server's bound for it — the
 * n-th item (0-based index n) must reach the server within n + 1 limits of
 * the attempt's start (docs/training.md, "Timed drills and the server's clock").
 */
export function drillRemainingMs(args: {
  index: number;
  limitMs: number;
  startedAt: number;
  shownAt: number;
  now: number;
}): number {
  const own = args.limitMs - (args.now - args.shownAt);
  const bound = args.startedAt + (args.index + 1) * args.limitMs - args.now;
  return Math.max(0, Math.min(own, bound));
}

/** "4:05"; "+0:12" past time. */
export function formatClock(ms: number): string {
  const overtime = ms < 0;
  const total = overtime ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${overtime ? '+' : ''}${minutes}:${String(seconds).padStart(2, '0')}`;
}

export function emptyResearchNotes(motion: string): ResearchNotes {
  return { kind: 'research-notes', motion, definitions: [], stakeholders: [], proposition: [], opposition: [], sources: [] };
}

/** Notes without empty rows, as they are saved: blank lines the member added but did not fill say nothing. */
export function tidyResearchNotes(notes: ResearchNotes): ResearchNotes {
  const filled = (values: readonly string[]) => values.map((v) => v.trim()).filter(Boolean);
  return {
    ...notes,
    definitions: notes.definitions
      .map((d) => ({ term: d.term.trim(), meaning: d.meaning.trim() }))
      .filter((d) => d.term.length > 0),
    stakeholders: filled(notes.stakeholders),
    proposition: filled(notes.proposition),
    opposition: filled(notes.opposition),
    sources: notes.sources
      .map((s) => ({ title: s.title.trim(), citation: s.citation.trim(), note: (s.note ?? '').trim() }))
      .filter((s) => s.title.length > 0 && s.citation.length > 0)
      .map((s) => (s.note ? s : { title: s.title, citation: s.citation })),
  };
}

/** Research notes as Markdown (`markdown`) or plain text, for the download and for reuse in a debate's flow. */
export function researchNotesText(notes: ResearchNotes, style: 'markdown' | 'text'): string {
  const md = style === 'markdown';
  const heading = (text: string) => (md ? `## ${text}` : `${text.toUpperCase()}`);
  const bullet = (text: string) => `${md ? '-' : '*'} ${text}`;
  const list = (title: string, values: readonly string[]) =>
    values.length ? [heading(title), ...values.map(bullet), ''] : [heading(title), md ? '_None yet._' : '(none yet)', ''];
  const lines = [md ? `# ${notes.motion}` : notes.motion, ''];
  lines.push(
    ...list(
      'Definitions',
      notes.definitions.map((d) => (md ? `**${d.term}**: ${d.meaning}` : `${d.term}: ${d.meaning}`)),
    ),
  );
  lines.push(...list('Stakeholders', notes.stakeholders));
  lines.push(...list('Proposition', notes.proposition));
  lines.push(...list('Opposition', notes.opposition));
  lines.push(
    ...list(
      'Sources',
      notes.sources.map((s) => `${md ? `*${s.title}*` : s.title} — ${s.citation}${s.note ? `. ${s.note}` : ''}`),
    ),
  );
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A file name from a motion: lower-case words joined by hyphens, at most 60 characters. */
export function notesFileName(motion: string, extension: 'md' | 'txt'): string {
  const base =
    motion
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'research-notes';
  return `${base}.${extension}`;
}

/** An answer in words, for the result: the options chosen, the order, the tags; null when there is none. */
export function describeAnswer(item: ItemView, answer: SubmittedAnswer | undefined): string | null {
  if (!answer || answer.type !== item.type) return null;
  const text = (id: string) => item.options?.find((o) => o.id === id)?.text ?? id;
  const tag = (id: string) => item.tags?.find((t) => t.id === id)?.text ?? id;
  switch (answer.type) {
    case 'single-choice':
    case 'identify-part':
      return text(answer.optionId);
    case 'multiple-choice':
      return answer.optionIds.length ? answer.optionIds.map(text).join('; ') : null;
    case 'true-false':
      return answer.value ? 'True' : 'False';
    case 'ordering':
      return answer.order.map((id, i) => `${i + 1}. ${text(id)}`).join(' ');
    case 'tag': {
      const parts = (item.options ?? []).filter((part) => answer.tags[part.id]);
      return parts.length ? parts.map((part) => `${text(part.id)} → ${tag(answer.tags[part.id] as string)}`).join('; ') : null;
    }
  }
}

export interface MotionChoice {
  value: string;
  /** Where it comes from: the community's topics, or the training's own civic motions. */
  group: 'topics' | 'practice';
}

/** The longest motion an attempt stores (StartAttemptInputSchema). */
const MOTION_MAX = 300;

/**
 * The motions to practise on: the community's live topics first (as the
 * topics list gives them), then the training's own civic motions as a
 * fallback, each once.
 */
export function motionChoices(liveTopics: readonly string[], practiceMotions: readonly string[]): MotionChoice[] {
  const seen = new Set<string>();
  const out: MotionChoice[] = [];
  const add = (value: string, group: MotionChoice['group']) => {
    const motion = value.trim();
    const key = motion.toLowerCase();
    if (!motion || motion.length > MOTION_MAX || seen.has(key)) return;
    seen.add(key);
    out.push({ value: motion, group });
  };
  for (const topic of liveTopics) add(topic, 'topics');
  for (const motion of practiceMotions) add(motion, 'practice');
  return out;
}

export interface ProgressPoint {
  attemptId: string;
  /** ISO time of the completion. */
  at: string;
  percent: number;
  score: number;
  max: number;
}

/**
 * A skill's percentage in each completed attempt that scored it, oldest
 * first (the history lists newest first); without a skill, each attempt's
 * whole percentage.
 */
export function progressPoints(
  attempts: readonly Pick<AttemptListItem, 'id' | 'completedAt' | 'score' | 'max' | 'bySkill'>[],
  skill: string | null,
): ProgressPoint[] {
  const points: ProgressPoint[] = [];
  for (const attempt of attempts) {
    if (!attempt.completedAt || attempt.score === null) continue;
    const part = skill ? attempt.bySkill[skill] : { score: attempt.score, max: attempt.max };
    if (!part || !(part.max > 0)) continue;
    points.push({
      attemptId: attempt.id,
      at: attempt.completedAt,
      score: part.score,
      max: part.max,
      percent: Math.min(100, Math.max(0, Math.floor((part.score * 100) / part.max))),
    });
  }
  return points.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
