// Training history: every attempt with its score, date and area, filters and
// a progress chart per skill. The page is public; its content is the member's own.
import { hrefFor } from '#shared/routes.ts';
import { areaById } from '#shared/training/skills.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { SignInToTrain, TrainingBreadcrumb } from '#web/features/training/components/training-area-page.tsx';
import { TrainingHistory } from '#web/features/training/components/training-history.tsx';
import { useSession } from '#web/lib/session.ts';
import { Link } from 'react-router';

export function Component() {
  const session = useSession();
  const area = areaById('history');
  return (
    <Container className="pb-16">
      <TrainingBreadcrumb title={area?.label ?? 'Training History'} />
      <PageHeader title={area?.label ?? 'Training History'} lead={area?.description} />
      {session.status === 'authenticated' ? (
        <TrainingHistory />
      ) : session.status === 'anonymous' ? (
        <div className="space-y-4">
          <SignInToTrain feature="see your training history" />
          <p className="text-slate-700">
            Your history is private: only you see your attempts and scores.{' '}
            <Link to={hrefFor('training')} className="font-medium text-brand-700 underline">
              See the training areas
            </Link>
            .
          </p>
        </div>
      ) : null}
    </Container>
  );
}
