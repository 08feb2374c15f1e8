// What a member's record page shows, from GET /api/judging/users/:id/record:
// whether there is anything to show as a debater, and the sentences that
// summarise it.
import type { UserRecordView } from '#shared/judging/contract.ts';

/** True when the member has taken part in no rated debate yet. */
export function hasNoRatedDebates(record: Pick<UserRecordView, 'rating' | 'debates' | 'recent'>): boolean {
  return record.rating === null && record.debates === 0 && record.recent.length === 0;
}

/** "3 wins, 1 loss in 4 rated debates". */
export function winLossText({ wins, losses, debates }: Pick<UserRecordView, 'wins' | 'losses' | 'debates'>): string {
  const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  return `${plural(wins, 'win', 'wins')}, ${plural(losses, 'loss', 'losses')} in ${plural(debates, 'rated debate', 'rated debates')}`;
}

/** "12 ballots". */
export function ballotsText(ballots: number): string {
  return `${ballots} ${ballots === 1 ? 'ballot' : 'ballots'}`;
}
