// The board switch of /leaderboards: WAI-ARIA tabs (automatic activation) whose
// selection lives in the URL. Arrow keys, Home and End move between tabs; only
// the selected tab is in the Tab order, so the panel is one Tab stop away.
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '#web/lib/cn.ts';
import { LEADERBOARD_KIND_LABELS, LEADERBOARD_KINDS, type LeaderboardKind } from '../../lib/leaderboard-params.ts';

const PANEL_ID = 'leaderboard-panel';
const tabId = (kind: LeaderboardKind) => `leaderboard-tab-${kind}`;

export function LeaderboardTabs({
  kind,
  onSelect,
  children,
}: {
  kind: LeaderboardKind;
  onSelect: (kind: LeaderboardKind) => void;
  /** The selected board, rendered in the tab panel. */
  children: ReactNode;
}) {
  const tabs = useRef(new Map<LeaderboardKind, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LEADERBOARD_KINDS.indexOf(kind);
    const last = LEADERBOARD_KINDS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = LEADERBOARD_KINDS[target] as LeaderboardKind;
    onSelect(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="Leaderboard"
        onKeyDown={handleKeyDown}
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
      >
        {LEADERBOARD_KINDS.map((each) => {
          const isSelected = each === kind;
          return (
            <button
              key={each}
              ref={(node) => {
                if (node) tabs.current.set(each, node);
                else tabs.current.delete(each);
              }}
              type="button"
              role="tab"
              id={tabId(each)}
              aria-selected={isSelected}
              aria-controls={PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(each)}
              className={cn(
                'h-10 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isSelected ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/70',
              )}
            >
              {LEADERBOARD_KIND_LABELS[each]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(kind)} className="mt-6">
        {children}
      </div>
    </>
  );
}
