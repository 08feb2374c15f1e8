// A debate as an iCalendar event (RFC 5545), for "Add to calendar". The ics
// package writes the file; the event's length is the format's planned duration.
import { createEvent, type EventAttributes } from 'ics';
import { getFormat, formatPlannedMinutes } from '#shared/formats/formats.ts';
import type { DebateDetailView } from '#shared/debates/contract.ts';

const DEFAULT_MINUTES = 60;

/** Plain text of the sanitized description (tags dropped, entities of the allowlist kept readable). */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function debateCalendarFile(debate: DebateDetailView, siteUrl: string): string {
  const format = getFormat(debate.format);
  const url = `${siteUrl}/debates/${debate.id}`;
  const where = [debate.location, debate.onlineUrl].filter(Boolean).join(' · ');
  const event: EventAttributes = {
    uid: `debate-${debate.id}@${new URL(siteUrl).host}`,
    productId: 'sdc/debates',
    title: debate.title,
    description: `${debate.topic}\n\n${plainText(debate.description)}\n\n${url}`,
    start: new Date(debate.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: format ? formatPlannedMinutes(format) : DEFAULT_MINUTES },
    url,
    status: debate.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    ...(where ? { location: where } : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar file could not be written');
  return value;
}
