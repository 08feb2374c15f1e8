// Debates held on one motion. Debates store the motion as text, so this asks the
// debate search for it and keeps the exact matches (the search also matches titles).
import { useId } from 'react';
import { Link } from 'react-router';
import { SEARCH_TEXT_MAX } from '#shared/constants.ts';
import { hrefFor } from '#shared/routes.ts';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { useDebates } from '../api/list-debates.ts';
import { DebateCard } from './debate-card.tsx';

const SHOWN = 6;

const sameMotion = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function DebatesOnTopic({ motion }: { motion: string }) {
  const headingId = useId();
  const q = motion.trim().slice(0, SEARCH_TEXT_MAX);
  const debates = useDebates({ page: 1, limit: 50, sort: 'soonest', q });
  const matches = debates.data?.items.filter((debate) => sameMotion(debate.topic, motion)) ?? [];

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Debates on this topic
        </h2>
        {matches.length > SHOWN ? (
          <Link to={hrefFor('debates', {}, { query: { q } })} className="text-sm font-medium text-brand-700 hover:underline">
            See all {matches.length} debates
          </Link>
        ) : null}
      </div>
      {debates.isPending ? (
        <p role="status" className="text-slate-600">
          Loading debates…
        </p>
      ) : debates.isError ? (
        <QueryErrorState
          title="Couldn’t load the debates"
          error={debates.error}
          onRetry={() => void debates.refetch()}
          isRetrying={debates.isFetching}
        />
      ) : matches.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-slate-600">
          No debates have been scheduled on this topic yet.
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {matches.slice(0, SHOWN).map((debate) => (
            <li key={debate.id} className="flex">
              <DebateCard debate={debate} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
