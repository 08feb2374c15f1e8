// The debate page's shell (shared/debate-shell.ts) against the React page it
// stands in for: the same elements and classes, so the swap moves nothing.
// React's markup differs from the shell's only where the shell is inert on
// purpose (a link is a span, the Bells button a span), in ids and test ids,
// and in the empty comments React puts between adjacent text.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DebateRoomSnapshot } from '#shared/debates/contract.ts';
import { initialTimerState, type TimerState, timerView } from '#shared/debates/timer.ts';
import { debateHeadingHtml, debateShellHtml, roomTopHtml } from '#shared/debate-shell.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { formatForTimer } from '#shared/formats/positions.ts';
import type { Debate } from '../types.ts';
import { DebateHeading } from './debate-details.tsx';
import { RoomClockCard, RoomHeadingRow } from './room/debate-room.tsx';
import { RoomRunner } from './room/room-runner.tsx';

const NOW = Date.parse('2026-11-27T10:00:00Z');

function debateOf(overrides: Partial<Debate> = {}): Debate {
  return {
    id: '6f1c1f2e-0000-4000-8000-000000000001',
    title: 'Social media and democracy',
    description: '',
    topic: 'This house believes social media has harmed democracy',
    topicId: null,
    format: 'standard',
    debateType: 'practice',
    venueType: 'virtual',
    location: null,
    startsAt: new Date(NOW - 600_000).toISOString(),
    timeZone: 'Europe/London',
    maxParticipants: 4,
    status: 'live',
    participantCount: 2,
    speakerCount: 2,
    participants: [
      { userId: 'u1', role: 'prop-1', name: 'Ana Costa', username: null, fullName: null, avatarUrl: null },
      { userId: 'u2', role: 'opp-1', name: 'Tom Becker', username: null, fullName: null, avatarUrl: null },
    ],
    onlineUrl: null,
    createdBy: 'u9',
    eventId: null,
    viewer: { userId: null, role: null, canEdit: false, canRunTimer: false },
    ...overrides,
  };
}

function roomOf(debate: Debate, timer: Partial<TimerState>, status = debate.status): DebateRoomSnapshot {
  return {
    debateId: debate.id,
    status,
    format: debate.format,
    timer: { ...initialTimerState(), version: 3, ...timer },
    runner: { userId: 'u9', name: 'Sara Nilsen', role: 'organiser' },
    serverTime: NOW,
    events: [{ version: 1, type: 'debate-started', payload: {}, actorName: 'Sara Nilsen', at: new Date(NOW).toISOString() }],
  };
}

/** What the React markup has and the inert shell does not: ids, test ids, data-*, aria-pressed, React's text separators. */
const normalise = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/ (id|data-[\w-]+|aria-pressed)="[^"]*"/g, '')
    .replace(/<button type="button"/g, '<span')
    .replace(/<\/button>/g, '</span>')
    .replace(/ hover:bg-slate-800/g, '')
    .replace(/<a ([^>]*?) ?href="[^"]*"/g, '<span $1')
    .replace(/<\/a>/g, '</span>')
    .replace(/&#x27;/g, '&#39;');

function reactRoomTop(debate: Debate, room: DebateRoomSnapshot): string {
  const fullFormat = getFormat(debate.format);
  if (!fullFormat) throw new Error('format');
  const state = room.timer;
  const format = formatForTimer(fullFormat, state.speechIds);
  const isClosed = room.status === 'finished' || room.status === 'cancelled';
  // As DebateRoom lays them out (less its screen-reader-only live region, which takes no room).
  return renderToStaticMarkup(
    <section className="rounded-xl bg-slate-900 p-5 text-white shadow-sm">
      <RoomHeadingRow headingId="h" isClosed={isClosed} channelStatus="connecting" isMuted onMute={() => {}} />
      <RoomRunner debate={debate} runner={room.runner} className="mt-2" />
      <RoomClockCard
        debate={debate}
        format={format}
        status={room.status}
        state={state}
        view={timerView(format, state, NOW)}
        flash={false}
      />
    </section>,
  );
}

describe("the debate page's shell", () => {
  it.each([
    ['live', null],
    ['scheduled', null],
    ['finished', 'topic-1'],
    ['cancelled', null],
  ] as const)('writes the badges, h1 and motion of a %s debate as the page renders them', (status, topicId) => {
    const debate = debateOf({ status, topicId });
    const react = renderToStaticMarkup(
      <MemoryRouter>
        <DebateHeading debate={debate} />
      </MemoryRouter>,
    );
    expect(debateHeadingHtml(debate)).toBe(normalise(react));
  });

  it('writes a format and a type the labels do not know as the page does', () => {
    const debate = debateOf({ format: 'new-format', debateType: 'open_round' });
    const react = renderToStaticMarkup(
      <MemoryRouter>
        <DebateHeading debate={debate} />
      </MemoryRouter>,
    );
    expect(debateHeadingHtml(debate)).toBe(normalise(react));
  });

  it.each([
    [
      'a paused speech with a reason',
      { phase: 'speech', speechIndex: 1, elapsedMs: 130_000, pauseReason: 'Connection lost & back' },
    ],
    ['a running speech', { phase: 'speech', speechIndex: 0, running: true, runningSince: NOW - 20_000, elapsedMs: 0 }],
    ['a speech over its time', { phase: 'speech', speechIndex: 0, elapsedMs: 400_000 }],
    ['waiting for the first speech', {}],
    ['between speeches', { phase: 'between', speechIndex: 1 }],
  ] as const)("writes the room's heading, runner and clock for %s as the room renders them", (_, timer) => {
    const debate = debateOf();
    const room = roomOf(debate, timer as Partial<TimerState>);
    const shell = roomTopHtml(debate, room, NOW);
    expect(shell).not.toBe('');
    expect(shell).toBe(normalise(reactRoomTop(debate, room)));
  });

  it('writes a finished room closed, as the room renders it', () => {
    const debate = debateOf({ status: 'finished' });
    const room = roomOf(debate, { phase: 'finished', speechIndex: 4 }, 'finished');
    expect(roomTopHtml(debate, room, NOW)).toBe(normalise(reactRoomTop(debate, room)));
  });

  it('writes no room for a scheduled debate, nor for one cancelled before its room opened', () => {
    const scheduled = debateOf({ status: 'scheduled' });
    expect(roomTopHtml(scheduled, roomOf(scheduled, {}), NOW)).toBe('');
    const cancelled = debateOf({ status: 'cancelled' });
    expect(roomTopHtml(cancelled, { ...roomOf(cancelled, {}), events: [] }, NOW)).toBe('');
    expect(debateShellHtml({ debate: cancelled, room: null }, NOW)).toContain('This debate was cancelled');
  });

  it('escapes what members wrote: the title, the motion, the pause reason, names', () => {
    const evil = '</script><img src=x onerror=alert(1)> & "quoted"';
    const debate = debateOf({
      title: evil,
      topic: evil,
      participants: [{ userId: 'u1', role: 'prop-1', name: evil, username: null, fullName: null, avatarUrl: null }],
    });
    const html = debateShellHtml({ debate, room: roomOf(debate, { phase: 'speech', pauseReason: evil }) }, NOW);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</script>');
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;');
  });

  it('holds nothing to click or type in: it is replaced when the app renders', () => {
    const debate = debateOf({ topicId: 'topic-1' });
    const html = debateShellHtml({ debate, room: roomOf(debate, { phase: 'speech' }) }, NOW);
    expect(html).toContain('<h1');
    expect(html).not.toMatch(/<(a|button|input|select|textarea)\b/);
  });
});
