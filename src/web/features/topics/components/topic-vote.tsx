// Up and down votes on a topic, on its page and on its card in the list: one
// vote per member; pressing the chosen vote again removes it, pressing the other
// changes it. The vote shows at once (useVoteTopic). Visitors are asked to sign in.
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { Topic } from '../types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useVoteTopic } from '../api/vote-on-topic.ts';

export function TopicVote({
  topic,
  className = 'mt-4',
}: {
  topic: Topic;
  /** Where it sits; on a card, also above the card's link (relative z-10). */
  className?: string;
}) {
  const session = useSession();
  const location = useLocation();
  const vote = useVoteTopic(topic.id);

  const handleVote = async (value: -1 | 1) => {
    try {
      await vote.mutateAsync(topic.myVote === value ? 0 : value);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status < 500)
        notify.error({ title: 'Vote not counted', description: err.message });
      else notifyError(err);
    }
  };

  const score = `${topic.score > 0 ? '+' : ''}${topic.score}`;
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)} data-testid="topic-vote">
      <p className="text-sm text-slate-700" aria-live="polite">
        <span className="text-lg font-semibold text-slate-900" data-testid="topic-score">
          {score}
        </span>{' '}
        score · {topic.upvotes} up, {topic.downvotes} down
      </p>
      {session.status === 'authenticated' ? (
        topic.status === 'approved' ? (
          <fieldset className="flex gap-2">
            <legend className="sr-only">{`Your vote on “${topic.title}”`}</legend>
            <Button
              variant={topic.myVote === 1 ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={topic.myVote === 1}
              disabled={vote.isPending}
              onClick={() => void handleVote(1)}
            >
              <ThumbsUp aria-hidden="true" className="h-4 w-4" />
              Vote up
            </Button>
            <Button
              variant={topic.myVote === -1 ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={topic.myVote === -1}
              disabled={vote.isPending}
              onClick={() => void handleVote(-1)}
            >
              <ThumbsDown aria-hidden="true" className="h-4 w-4" />
              Vote down
            </Button>
          </fieldset>
        ) : null
      ) : session.status === 'anonymous' ? (
        <Link
          to={hrefFor('auth')}
          onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature: 'vote on topics' })}
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          Sign in to vote
        </Link>
      ) : null}
    </div>
  );
}
