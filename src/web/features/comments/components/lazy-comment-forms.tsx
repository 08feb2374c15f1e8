// The comment and report forms load with the first one shown: a visitor who only
// reads the comments downloads neither the form library nor the validation
// library, which the forms check their text with.
import { type ComponentProps, lazy, Suspense } from 'react';

const LoadedCommentForm = lazy(() => import('./comment-form.tsx').then((m) => ({ default: m.CommentForm })));
const LoadedReportForm = lazy(() => import('./comment-report-form.tsx').then((m) => ({ default: m.CommentReportForm })));

export function CommentForm(props: ComponentProps<typeof LoadedCommentForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedCommentForm {...props} />
    </Suspense>
  );
}

export function CommentReportForm(props: ComponentProps<typeof LoadedReportForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedReportForm {...props} />
    </Suspense>
  );
}
