// The tab's downloads: ordinary links (the session cookie goes with them, so the
// staff get the parts not released and the public only the released ones).
import { operationPath } from '#shared/operation.ts';
import * as tabApi from '#shared/tournaments/tab-operations.ts';

export type TabExportKind = 'team' | 'speaker' | 'results' | 'motions' | 'adjudicator';

export function tabCsvHref(id: string, kind: TabExportKind): string {
  return operationPath(tabApi.exportTabCsv, { id, kind });
}

export function tabJsonHref(id: string): string {
  return operationPath(tabApi.exportTabJson, { id });
}
