// Training dashboard: the nine training areas of spec section 1. The modules
// themselves open in a later release; this page lists them and links to each
// module's page.
import { GraduationCap, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FeatureGrid, type FeatureItem } from '#web/components/content/feature-grid.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { TRAINING_AREAS } from '#web/components/content/training-areas.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

const AREAS: readonly FeatureItem[] = [
  {
    icon: LayoutDashboard,
    title: 'Training dashboard',
    body: 'This page. Once training opens it shows the modules you started, your scores and what to practise next.',
  },
  ...TRAINING_AREAS.map((area) => ({ icon: area.icon, title: area.title, body: area.summary, href: area.path })),
];

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Training"
        lead="Practise the skills of debate at your own pace: building arguments, rebuttal, research and speaking. Each module ends with a score, so you can see yourself improve."
      />

      <NotAvailableYet
        icon={GraduationCap}
        title="Training opens soon"
        actions={
          <>
            <Button asChild>
              <Link to={hrefFor('get-started')}>Read the quick-start guide</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={hrefFor('debates')}>Browse debates</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={hrefFor('clubs')}>Find a club</Link>
            </Button>
          </>
        }
      >
        The training modules are not available in this version. Below is what each one will cover. Until they open, the
        quick-start guide and a practice debate at a club are the best way to learn.
      </NotAvailableYet>

      <Section id="areas" title="The nine training areas">
        <FeatureGrid items={AREAS} />
      </Section>
    </Container>
  );
}
