// The comments section for any page, loaded apart from the page (its chunk holds
// the comments feature), so a detail page shows without waiting for it.
import { lazy, Suspense } from 'react';
import type { CommentTargetType } from '#shared/comments/contract.ts';
import { Container } from '#web/components/ui/page.tsx';

const CommentsSection = lazy(() =>
  import('#web/features/comments/components/comments-section.tsx').then((m) => ({ default: m.CommentsSection })),
);

/** `isStandalone` (default): in a page container of its own, under a details component that has one. */
export function LazyComments({
  targetType,
  targetId,
  isStandalone = true,
}: {
  targetType: CommentTargetType;
  targetId: string;
  isStandalone?: boolean;
}) {
  const section = (
    <Suspense fallback={null}>
      <CommentsSection targetType={targetType} targetId={targetId} />
    </Suspense>
  );
  return isStandalone ? <Container className="-mt-6 pb-16">{section}</Container> : section;
}
