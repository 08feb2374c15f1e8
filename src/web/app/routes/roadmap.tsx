// Roadmap: what works in this version and what comes next, both read from the
// one list of features in src/shared/roadmap.ts (change a feature's status
// there, in the release that ships it; this page and the truthful-pages test follow).
import { CircleCheck, type LucideIcon, Trophy, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { AVAILABLE_FEATURES, PLANNED_FEATURES } from '#shared/roadmap.ts';
import { Section } from '#web/components/content/prose.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

/** The planned features' icons; a feature without one gets the wrench. */
const PLANNED_ICONS: Readonly<Record<string, LucideIcon>> = {
  tournaments: Trophy,
};

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Roadmap"
        lead="What you can do in this version, and what we are building next. We do not publish dates we cannot keep."
      />

      <Section id="now" title="Available now" className="mt-4">
        <ul className="grid gap-3">
          {AVAILABLE_FEATURES.map(({ id, description, link }) => (
            <li key={id} className="flex gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200" data-feature={id}>
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
              <p className="text-slate-700">
                {description}{' '}
                {link ? (
                  <Link to={link.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    {link.label}
                  </Link>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="next" title="Coming next" lead="Planned for upcoming releases. None of these are available yet.">
        {PLANNED_FEATURES.length === 0 ? (
          <p className="max-w-3xl text-slate-700">
            Nothing new is announced yet. We list an item here once we start building it.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PLANNED_FEATURES.map(({ id, name, description }) => {
              const Icon = PLANNED_ICONS[id] ?? Wrench;
              return (
                <li key={id} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-feature={id}>
                  <div className="flex items-center justify-between gap-3">
                    <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="h-5 w-5" />
                    </span>
                    <Badge tone="brand">Planned</Badge>
                  </div>
                  <h3 className="mt-3 text-lg font-semibold text-slate-900">{name}</h3>
                  <p className="mt-1 text-slate-600">{description}</p>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section id="feedback" title="Tell us what matters to you">
        <p className="max-w-3xl text-slate-700">
          Missing something, or want one item sooner? Open an issue on the project’s code repository, or write to the people who
          run this site through the{' '}
          <Link to={hrefFor('contact')} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            contact form
          </Link>
          .
        </p>
      </Section>
    </Container>
  );
}
