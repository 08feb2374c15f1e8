// The programme page's directory: approved ambassadors by region, each linking
// to their public profile.
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { AMBASSADOR_REGION_LABELS } from '#shared/content/ambassadors.ts';
import { hrefFor } from '#shared/routes.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useAmbassadorDirectory } from '../api/ambassadors.ts';

export function AmbassadorDirectory() {
  const directory = useAmbassadorDirectory();
  if (directory.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading the ambassadors…
      </p>
    );
  }
  if (directory.isError) {
    return (
      <p role="alert" className="text-red-800">
        The directory could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (directory.data.regions.length === 0) {
    return (
      <EmptyState icon={MapPin} title="No ambassadors yet">
        The first approved ambassadors will be listed here by region. You could be one of them.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2" data-testid="ambassador-directory">
      {directory.data.regions.map((group) => (
        <section
          key={group.region}
          aria-labelledby={`region-${group.region}`}
          className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h3 id={`region-${group.region}`} className="font-semibold text-slate-900">
            {AMBASSADOR_REGION_LABELS[group.region]}
          </h3>
          <ul className="mt-2 space-y-1">
            {group.ambassadors.map((a) => (
              <li key={a.userId}>
                <Link to={hrefFor('user', { userId: a.userId })} className="font-medium text-brand-700 underline">
                  {a.name}
                </Link>
                {a.club ? <span className="text-slate-600"> · {a.club}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
