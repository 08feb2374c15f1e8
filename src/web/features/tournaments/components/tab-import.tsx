// Importing teams or adjudicators from a CSV file, for the tournament's
// managers (docs/tournaments-tab.md): choose a file or paste its text; the
// server takes every row or none, and names the rows at fault. Guest
// adjudicators' invitation links show once, here, to be passed on.
import { useId, useState } from 'react';
import { IMPORT_CSV_MAX_CHARS } from '#shared/tournaments/tab-contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/toast.ts';
import { useImportTournamentAdjudicators } from '../api/import-tournament-adjudicators.ts';
import { useImportTournamentTeams } from '../api/import-tournament-teams.ts';
import { CopyText } from './copy-text.tsx';
import { refusalMessage } from './refusal.ts';

const HINTS = {
  teams: 'First row: name,institution,speaker 1,speaker 2 … — one e-mail per speaker column (members are found by e-mail).',
  adjudicators: 'First row: name,institution,email — approved judges are registered, anyone else is invited as a guest.',
} as const;

/** The refusal's row messages ("row 3: …"), as the server named them. */
function rowErrors(error: unknown): string[] {
  if (!(error instanceof ApiRequestError) || !error.fields) return [];
  return Object.entries(error.fields).flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`));
}

type Outcome =
  | { kind: 'teams'; created: number; unknownEmails: { row: number; email: string }[] }
  | { kind: 'adjudicators'; registered: number; invited: { adjudicatorId: string; name: string; inviteUrl: string }[] };

function ImportForm({ tournamentId, kind }: { tournamentId: string; kind: 'teams' | 'adjudicators' }) {
  const headingId = useId();
  const fileId = useId();
  const importTeams = useImportTournamentTeams(tournamentId);
  const importAdjudicators = useImportTournamentAdjudicators(tournamentId);
  const [csv, setCsv] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isPending = importTeams.isPending || importAdjudicators.isPending;
  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_CSV_MAX_CHARS * 4) {
      setError('This file is too large to import at once.');
      return;
    }
    setCsv(await file.text());
  };
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setRows([]);
    setOutcome(null);
    try {
      if (kind === 'teams') {
        const answer = await importTeams.mutateAsync(csv);
        setOutcome({ kind, created: answer.created, unknownEmails: answer.unknownEmails });
        notify.success({ title: `${answer.created} ${answer.created === 1 ? 'team' : 'teams'} imported` });
      } else {
        const answer = await importAdjudicators.mutateAsync(csv);
        setOutcome({ kind, registered: answer.registered, invited: answer.invited });
        notify.success({ title: `${answer.registered + answer.invited.length} adjudicators imported` });
      }
      setCsv('');
    } catch (failure) {
      setError(refusalMessage(failure));
      setRows(rowErrors(failure));
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Import {kind}
      </h3>
      <form className="mt-3 space-y-3" onSubmit={handleSubmit}>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-900">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block text-sm text-slate-800"
            onChange={(event) => void handleFile(event.target.files?.[0])}
          />
        </div>
        <TextAreaField
          label="Or paste the CSV"
          hint={HINTS[kind]}
          rows={5}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          length={csv.length}
          limit={IMPORT_CSV_MAX_CHARS}
        />
        <FormError message={error} />
        {rows.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-red-800">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        ) : null}
        <Button type="submit" size="sm" disabled={isPending || csv.trim() === ''}>
          Import {kind}
        </Button>
      </form>
      {outcome?.kind === 'teams' && outcome.unknownEmails.length > 0 ? (
        <div className="mt-3 text-sm text-slate-800">
          <p>These e-mails are not members yet; their teams were created without them, and they can join with the team’s code:</p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.unknownEmails.map((entry) => (
              <li key={`${entry.row}-${entry.email}`}>
                row {entry.row}: {entry.email}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome?.kind === 'adjudicators' && outcome.invited.length > 0 ? (
        <div className="mt-3 space-y-2 text-sm text-slate-800">
          <p>Send each guest their link: it shows only now and works for 14 days.</p>
          {outcome.invited.map((guest) => (
            <div key={guest.adjudicatorId}>
              <p className="font-medium">{guest.name}</p>
              <CopyText value={guest.inviteUrl} label="Invitation link" />
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function TabImport({ tournamentId }: { tournamentId: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ImportForm tournamentId={tournamentId} kind="teams" />
      <ImportForm tournamentId={tournamentId} kind="adjudicators" />
    </div>
  );
}
