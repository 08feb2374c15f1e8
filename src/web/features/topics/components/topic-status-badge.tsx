import type { TopicStatus } from '#shared/topics/contract.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export const TOPIC_STATUS_LABELS: Record<TopicStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  declined: 'Declined',
};
const TONES = { pending: 'warning', approved: 'success', declined: 'danger' } as const;

export function TopicStatusBadge({ status }: { status: TopicStatus }) {
  return <Badge tone={TONES[status]}>{TOPIC_STATUS_LABELS[status]}</Badge>;
}
