import { Badge } from '#web/components/ui/badge.tsx';
import { debateStatus } from './debate-labels.ts';

export function DebateStatusBadge({ status }: { status: string }) {
  const { label, tone } = debateStatus(status);
  return (
    <Badge tone={tone}>
      {status === 'live' ? (
        <span aria-hidden="true" className="mr-1.5 inline-block h-1.5 w-1.5 rounded-full bg-red-600 motion-safe:animate-pulse" />
      ) : null}
      {label}
    </Badge>
  );
}
