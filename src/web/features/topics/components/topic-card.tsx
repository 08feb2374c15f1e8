import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { useRichTextExcerpt } from '#web/components/rich-text.tsx';
import type { Topic } from '../types.ts';
import { CategoryChip } from './category-chip.tsx';
import { TopicVote } from './topic-vote.tsx';

/** A topic in a list; the motion links to the topic and the whole card is its target, except the vote, which sits above it. */
export function TopicCard({ topic }: { topic: Topic }) {
  const excerpt = useRichTextExcerpt(topic.description);
  return (
    <article className="relative flex w-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-200 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div>
        <CategoryChip category={topic.category} />
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={hrefFor('topic', { id: topic.id })}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
        >
          {topic.title}
        </Link>
      </h2>
      {excerpt ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{excerpt}</p> : null}
      <TopicVote topic={topic} className="relative z-10 mt-auto pt-3" />
    </article>
  );
}
