// Profile (signed-in users). Editing the profile arrives with the accounts
// release; the e-mail preferences that every e-mail links to (#email-preferences)
// work now.
import { UserRound } from 'lucide-react';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { useScrollToHash } from '#web/components/content/use-scroll-to-hash.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { EmailPreferencesForm } from '#web/features/accounts/components/email-preferences-form.tsx';

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

      <div className="mt-12">
        <EmailPreferencesForm />
      </div>
    </Container>
  );
}
