// The page shell of a debate's page (ADR 0046): what the page's first screen
// shows — the way back, the status and format badges, the title, the motion
// and, for a room that is open, the room's heading and clock — written by the
// server into the HTML from the same records the page reads first (the debate
// and its room's snapshot, which the server embeds beside it). On a live
// debate the largest element of the first screen is in the room's clock card
// (the pause reason, the clock), so the shell carries the room's top too: the
// page's largest contentful paint is then the HTML's, not the app's.
//
// The markup is the React page's own, element for element and class for
// class (components/debate-details.tsx, room/debate-room.tsx, room-runner.tsx,
// ui/badge.tsx, back-link.tsx); unit tests render the React components and
// compare (src/web/features/debates/components/debate-shell.test.tsx), so a
// change to one side fails until the other follows. Tailwind finds every
// class here in those components. What is interactive in the page (the back
// link, the motion's link to its topic, the share buttons, the Bells toggle)
// is written inert here: the shell is on screen only until the app renders.
//
// Shared (not server-only) for the tests and for formatClock, which the
// room's clock uses too; the landing page never imports this module.
import type { DebateDetailView, DebateRoomSnapshot } from './debates/contract.ts';
import { closedTimerState, type TimerState, timerView } from './debates/timer.ts';
import { DEBATE_TYPES } from './debates/types.ts';
import { FORMAT_LABELS } from './formats/format-labels.ts';
import { getFormat } from './formats/formats.ts';
import { formatForTimer } from './formats/positions.ts';
import type { FormatSpeech } from './formats/format-types.ts';
import { shellFrameHtml } from './page-shell.ts';
import { lucideIconHtml } from './shell-icon.ts';

/** The id of the `<script type="application/json">` element with the page's debate and room (read once by the page). */
export const DEBATE_PAGE_DATA_ELEMENT_ID = 'debate-page-data';

