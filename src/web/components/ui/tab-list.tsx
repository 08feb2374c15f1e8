// WAI-ARIA tabs with automatic activation, for a selection the caller keeps
// (in the URL everywhere today: the admin e-mails, logs and moderation queue,
// the leaderboards). Arrow keys, Home and End move between tabs and select;
// only the selected tab is in the Tab order, so the panel is one Tab stop away.
// A tab may show a count (open items), read out with `countLabel` after it.
// useSearchTab keeps a page's tab in the URL.
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '#web/lib/cn.ts';

export type TabItem<T extends string> = { id: T; label: string; count?: number };

/** The tab the URL names (?key=id), the first one when it names none or an unknown one. */
export function tabFromSearch<T extends string>(search: URLSearchParams, key: string, ids: readonly [T, ...T[]]): T {
  const value = search.get(key);
  return ids.find((id) => id === value) ?? ids[0];
}

/**
 * A page's tab in the URL: ?key=id, nothing for the first tab. Choosing another
 * tab drops the rest of the query, so each tab starts afresh (its own filters
 * and page are in the URL too).
 */
export function useSearchTab<T extends string>(key: string, ids: readonly [T, ...T[]]): [T, (id: T) => void] {
  const [search, setSearch] = useSearchParams();
  const select = (id: T) => setSearch(id === ids[0] ? {} : { [key]: id });
  return [tabFromSearch(search, key, ids), select];
}

/** The index a key moves the selection to from `index` of `count` tabs (wrapping), or null for other keys. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  countLabel,
  children,
}: {
  tabs: readonly TabItem<T>[];
  selected: T;
  /** Called with another tab than the selected one. */
  onSelect: (id: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Makes the tab and panel ids: `${idPrefix}-tab-${id}`, `${idPrefix}-panel`. */
  idPrefix: string;
  /** Read after a tab's count by screen readers ("3 open"). */
  countLabel?: string;
  /** The selected tab's content, rendered in the tab panel. */
  children: ReactNode;
}) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const panelId = `${idPrefix}-panel`;
  const tabId = (id: T) => `${idPrefix}-tab-${id}`;

  const select = (id: T) => {
    if (id !== selected) onSelect(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = tabIndexAfterKey(event.key, index, tabs.length);
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isSelected ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/70',
              )}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    tab.count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-700',
                  )}
                >
                  {tab.count}
                  {countLabel ? <span className="sr-only"> {countLabel}</span> : null}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="mt-6">
        {children}
      </div>
    </>
  );
}
