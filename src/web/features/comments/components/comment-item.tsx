// One comment with its actions: like (any member), reply (top-level comments
// only: replies go one level deep), edit (the author), delete (the author or an
// admin, after a confirmation), report (any member but the author). A deleted
// comment with replies shows a placeholder so its replies keep their context.
import { Flag, Heart, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FORMER_MEMBER_NAME } from '#shared/accounts/display-name.ts';
import type { CommentView } from '#shared/comments/contract.ts';
import { COMMENT_MESSAGES } from '#shared/comments/messages.ts';
import { InitialsAvatar } from '#web/components/avatar.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import type { SessionState } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { CommentBody } from './comment-body.tsx';
import { CommentForm, CommentReportForm } from './lazy-comment-forms.tsx';
import { commentNodesToText, toCommentNodes } from './comment-tree.ts';

export interface CommentActions {
  onReply(parentId: string, body: string): Promise<unknown>;
  onEdit(id: string, body: string): Promise<unknown>;
  onDelete(id: string): Promise<unknown>;
  onLike(id: string, isLiked: boolean): Promise<unknown>;
  onReport(id: string, reason: string): Promise<unknown>;
}

type Mode = 'view' | 'reply' | 'edit' | 'delete' | 'report';

export function CommentItem({
  comment,
  session,
  actions,
}: {
  comment: CommentView;
  session: SessionState;
  actions: CommentActions;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [isBusy, setIsBusy] = useState(false);
  const user = session.user;
  const isMine = Boolean(user && comment.author?.id === user.id);
  const canDelete = isMine || user?.role === 'admin';
  const editText = useMemo(
    () =>
      mode === 'edit' ? commentNodesToText(toCommentNodes(new DOMParser().parseFromString(comment.body, 'text/html').body)) : '',
    [mode, comment.body],
  );
  const authorName = comment.author?.name ?? FORMER_MEMBER_NAME;

  const run = async (action: () => Promise<unknown>, failure: string) => {
    setIsBusy(true);
    try {
      await action();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status < 500) notify.error({ title: failure, description: err.message });
      else notifyError(err);
    } finally {
      setIsBusy(false);
    }
  };

  if (comment.isDeleted) {
    return (
      <article className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600 italic" data-testid="comment">
        {COMMENT_MESSAGES.deletedPlaceholder}
      </article>
    );
  }
  // Hidden by a moderator: others get a placeholder (the server sends them no text); the author and admins read it, marked.
  if (comment.isHidden && !comment.author) {
    return (
      <article className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600 italic" data-testid="comment">
        {COMMENT_MESSAGES.hiddenPlaceholder}
      </article>
    );
  }
  const isActive = !comment.isHidden;

  return (
    <article
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
      data-testid="comment"
      aria-label={`Comment by ${authorName}`}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <InitialsAvatar name={authorName} size="sm" />
        <span className="font-medium text-slate-900">{authorName}</span>
        <span className="text-slate-600">
          <DateTime value={comment.createdAt} />
          {comment.editedAt ? ' · edited' : null}
        </span>
      </header>
      {comment.isHidden ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{COMMENT_MESSAGES.hiddenNotice}</p>
      ) : null}
      <div className="mt-2">
        {mode === 'edit' ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initialValue={editText}
            autoFocus
            onSubmit={async (body) => {
              await actions.onEdit(comment.id, body);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        ) : (
          <CommentBody html={comment.body} />
        )}
      </div>
      {mode !== 'edit' ? (
        <div className="mt-3 flex flex-wrap items-center gap-1">
          {user && isActive ? (
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={comment.likedByMe}
              disabled={isBusy}
              onClick={() => void run(() => actions.onLike(comment.id, !comment.likedByMe), 'Like not saved')}
            >
              <Heart aria-hidden="true" className={cn('h-4 w-4', comment.likedByMe && 'fill-current text-red-700')} />
              {comment.likedByMe ? 'Unlike' : 'Like'}
              <span data-testid="like-count">({comment.likeCount})</span>
            </Button>
          ) : (
            <span className="px-3 text-sm text-slate-600">
              {comment.likeCount} {comment.likeCount === 1 ? 'like' : 'likes'}
            </span>
          )}
          {user && isActive && !comment.parentId ? (
            <Button size="sm" variant="ghost" onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}>
              <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
              Reply
            </Button>
          ) : null}
          {isMine && isActive ? (
            <Button size="sm" variant="ghost" onClick={() => setMode('edit')}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button size="sm" variant="ghost" onClick={() => setMode('delete')}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </Button>
          ) : null}
          {user && isActive && !isMine ? (
            <Button size="sm" variant="ghost" onClick={() => setMode('report')}>
              <Flag aria-hidden="true" className="h-4 w-4" />
              Report
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode === 'delete' ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3">
          <p className="text-sm text-red-900">Delete this comment? Replies stay.</p>
          <Button
            size="sm"
            variant="danger"
            disabled={isBusy}
            onClick={() => void run(() => actions.onDelete(comment.id), 'Comment not deleted')}
          >
            Yes, delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
            Cancel
          </Button>
        </div>
      ) : null}
      {mode === 'report' ? <CommentReportForm comment={comment} actions={actions} onDone={() => setMode('view')} /> : null}
      {mode === 'reply' ? (
        <div className="mt-3">
          <CommentForm
            label={`Reply to ${authorName}`}
            submitLabel="Post reply"
            autoFocus
            onSubmit={async (body) => {
              await actions.onReply(comment.id, body);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        </div>
      ) : null}
    </article>
  );
}
