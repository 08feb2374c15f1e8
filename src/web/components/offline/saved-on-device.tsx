// The mark on what the device showed from its own copy while offline:
// "Saved on this device 12 minutes ago" (docs/offline.md).
import { CloudOff } from 'lucide-react';

const MINUTE_MS = 60_000;

/** "just now", "1 minute ago", "12 minutes ago", "3 hours ago", "2 days ago". */
export function savedAgo(savedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - savedAt) / MINUTE_MS));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

export function SavedOnDevice({ savedAt, what }: { savedAt: number | undefined; what?: string }) {
  if (savedAt === undefined) return null;
  return (
    <p
      data-testid="saved-on-device"
      className="mb-4 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>
        You're offline: {what ? `${what} ` : ''}saved on this device{' '}
        <time dateTime={new Date(savedAt).toISOString()}>{savedAgo(savedAt, Date.now())}</time>.
      </span>
    </p>
  );
}
