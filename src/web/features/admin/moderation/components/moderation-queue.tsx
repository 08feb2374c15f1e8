// The moderation queue (/admin/moderation): one place for everything that waits
// for an admin — comment reports, topic suggestions, judge applications — as
// tabs with the count of open items each, the tab in the URL (?kind=). The other
// kinds' review tools belong to their features; the route module passes them in
// (features never import features), so /admin/topics and /admin/judges can show
// the same tools on their own.
import { useIsMutating } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { type ComponentType, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ModerationCounts } from '#shared/admin/moderation/contract.ts';
import { useModerationCounts } from '../api/get-moderation-counts.ts';
import { ReportedComments } from './reported-comments.tsx';

const KINDS = [
  { id: 'comments', label: 'Comment reports', count: 'commentReports' },
  { id: 'topics', label: 'Topic suggestions', count: 'topicSuggestions' },
  { id: 'judges', label: 'Judge applications', count: 'judgeApplications' },
] as const satisfies readonly { id: string; label: string; count: keyof ModerationCounts }[];
type Kind = (typeof KINDS)[number]['id'];

const TAB_CLASS =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

function isKind(value: string | null): value is Kind {
  return KINDS.some((k) => k.id === value);
}

/** Refetches the counts whenever a review or decision anywhere on the page settles. */
function useCountsAfterChanges() {
  const counts = useModerationCounts();
  const mutating = useIsMutating();
  const { refetch } = counts;
  useEffect(() => {
    if (mutating === 0) void refetch();
  }, [mutating, refetch]);
  return counts.data;
}

export function ModerationQueue({
  topicSuggestions: TopicSuggestions,
  judgeApplications: JudgeApplications,
}: {
  topicSuggestions: ComponentType;
  judgeApplications: ComponentType;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('kind');
  const kind: Kind = isKind(raw) ? raw : 'comments';
  const counts = useCountsAfterChanges();

  // Each kind keeps its own filters in the URL (?status=…); switching kinds starts the new one afresh.
  const handleKindChange = (value: string) => {
    setSearchParams(value === 'comments' ? {} : { kind: value });
  };

  return (
    <Tabs.Root value={kind} onValueChange={handleKindChange}>
      <Tabs.List aria-label="Kinds of items to review" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {KINDS.map((k) => {
          const open = counts?.[k.count];
          return (
            <Tabs.Trigger key={k.id} value={k.id} className={TAB_CLASS}>
              {k.label}
              {open === undefined ? null : (
                <span
                  className={
                    open > 0
                      ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900'
                      : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700'
                  }
                >
                  {open}
                  <span className="sr-only"> open</span>
                </span>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value="comments" className="mt-6 focus-visible:outline-offset-4">
        <ReportedComments />
      </Tabs.Content>
      <Tabs.Content value="topics" className="mt-6 focus-visible:outline-offset-4">
        <TopicSuggestions />
      </Tabs.Content>
      <Tabs.Content value="judges" className="mt-6 focus-visible:outline-offset-4">
        <JudgeApplications />
      </Tabs.Content>
    </Tabs.Root>
  );
}
