// The debates' query keys, broadest first, shared by the debates operations, and
// the shape of a change to one debate (edit, cancel, join, leave): the answer
// replaces the debate's cached detail, and the lists that show it are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DebateListQuery } from '#shared/debates/contract.ts';
import type { ListParams, ListSort } from '#web/components/list-params.ts';
import type { Debate } from '../types.ts';

/** The list's filters (format, type, state, venue, topic), as the API names them. */
export type DebateListFilters = Partial<Pick<DebateListQuery, 'format' | 'type' | 'state' | 'venue' | 'topic'>>;

export const debateKeys = {
  all: ['debates'] as const,
  lists: () => [...debateKeys.all, 'list'] as const,
  list: (params: ListParams<ListSort> & DebateListFilters) => [...debateKeys.lists(), params] as const,
  detail: (id: string) => [...debateKeys.all, 'detail', id] as const,
  room: (id: string) => [...debateKeys.all, 'room', id] as const,
  mine: () => [...debateKeys.all, 'mine'] as const,
  myList: (when: 'upcoming' | 'past', limit: number) => [...debateKeys.mine(), when, limit] as const,
};

export function useDebateMutation<Input>(id: string, mutationFn: (input: Input) => Promise<Debate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: (debate) => {
      queryClient.setQueryData(debateKeys.detail(id), debate);
      void queryClient.invalidateQueries({ queryKey: debateKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: debateKeys.mine() });
    },
  });
}
