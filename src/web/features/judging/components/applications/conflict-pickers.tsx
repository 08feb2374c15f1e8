// Declaring conflicts: clubs found by name, and members named by profile link or
// id or picked from the people the applicant has debated with. Chosen entries
// are listed with a remove button each; a polite live region says what changed.
import { Plus, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { JUDGE_CONFLICTS_MAX, type ClubRef, type PersonRef } from '#shared/judging/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { MEMBER_REFERENCE_FIELD, MEMBER_REFERENCE_HINT, memberIdFromReference } from '#web/lib/member-reference.ts';
import { getMemberRef } from '../../api/get-member-ref.ts';
import { useCoDebaters } from '../../api/list-co-debaters.ts';
import { useClubSearch } from '../../api/search-clubs.ts';
import { withAdded } from '../../lib/conflict-people.ts';

function ChosenList<T extends { id: string; name: string }>({
  label,
  items,
  detailOf,
  onRemove,
}: {
  label: string;
  items: readonly T[];
  detailOf?: (item: T) => string | null;
  onRemove: (item: T) => void;
}) {
  if (items.length === 0) return <p className="mt-2 text-sm text-slate-600">None declared.</p>;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {items.map((item) => {
        const detail = detailOf?.(item);
        return (
          <li
            key={item.id}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
          >
            <span>
              {item.name}
              {detail ? <span className="text-slate-600"> ({detail})</span> : null}
            </span>
            <Tooltip label={`Remove ${item.name}`}>
              <button
                type="button"
                onClick={() => onRemove(item)}
                aria-label={`Remove ${item.name}`}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

/** Enter in a search box inside the application form must not submit the whole form. */
function keepEnterInside(action: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      action();
    }
  };
}

export function ClubConflictPicker({
  value,
  onChange,
  announce,
}: {
  value: readonly ClubRef[];
  onChange: (clubs: ClubRef[]) => void;
  announce: (message: string) => void;
}) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const results = useClubSearch(search);
  const chosen = new Set(value.map((c) => c.id));
  const isFull = value.length >= JUDGE_CONFLICTS_MAX;

  const handleSearch = (event?: FormEvent) => {
    event?.preventDefault();
    setSearch(text.trim());
  };
  const handleAdd = (club: ClubRef) => {
    onChange(withAdded(value, club, JUDGE_CONFLICTS_MAX));
    announce(`${club.name} added to your club conflicts`);
  };
  const handleRemove = (club: ClubRef) => {
    onChange(value.filter((c) => c.id !== club.id));
    announce(`${club.name} removed from your club conflicts`);
  };

  const found = results.data ?? [];
  let resultsStatus = '';
  if (search && results.isFetching) resultsStatus = 'Searching clubs…';
  else if (search && results.isError) resultsStatus = 'Clubs could not be searched. Try again.';
  else if (search && results.data) resultsStatus = found.length ? `${found.length} clubs found` : `No clubs match “${search}”`;

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Clubs
      </h3>
      <p className="mt-1 text-sm text-slate-600">Clubs you belong to, coach or have close ties with.</p>
      <div className="mt-3 flex items-end gap-2">
        <TextField
          className="flex-1"
          label="Search clubs"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keepEnterInside(() => handleSearch())}
        />
        <Button variant="secondary" onClick={() => handleSearch()} disabled={!text.trim()}>
          Search
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600">
        {resultsStatus}
      </p>
      {search && found.length ? (
        <ul aria-label="Clubs found" className="mt-2 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {found.map((club) => (
            <li key={club.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="text-slate-900">{club.name}</span>
              {chosen.has(club.id) ? (
                <span className="text-slate-600">Added</span>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => handleAdd(club)}
                  disabled={isFull}
                  aria-label={`Add ${club.name}`}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <ChosenList label="Club conflicts" items={value} onRemove={handleRemove} />
    </section>
  );
}

export function PersonConflictPicker({
  value,
  onChange,
  announce,
  selfId,
}: {
  value: readonly PersonRef[];
  onChange: (people: PersonRef[]) => void;
  announce: (message: string) => void;
  selfId: string;
}) {
  const headingId = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isLooking, setIsLooking] = useState(false);
  const coDebaters = useCoDebaters(selfId);
  const chosen = new Set(value.map((p) => p.id));
  const isFull = value.length >= JUDGE_CONFLICTS_MAX;

  const add = (person: PersonRef) => {
    onChange(withAdded(value, person, JUDGE_CONFLICTS_MAX));
    announce(`${person.name} added to your conflicts`);
  };
  const handleRemove = (person: PersonRef) => {
    onChange(value.filter((p) => p.id !== person.id));
    announce(`${person.name} removed from your conflicts`);
  };

  const handleAddReference = async () => {
    const id = memberIdFromReference(reference);
    if (!id) {
      setError(MEMBER_REFERENCE_HINT);
      return;
    }
    if (id === selfId) {
      setError('That is your own profile');
      return;
    }
    setIsLooking(true);
    try {
      add(await getMemberRef(id));
      setReference('');
      setError(undefined);
    } catch (err) {
      setError(
        err instanceof ApiRequestError && (err.status === 404 || err.status === 400)
          ? 'No member has this profile link'
          : 'The member could not be looked up. Try again.',
      );
    } finally {
      setIsLooking(false);
    }
  };

  const suggestions = (coDebaters.data ?? []).filter((p) => !chosen.has(p.id));

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        People
      </h3>
      <p className="mt-1 text-sm text-slate-600">Family, partners, close friends, or people you coach or are coached by.</p>
      <div className="mt-3 flex items-start gap-2">
        <TextField
          className="flex-1"
          label={MEMBER_REFERENCE_FIELD.label}
          hint={MEMBER_REFERENCE_FIELD.hint}
          error={error}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setError(undefined);
          }}
          onKeyDown={keepEnterInside(() => void handleAddReference())}
        />
        <Button variant="secondary" className="mt-6" onClick={() => void handleAddReference()} disabled={isLooking || isFull}>
          {isLooking ? 'Looking up…' : 'Add person'}
        </Button>
      </div>
      {suggestions.length ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-800">People you have debated with</p>
          <ul aria-label="People you have debated with" className="mt-2 flex flex-wrap gap-2">
            {suggestions.slice(0, 12).map((person) => (
              <li key={person.id}>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => add(person)}
                  disabled={isFull}
                  aria-label={`Add ${person.name}`}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {person.name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ChosenList
        label="People conflicts"
        items={value}
        detailOf={(person) => (person.username ? `@${person.username}` : null)}
        onRemove={handleRemove}
      />
    </section>
  );
}
