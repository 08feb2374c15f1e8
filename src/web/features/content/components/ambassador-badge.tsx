// The ambassador badge on a member's public profile, with their region; nothing
// for members who are not ambassadors.
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { AMBASSADOR_REGION_LABELS } from '#shared/content/ambassadors.ts';
import { hrefFor } from '#shared/routes.ts';
import { useAmbassadorBadge } from '../api/ambassadors.ts';

export function AmbassadorBadge({ userId }: { userId: string }) {
  const badge = useAmbassadorBadge(userId);
  const region = badge.data?.region;
  if (!region) return null;
  return (
    <p className="mt-3" data-testid="ambassador-badge">
      <Link
        to={hrefFor('ambassadors')}
        className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
      >
        <Award aria-hidden="true" className="h-4 w-4" />
        Ambassador · {AMBASSADOR_REGION_LABELS[region]}
      </Link>
    </p>
  );
}
