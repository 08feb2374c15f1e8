// The training queries' keys, broadest first: invalidating `trainingKeys.mine()`
// refreshes the member's lists (history, summary) after a start, a completion
// or a discard. One attempt has a key of its own, outside `mine`, so that a
// list's refresh never reloads an attempt that is being answered.
import type { TrainingHistoryQuery } from '#shared/training/contract.ts';

export const trainingKeys = {
  all: ['training'] as const,
  modules: () => [...trainingKeys.all, 'modules'] as const,
  mine: () => [...trainingKeys.all, 'mine'] as const,
  summary: (timeZone: string) => [...trainingKeys.mine(), 'summary', timeZone] as const,
  attempts: (query: Partial<TrainingHistoryQuery>) => [...trainingKeys.mine(), 'attempts', query] as const,
  attempt: (id: string) => [...trainingKeys.all, 'attempt', id] as const,
};
