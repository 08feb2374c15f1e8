// The admin logs (/admin/logs): two tabs, kept in the URL (?tab=audit) —
// Errors (reports from browsers and the server, grouped by cause) and the
// Audit log (every admin action). The tabs are the shared WAI-ARIA TabList.
import { TabList, useSearchTab } from '#web/components/ui/tab-list.tsx';
import { LOGS_TABS, type LogsTab } from '../lib/log-params.ts';
import { AuditLogPanel } from './audit-log.tsx';
import { ErrorsPanel } from './error-groups.tsx';

const TAB_LABELS: Record<LogsTab, string> = { errors: 'Errors', audit: 'Audit log' };
const TABS = LOGS_TABS.map((id) => ({ id, label: TAB_LABELS[id] }));

export function AdminLogs() {
  // Each tab keeps nothing of the other's filters.
  const [tab, selectTab] = useSearchTab('tab', LOGS_TABS);

  return (
    <TabList tabs={TABS} selected={tab} onSelect={selectTab} label="Logs" idPrefix="admin-logs">
      {tab === 'errors' ? <ErrorsPanel /> : <AuditLogPanel />}
    </TabList>
  );
}
