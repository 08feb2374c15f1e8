// Event Templates: ready-made event plans (src/shared/events/contract.ts); choosing one
// opens Host an Event prefilled with its schedule.
import { Link } from 'react-router';
import { EVENT_TEMPLATES } from '#shared/events/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} hours`;

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Event templates"
        lead="Ready-made plans for debate events: a schedule and a number of places, ready to adapt."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {EVENT_TEMPLATES.map((template) => (
          <li key={template.id} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">{template.label}</h2>
            <p className="mt-1 text-slate-700">{template.summary}</p>
            <p className="mt-2 text-sm text-slate-600">
              {hours(template.durationMinutes)} · {template.capacity ? `${template.capacity} places` : 'no limit on places'}
            </p>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {template.activities.map((a) => (
                <li key={a.title}>{a.title}</li>
              ))}
            </ol>
            <Button asChild className="mt-4 self-start">
              <Link to={hrefFor('create-event', {}, { query: { template: template.id } })}>
                Use the {template.label.toLowerCase()} template
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Container>
  );
}
