// The page of one training area: what it practises and its modules; for a
// member, the unfinished attempts in the area (resume or discard) and a start
// button per module; for a visitor, a call to sign in. An attempt opens in
// place with `?attempt=<id>` in the address, so a reload (or the same link on
// another device) resumes it.
import { GraduationCap, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { AttemptDetail, AttemptListItem } from '#shared/training/contract.ts';
import { areaById, type TrainingAreaId } from '#shared/training/skills.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useDiscardTrainingAttempt } from '../api/discard-training-attempt.ts';
import { useTrainingAttempts } from '../api/list-training-attempts.ts';
import { useTrainingModules } from '../api/list-training-modules.ts';
import { useStartTrainingAttempt } from '../api/start-training-attempt.ts';
import type { MotionChoice } from '../attempt-logic.ts';
import { AttemptRunner } from './attempt-runner.tsx';
import type { ResultSlot } from './attempt-result.tsx';
import { ModuleStart } from './module-start.tsx';

export function TrainingBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="pt-6 text-sm">
      <ol className="flex gap-2 text-slate-600">
        <li>
          <Link to={hrefFor('training')} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Training
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-slate-700">
          {title}
        </li>
      </ol>
    </nav>
  );
}

export function SignInToTrain({ feature = 'start training' }: { feature?: string }) {
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:flex-row sm:items-center">
      <GraduationCap aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
      <p className="flex-1 text-slate-800">
        Anyone can read what each module practises. To start an attempt, keep your scores and see your progress, sign in or create
        a free account.
      </p>
      <Button asChild>
        <Link to={hrefFor('auth')} onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature })}>
          <LogIn aria-hidden="true" className="h-4 w-4" />
          Sign in to train
        </Link>
      </Button>
    </div>
  );
}

export function TrainingAreaPage({
  areaId,
  motions = [],
  defaultFormatId,
  reviewSlot,
  children,
}: {
  areaId: TrainingAreaId;
  motions?: readonly MotionChoice[];
  defaultFormatId?: string;
  reviewSlot?: ResultSlot;
  /** More for the area, below its modules. */
  children?: ReactNode;
}) {
  const area = areaById(areaId);
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const attemptId = searchParams.get('attempt');
  const isMember = session.status === 'authenticated';
  const title = area?.label ?? 'Training';
  const start = useStartTrainingAttempt();

  const openAttempt = (attempt: Pick<AttemptDetail, 'id'>) => {
    setSearchParams({ attempt: attempt.id });
    window.scrollTo({ top: 0 });
  };
  const leave = () => setSearchParams({});
  const retry = async (attempt: AttemptDetail) => {
    try {
      openAttempt(
        await start.mutateAsync({
          moduleId: attempt.moduleId,
          ...(attempt.formatId ? { formatId: attempt.formatId as never } : {}),
          ...(attempt.positionId ? { positionId: attempt.positionId } : {}),
          ...(attempt.motion ? { motion: attempt.motion } : {}),
        }),
      );
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container className="pb-16">
      <TrainingBreadcrumb title={title} />
      <PageHeader title={title} lead={area?.description} />
      {attemptId && isMember ? (
        <AttemptRunner attemptId={attemptId} onLeave={leave} onRetry={(a) => void retry(a)} reviewSlot={reviewSlot} />
      ) : (
        <div className="space-y-8">
          {session.status === 'anonymous' ? <SignInToTrain /> : null}
          {isMember ? <OpenAttempts areaId={areaId} onResume={openAttempt} /> : null}
          <ModuleList
            areaId={areaId}
            motions={motions}
            canStart={isMember}
            defaultFormatId={defaultFormatId}
            onStarted={openAttempt}
          />
          {children}
        </div>
      )}
    </Container>
  );
}

function ModuleList({
  areaId,
  motions,
  canStart,
  defaultFormatId,
  onStarted,
}: {
  areaId: TrainingAreaId;
  motions: readonly MotionChoice[];
  canStart: boolean;
  defaultFormatId?: string;
  onStarted: (attempt: AttemptDetail) => void;
}) {
  const modules = useTrainingModules();
  if (modules.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading the modules…
      </p>
    );
  }
  if (modules.isError) {
    return (
      <QueryErrorState
        title="The modules could not be loaded"
        error={modules.error}
        onRetry={() => void modules.refetch()}
        isRetrying={modules.isFetching}
      />
    );
  }
  const list = modules.data.areas.find((a) => a.id === areaId)?.modules ?? [];
  return (
    <section aria-labelledby="modules-heading">
      <h2 id="modules-heading" className="text-xl font-semibold text-slate-900">
        Modules
      </h2>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        {list.map((module) => (
          <ModuleStart
            key={module.id}
            module={module}
            motions={motions}
            canStart={canStart}
            defaultFormatId={defaultFormatId}
            onStarted={onStarted}
          />
        ))}
      </div>
    </section>
  );
}

function OpenAttempts({ areaId, onResume }: { areaId: TrainingAreaId; onResume: (attempt: AttemptListItem) => void }) {
  const attempts = useTrainingAttempts({ area: areaId, status: 'in-progress', limit: 10 });
  const discard = useDiscardTrainingAttempt();
  const items = attempts.data?.items ?? [];
  if (!items.length) return null;
  const handleDiscard = async (id: string) => {
    try {
      await discard.mutateAsync(id);
      notify.success({ title: 'Attempt discarded' });
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <section aria-labelledby="open-heading" className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="open-heading" className="text-lg font-semibold text-slate-900">
        Unfinished attempts
      </h2>
      <p className="mt-1 text-sm text-slate-700">Carry on where you stopped, on this or any device, or discard them.</p>
      <ul className="mt-3 space-y-2">
        {items.map((attempt) => (
          <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3">
            <p>
              <span className="font-medium text-slate-900">{attempt.moduleLabel}</span>{' '}
              <span className="text-sm text-slate-600">
                started <DateTime value={attempt.startedAt} />
              </span>
            </p>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => onResume(attempt)}>
                Resume <span className="sr-only">{attempt.moduleLabel}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void handleDiscard(attempt.id)} disabled={discard.isPending}>
                Discard <span className="sr-only">{attempt.moduleLabel}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
