// The admin logs (/admin/logs): two tabs, kept in the URL (?tab=audit) —
// Errors (reports from browsers and the server, grouped by cause) and the
// Audit log (every admin action). WAI-ARIA tabs with automatic activation:
// arrow keys, Home and End move between them; the panel is one Tab stop away.
import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { LOGS_TABS, type LogsTab, tabOf } from '../lib/log-params.ts';
import { AuditLogPanel } from './audit-log.tsx';
import { ErrorsPanel } from './error-groups.tsx';

const TAB_LABELS: Record<LogsTab, string> = { errors: 'Errors', audit: 'Audit log' };
const PANEL_ID = 'admin-logs-panel';
const tabId = (tab: LogsTab) => `admin-logs-tab-${tab}`;

export function AdminLogs() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const tabs = useRef(new Map<LogsTab, HTMLButtonElement>());

  // Each tab keeps nothing of the other's filters.
  const select = (next: LogsTab) => {
    if (next !== tab) setSearch(next === 'errors' ? {} : { tab: next });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LOGS_TABS.indexOf(tab);
    const last = LOGS_TABS.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = LOGS_TABS[target] as LogsTab;
    select(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="Logs"
        onKeyDown={handleKeyDown}
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
      >
        {LOGS_TABS.map((each) => {
          const isSelected = each === tab;
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
              onClick={() => select(each)}
              className={cn(
                'h-10 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isSelected ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/70',
              )}
            >
              {TAB_LABELS[each]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className="mt-6">
        {tab === 'errors' ? <ErrorsPanel /> : <AuditLogPanel />}
      </div>
    </>
  );
}
