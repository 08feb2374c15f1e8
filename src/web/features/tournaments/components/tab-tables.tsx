// The tab's tables (docs/tournaments-tab.md): team standings, speaker
// standings, results, motions with side win rates, adjudicators. Each is a
// captioned table with column headers, scrolling sideways on narrow screens.
import type { TabView } from '#shared/tournaments/tab-contract.ts';
import { DataTable, Missing, TD, TH } from '#web/components/ui/data-table.tsx';

type Team = NonNullable<TabView['team']>;
type Speaker = NonNullable<TabView['speaker']>;
type Results = NonNullable<TabView['results']>;
type Motions = NonNullable<TabView['motions']>;
type Adjudicators = NonNullable<TabView['adjudicator']>;

function Value({ value, what }: { value: number | null; what: string }) {
  return value === null ? <Missing reason={`No ${what}`} /> : Number.isInteger(value) ? value : value.toFixed(2);
}

const Empty = ({ text }: { text: string }) => (
  <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">{text}</p>
);

export function TeamTabTable({ team }: { team: Team }) {
  if (team.teams.length === 0) return <Empty text="No teams yet." />;
  const labels = team.teams[0]?.metrics.map((m) => m.label) ?? [];
  return (
    <DataTable
      caption={`Team standings after ${team.resultsCounted} confirmed ${team.resultsCounted === 1 ? 'result' : 'results'}`}
      head={
        <>
          <th scope="col" className={TH}>
            Rank
          </th>
          <th scope="col" className={TH}>
            Team
          </th>
          <th scope="col" className={TH}>
            Debates
          </th>
          {labels.map((label) => (
            <th key={label} scope="col" className={TH}>
              {label}
            </th>
          ))}
        </>
      }
    >
      {team.teams.map((row) => (
        <tr key={row.teamId}>
          <td className={TD}>{row.rankText}</td>
          <th scope="row" className={`${TD} font-medium`}>
            {row.name}
            <span className="block text-xs font-normal text-slate-600">{row.institution}</span>
          </th>
          <td className={TD}>{row.debates}</td>
          {row.metrics.map((metric) => (
            <td key={metric.metric} className={TD}>
              <Value value={metric.value} what={metric.label.toLowerCase()} />
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

export function SpeakerTabTable({ speaker }: { speaker: Speaker }) {
  if (speaker.speakers.length === 0) return <Empty text="No speakers yet." />;
  return (
    <DataTable
      caption="Speaker standings (replies excluded)"
      head={['Rank', 'Speaker', 'Team', 'Total', 'Average', 'Speeches'].map((label) => (
        <th key={label} scope="col" className={TH}>
          {label}
        </th>
      ))}
    >
      {speaker.speakers.map((row) => (
        <tr key={row.speakerId}>
          <td className={TD}>{row.rank === null ? <Missing reason="Unranked" /> : row.rankText}</td>
          <th scope="row" className={`${TD} font-medium`}>
            {row.name}
          </th>
          <td className={TD}>{row.teamName}</td>
          <td className={TD}>
            <Value value={row.total} what="total" />
          </td>
          <td className={TD}>
            <Value value={row.average} what="average" />
          </td>
          <td className={TD}>{row.speeches}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function ResultsTabTable({ results }: { results: Results }) {
  if (results.length === 0) return <Empty text="No confirmed results yet." />;
  return (
    <DataTable
      caption="Confirmed results by round and room"
      head={['Round', 'Room', 'Teams, best placed first'].map((label) => (
        <th key={label} scope="col" className={TH}>
          {label}
        </th>
      ))}
    >
      {results.map((row) => (
        <tr key={`${row.seq}-${row.roomIndex}`}>
          <th scope="row" className={`${TD} font-medium`}>
            {row.round}
          </th>
          <td className={TD}>{row.isBye ? 'Bye' : row.roomIndex + 1}</td>
          <td className={TD}>
            {row.teams.map((t) => `${t.name} (${t.place}${t.total === null ? '' : `, ${t.total}`})`).join(' · ')}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function MotionsTabTable({ motions }: { motions: Motions }) {
  if (motions.length === 0) return <Empty text="No motions released yet." />;
  const sides = motions[0]?.sideWins.map((s) => s.label) ?? [];
  return (
    <DataTable
      caption="Motions and how often each side won"
      head={
        <>
          <th scope="col" className={TH}>
            Round
          </th>
          <th scope="col" className={TH}>
            Motion
          </th>
          <th scope="col" className={TH}>
            Debates
          </th>
          {sides.map((label) => (
            <th key={label} scope="col" className={TH}>
              {label} wins
            </th>
          ))}
        </>
      }
    >
      {motions.map((row) => (
        <tr key={row.seq}>
          <th scope="row" className={`${TD} font-medium`}>
            {row.round}
          </th>
          <td className={TD}>{row.motion}</td>
          <td className={TD}>{row.debates}</td>
          {row.sideWins.map((side) => (
            <td key={side.side} className={TD}>
              {side.wins}
              {side.rate === null ? '' : ` (${Math.round(side.rate * 100)}%)`}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

export function AdjudicatorTabTable({ adjudicators }: { adjudicators: Adjudicators }) {
  if (adjudicators.length === 0) return <Empty text="No adjudicators yet." />;
  return (
    <DataTable
      caption="Adjudicators: debates judged, chaired and average calibration"
      head={['Adjudicator', 'Institution', 'Judged', 'Chaired', 'Average calibration'].map((label) => (
        <th key={label} scope="col" className={TH}>
          {label}
        </th>
      ))}
    >
      {adjudicators.map((row) => (
        <tr key={row.adjudicatorId}>
          <th scope="row" className={`${TD} font-medium`}>
            {row.name}
          </th>
          <td className={TD}>{row.institution || <Missing reason="No institution" />}</td>
          <td className={TD}>{row.debatesJudged}</td>
          <td className={TD}>{row.chaired}</td>
          <td className={TD}>
            <Value value={row.averageCalibration} what="calibration yet" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
