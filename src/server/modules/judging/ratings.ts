// Debater ratings: Weng-Lin Bayesian ratings (the openskill package's default
// Plackett-Luce model), which rate any number of ranked teams. A two-sided
// debate is two teams ranked winner first; British Parliamentary is four teams
// ranked 1st–4th. Each debater carries a mean (mu) and an uncertainty (sigma);
// leaderboards rank by the conservative ordinal mu − 3σ (docs/judging.md).
import { ordinal, rate, rating } from 'openskill';
import type { Decision } from '#shared/judging/ballots.ts';

export interface Skill {
  mu: number;
  sigma: number;
}

export const NEW_RATING: Skill = rating();

export const ordinalOf = (skill: Skill) => ordinal(skill);

/** Each side's place in a decision: 1 for the winner (or BP's first), and so on. */
export function placesOf(decision: Decision): Record<string, number> {
  if (decision.kind === 'ranks') return { ...decision.ranks };
  const places: Record<string, number> = {};
  for (const side of Object.keys(decision.totals)) places[side] = side === decision.winner ? 1 : 2;
  places[decision.winner] = 1;
  return places;
}

export interface RatedTeam {
  side: string;
  place: number;
  members: { userId: string; before: Skill }[];
}

/** New ratings of every member of every team, from the teams' places. */
export function rateTeams(teams: readonly RatedTeam[]): Map<string, Skill> {
  const playing = teams.filter((team) => team.members.length > 0);
  const after = new Map<string, Skill>();
  if (playing.length < 2) return after;
  const result = rate(
    playing.map((team) => team.members.map((m) => rating(m.before))),
    { rank: playing.map((team) => team.place) },
  );
  playing.forEach((team, t) => {
    team.members.forEach((member, m) => {
      const next = result[t]?.[m];
      if (next) after.set(member.userId, { mu: next.mu, sigma: next.sigma });
    });
  });
  return after;
}
