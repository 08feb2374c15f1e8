// What an application says, for the applicant while it waits and for the admin
// who reviews it. Conflicts appear here only: both readers may see them.
import { Link } from 'react-router';
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import type { JudgeApplicationView } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { labelFor } from '#web/components/labels.ts';

const formatName = (id: string) => labelFor(FORMAT_LABELS, id);

export function ApplicationSummary({ application }: { application: JudgeApplicationView }) {
  const { conflictClubs, conflictUsers } = application;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-700">Sent</dt>
      <dd className="text-slate-900">
        <DateTime value={application.createdAt} />
      </dd>
      <dt className="font-medium text-slate-700">Experience</dt>
      <dd className="whitespace-pre-line text-slate-900">{application.experience}</dd>
      <dt className="font-medium text-slate-700">Formats</dt>
      <dd className="text-slate-900">{application.formats.map(formatName).join(', ')}</dd>
      <dt className="font-medium text-slate-700">Paradigm</dt>
      <dd className="whitespace-pre-line text-slate-900">{application.paradigm}</dd>
      <dt className="font-medium text-slate-700">Club conflicts</dt>
      <dd className="text-slate-900">{conflictClubs.length ? conflictClubs.map((c) => c.name).join(', ') : 'None'}</dd>
      <dt className="font-medium text-slate-700">People conflicts</dt>
      <dd className="text-slate-900">
        {conflictUsers.length ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {conflictUsers.map((person) => (
              <li key={person.id}>
                <Link to={hrefFor('user', { userId: person.id })} className="text-brand-700 underline hover:text-brand-800">
                  {person.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </dd>
    </dl>
  );
}
