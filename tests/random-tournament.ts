// Random tournaments for the draw engine's property tests and benchmark: teams
// of a few institutions that have played `rounds` rounds of random pairings
// with random results, so their points, side counts and opponents agree.
import type { DrawTeam, Random } from '../src/server/modules/tournaments/draw/draw-types.ts';
import { shuffled } from '../src/server/modules/tournaments/draw/draw-random.ts';

export interface RandomTournamentOptions {
  teams: number;
  rounds: number;
  /** 2 for two-team formats, 4 for BP. */
  teamsPerDebate: 2 | 4;
  institutions: number;
  random: Random;
}

interface MutableTeam {
  id: string;
  institutionIds: string[];
  points: number;
  speakerTotal: number;
  sideCounts: number[];
  previousOpponentIds: string[];
  isCheckedIn: boolean;
  isSwing: boolean;
}

export function randomTournament(options: RandomTournamentOptions): DrawTeam[] {
  const { random, teamsPerDebate } = options;
  const teams: MutableTeam[] = Array.from({ length: options.teams }, (_, i) => ({
    id: `team-${i + 1}`,
    institutionIds: [`inst-${Math.floor(random() * options.institutions) + 1}`],
    points: 0,
    speakerTotal: 0,
    sideCounts: Array(teamsPerDebate).fill(0),
    previousOpponentIds: [],
    isCheckedIn: true,
    isSwing: false,
  }));
  for (let round = 0; round < options.rounds; round++) {
    const order = shuffled(teams, random);
    for (let start = 0; start + teamsPerDebate <= order.length; start += teamsPerDebate) {
      const room = order.slice(start, start + teamsPerDebate);
      // Positions in room order; results: a random ranking, first place earns teamsPerDebate − 1 points (1 win in two-team).
      const ranking = shuffled([...room.keys()], random);
      room.forEach((team, position) => {
        team.sideCounts[position] = (team.sideCounts[position] ?? 0) + 1;
        const place = ranking.indexOf(position);
        team.points += teamsPerDebate === 2 ? (place === 0 ? 1 : 0) : teamsPerDebate - 1 - place;
        team.speakerTotal += Math.round(140 + random() * 20);
        for (const other of room) if (other !== team) team.previousOpponentIds.push(other.id);
      });
    }
  }
  return teams;
}
