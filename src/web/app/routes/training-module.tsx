// One module page for every /training/* path: the title and description come
// from the route table (findRoute), the details from the training areas list.
// Modules open in a later release, so the page describes the module honestly.
import { GraduationCap } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { findRoute, hrefFor } from '#shared/routes.ts';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { findTrainingArea, TRAINING_AREAS } from '#web/components/content/training-areas.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  const { pathname } = useLocation();
  const route = findRoute(pathname)?.route;
  const area = route ? findTrainingArea(route.id) : undefined;
  const title = route?.title ?? 'Training module';
  const others = TRAINING_AREAS.filter((a) => a.routeId !== route?.id);

  return (
    <Container className="pb-16">
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
      <PageHeader title={title} lead={area?.summary ?? route?.description} />

      <NotAvailableYet
        icon={area?.icon ?? GraduationCap}
        title="This module opens soon"
        actions={
          <>
            <Button asChild>
              <Link to={hrefFor('training')}>All training areas</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={hrefFor('get-started')}>Read the quick-start guide</Link>
            </Button>
          </>
        }
      >
        Training modules are not available in this version. When this one opens, you will work through it at your own pace and
        finish with a score.
      </NotAvailableYet>

      {area ? <PlannedList title="What you will practise" items={area.practise} /> : null}

      <Section id="other-modules" title="Other training areas">
        <FeatureGrid items={others.map((a) => ({ icon: a.icon, title: a.title, body: a.summary, href: a.path }))} />
      </Section>
    </Container>
  );
}
