// Settings' "Offline on this device": what the device keeps for reading without
// a connection, how fresh each part is (its sync-status record, spec section 3),
// and a button to bring it up to date now (docs/offline.md).
import { liveQuery } from 'dexie';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { offlineDatabase, type SyncStatus } from '#web/lib/offline/offline-db.ts';
import { runOfflineSync } from '#web/lib/offline/offline-driver.ts';
import type { OfflineTable } from '#web/lib/offline/offline-sections.ts';
import { useSession } from '#web/lib/session.ts';
import { savedAgo } from './saved-on-device.tsx';

const TABLE_LABELS: Record<OfflineTable, string> = {
  debates: 'Debates',
  events: 'Events',
  clubs: 'Clubs',
  upcoming: 'Your next debates',
};
const TABLES = Object.keys(TABLE_LABELS) as OfflineTable[];

interface TableState {
  table: OfflineTable;
  count: number;
  status: SyncStatus | undefined;
}

function statusText({ status, count }: TableState, now: number): string {
  if (!status) return 'Not kept yet: visit the section while online to keep it.';
  if (status.status === 'syncing') return 'Updating…';
  if (status.status === 'error') return `Could not update: ${status.error ?? 'unknown error'}`;
  if (status.last_sync === null) return 'Not kept yet.';
  return `${count} saved ${savedAgo(status.last_sync, now)}`;
}

export function OfflineCopies() {
  const session = useSession();
  const [tables, setTables] = useState<TableState[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [isUpdating, setIsUpdating] = useState(false);

  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let cancelled = false;
    void offlineDatabase().then((db) => {
      if (cancelled) return;
      if (!db) {
        setUnavailable(true);
        return;
      }
      subscription = liveQuery(async () =>
        Promise.all(
          TABLES.map(async (table) => ({ table, count: await db[table].count(), status: await db.sync_status.get(table) })),
        ),
      ).subscribe({ next: setTables, error: () => setUnavailable(true) });
    });
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, []);

  if (unavailable) {
    return (
      <p className="text-sm text-slate-700">
        This browser does not let the site keep copies, so everything is shown online only.
      </p>
    );
  }
  const now = Date.now();
  const userId = session.user?.id;
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]" data-testid="offline-copies">
        {(tables ?? []).map((state) => (
          <div key={state.table} className="contents">
            <dt className="font-medium text-slate-900">{TABLE_LABELS[state.table]}</dt>
            <dd className="text-slate-700" data-status={state.status?.status ?? 'none'}>
              {statusText(state, now)}
            </dd>
          </div>
        ))}
      </dl>
      <Button
        variant="secondary"
        disabled={!userId || isUpdating}
        onClick={() => {
          if (!userId) return;
          setIsUpdating(true);
          void runOfflineSync(userId).finally(() => setIsUpdating(false));
        }}
      >
        <RefreshCw aria-hidden="true" className={`h-4 w-4 ${isUpdating ? 'motion-safe:animate-spin' : ''}`} />
        {isUpdating ? 'Updating…' : 'Update now'}
      </Button>
    </div>
  );
}
