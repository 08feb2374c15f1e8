// The debates a judge can still join (GET /api/judging/available): filters for
// format and type in the URL beside the page, and per debate its panel so far,
// the positions still open and the way to accept one.
import { CalendarDays, MapPin, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';
import { DEBATE_TYPES } from '#shared/debates/types.ts';
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import type { AvailableDebateView } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { placeLabel, pluralize } from '#web/components/labels.ts';
import type { ListController } from '#web/components/list-params.ts';
import { MetaList } from '#web/components/meta-list.tsx';
import { ResultsGrid } from '#web/components/results-grid.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMyJudgeStatus } from '../../api/get-my-judge-status.ts';
import type { AvailableDebatesParams } from '../../api/judging-keys.ts';
import { useAvailableDebates } from '../../api/list-judgeable-debates.ts';
import { debateTypeName, formatName, positionLabel, positionsText } from '../../lib/judging-labels.ts';

/** The API takes at most this many per page. */
const AVAILABLE_LIMIT_MAX = 50;
const ANY = '';

export const AVAILABLE_FILTERS = {
  format: { label: 'Format', options: FORMAT_IDS.map((id) => ({ value: id as string, label: FORMAT_LABELS[id] })) },
  type: { label: 'Type', options: DEBATE_TYPES.map((t) => ({ value: t.id as string, label: t.label })) },
} as const;

type FilterKey = keyof typeof AVAILABLE_FILTERS;

/** The filters in the URL that the API accepts; anything else is ignored. */
export function parseAvailableFilters(search: URLSearchParams): Partial<Record<FilterKey, string>> {
  const values: Partial<Record<FilterKey, string>> = {};
  for (const key of Object.keys(AVAILABLE_FILTERS) as FilterKey[]) {
    const value = search.get(key);
    if (value && AVAILABLE_FILTERS[key].options.some((o) => o.value === value)) values[key] = value;
  }
  return values;
}

/** The judge's formats as a sentence, in the app's order: "Lincoln-Douglas and Standard". */
export function judgedFormatsText(formats: readonly string[]): string {
  const names = FORMAT_IDS.filter((id) => formats.includes(id)).map((id) => FORMAT_LABELS[id]);
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);
}

function AvailableDebateCard({ debate }: { debate: AvailableDebateView }) {
  return (
    <article
      className="flex w-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="available-debate"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{formatName(debate.format)}</Badge>
        <Badge tone="brand">{debateTypeName(debate.debateType)}</Badge>
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link to={hrefFor('debate', { id: debate.id })} className="hover:text-brand-700 hover:underline">
          {debate.title}
        </Link>
      </h2>
      <p className="mt-1 line-clamp-2 text-sm text-slate-600">
        <span className="sr-only">Motion: </span>
        {debate.topic}
      </p>
      <MetaList
        className="mt-4 border-t border-slate-100 pt-4"
        items={[
          { label: 'When', icon: CalendarDays, value: <DateTime value={debate.startsAt} /> },
          { label: 'Where', icon: MapPin, value: placeLabel(debate.location, debate.venueType) },
          { label: 'Type', icon: Timer, value: debateTypeName(debate.debateType) },
          { label: 'Speakers', icon: Users, value: `${pluralize(debate.speakerCount, 'speaker', 'speakers')} so far` },
        ]}
      />
      <div className="mt-4 text-sm text-slate-700">
        <p>
          <span className="font-medium text-slate-900">Panel: </span>
          {debate.judges.length
            ? debate.judges.map((j) => `${j.name} (${positionLabel(j.position)})`).join(', ')
            : 'No judges yet'}
        </p>
        <p className="mt-1">
          <span className="font-medium text-slate-900">Open: </span>
          {positionsText(debate.openPositions)}
        </p>
      </div>
      <div className="mt-auto pt-4">
        <Button asChild size="sm">
          <Link to={hrefFor('judge-commitment', { id: debate.id })} aria-label={`Accept to judge ${debate.title}`}>
            Accept
          </Link>
        </Button>
      </div>
    </article>
  );
}

export function AvailableDebates({ list }: { list: ListController }) {
  const filters = parseAvailableFilters(list.searchParams);
  const query = useAvailableDebates({
    // Checked against the options above, which are the API's own ids.
    ...(filters as Pick<AvailableDebatesParams, FilterKey>),
    page: list.params.page,
    limit: Math.min(list.params.limit, AVAILABLE_LIMIT_MAX),
  });
  const isFiltered = Object.keys(filters).length > 0;
  // The server lists only the formats the judge was approved for; the page says which, and offers only those.
  const judgedFormats = useMyJudgeStatus().data?.formats ?? [];
  const formatsText = judgedFormatsText(judgedFormats);
  const optionsFor = (key: FilterKey) =>
    key === 'format' && judgedFormats.length
      ? AVAILABLE_FILTERS.format.options.filter((o) => judgedFormats.includes(o.value) || o.value === filters.format)
      : AVAILABLE_FILTERS[key].options;
  return (
    <>
      {formatsText ? (
        <p className="mb-4 text-slate-700" data-testid="judged-formats">
          Debates in the formats you judge: <span className="font-medium text-slate-900">{formatsText}</span>.
        </p>
      ) : null}
      <div className="mb-6 flex flex-wrap items-center gap-3" data-testid="available-filters">
        {(Object.keys(AVAILABLE_FILTERS) as FilterKey[]).map((key) => (
          <SelectField
            key={key}
            label={AVAILABLE_FILTERS[key].label}
            value={filters[key] ?? ANY}
            options={[{ value: ANY, label: 'Any' }, ...optionsFor(key)]}
            onChange={(value) => list.update({ [key]: value || undefined })}
          />
        ))}
        {isFiltered ? (
          <Button variant="ghost" size="sm" onClick={() => list.update({ format: undefined, type: undefined })}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <ResultsGrid
        query={query}
        list={list}
        noun={{ one: 'debate', other: 'debates' }}
        renderItem={(debate) => <AvailableDebateCard debate={debate} />}
        emptyTitle={isFiltered ? 'No debates match these filters' : 'No debates need a judge right now'}
        emptyText={
          isFiltered
            ? 'Try another format or type, or clear the filters.'
            : `Debates${formatsText ? ` in ${formatsText}` : ''} appear here when they are scheduled and need a judge. Debates you speak in or have a conflict with are left out.`
        }
      />
    </>
  );
}
