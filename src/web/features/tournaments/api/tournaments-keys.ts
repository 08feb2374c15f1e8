// The tournaments' query keys: everything about one tournament sits under
// `tournamentKeys.one(id)`, so a registration or a change of settings refreshes
// the tournament, its teams and its adjudicators together.
export const tournamentKeys = {
  all: ['tournaments'] as const,
  one: (id: string) => [...tournamentKeys.all, id] as const,
  detail: (id: string) => [...tournamentKeys.one(id), 'detail'] as const,
  teams: (id: string) => [...tournamentKeys.one(id), 'teams'] as const,
  adjudicators: (id: string) => [...tournamentKeys.one(id), 'adjudicators'] as const,
};
