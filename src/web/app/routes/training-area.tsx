// The training areas that run modules (argument builder, rebuttal, research,
// speech, mock debate, quick start, assessment): one page, which area is the
// route's. Motions come from the community's live topics, with the training's
// own civic motions as the fallback; free work (an argument, rebuttals, research
// notes, a speech) can go to a judge or a club coach for review. The route
// composes the training, topics and review features.
import { Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { findRoute, hrefFor } from '#shared/routes.ts';
import { MOTIONS } from '#shared/training/content/motions.ts';
import { TRAINING_AREAS, type TrainingAreaId } from '#shared/training/skills.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useTopics } from '#web/features/topics/api/list-topics.ts';
import { motionChoices } from '#web/features/training/attempt-logic.ts';
import type { ResultSlot } from '#web/features/training/components/attempt-result.tsx';
import { TrainingAreaPage } from '#web/features/training/components/training-area-page.tsx';
import { RequestReview } from '#web/features/training-review/components/request-review.tsx';

/** The areas whose work a reviewer can score (the review rubrics, shared/training/review.ts). */
const REVIEWED_AREAS: readonly TrainingAreaId[] = ['argument-builder', 'rebuttal', 'research', 'speech'];
const reviewSlot: ResultSlot = (attempt) => <RequestReview attemptId={attempt.id} />;

function PractiseWithOthers() {
  return (
    <section aria-labelledby="together-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="together-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Users aria-hidden="true" className="h-5 w-5 text-brand-700" /> Practise with others
      </h2>
      <p className="mt-2 text-slate-700">
        A mock debate is best with real opponents. Create a debate of the type “practice”, choose the format and the motion, and
        share the link with your club or friends: the room has the same timer and bells, and a judge can give you a ballot.
      </p>
      <Button asChild className="mt-4">
        <Link to={hrefFor('create-debate')}>Create a practice debate</Link>
      </Button>
    </section>
  );
}

export function Component() {
  const { pathname } = useLocation();
  const routeId = findRoute(pathname)?.route.id;
  const area = TRAINING_AREAS.find((a) => a.routeId === routeId);
  const topics = useTopics({ page: 1, limit: 50, sort: 'popular' });
  const motions = motionChoices(topics.data?.items.map((t) => t.title) ?? [], Object.values(MOTIONS));
  // The route table sends only the module areas here.
  if (!area) return null;
  return (
    <TrainingAreaPage
      key={area.id}
      areaId={area.id}
      motions={motions}
      reviewSlot={REVIEWED_AREAS.includes(area.id) ? reviewSlot : undefined}
    >
      {area.id === 'mock-debate' ? <PractiseWithOthers /> : null}
    </TrainingAreaPage>
  );
}
