// The admin e-mails (/admin/emails): four tabs, kept in the URL (?tab=…) —
// the Queue (filters, a mail's rendering, retry and cancel), Schedules,
// Announcements (compose, preview, test, send) and Templates (preview with
// sample or a queued mail's data, test send). WAI-ARIA tabs with automatic
// activation: arrow keys, Home and End move between them.
import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { EMAIL_TABS, type EmailTab, tabOf } from '../lib/email-params.ts';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import { EmailQueuePanel } from './email-queue-panel.tsx';
import { EmailSchedulesPanel } from './email-schedules-panel.tsx';
import { EmailTemplatesPanel } from './email-templates-panel.tsx';

const TAB_LABELS: Record<EmailTab, string> = {
  queue: 'Queue',
  schedules: 'Schedules',
  announcements: 'Announcements',
  templates: 'Templates',
};
const PANEL_ID = 'admin-emails-panel';
const tabId = (tab: EmailTab) => `admin-emails-tab-${tab}`;

export function AdminEmails() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const tabs = useRef(new Map<EmailTab, HTMLButtonElement>());

  // Each tab keeps nothing of another's state.
  const select = (next: EmailTab) => {
    if (next !== tab) setSearch(next === 'queue' ? {} : { tab: next });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = EMAIL_TABS.indexOf(tab);
    const last = EMAIL_TABS.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = EMAIL_TABS[target] as EmailTab;
    select(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="E-mails"
        onKeyDown={handleKeyDown}
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
      >
        {EMAIL_TABS.map((each) => {
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
        {tab === 'queue' ? <EmailQueuePanel /> : null}
        {tab === 'schedules' ? <EmailSchedulesPanel /> : null}
        {tab === 'announcements' ? <AnnouncementsPanel /> : null}
        {tab === 'templates' ? <EmailTemplatesPanel /> : null}
      </div>
    </>
  );
}
