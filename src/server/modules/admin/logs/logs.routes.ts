// The admin area's logs (src/shared/admin/logs/operations.ts): error groups,
// one group's occurrences, deleting a group (audited), the audit log and its
// CSV export. The admin guard of each declaration runs before these handlers.
import * as api from '#shared/admin/logs/operations.ts';
import { implement } from '#server/lib/operations.ts';
import { requestLog } from '#server/lib/every-request.ts';
import {
  auditCsvLines,
  deleteErrorGroup,
  findAuditEntries,
  findErrorGroups,
  getAuditFacets,
  getErrorGroupByFingerprint,
} from './logs.service.ts';

export const logsOperations = [
  implement(api.listErrorGroups, (c, { query }) => findErrorGroups(c.get('db'), query)),
  implement(api.getErrorGroup, (c, { params }) => getErrorGroupByFingerprint(c.get('db'), params.fingerprint)),
  implement(api.deleteErrorGroup, (c, { params, user }) => deleteErrorGroup(c, user, params.fingerprint)),
  implement(api.listAuditEntries, (c, { query }) => findAuditEntries(c.get('db'), query)),
  implement(api.getAuditFacets, (c) => getAuditFacets(c.get('db'))),
  implement(api.exportAuditEntries, (c, { query }) => {
    const lines = auditCsvLines(c.get('db'), query);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await lines.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (err) {
          // The header is out: the download ends short rather than pretending to be complete.
          requestLog(c).error({ err }, 'audit log export failed');
          controller.error(err);
        }
      },
      async cancel() {
        await lines.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-log-${day}.csv"`,
        'cache-control': 'no-store',
      },
    });
  }),
];
