// Onboarding (signed-in users): the welcome steps. Each step will be completable
// or skippable. The flow arrives with profiles in a later release, so this page
// only describes it; nothing is written to the profile.
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

const STEPS = [
  { title: 'About you', body: 'Your name, a username and, if you like, where you are based.' },
  { title: 'Your experience', body: 'How much you have debated so far, from never to tournament level.' },
  { title: 'Your roles', body: 'Whether you want to debate, judge, organize, or all three.' },
  { title: 'Your interests', body: 'The topics you would most like to debate, so we can suggest debates and clubs.' },
] as const;

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="Welcome" lead="A few short steps to set up your profile. Each step can be completed or skipped." />
      <NotAvailableYet
        icon={Sparkles}
        title="The welcome steps open soon"
        actions={
          <>
            <Button asChild>
              <Link to="/get-started">Read the quick-start guide</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/debates">Browse debates</Link>
            </Button>
          </>
        }
      >
        Setting up your profile arrives in an upcoming release. There is nothing you need to do now: your account works and you
        can browse everything.
      </NotAvailableYet>
      <Section id="steps" title="The steps">
        <ol className="grid gap-4 sm:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-600">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </Container>
  );
}
