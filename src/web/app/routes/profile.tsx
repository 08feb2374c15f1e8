// Profile (signed-in users). Editing a profile and e-mail preferences arrive in
// a later release. E-mails link to #email-preferences, so that section exists
// now and says honestly what it will hold.
import { Mail, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useScrollToHash } from '#web/components/content/use-scroll-to-hash.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  useScrollToHash();
  return (
    <Container className="pb-16">
      <PageHeader title="Your profile" lead="How other members see you, and which e-mails you receive." />
      <NotAvailableYet icon={UserRound} title="Editing your profile opens soon">
        Profiles arrive in an upcoming release. Your account already works: you can sign in and browse everything in the
        community.
      </NotAvailableYet>

      <Section id="profile-fields" title="What you will be able to edit">
        <FieldList
          fields={[
            { name: 'Display name', description: 'The name shown on your debates, clubs and comments.' },
            { name: 'Username', description: 'Optional. 3 to 20 letters, digits, underscores or hyphens.' },
            { name: 'Bio', description: 'Optional. Up to 500 characters about you and your debating.' },
            { name: 'Profile picture', description: 'Optional. A link to an image.' },
          ]}
        />
      </Section>

      <Section
        id="email-preferences"
        title="E-mail preferences"
        lead="Choose which e-mails you receive. Each category will have its own switch; until you change it, it is on."
      >
        <FieldList
          fields={[
            { name: 'Debate reminders', description: '24 hours and 1 hour before a debate you joined.' },
            { name: 'Judge assignments', description: 'When you are assigned to judge a debate.' },
            { name: 'Score notifications', description: 'When a judge has scored a debate you spoke in.' },
            { name: 'Event updates', description: 'Changes and news about events you signed up for.' },
            { name: 'Comment replies', description: 'When someone replies to your comment.' },
            { name: 'Newsletter', description: 'Occasional news from the community.' },
          ]}
        />
        <p className="mt-4 flex max-w-3xl gap-2 text-sm text-slate-600">
          <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          These switches are not available yet. If you need to stop e-mails now, contact the people who run this site.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to="/privacy">Privacy policy</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/contact">Contact</Link>
          </Button>
        </div>
      </Section>
    </Container>
  );
}
