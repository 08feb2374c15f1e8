// The tournament's venues and online rooms, for the managers: the draw gives
// the rooms with the highest priority to the top debates first.
import { useId, useState } from 'react';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/toast.ts';
import { useAddVenue, useRemoveVenue, useTournamentVenues } from '../api/tournament-rounds.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { refusalMessage } from './refusal.ts';

export function RoundVenues({ tournament }: { tournament: TournamentView }) {
  const headingId = useId();
  const venues = useTournamentVenues(tournament.id);
  const add = useAddVenue(tournament.id);
  const remove = useRemoveVenue(tournament.id);
  const [name, setName] = useState('');
  const [onlineUrl, setOnlineUrl] = useState('');
  const [priority, setPriority] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ name, onlineUrl: onlineUrl.trim() || null, priority: Number(priority) || 0 });
      notify.success({ title: `${name} added` });
      setName('');
      setOnlineUrl('');
      setPriority('0');
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Venues
      </h3>
      {venues.data && venues.data.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {venues.data.map((venue) => (
            <li key={venue.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{venue.name}</span>{' '}
                <span className="text-sm text-slate-600">
                  priority {venue.priority}
                  {venue.onlineUrl ? `, online: ${venue.onlineUrl}` : ''}
                </span>
              </span>
              <ConfirmAction
                triggerLabel="Remove"
                triggerAriaLabel={`Remove ${venue.name}`}
                title={`Remove ${venue.name}?`}
                description="Rooms drawn in this venue lose it; you can give them another."
                confirmLabel="Remove venue"
                onConfirm={() => remove.mutateAsync(venue.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No venues yet: rooms are drawn without one.</p>
      )}
      <form className="grid gap-3 md:grid-cols-3" onSubmit={handleSubmit} noValidate>
        <FormError message={error} className="md:col-span-3" />
        <TextField label="Venue name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
        <TextField
          label="Online room address"
          optional
          type="url"
          placeholder="https://"
          value={onlineUrl}
          onChange={(e) => setOnlineUrl(e.target.value)}
        />
        <TextField
          label="Priority"
          type="number"
          min={0}
          max={100}
          hint="Higher goes to the top debates."
          value={priority}
          onChange={(e) => setPriority(e.target.value)}
        />
        <div className="md:col-span-3">
          <Button type="submit" disabled={add.isPending}>
            Add venue
          </Button>
        </div>
      </form>
    </section>
  );
}
