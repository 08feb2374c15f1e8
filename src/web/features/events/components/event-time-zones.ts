// An event's times in its own zone and, when it differs, in the viewer's: the
// organiser plans in one zone, people may join from another.

const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

export function zoneDiffers(eventZone: string, viewerZone: string, at: Date): boolean {
  const format = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { ...TIME, day: 'numeric', timeZone }).format(at);
  return format(eventZone) !== format(viewerZone);
}

/** "10:00–18:00 Europe/London", and "(11:00–19:00 your time, Europe/Paris)" when the viewer's clock differs. */
export function eventTimeLabels(
  start: string,
  end: string,
  eventZone: string,
  viewerZone: string,
): { event: string; viewer: string | null } {
  const s = new Date(start);
  const e = new Date(end);
  const span = (timeZone: string) => {
    const date = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone });
    const time = new Intl.DateTimeFormat('en-GB', { ...TIME, timeZone });
    const sameDay = date.format(s) === date.format(e);
    return sameDay
      ? `${date.format(s)}, ${time.format(s)}–${time.format(e)}`
      : `${date.format(s)} ${time.format(s)} – ${date.format(e)} ${time.format(e)}`;
  };
  return {
    event: `${span(eventZone)} (${eventZone})`,
    viewer: zoneDiffers(eventZone, viewerZone, s) ? `${span(viewerZone)} your time (${viewerZone})` : null,
  };
}

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
