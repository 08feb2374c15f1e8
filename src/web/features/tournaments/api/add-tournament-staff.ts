// Makes a member a tab director or one of the adjudication core (the
// tournament's managers); naming someone already on the staff changes their
// role, which may change what the viewer themselves may see.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole, TournamentView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export interface AddStaffRequest {
  userId: string;
  role: StaffRole;
}

export function addTournamentStaff(id: string, input: AddStaffRequest): Promise<TournamentView> {
  return callOperation(tournamentsApi.addTournamentStaff, { params: { id }, body: input });
}

export function useAddTournamentStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddStaffRequest) => addTournamentStaff(id, input),
    retry: false,
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(id), tournament);
      // Teams, adjudicators and rounds show staff-only parts by what the viewer now is.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) });
    },
  });
}
