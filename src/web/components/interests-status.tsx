// Where a form's interests (GET /api/interests, lib/interests.ts) are still
// loading or could not be loaded: a short announced line in place of the
// choices, and on a failure the reason and a way to try again. Nothing once
// they are there.
import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { errorMessageFor } from './query-states.tsx';
import { Button } from './ui/button.tsx';

export function InterestsStatus({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching'>;
}) {
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
        <p className="font-medium">The interests could not be loaded.</p>
        <p className="mt-0.5">{errorMessageFor(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={`h-4 w-4 ${query.isFetching ? 'motion-safe:animate-spin' : ''}`} />
          {query.isFetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
        Loading the interests…
      </p>
    );
  }
  return null;
}
