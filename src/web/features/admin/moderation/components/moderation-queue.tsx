// The moderation queue (/admin/moderation): one place for everything that waits
// for an admin — comment reports, topic suggestions, judge applications — as
// tabs (the shared TabList) with the count of open items each, the tab in the
// URL (?kind=). The other kinds' review tools belong to their features; the
// route module passes them in (features never import features), so
// /admin/topics and /admin/judges can show the same tools on their own.
import { useIsMutating } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import type { ModerationCounts } from '#shared/admin/moderation/contract.ts';
import { TabList, useSearchTab } from '#web/components/ui/tab-list.tsx';
import { useModerationCounts } from '../api/get-moderation-counts.ts';
import { ReportedComments } from './reported-comments.tsx';

const KINDS = [
  { id: 'comments', label: 'Comment reports', count: 'commentReports' },
  { id: 'topics', label: 'Topic suggestions', count: 'topicSuggestions' },
  { id: 'judges', label: 'Judge applications', count: 'judgeApplications' },
] as const satisfies readonly { id: string; label: string; count: keyof ModerationCounts }[];
const KIND_IDS = ['comments', 'topics', 'judges'] as const satisfies readonly (typeof KINDS)[number]['id'][];

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
  // Each kind keeps its own filters in the URL (?status=…); switching kinds starts the new one afresh.
  const [kind, selectKind] = useSearchTab('kind', KIND_IDS);
  const counts = useCountsAfterChanges();

  return (
    <TabList
      tabs={KINDS.map((k) => ({ id: k.id, label: k.label, count: counts?.[k.count] }))}
      selected={kind}
      onSelect={selectKind}
      label="Kinds of items to review"
      idPrefix="moderation"
      countLabel="open"
    >
      {kind === 'comments' ? <ReportedComments /> : null}
      {kind === 'topics' ? <TopicSuggestions /> : null}
      {kind === 'judges' ? <JudgeApplications /> : null}
    </TabList>
  );
}
