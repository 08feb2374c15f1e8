// The comments of a debate, club, event or topic, live: route modules mount it
// (lazily) under their page's content as <CommentsSection targetType targetId />.
// Members post, reply one level deep, edit and delete their own, like and report;
// what anyone does appears for everyone through the comments channel.
import { MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { CommentTargetType } from '#shared/comments/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useEditComment } from '../api/edit-comment.ts';
import { useLikeComment } from '../api/like-comment.ts';
import { useComments } from '../api/list-comments.ts';
import { usePostComment } from '../api/post-comment.ts';
import { useReportComment } from '../api/report-comment.ts';
import { CommentForm } from './lazy-comment-forms.tsx';
import { type CommentActions, CommentItem } from './comment-item.tsx';

export function CommentsSection({ targetType, targetId }: { targetType: CommentTargetType; targetId: string }) {
  const headingId = useId();
  const location = useLocation();
  const session = useSession();
  const { query } = useComments(targetType, targetId);
  const post = usePostComment(targetType, targetId);
  const edit = useEditComment(targetType, targetId);
  const remove = useDeleteComment(targetType, targetId);
  const like = useLikeComment(targetType, targetId);
  const report = useReportComment();

  const actions: CommentActions = {
    onReply: (parentId, body) => post.mutateAsync({ body, parentId }),
    onEdit: (id, body) => edit.mutateAsync({ id, body }),
    onDelete: (id) => remove.mutateAsync(id),
    onLike: (id, isLiked) => like.mutateAsync({ id, isLiked }),
    onReport: (id, reason) => report.mutateAsync({ id, reason }),
  };

  let content: React.ReactNode;
  if (query.isPending) content = <LoadingStatus label="Loading comments…" />;
  else if (query.isError)
    content = (
      <QueryErrorState
        title="Couldn’t load the comments"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  else if (query.data.items.length === 0) content = <p className="text-slate-600">No comments yet. Start the conversation.</p>;
  else
    content = (
      <ol className="space-y-4" aria-label="Comments">
        {query.data.items.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} session={session} actions={actions} />
            {comment.replies.length ? (
              <ol
                className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 sm:ml-6"
                aria-label={`Replies (${comment.replies.length})`}
              >
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} session={session} actions={actions} />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    );

  const count = query.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-3xl" data-testid="comments-section">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <MessagesSquare aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Comments {query.data ? <span className="text-base font-normal text-slate-600">({count})</span> : null}
      </h2>
      <div className="mt-4">
        {session.status === 'authenticated' ? (
          <CommentForm label="Add a comment" submitLabel="Post comment" onSubmit={(body) => post.mutateAsync({ body })} />
        ) : session.status === 'anonymous' ? (
          <p className="text-sm text-slate-700">
            <Button asChild size="sm" variant="secondary">
              <Link
                to={hrefFor('auth')}
                onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature: 'comment' })}
              >
                Sign in to comment
              </Link>
            </Button>
          </p>
        ) : null}
      </div>
      <div className="mt-6">{content}</div>
    </section>
  );
}
