// Contact: how to reach the team. There is no contact-form backend yet, so the
// page says so and points to the public issue tracker instead of a form that
// would go nowhere.
import { Bug, Building2, MessageSquareText, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Contact"
        lead="Questions, bug reports, ideas and accessibility problems are all welcome. Here is the best way to reach the right people."
      />

      <NotAvailableYet
        icon={MessageSquareText}
        title="The contact form opens soon"
        actions={
          <>
            <Button asChild>
              <Link to={hrefFor('faq')}>Read the FAQ</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={hrefFor('roadmap')}>See the roadmap</Link>
            </Button>
          </>
        }
      >
        We have not built a way to send messages from this site yet, and we would rather say so than show a form that goes
        nowhere. Until it arrives, please use one of the routes below.
      </NotAvailableYet>

      <Section id="routes" title="Where to get in touch today">
        <FeatureGrid
          items={[
            {
              icon: Bug,
              title: 'Bugs and feature ideas',
              body: 'Open an issue on the project’s issue tracker, on the project’s code repository. Say what you did, what you expected and what happened instead. Screenshots help.',
            },
            {
              icon: ShieldAlert,
              title: 'Accessibility problems',
              body: 'Also on the issue tracker. Tell us which page, which browser and which assistive technology you use, so we can reproduce it.',
            },
            {
              icon: Building2,
              title: 'Your account and data',
              body: 'Each installation is run by its own operator. For questions about your account, your data or a debate on this site, contact the people who run it.',
            },
          ]}
        />
      </Section>

      <Section id="security" title="Reporting a security problem">
        <p className="max-w-3xl text-slate-700">
          Please do not post security vulnerabilities in a public issue. Use the private vulnerability reporting of the project’s
          code repository if it is available, or open an issue asking the maintainers for a private contact, without giving any
          details.
        </p>
      </Section>
    </Container>
  );
}
