// Topics with search, sort and pages from the API, and category chips that
// filter the page already loaded (categories are not an API filter yet).
import type { ListController } from '#web/components/list-params.ts';
import { ResultsGrid } from '#web/components/results-grid.tsx';
import { cn } from '#web/lib/cn.ts';
import { useInterests } from '#web/lib/interests.ts';
import { useTopics } from '../api/list-topics.ts';
import { categoryInLink, countCategories, inCategory, isShownCategory } from './topic-categories.ts';
import { TopicCard } from './topic-card.tsx';

const CHIP =
  'inline-flex h-9 shrink-0 items-center whitespace-nowrap gap-1.5 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset transition-colors';
const CHIP_ON = 'bg-brand-700 text-white ring-brand-700';
const CHIP_OFF = 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100';

export function TopicsList({ list }: { list: ListController }) {
  const query = useTopics(list.params, { enabled: !list.isSearchTooLong });
  const inLink = list.searchParams.get('category')?.trim() || undefined;
  const categories = countCategories(query.data?.items ?? []);
  // An older link names the category by its id ("democracy"): only then is the vocabulary asked for its label.
  const needsLabel = inLink !== undefined && query.isSuccess && !isShownCategory(categories, inLink);
  const interests = useInterests({ enabled: needsLabel });
  const category = inLink !== undefined && needsLabel ? categoryInLink(inLink, interests.data) : inLink;
  const choose = (next: string | undefined) => list.update({ category: next }, { keepPage: true });

  // The chips' row is held open while the first page loads, so the cards do not
  // jump down when it arrives; on a phone the chips scroll sideways in one row,
  // which keeps that row's height whatever the number of categories.
  const isFirstLoad = query.isPending && !list.isSearchTooLong;

  return (
    <>
      {isFirstLoad ? (
        <div aria-hidden="true" className="mb-6 h-9" data-testid="category-chips-placeholder" />
      ) : categories.length > 1 || category ? (
        <fieldset className="mb-6">
          <legend className="sr-only">Filter by category</legend>
          <div className="-mx-4 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            <button
              type="button"
              aria-pressed={!category}
              onClick={() => choose(undefined)}
              className={cn(CHIP, !category ? CHIP_ON : CHIP_OFF)}
            >
              All
            </button>
            {categories.map(({ category: name, count }) => {
              const isOn = category !== undefined && inCategory({ category: name }, category);
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={isOn}
                  onClick={() => choose(isOn ? undefined : name)}
                  className={cn(CHIP, isOn ? CHIP_ON : CHIP_OFF)}
                >
                  {name}
                  <span className={cn('text-xs', isOn ? 'text-brand-100' : 'text-slate-600')}>({count})</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <ResultsGrid
        query={query}
        list={list}
        noun={{ one: 'topic', other: 'topics' }}
        renderItem={(topic) => <TopicCard topic={topic} />}
        emptyTitle="No topics yet"
        emptyText="Topics appear here once members suggest them and an admin approves them."
        filter={category ? { keep: (topic) => inCategory(topic, category), label: `in ${category}` } : undefined}
      />
    </>
  );
}
