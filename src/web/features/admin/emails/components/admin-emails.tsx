// The admin e-mails (/admin/emails): four tabs, kept in the URL (?tab=…) —
// the Queue (filters, a mail's rendering, retry and cancel), Schedules,
// Announcements (compose, preview, test, send) and Templates (preview with
// sample or a queued mail's data, test send). The tabs are the shared
// WAI-ARIA TabList.
import { TabList, useSearchTab } from '#web/components/ui/tab-list.tsx';
import { EMAIL_TABS, type EmailTab } from '../lib/email-params.ts';
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
const TABS = EMAIL_TABS.map((id) => ({ id, label: TAB_LABELS[id] }));

export function AdminEmails() {
  // Each tab keeps nothing of another's state.
  const [tab, selectTab] = useSearchTab('tab', EMAIL_TABS);

  return (
    <TabList tabs={TABS} selected={tab} onSelect={selectTab} label="E-mails" idPrefix="admin-emails">
      {tab === 'queue' ? <EmailQueuePanel /> : null}
      {tab === 'schedules' ? <EmailSchedulesPanel /> : null}
      {tab === 'announcements' ? <AnnouncementsPanel /> : null}
      {tab === 'templates' ? <EmailTemplatesPanel /> : null}
    </TabList>
  );
}
