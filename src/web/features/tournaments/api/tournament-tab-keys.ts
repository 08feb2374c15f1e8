// The tab's query keys, under the tournament's (tournamentKeys.one): a confirmed
// result, a release or a confirmed break refreshes every part of the tab, and an
// import refreshes the teams and adjudicators with it.
import { tournamentKeys } from './tournaments-keys.ts';

export const tabKeys = {
  all: (id: string) => [...tournamentKeys.one(id), 'tab'] as const,
  tab: (id: string) => [...tabKeys.all(id), 'whole'] as const,
  roundResults: (id: string, seq: number) => [...tabKeys.all(id), 'round', seq] as const,
};
