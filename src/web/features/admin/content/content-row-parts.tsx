// What the debates, events and clubs tables share about each row: the admin
// filter (featured, with open reports), the marks in the first cell (featured
// on the home page, open reports linked to the moderation queue) and the
// button that features an item on the home page or removes it.
import { Flag, Star, StarOff } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminContentOnly } from '#shared/admin/content/contract.ts';
import type { FeaturedKind } from '#shared/admin/content/featured.ts';
import { hrefFor } from '#shared/routes.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useFeatureToggle } from './featured-api.ts';

/** The "Show" filter's choices; comments attach to debates, events and clubs alike, so every table offers both. */
export const ONLY_LABELS: Record<AdminContentOnly, string> = {
  featured: 'Featured on the home page',
  reported: 'With open comment reports',
};

/** The marks under an item's name: featured, and its open reports linked to the moderation queue. */
export function RowMarks({ featuredAt, openReports }: { featuredAt: string | null; openReports: number }) {
  if (!featuredAt && openReports === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      {featuredAt ? (
        <Badge tone="brand">
          <Star aria-hidden="true" className="mr-1 h-3 w-3" />
          Featured on the home page
        </Badge>
      ) : null}
      {openReports > 0 ? (
        <Link
          to={hrefFor('admin-moderation', {}, { query: { kind: 'comments' } })}
          className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-800 hover:underline"
        >
          <Flag aria-hidden="true" className="h-3 w-3" />
          {openReports === 1 ? '1 open report' : `${openReports} open reports`}
          <span className="sr-only"> on its comments, in the moderation queue</span>
        </Link>
      ) : null}
    </div>
  );
}

const KIND_WORDS: Record<FeaturedKind, string> = { debate: 'Debate', event: 'Event', club: 'Club' };

/**
 * "Feature on home page" or "Remove from home page". `canFeature` is false for
 * what the landing page would not show (cancelled, over, private): such an item
 * offers only its removal, when it is featured.
 */
export function FeatureToggle({
  kind,
  id,
  name,
  featured,
  canFeature,
}: {
  kind: FeaturedKind;
  id: string;
  name: string;
  featured: boolean;
  canFeature: boolean;
}) {
  const toggle = useFeatureToggle(kind);
  if (!featured && !canFeature) return null;
  const onClick = () =>
    toggle.mutate(
      { id, feature: !featured },
      {
        onSuccess: () =>
          notify.success({
            title: featured ? `${KIND_WORDS[kind]} removed from the home page` : `${KIND_WORDS[kind]} featured on the home page`,
          }),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            notify.error({ title: 'The home page was not changed', description: error.message });
          } else notifyError(error);
        },
      },
    );
  return (
    <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={onClick} disabled={toggle.isPending}>
      {featured ? <StarOff aria-hidden="true" className="h-4 w-4" /> : <Star aria-hidden="true" className="h-4 w-4" />}
      {featured ? 'Remove from home page' : 'Feature on home page'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
