// Conflicting ballots: what a tab director must look at before confirming a
// debate's result (docs/tournaments-tab.md). The voting ballots (trainees never
// vote) disagree on the winner, or in British Parliamentary on the order of the
// teams; or one ballot's scores contradict its own call (a low-point win where
// the format allows one, totals out of the ranking's order). A split decision
// is normal judging, but the tab director confirms it knowingly: the API refuses
// a confirmation over a conflict unless it is acknowledged.
import type { DebateFormat } from '#shared/formats/format-types.ts';
import { type Ballot, sideTotals } from '#shared/judging/ballots.ts';
import type { BallotConflict } from '#shared/tournaments/tab-contract.ts';

export interface VotingBallot {
  judgeName: string;
  ballot: Ballot;
}

function describeOrder(ranks: Record<string, number>, labels: Map<string, string>): string {
  return Object.entries(ranks)
    .sort((a, b) => a[1] - b[1])
    .map(([side]) => labels.get(side) ?? side)
    .join(' > ');
}

/** The conflicts among a debate's voting ballots; empty when they agree. */
export function ballotConflicts(format: DebateFormat, voting: readonly VotingBallot[]): BallotConflict[] {
  const labels = new Map(format.sides.map((side) => [side.id, side.label]));
  const conflicts: BallotConflict[] = [];

  const winners = new Map<string, string[]>();
  const orders = new Map<string, string[]>();
  for (const { judgeName, ballot } of voting) {
    if (ballot.kind === 'sides') {
      winners.set(ballot.winner, [...(winners.get(ballot.winner) ?? []), judgeName]);
      const totals = sideTotals(format, ballot.speakerScores, ballot.replyScores);
      const own = totals[ballot.winner] ?? 0;
      const other = Math.max(...Object.entries(totals).flatMap(([side, total]) => (side === ballot.winner ? [] : [total])));
      if (Number.isFinite(other) && own <= other) {
        conflicts.push({
          kind: 'scores',
          message: `${judgeName} gives the win to ${labels.get(ballot.winner) ?? ballot.winner} on ${own} against ${other}`,
        });
      }
    } else {
      const key = describeOrder(ballot.ranks, labels);
      orders.set(key, [...(orders.get(key) ?? []), judgeName]);
      const totals = sideTotals(format, ballot.speakerScores);
      const byRank = Object.entries(ballot.ranks).sort((a, b) => a[1] - b[1]);
      for (let i = 1; i < byRank.length; i++) {
        const better = totals[byRank[i - 1]?.[0] as string] ?? 0;
        const worse = totals[byRank[i]?.[0] as string] ?? 0;
        if (better <= worse) {
          conflicts.push({ kind: 'scores', message: `${judgeName}’s totals do not follow their ranking (${key})` });
          break;
        }
      }
    }
  }
  if (winners.size > 1) {
    const split = [...winners.entries()].map(([side, judges]) => `${labels.get(side) ?? side}: ${judges.join(', ')}`);
    conflicts.unshift({ kind: 'winner', message: `The ballots name different winners (${split.join('; ')})` });
  }
  if (orders.size > 1) {
    const split = [...orders.entries()].map(([order, judges]) => `${order} (${judges.join(', ')})`);
    conflicts.unshift({ kind: 'order', message: `The ballots order the teams differently: ${split.join('; ')}` });
  }
  return conflicts;
}
