// One topic: the motion, its category, its votes and what it is about. The
// route adds the debates held on it and the comments. A suggestion not yet
// approved (seen only by its author and admins) says so.
import { type ReactNode, useId } from 'react';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { RichText } from '#web/components/rich-text.tsx';
import { Container } from '#web/components/ui/page.tsx';
import type { Topic } from '../types.ts';
import { CategoryChip } from './category-chip.tsx';
import { TopicStatusBadge } from './topic-status-badge.tsx';
import { TopicVote } from './topic-vote.tsx';

export function TopicDetails({ topic, children }: { topic: Topic /** Sections composed by the route. */; children?: ReactNode }) {
  const aboutId = useId();
  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('topics')}>All topics</BackLink>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryChip category={topic.category} />
          {topic.status !== 'approved' ? <TopicStatusBadge status={topic.status} /> : null}
        </div>
        <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {topic.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Suggested on <DateTime value={topic.createdAt} dateOnly />
        </p>
        {topic.status === 'pending' ? (
          <p className="mt-2 text-sm text-slate-700">Only you and the admins see this suggestion until it is approved.</p>
        ) : null}
        {topic.declineReason ? <p className="mt-2 text-sm text-slate-700">Declined: {topic.declineReason}</p> : null}
        <TopicVote topic={topic} />
      </header>
      <section aria-labelledby={aboutId} className="mt-8 max-w-3xl">
        <h2 id={aboutId} className="text-xl font-semibold text-slate-900">
          What this topic is about
        </h2>
        {topic.description ? (
          <RichText html={topic.description} className="mt-3" />
        ) : (
          <p className="mt-3 text-slate-600">No description has been added yet.</p>
        )}
      </section>
      {children}
    </Container>
  );
}