/** What the server embeds for a debate's page: the two records its first render needs. */
export interface DebatePageData {
  debate: DebateDetailView;
  room: DebateRoomSnapshot | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** "4:05" left, "+0:12" over time: the room's clock. */
export function formatClock(ms: number): string {
  const overtime = ms < 0;
  const total = overtime ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${overtime ? '+' : ''}${minutes}:${String(seconds).padStart(2, '0')}`;
}

const humanize = (id: string) =>
  id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

// As ui/badge.tsx and debate-labels.ts (DEBATE_STATUSES) write them.
const BADGE_CLASSES = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium';
const BADGE_TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-100 text-brand-800',
  danger: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-900',
} as const;
const STATUS_BADGES: Readonly<Record<string, { label: string; tone: keyof typeof BADGE_TONES }>> = {
  scheduled: { label: 'Scheduled', tone: 'brand' },
  live: { label: 'Live', tone: 'danger' },
  finished: { label: 'Finished', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
};

const badgeHtml = (tone: keyof typeof BADGE_TONES, inner: string) =>
  `<span class="${BADGE_CLASSES} ${BADGE_TONES[tone]}">${inner}</span>`;

/** The debate's status badge (DebateStatusBadge). */
export function debateStatusBadgeHtml(status: string): string {
  const badge = Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status] : undefined;
  const dot =
    status === 'live'
      ? '<span aria-hidden="true" class="mr-1.5 inline-block h-1.5 w-1.5 rounded-full bg-red-600 motion-safe:animate-pulse"></span>'
      : '';
  return badgeHtml(badge?.tone ?? 'neutral', `${dot}${escapeHtml(badge?.label ?? humanize(status))}`);
}

const labelOf = (labels: Readonly<Record<string, string>>, id: string) =>
  Object.hasOwn(labels, id) ? (labels[id] as string) : humanize(id);
const TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(DEBATE_TYPES.map((type) => [type.id, type.label]));

const ARROW_LEFT_SVG = lucideIconHtml(
  'lucide-arrow-left',
  'h-4 w-4',
  '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>',
);
const RADIO_SVG = lucideIconHtml(
  'lucide-radio',
  'h-5 w-5 text-red-400',
  '<path d="M16.247 7.761a6 6 0 0 1 0 8.478"></path><path d="M19.075 4.933a10 10 0 0 1 0 14.134"></path><path d="M4.925 19.067a10 10 0 0 1 0-14.134"></path><path d="M7.753 16.239a6 6 0 0 1 0-8.478"></path><circle cx="12" cy="12" r="2"></circle>',
);
const BELL_OFF_SVG = lucideIconHtml(
  'lucide-bell-off',
  'h-4 w-4',
  '<path d="M10.268 21a2 2 0 0 0 3.464 0"></path><path d="M17 17H4a1 1 0 0 1-.74-1.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 .258-1.742"></path><path d="m2 2 20 20"></path><path d="M8.668 3.01A6 6 0 0 1 18 8c0 2.687.77 4.653 1.707 6.05"></path>',
);

/** The classes of the debate page's header (debate-details.tsx), shared with its React rendering through the tests. */
export const DEBATE_HEADER_CLASSES = {
  page: 'pt-6 pb-16',
  backLink: 'inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline',
  badges: 'flex flex-wrap items-center gap-2',
  title: 'mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl',
  motion: 'mt-3 max-w-3xl text-lg text-slate-700',
  motionLabel: 'font-semibold text-slate-900',
  topicLink: 'underline underline-offset-2 hover:text-brand-700',
} as const;

/** The badges, h1 and motion (DebateHeading); the motion's topic link is inert text with the link's look. */
export function debateHeadingHtml(
  debate: Pick<DebateDetailView, 'status' | 'format' | 'debateType' | 'title' | 'topic' | 'topicId'>,
): string {
  const c = DEBATE_HEADER_CLASSES;
  const topic = escapeHtml(debate.topic);
  return (
    `<div class="${c.badges}">${debateStatusBadgeHtml(debate.status)}` +
    `${badgeHtml('neutral', escapeHtml(labelOf(FORMAT_LABELS, debate.format)))}` +
    `${badgeHtml('neutral', escapeHtml(labelOf(TYPE_LABELS, debate.debateType)))}</div>` +
    `<h1 class="${c.title}">${escapeHtml(debate.title)}</h1>` +
    `<p class="${c.motion}"><span class="${c.motionLabel}">Motion:</span> ` +
    `${debate.topicId ? `<span class="${c.topicLink}">${topic}</span>` : topic}</p>`
  );
}

const PHASE_LABELS: Record<TimerState['phase'], string> = {
  waiting: 'Waiting to start',
  speech: 'Speech',
  prep: 'Preparation',
  between: 'Between speeches',
  finished: 'Finished',
};

/** The channel's labels (debate-room.tsx): all in one grid cell, so the line keeps the longest one's width. */
export const ROOM_CHANNEL_LABELS = ['Live updates on', 'Connecting…', 'Reconnecting…'] as const;

/** Who holds the speech's positions, "open position" for an empty one (debate-room.tsx). */
export function speakerNames(debate: Pick<DebateDetailView, 'participants'>, speech: FormatSpeech | null): string {
  if (!speech) return '';
  return speech.speakers
    .map((position) => debate.participants.find((p) => p.role === position)?.name ?? 'open position')
    .join(' & ');
}

/** "Jo Bloggs (chair judge) runs the room" (room-runner.tsx). */
export function runnerText(runner: NonNullable<DebateRoomSnapshot['runner']>): string {
  return `${runner.name} (${runner.role === 'chair-judge' ? 'chair judge' : 'the organiser'}) runs the room`;
}

/**
 * The room's clock card (RoomClockCard) at `now`, or '' when the room shows
 * none: a room not open yet (its box depends on who is looking), a debate
 * cancelled before anything happened, a format the app does not know.
 */
export function roomTopHtml(debate: DebateDetailView, room: DebateRoomSnapshot | null, now: number): string {
  if (!room) return '';
  const status = room.status;
  const isClosed = status === 'finished' || status === 'cancelled';
  if (!(status === 'live' || isClosed) || (status === 'cancelled' && !room.events.length)) return '';
  const fullFormat = getFormat(debate.format);
  if (!fullFormat) return '';
  const state = isClosed ? closedTimerState(room.timer) : room.timer;
  const format = formatForTimer(fullFormat, state.speechIds);
  const view = timerView(format, state, now);
  const paused = (state.phase === 'speech' || state.phase === 'prep') && !state.running ? ' · paused' : '';
  const lines = [
    `<p class="text-sm tracking-wide text-slate-300 uppercase">${status === 'cancelled' ? 'Cancelled' : PHASE_LABELS[state.phase]}${paused}</p>`,
    !state.running && state.pauseReason
      ? `<p class="mt-1 font-semibold text-amber-200">Paused — ${escapeHtml(state.pauseReason)}</p>`
      : '',
    state.phase === 'speech' && view.speech
      ? `<p class="mt-1 text-lg font-semibold">${escapeHtml(view.speech.label)} — ${escapeHtml(speakerNames(debate, view.speech))}</p>`
      : '',
    state.phase === 'prep'
      ? `<p class="mt-1 text-lg font-semibold">${escapeHtml(format.sides.find((s) => s.id === state.prepSide)?.label ?? 'Everyone')} preparing</p>`
      : '',
    view.durationMs > 0
      ? `<p aria-hidden="true" class="mt-2 font-mono text-6xl font-bold tabular-nums sm:text-7xl${view.isOvertime ? ' text-red-400' : ''}">${formatClock(view.remainingMs)}</p>`
      : '',
    view.isOvertime ? '<p class="mt-1 font-semibold text-red-300">Overtime</p>' : '',
    state.phase === 'speech' && view.speech?.poiWindow
      ? `<p class="mt-2 text-sm text-slate-200">${view.isPoiOpen ? 'Points of information open' : 'Protected time — no points of information'} · offered ${state.poiOffered}, accepted ${state.poiAccepted}</p>`
      : '',
  ];
  const channel =
    '<span class="grid">' +
    ROOM_CHANNEL_LABELS.map((label) => `<span aria-hidden="true" class="invisible col-start-1 row-start-1">${label}</span>`).join(
      '',
    ) +
    `<span class="col-start-1 row-start-1">${ROOM_CHANNEL_LABELS[1]}</span></span>`;
  return (
    '<section class="rounded-xl bg-slate-900 p-5 text-white shadow-sm">' +
    '<div class="flex flex-wrap items-center justify-between gap-2">' +
    `<h2 class="flex items-center gap-2 text-xl font-semibold">${isClosed ? '' : RADIO_SVG}Live room</h2>` +
    `<div class="flex items-center gap-3 text-sm text-slate-300${isClosed ? ' hidden' : ''}">${channel}` +
    `<span class="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-slate-100 ring-1 ring-slate-600">${BELL_OFF_SVG}Bells</span>` +
    '</div></div>' +
    (room.runner ? `<div class="text-sm text-slate-200 mt-2"><p>${escapeHtml(runnerText(room.runner))}.</p></div>` : '') +
    `<div class="mt-5 rounded-lg p-5 text-center transition-colors bg-slate-800">${lines.join('')}</div>` +
    '</section>'
  );
}

/**
 * The shell of a debate's page: its first screen as the page lays it out
 * (debate-details.tsx), from the debate and its room at `now` (the server's
 * time when it read them).
 */
export function debateShellHtml({ debate, room }: DebatePageData, now: number): string {
  const c = DEBATE_HEADER_CLASSES;
  const roomTop = roomTopHtml(debate, room, now);
  const note = debate.status === 'cancelled' ? 'This debate was cancelled and will not take place.' : '';
  const content =
    `<span class="${c.backLink}">${ARROW_LEFT_SVG}All debates</span>` +
    `<header class="mt-6">${debateHeadingHtml(debate)}<div class="mt-4 h-8"></div></header>` +
    (roomTop || note
      ? '<div class="mt-8 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-y-0">' +
        '<div class="space-y-4 empty:hidden lg:col-span-2 lg:col-start-1 lg:row-start-1 lg:mb-10">' +
        (note ? `<p class="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">${note}</p>` : '') +
        roomTop +
        '</div></div>'
      : '');
  return shellFrameHtml(content, c.page);
}
