// Contact: a form that reaches the site's admins (stored, mailed to them, and
// confirmed to the sender, who gets the answer by e-mail), and where security
// problems go instead.
import { Section } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { ContactForm } from '#web/features/content/components/contact-form.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Contact"
        lead="Questions, bug reports, ideas and accessibility problems are all welcome. The people who run this site read every message and answer by e-mail."
      />

      <div className="max-w-3xl">
        <ContactForm />
        <p className="mt-3 text-sm text-slate-600">Your name and address are used only to answer your message.</p>
      </div>

      <Section id="security" title="Reporting a security problem">
        <p className="max-w-3xl text-slate-700">
          Please do not describe security vulnerabilities in this form or in a public issue. Use the private vulnerability
          reporting of the project’s code repository if it is available, or write here asking for a private contact, without
          giving any details.
        </p>
      </Section>
    </Container>
  );
}
