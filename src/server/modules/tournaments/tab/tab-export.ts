// The tab as files: one CSV per part (team tab, speaker tab, results, motions,
// adjudicators) and the whole tab as JSON. Staff download any part at any time;
// the public only the released ones (tab.service.ts getTab leaves the others
// out). Cells are written by lib/csv.ts: RFC 4180 quoting, and a
// leading apostrophe on text a spreadsheet would run as a formula — team and
// speaker names are typed by anyone who registers.
import type { Database } from '#server/db/client.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { csvRow } from '#server/lib/csv.ts';
import { TAB_MESSAGES, type TabView } from '#shared/tournaments/tab-contract.ts';
import { getTab } from './tab.service.ts';

export type ExportKind = 'team' | 'speaker' | 'results' | 'motions' | 'adjudicator';

/** The CSV text of one part of a tab as getTab gave it; FORBIDDEN when the caller may not see it. */
export function tabCsv(tab: TabView, kind: ExportKind): string {
  const missing = () => new AppError('FORBIDDEN', TAB_MESSAGES.notReleased);
  switch (kind) {
    case 'team': {
      if (!tab.team) throw missing();
      const labels = tab.team.teams[0]?.metrics.map((m) => m.label) ?? tab.team.precedence.map((p) => p.label);
      return [
        csvRow(['Rank', 'Team', 'Institution', 'Debates', ...labels]),
        ...tab.team.teams.map((t) => csvRow([t.rankText, t.name, t.institution, t.debates, ...t.metrics.map((m) => m.value)])),
      ].join('');
    }
    case 'speaker': {
      if (!tab.speaker) throw missing();
      return [
        csvRow(['Rank', 'Speaker', 'Team', 'Total', 'Average', 'Speeches']),
        ...tab.speaker.speakers.map((s) => csvRow([s.rankText, s.name, s.teamName, s.total, s.average, s.speeches])),
      ].join('');
    }
    case 'results': {
      if (!tab.results) throw missing();
      return [
        csvRow(['Round', 'Room', 'Team', 'Side', 'Place', 'Total']),
        ...tab.results.flatMap((r) =>
          r.teams.map((t) => csvRow([r.round, r.roomIndex + 1, t.name, r.isBye ? 'bye' : t.side, t.place, t.total])),
        ),
      ].join('');
    }
    case 'motions': {
      if (!tab.motions) throw missing();
      const sides = tab.motions[0]?.sideWins.map((s) => s.label) ?? [];
      return [
        csvRow(['Round', 'Motion', 'Debates', ...sides.map((label) => `${label} wins`)]),
        ...tab.motions.map((m) => csvRow([m.round, m.motion, m.debates, ...m.sideWins.map((s) => s.wins)])),
      ].join('');
    }
    case 'adjudicator': {
      if (!tab.adjudicator) throw missing();
      return [
        csvRow(['Adjudicator', 'Institution', 'Debates judged', 'Chaired', 'Average calibration']),
        ...tab.adjudicator.map((a) => csvRow([a.name, a.institution, a.debatesJudged, a.chaired, a.averageCalibration])),
      ].join('');
    }
  }
}

const download = (body: string, type: string, filename: string) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'content-disposition': `attachment; filename="${filename}"`,
      // Staff and the public get different files from one address.
      'cache-control': 'private, no-store',
    },
  });

export async function exportTabCsv(db: Database, tournamentId: string, viewer: SessionUser | null, kind: ExportKind) {
  const tab = await getTab(db, tournamentId, viewer);
  return download(tabCsv(tab, kind), 'text/csv', `tab-${kind}.csv`);
}

export async function exportTabJson(db: Database, tournamentId: string, viewer: SessionUser | null) {
  const tab = await getTab(db, tournamentId, viewer);
  return download(JSON.stringify(tab, null, 2), 'application/json', 'tab.json');
}
